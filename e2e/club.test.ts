import { describe, expect, it } from 'vitest';
import { codeFromOutbox, freshMobile, textShown, usePhone } from './browser';
import { clubLogInThroughApi, registerThroughApi } from './api-setup';
import { adultFirstNames, adultLastName } from './travellers';
import { inTraditionalChinese, tc } from './zh-hk';

const CLUB_PASSWORD = 'Fwc@2580b';

/** A birthday `years` ago today, as the traveller types it. */
const yearsAgo = (years: number) => {
  const today = new Date();
  return `${today.getFullYear() - years}-01-15`;
};

describe('Fortune Wings Club membership (zh-HK)', () => {
  const phone = usePhone();

  it('welcomes a signed-in user without a membership, who joins in three steps and finds the membership bound', async () => {
    const page = phone();
    const mobile = freshMobile();
    await registerThroughApi(page, mobile, 'Test@2026a');
    await inTraditionalChinese(page);
    // The club profile is asked for only once there is a membership: the server refuses anyone else (U00017).
    let profileAsked = 0;
    page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/members/me/jp') && profileAsked++));

    await page.goto('/pages/my/index');
    await textShown(page.locator('.hero p'), tc('mine.notMember'));
    await page.goto('/pagesMy/pages/member/index');
    const welcome = page.getByTestId('club-welcome');
    await welcome.waitFor();
    expect(profileAsked).toBe(0);
    expect(await welcome.textContent()).toContain(tc('clubWelcome.awards'));
    await welcome.getByRole('link', { name: tc('clubWelcome.join') }).click();
    await page.waitForURL('**/pagesExternal/pages/club/step1');

    // Step 1: the age rules show as the birthday is typed.
    await page.locator('input[name=lastName]').fill(adultLastName);
    await page.locator('input[name=firstName]').fill(adultFirstNames[0]!);
    await page.locator('input[name=birthday]').fill(yearsAgo(10));
    await textShown(page.getByTestId('age-note'), tc('clubSignUp.ageGuardian'));
    await page.getByLabel(tc('clubSignUp.guardianName')).waitFor();
    await page.locator('input[name=birthday]').fill('1990-05-20');
    await page.getByTestId('age-note').waitFor({ state: 'detached' });
    await page.locator('input[name=certNo]').fill(`K${mobile.slice(1)}`);
    await page.locator('input[name=nationality]').fill('HK');
    await page.locator('input[name=certExpiry]').fill('2034-06-30');
    await page.getByRole('button', { name: tc('clubSignUp.next') }).click();
    await page.waitForURL('**/pagesExternal/pages/club/step2');

    // A reload keeps what was typed.
    await page.goto('/pagesExternal/pages/club/step1');
    expect(await page.locator('input[name=lastName]').inputValue()).toBe(adultLastName);
    await page.getByRole('button', { name: tc('clubSignUp.next') }).click();
    await page.waitForURL('**/pagesExternal/pages/club/step2');

    // Step 2: the mobile number and its SMS code, and the e-mail.
    // Another number than the account's, whose code was sent less than a minute ago.
    const clubMobile = String(Number(mobile) + 1);
    await page.locator('input[name=mobile]').fill(clubMobile);
    await page.getByRole('button', { name: tc('code.send') }).click();
    await page.getByRole('button', { name: /秒後重發/ }).waitFor();
    await page.locator('input[name=code]').fill(await codeFromOutbox(`852-${clubMobile}`));
    await page.locator('input[name=email]').fill(`club${mobile}@test.example`);
    await page.getByRole('button', { name: tc('clubSignUp.next') }).click();
    await page.waitForURL('**/pagesExternal/pages/club/step3');

    // Step 3: a club password that breaks the rules is refused in Chinese, then a good one.
    await page.locator('input[name=password]').fill('Fwc@1234a');
    await page.locator('input[name=confirm]').fill('Fwc@1234a');
    await page.locator('input[name=agreement]').check();
    await page.getByRole('button', { name: tc('clubSignUp.submit'), exact: true }).click();
    await page.getByText(tc('validation.easyDigits')).waitFor();
    await page.locator('input[name=password]').fill(CLUB_PASSWORD);
    await page.locator('input[name=confirm]').fill(CLUB_PASSWORD);
    await page.getByRole('button', { name: tc('clubSignUp.submit'), exact: true }).click();
    await page.waitForURL('**/pagesExternal/pages/club/success');
    const cardNo = (await page.getByTestId('new-card-no').textContent())!;
    expect(cardNo).toMatch(/^88001\d{5}$/);
    expect(await page.getByText(tc('clubSignUp.bound')).count()).toBe(1);

    await page.getByRole('link', { name: tc('clubSignUp.toClub') }).click();
    await page.waitForURL('**/pagesMy/pages/fortuneWingsClub/index');
    expect(await page.getByTestId('card-no').textContent()).toBe(cardNo);
    expect(profileAsked).toBe(1);
    expect(await page.getByTestId('club-tier').textContent()).toBe(tc('tier.STANDARD'));
    expect(await page.getByTestId('club-points').textContent()).toBe('0');

    await page.getByRole('link', { name: tc('fwcHome.card') }).click();
    await page.waitForURL('**/pagesMy/pages/fortuneWingsClub/card');
    expect(await page.getByTestId('card-no').textContent()).toBe(cardNo);
    expect(await page.getByTestId('card-barcode').getAttribute('data-card-no')).toBe(cardNo);

    await page.goto('/pagesMy/pages/member/index');
    expect(await page.getByTestId('card-no').textContent()).toBe(cardNo);
  });

  it('marks the Flash Sale fares only for a signed-in member, and only on the flights that have one', async () => {
    const page = phone();
    await inTraditionalChinese(page);
    /** The results of the home form's search: how many flights the answer sells a Flash Sale fare on, and how many cards show the mark. */
    const marked = async () => {
      await page.goto('/pages/home/index');
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/offer/search/flight') && r.request().method() === 'POST');
      await page.getByRole('button', { name: tc('search.submit') }).click();
      const { options } = ((await (await answer).json()) as { data: { options: { brands: { flashSale: boolean }[] }[] } }).data;
      await page.waitForURL('**/pagesBook/pages/book/index');
      await expect.poll(() => page.getByTestId('flight-option').count()).toBe(options.length);
      return { onSale: options.filter((o) => o.brands.some((b) => b.flashSale)).length, shown: await page.getByTestId('flight-option').filter({ hasText: tc('results.flashSale') }).count() };
    };

    const guest = await marked();
    expect(guest.onSale).toBeGreaterThan(0);
    expect(guest.shown).toBe(0);

    await clubLogInThroughApi(page, { cardNo: '8800100004', password: 'Fwc@2580d' });
    const member = await marked();
    expect(member.shown).toBe(member.onSale);
    expect(member.shown).toBeGreaterThan(0);
  });
});
