import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import type { Page } from 'playwright-core';
import { usePhone } from './browser';
import { clubLogInThroughApi } from './api-setup';
import { clubLogIn } from './club-login';
import { moveServerClock, payByCard } from './booking-steps';
import { inTraditionalChinese, tc } from './zh-hk';

/** Award (points) booking in the browser: a round trip for the member and a beneficiary, paid; and too few points. */
const golden = { cardNo: '8800100002', password: 'Fwc@2580b' };
const standard = { cardNo: '8800100004', password: 'Fwc@2580d' };
const REDEMPTION_PASSWORD = '258036';
const AWARD = '/pagesService/pages/flexible-reward-airfare';


/** A day ahead of the server's clock, which other browser tests move. */
async function day(daysAhead: number): Promise<string> {
  const { now } = await moveServerClock(0);
  return new Date(Date.parse(now) + daysAhead * 86_400_000).toISOString().slice(0, 10);
}
const pointsIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function availablePoints(page: Page): Promise<number> {
  await page.goto('/pagesMy/pages/fortuneWingsClub/integral');
  return pointsIn(await page.getByTestId('integral-available').textContent());
}

/** Chooses the first flight of the leg and its economy classic award. */
async function chooseClassic(page: Page, brand: string, choose: string, chooseBrand: string) {
  await page.waitForURL(`**${AWARD}/book-list`);
  await page.getByRole('button', { name: choose }).first().click();
  await page.waitForURL(`**${AWARD}/pick-brand`);
  await page.locator('section, .card', { hasText: brand }).getByRole('button', { name: chooseBrand }).first().click();
}

describe('award booking', () => {
  const phone = usePhone();

  it('books a round-trip classic award for the member and a beneficiary, pays the taxes, and spends exactly its points', async () => {
    const page = phone();
    // The one test that logs a member in on the club login page; the other club tests log in through the API.
    await clubLogIn(page, golden);
    const before = await availablePoints(page);
    expect(before).toBeGreaterThan(0);

    await page.goto(`${AWARD}/index`);
    await page.getByTestId('award-available').waitFor();
    await page.getByRole('radio', { name: 'Round trip' }).click();
    await page.getByLabel('From (airport code)').fill('HKG');
    await page.getByLabel('To (airport code)').fill('TPE');
    await page.getByLabel('Departure date').fill(await day(20));
    await page.getByLabel('Return date').fill(await day(24));
    await page.getByRole('button', { name: 'One more adult' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await chooseClassic(page, 'Economy classic award', 'Choose this flight', 'Choose this award');
    await chooseClassic(page, 'Economy classic award', 'Choose this flight', 'Choose this award');

    await page.waitForURL(`**${AWARD}/fill-passenger`);
    await page.getByTestId(/^traveller-MEMBER:/).getByRole('checkbox').check();
    await page.locator('[data-testid^="traveller-BENEFICIARY:"]', { hasText: 'WONG KA HO' }).getByRole('checkbox').check();
    // Without the privacy consent nothing is sent: the page says why.
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().includes('/point/booking/confirm/psg') && sent.push(r.url())));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(en.book.consentRequired).waitFor();
    expect(sent).toEqual([]);
    await page.getByRole('checkbox', { name: en.book.consent }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`**${AWARD}/ruleIndex`);
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await page.waitForURL(`**${AWARD}/fill-detail`);
    // The review names who flies, in the order chosen, beside the points and the taxes.
    await page.getByTestId('award-taxes').waitFor();
    const flying = await page.getByTestId('award-flying').allTextContents();
    expect(flying).toHaveLength(2);
    expect(flying[0]).toMatch(/· Member · Adult$/);
    expect(flying[1]).toBe('WONG KA HO · Beneficiary · Adult');
    // The last check: each one's document, its number masked but for its last 4, and the contact.
    const documents = await page.getByTestId('review-document').allInnerTexts();
    expect(documents).toHaveLength(2);
    expect(documents[0]).toMatch(/Passport · \*+5602/);
    expect(documents[1]).toMatch(/^WONG KA HO/);
    expect(await page.getByText('K12345602').count()).toBe(0);
    const contact = await page.getByTestId('review-contact').innerText();
    expect(contact).toContain('golden@fwc.example');
    expect(contact).toContain('+852 61234502');
    // The line before the order opens the award rules in a sheet, and the Privacy Policy in the app.
    await page.getByRole('button', { name: 'fare rules' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Award rules' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/pagesExternal/pages/external/privacyPolicy');
    const points = pointsIn(await page.getByTestId('award-total-points').textContent());
    // Two adults, two legs of the economy classic award.
    expect(points).toBeGreaterThan(0);
    expect(points % 4).toBe(0);
    await page.getByLabel('6-digit redemption password').fill(REDEMPTION_PASSWORD);
    await page.getByRole('button', { name: 'Redeem and pay taxes' }).click();

    await page.waitForURL('**/payment/index?orderId=*');
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-success').waitFor();

    expect(await availablePoints(page)).toBe(before - points);
  });

  it('tells a member with too few points, in Traditional Chinese, the points an adult needs', async () => {
    const page = phone();
    await inTraditionalChinese(page);
    await clubLogInThroughApi(page, standard);
    await page.goto(`${AWARD}/index`);
    await page.getByRole('radio', { name: tc('award.oneWay') }).click();
    await page.getByLabel(tc('award.from')).fill('HKG');
    await page.getByLabel(tc('award.to')).fill('TPE');
    await page.getByLabel(tc('award.departDate')).fill(await day(21));
    await page.getByRole('button', { name: tc('award.search'), exact: true }).click();

    await chooseClassic(page, tc('award.brands.ECO FFP CLASSICAWARD'), tc('award.chooseFlight'), tc('award.chooseBrand'));
    await page.waitForURL(`**${AWARD}/fill-passenger`);
    await page.getByTestId(/^traveller-MEMBER:/).getByRole('checkbox').check();
    await page.getByRole('checkbox', { name: tc('book.consent') }).check();
    await page.getByRole('button', { name: tc('award.continue') }).click();
    await page.getByRole('button', { name: tc('award.acceptRules') }).click();

    await page.waitForURL(`**${AWARD}/fill-detail`);
    await page.getByLabel(tc('award.password')).fill(REDEMPTION_PASSWORD);
    await page.getByRole('button', { name: tc('award.confirmOrder') }).click();
    const refusal = page.getByTestId('award-insufficient');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/10,000/);
  });
});
