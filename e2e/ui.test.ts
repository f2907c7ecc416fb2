import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import sc from '../locales/sc.json' with { type: 'json' };
import tc from '../locales/tc.json' with { type: 'json' };
import { localeShown, textShown, usePhone } from './browser';
import { checkNow } from './page-checks';

const languages = [
  { locale: 'en-US', texts: en },
  { locale: 'en-CA', texts: en },
  { locale: 'zh-CN', texts: sc },
  { locale: 'zh-HK', texts: tc },
] as const;

describe('the design-system page (/dev/ui)', () => {
  const phone = usePhone();

  // Each language's page is opened once, and each of its checks runs on it in turn.
  it.each(languages)('shows every component in $locale (axe finds nothing serious), toggles a checkbox by pointer and keyboard, and gives the focus back from a sheet and a dialog', async ({ locale, texts }) => {
    const page = phone();
    await page.goto('/dev/ui');
    await page.getByRole('radio', { name: en.language[locale] }).check();
    await textShown(page.locator('.nav-bar h1'), texts.devUi.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    for (const heading of [texts.devUi.buttons, texts.devUi.fields, texts.devUi.choices, texts.devUi.sheets, texts.devUi.feedback]) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    // The empty required field says so, the date in another format names the one it shows.
    expect(await page.locator('.field-error').allTextContents()).toEqual([texts.validation.required, texts.validation.dateFormat]);
    expect(texts.validation.dateFormat).toContain(texts.field.datePlaceholder === 'YYYY-MM-DD' ? 'YYYY-MM-DD' : '年-月-日');
    await checkNow(page);
    // A link in the brand red, not underlined; two fields side by side with their boxes level.
    const link = page.getByRole('link', { name: texts.devUi.link });
    expect(await link.evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationLine])).toEqual(['rgb(200, 16, 46)', 'none']);
    const [surname, given] = await Promise.all(['lastName', 'firstName'].map((name) => page.locator(`input[name=${name}]`).boundingBox()));
    expect(surname!.y).toBe(given!.y);

    const box = page.getByRole('checkbox', { name: texts.register.agreement });
    expect(await box.isChecked()).toBe(false);
    await page.locator('label.ui-checkbox', { hasText: texts.register.agreement }).click();
    expect(await box.isChecked()).toBe(true);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(false);
    // The whole row is the target: 44 px high at least.
    const row = await page.locator('.ui-checkbox').first().boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(44);

    const openSheet = page.getByRole('button', { name: texts.devUi.openSheet });
    await openSheet.click();
    const sheet = page.getByRole('dialog', { name: texts.devUi.sheetTitle });
    await sheet.waitFor();
    await checkNow(page);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await openSheet.evaluate((el) => el === document.activeElement)).toBe(true);

    const openDialog = page.getByRole('button', { name: texts.devUi.openDialog });
    await openDialog.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.devUi.dialogTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: texts.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await openDialog.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('keeps the stepper between its bounds, by pointer and by keyboard, and a typed date within the picker rules', async () => {
    const page = phone();
    await page.goto('/dev/ui');
    await page.getByRole('radio', { name: en.language['en-US'] }).check();
    const adults = page.locator('.ui-stepper input');
    const fewer = page.getByRole('button', { name: 'Fewer: Adults (12+)' });
    const more = page.getByRole('button', { name: 'More: Adults (12+)' });
    expect(await adults.inputValue()).toBe('1');
    expect(await fewer.isDisabled()).toBe(true);
    for (let i = 0; i < 8; i++) await more.click();
    expect(await adults.inputValue()).toBe('9');
    expect(await more.isDisabled()).toBe(true);
    await adults.focus();
    await page.keyboard.press('ArrowUp');
    expect(await adults.inputValue()).toBe('9');
    await page.keyboard.press('ArrowDown');
    expect(await adults.inputValue()).toBe('8');
    await page.keyboard.press('Home');
    expect(await adults.inputValue()).toBe('1');
    // The running total in the bottom bar follows the count.
    expect(await page.locator('.ui-bottom-bar strong').textContent()).toBe('HKD 2,492');

    // A date typed with a day its month lacks, or a year beyond the picker's 150, is corrected on leaving the field.
    const birthday = page.getByRole('textbox', { name: en.field.birthday });
    for (const [typed, corrected] of [
      ['2025-02-30', '2025-02-28'],
      ['1800-13-01', `${new Date().getUTCFullYear() - 150}-12-01`],
    ]) {
      await birthday.fill(typed!);
      await birthday.blur();
      expect(await birthday.inputValue()).toBe(corrected);
    }
  });
});

describe('the account pages', () => {
  const phone = usePhone();
  const pages = [
    '/pages/login/index',
    '/pagesMy/pages/loginreg/registerPage',
    '/pagesMy/pages/loginreg/register',
    '/pagesMy/pages/loginreg/settingPwd',
    '/pagesMy/pages/loginreg/resetPassword',
    '/pagesMy/pages/loginreg/resetPwd',
    '/pagesMy/pages/select-area/index?store=areaCode.login',
  ];

  it.each(['en-US', 'zh-HK'] as const)('pass axe with nothing serious or critical, in %s', async (locale) => {
    const page = phone();
    await page.goto('/pagesMy/pages/setting/lang-money');
    await page.locator(`button[lang="${locale}"]`).click();
    // The choice is kept once the language is in; the pages below are loaded afresh.
    await localeShown(page, locale);
    for (const path of pages) {
      await page.goto(path);
      await page.locator('.page-body > *').first().waitFor();
      await page.locator('.ui-skeleton').waitFor({ state: 'detached' });
      // The page checks fail the test on any serious or critical finding.
      await checkNow(page);
    }
    // The register page's errors too.
    await page.goto('/pagesMy/pages/loginreg/register');
    await page.getByRole('button', { name: locale === 'en-US' ? en.register.next : tc.register.next }).click();
    await checkNow(page);
  });
});
