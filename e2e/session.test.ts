import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { moveServerClock } from './booking-steps';
import { registerThroughApi } from './api-setup';
import { baseUrl, codeFromOutbox, freshMobile, localeShown, textShown, usePhone } from './browser';
import { expectProblems } from './console-watch';

/** The tab bar's labels, once it shows the first of `expected`. */
async function tabLabels(page: Page, expected: string[]) {
  await textShown(page.locator('.tab-bar .tab span').first(), expected[0]!);
  return (await page.locator('.tab-bar .tab span').allTextContents()).map((s) => s.trim());
}
const english = ['Home', 'Services', 'Booking', 'Trip', 'Mine'];

async function logInWithPassword(page: Page, mobile: string, password: string) {
  await page.getByLabel('Mobile number or e-mail').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('session in a phone browser', () => {
  const phone = usePhone();

  it('shows a not-found page with a way home for an unknown address', async () => {
    const page = phone();
    await page.goto('/pagesMy/pages/no-such-page');
    await page.getByText('This page does not exist.').waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/pages/home/new-index');
    expect(await tabLabels(page, english)).toEqual(english);
  });

  it('switches to each language and shows the tab bar translated', async () => {
    const page = phone();
    await page.goto('/pages/my/index');
    expect(await tabLabels(page, english)).toEqual(english);
    const expected: Record<string, string[]> = {
      'zh-CN': ['首页', '服务', '预订', '行程', '我的'],
      'zh-HK': ['首頁', '服務', '預訂', '行程', '我的'],
      'en-CA': english,
      'en-US': english,
    };
    for (const [locale, labels] of Object.entries(expected)) {
      await page.goto('/pagesMy/pages/setting/lang-money');
      await page.locator(`button[lang="${locale}"]`).click();
      await localeShown(page, locale);
      await page.locator('.nav-back').click();
      await page.goto('/pages/my/index');
      expect(await tabLabels(page, labels)).toEqual(labels);
    }
    // The choice is kept: the currency follows the locale (en-US: HKD).
    await page.goto('/pagesMy/pages/setting/index');
    await textShown(page.locator('.list a').first(), /HKD/);
  });

  it('sends a guest from a page marked auth to login and back there after login', async () => {
    const page = phone();
    await page.goto('/pagesMy/pages/setting/setting');
    await page.waitForURL('**/pages/login/index');
    await logInWithPassword(page, '91234567', 'Wrong@2026');
    // Shown once, on the form: no toast besides.
    await textShown(page.getByRole('alert'), 'The account or password is incorrect.');
    expect(await page.getByRole('alert').allTextContents()).toEqual(['The account or password is incorrect.']);
    await logInWithPassword(page, '91234567', 'Demo@2026');
    await page.waitForURL('**/pagesMy/pages/setting/setting');
    await textShown(page.locator('.list .row').first(), /\+852 91234567/);
  });

  it('logs a club member in, shows the points reminder, and returns to the club page', async () => {
    const page = phone();
    await page.goto('/pagesMy/pages/member/index');
    await page.waitForURL('**/pages/login/index');
    await page.getByRole('link', { name: 'Fortune Wings Club member login' }).click();
    await page.getByLabel('Card number, phone, e-mail or ID number').fill('8800100001');
    await page.getByLabel('Password').fill('Fwc@2580a');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Points expiring soon' });
    await dialog.waitFor();
    // The reminder names the points that expire soon: the tenth of the opening balance expiring in 60 days.
    // The Silver member's points: no other browser test spends them.
    expect(await dialog.textContent()).toContain('4,820');
    await dialog.getByRole('button', { name: "Don't remind me again" }).click();
    await page.waitForURL('**/pagesMy/pages/member/index');
    await textShown(page.getByTestId('card-no'), '8800100001');
  });

  it('returns to Mine after a password or a club login begun there', async () => {
    const page = phone();
    await page.goto('/pages/my/index');
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await logInWithPassword(page, '91234567', 'Demo@2026');
    await page.waitForURL('**/pages/my/index');
    await textShown(page.getByTestId('nick-name'), 'Demo Traveller');

    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/pages/my/index');
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.getByRole('link', { name: 'Fortune Wings Club member login' }).click();
    await page.getByLabel('Card number, phone, e-mail or ID number').fill('8800100002');
    await page.getByLabel('Password').fill('Fwc@2580b');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Points expiring soon' }).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/pages/my/index');
    await textShown(page.locator('.hero p'), /8800100002/);
  });

  it('never leaves the site after an SMS login, whatever the login link asks to return to', async () => {
    const page = phone();
    const mobile = freshMobile();
    await registerThroughApi(page, mobile, 'Ada@2026x');
    // A number gets one code a minute: the registration's code was sent just now.
    await moveServerClock(61_000);
    try {
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      await page.goto(`/pages/login/index?returnTo=${encodeURIComponent('https://evil.example/pages/my/index')}`);
      await page.getByRole('radio', { name: 'With SMS code' }).check();
      await page.getByLabel('Mobile number').fill(mobile);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByRole('button', { name: /Resend in/ }).waitFor();
      await page.getByLabel('Verification code').fill(await codeFromOutbox(`852-${mobile}`));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL('**/pages/home/new-index');
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    } finally {
      await moveServerClock(null);
    }
  });

  it('registers a new account: mobile and SMS code on one page, the password on the next', async () => {
    const page = phone();
    const mobile = freshMobile();
    await page.goto('/pages/login/index');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.getByRole('link', { name: 'Register with a mobile number' }).click();
    await page.waitForURL('**/pagesMy/pages/loginreg/register');
    await page.getByRole('button', { name: 'Next' }).click();
    // Empty fields say so; none of them calls an empty number a format error.
    expect(await page.locator('.field-error').allTextContents()).toEqual([
      'This field is required.',
      'This field is required.',
      'Please agree to the Privacy Policy to continue.',
    ]);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in/ }).waitFor();
    const code = await codeFromOutbox(`852-${mobile}`);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Nickname').fill('Ada Lam');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/pagesMy/pages/loginreg/settingPwd');
    expect(page.url()).not.toContain(mobile);

    const rules = page.locator('.password-rules li.met');
    await page.getByLabel('Password', { exact: true }).fill('ada');
    expect(await rules.count()).toBe(1);
    await page.getByLabel('Password', { exact: true }).fill('Ada@2026x');
    expect(await rules.count()).toBe(5);
    await page.getByLabel('Confirm password').fill('Ada@2026y');
    await page.getByRole('button', { name: 'Complete registration' }).click();
    expect(await page.locator('.field-error').allTextContents()).toEqual(['Password is inconsistent']);
    await page.getByLabel('Confirm password').fill('Ada@2026x');
    await page.getByRole('button', { name: 'Complete registration' }).click();
    await page.waitForURL('**/pages/home/new-index');
    await page.goto('/pages/my/index');
    await textShown(page.getByTestId('nick-name'), 'Ada Lam');
  });

  it('resets a forgotten password: the code on one page, the new password on the next', async () => {
    const page = phone();
    const mobile = freshMobile();
    await registerThroughApi(page, mobile, 'Ada@2026x');
    // A number gets one code a minute: the registration's code was sent just now.
    await moveServerClock(61_000);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/pages/login/index');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('radio', { name: 'By SMS' }).check();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in/ }).waitFor();
    await page.getByLabel('Verification code').fill(await codeFromOutbox(`852-${mobile}`));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/pagesMy/pages/loginreg/resetPwd');
    expect(page.url()).not.toContain(mobile);
    await page.getByLabel('New password').fill('Ada@2026z');
    await page.getByLabel('Confirm password').fill('Ada@2026z');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/pages/login/index');
    await logInWithPassword(page, mobile, 'Ada@2026z');
    await page.waitForURL('**/pages/home/new-index');
    await moveServerClock(null);
  });

  it('keeps what was typed while the area code is picked on its own page', async () => {
    const page = phone();
    await page.goto('/pagesMy/pages/loginreg/register');
    await page.getByLabel('Mobile number').fill('61234567');
    await page.getByLabel('Nickname').fill('Ada Lam');
    await page.getByRole('link', { name: 'Area code +852, change' }).click();
    await page.waitForURL('**/pagesMy/pages/select-area/index**');
    await page.getByLabel('Search by country, region or code').fill('mac');
    await page.getByRole('button', { name: /Macau/ }).click();
    await page.waitForURL('**/pagesMy/pages/loginreg/register');
    await page.getByRole('link', { name: 'Area code +853, change' }).waitFor();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('61234567');
    expect(await page.getByLabel('Nickname').inputValue()).toBe('Ada Lam');
  });

  it('logs out: clears the session, shows the message and goes home after 2 s', async () => {
    const page = phone();
    await page.goto('/pages/login/index');
    await logInWithPassword(page, '91234567', 'Demo@2026');
    await page.waitForURL('**/pages/home/new-index');
    await page.goto('/pagesMy/pages/setting/index');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await textShown(page.getByRole('alert'), 'You have logged out.');
    await page.waitForURL('**/pages/home/new-index', { timeout: 5000 });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('session')))).toEqual([]);
    await page.goto('/pagesMy/pages/setting/setting');
    await page.waitForURL('**/pages/login/index');
  });

  it('keeps the login when the account cannot be loaded on the way in (offline, a reload), and loads it again', async () => {
    const page = phone();
    await page.goto('/pages/login/index');
    await logInWithPassword(page, '91234567', 'Demo@2026');
    await page.waitForURL('**/pages/home/new-index');
    let cut = 0;
    expectProblems(page, /members\/me: net::ERR_INTERNET_DISCONNECTED/, /ERR_INTERNET_DISCONNECTED/);
    await page.route('**/members/me', (route) => (cut++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/pages/my/index');
    // Still signed in, and the account arrives with the next try a few seconds later.
    await page.getByTestId('nick-name').waitFor({ timeout: 10_000 });
    expect(cut).toBe(2);
    await page.unroute('**/members/me');
    await page.reload();
    await page.getByTestId('nick-name').waitFor();
  });
});
