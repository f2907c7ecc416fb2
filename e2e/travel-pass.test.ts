import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isoOfShownDay, usePhone } from './browser';
import { payByCard } from './booking-steps';
import { logInThroughApi } from './api-setup';
import { inTraditionalChinese, tc } from './zh-hk';

const BASE = '/pagesPackageTicket/pages/package-ticket';
/** A day three days ahead in Hong Kong: inside the passes' travel dates, before their peak blackout days. */
const inThreeDays = () => new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
/** The next Christmas Day after that: one of the passes' peak blackout days. */
const christmas = () => {
  const day = inThreeDays();
  return `${Number(day.slice(0, 4)) + (day.slice(5) > '12-25' ? 1 : 0)}-12-25`;
};

/** The pass calendar's button of a day ('YYYY-MM-DD'), its month shown by going forward. */
async function dayButton(page: Page, iso: string) {
  const date = new Date(`${iso}T00:00:00Z`);
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const day = page.getByRole('button', { name: new RegExp(`${month} ${date.getUTCDate()}(st|nd|rd|th), ${date.getUTCFullYear()}`) });
  while (!(await day.isVisible())) await page.getByRole('button', { name: /next month/i }).click();
  return day;
}

describe('Travel Pass', () => {
  const phone = usePhone();

  it('buys a Travel Pass, binds an adult passenger (a child refused) and books a flight with it', async () => {
    const page = phone();
    await logInThroughApi(page);
    await page.goto(`${BASE}/index`);
    await page.getByRole('link', { name: 'Taiwan Flyer 4-Flight Pass' }).click();
    await page.waitForURL(`**${BASE}/ticket-detail?id=*`);
    await page.getByTestId('equity-rules').getByText(/Travel pass does not support child or infant/).waitFor();
    await page.getByLabel('Contact name').fill('CHAN TAI MAN');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();

    await page.waitForURL(`**${BASE}/payment?orderId=*`);
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^(19|20):\d\d$/);
    await page.getByRole('img', { name: 'Card payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    await page.locator('#cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(`**${BASE}/payment?orderId=*`);

    // Paid: the pass waits for its adult passenger; a child is refused.
    await page.locator('input[name="lastName0"]').fill('CHAN');
    await page.locator('input[name="firstName0"]').fill('HOI YAN');
    await page.locator('input[name="birthday0"]').fill('2019-06-01');
    await page.locator('input[name="certNo0"]').fill('K7654321');
    await page.locator('input[name="certExpiry0"]').fill('2033-01-01');
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await page.getByText('Travel pass does not support child or infant.').waitFor();
    await page.locator('input[name="firstName0"]').fill('TAI MAN');
    await page.locator('input[name="birthday0"]').fill('1985-03-02');
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await page.getByText('Passengers bound').waitFor();

    await page.getByRole('link', { name: 'Book a flight with this pass' }).click();
    await page.waitForURL(`**${BASE}/package-order-detail?orderId=*`);
    expect(await page.getByTestId('pass-order-status').textContent()).toBe('Active');
    // One rule for when the pass flies: the package's travel dates, ending sooner when the pass's 180 days from payment do.
    const [from, to] = (await page.getByTestId('pass-travel-dates').textContent())!.split(' – ');
    expect(from).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(isoOfShownDay(to!) <= new Date(Date.now() + 8 * 3_600_000 + 180 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    expect(await page.locator('main').textContent()).not.toMatch(/Valid until|days from purchase/);
    await page.getByText('Book a flight with this pass').click();
    await (await dayButton(page, inThreeDays())).click();
    // A blackout day cannot be chosen: the search keeps the day chosen before.
    const blackout = await dayButton(page, christmas());
    expect(await blackout.isDisabled()).toBe(true);
    await blackout.click({ force: true });
    await page.getByRole('button', { name: 'Search flights' }).click();
    await page.getByRole('button', { name: 'Book with the pass' }).first().click();
    await page.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-success').waitFor();

    await page.goto(`${BASE}/package-order`);
    await page.getByRole('link', { name: /Taiwan Flyer 4-Flight Pass/ }).first().click();
    await page.getByTestId('pass-flight').first().waitFor();
    expect(await page.getByTestId('pass-flight').first().textContent()).toContain('Ticketed');
    expect(await page.getByTestId('travel-pass').first().textContent()).toContain('3 of 4 flights left');

    // The same order and the shop in Traditional Chinese.
    const detail = page.url();
    await inTraditionalChinese(page);
    await page.goto(detail);
    await page.getByText(tc('travelPass.useStatus.USED')).first().waitFor();
    await page.goto(`${BASE}/index`);
    await page.getByText(tc('travelPass.saleStatus.COMING_SOON')).first().waitFor();
  });
});
