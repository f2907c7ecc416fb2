import { describe, expect, it } from 'vitest';
import { usePhone } from './browser';
import { clubLogInThroughApi } from './api-setup';
import { choose } from './booking-steps';
import { inTraditionalChinese, tc } from './zh-hk';

/** The STANDARD demo member: other browser tests book awards with the richer members. */
const member = { cardNo: '8800100004', password: 'Fwc@2580d', payPassword: '258036' };

describe('club settings', () => {
  const phone = usePhone();

  it('adds a beneficiary, who waits 30 days before flying on award tickets, and deletes them at once', async () => {
    const page = phone();
    await clubLogInThroughApi(page, member);
    await page.goto('/pagesMy/pages/fortuneWingsClub/beneficiary');
    await page.getByText('First additions left: 10 of 10').waitFor();
    await page.getByText('You have not named any beneficiaries yet.').waitFor();

    await page.getByRole('link', { name: 'Add a beneficiary' }).click();
    await page.waitForURL('**/fortuneWingsClub/addBeneficiary');
    await choose(page, 'relationship', 'SPOUSE');
    await page.locator('input[name=lastName]').fill('lam');
    await page.locator('input[name=firstName]').fill('Chi Keung');
    await page.locator('input[name=birthday]').fill('1994-03-08');
    await page.locator('input[name=certNo]').fill('K55501234');
    await page.locator('input[name=chineseLastName]').fill('Lam');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter the name in Chinese characters.').waitFor();
    await page.locator('input[name=chineseLastName]').fill('林');
    await page.locator('input[name=chineseFirstName]').fill('志強');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/fortuneWingsClub/beneficiary');
    const card = page.getByTestId('beneficiary');
    await card.getByText('LAM CHI KEUNG 林志強').waitFor();
    const status = await card.getByTestId('beneficiary-status').textContent();
    const from = status?.match(/from ([A-Z][a-z]{2} \d{1,2}, \d{4})$/)?.[1];
    expect(from, status ?? '').toBeDefined();
    const days = (new Date(`${from} 00:00 UTC`).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(28);
    expect(days).toBeLessThan(31);
    expect(await card.textContent()).toContain('*****1234');
    await page.getByText('First additions left: 9 of 10').waitFor();

    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete beneficiary' }).click();
    await page.getByText('You have not named any beneficiaries yet.').waitFor();
    // Deleting gives no addition back.
    await page.getByText('First additions left: 9 of 10').waitFor();
  });

  it('checks the new club login password against its rules while it is typed, and refuses a wrong current one', async () => {
    const page = phone();
    await clubLogInThroughApi(page, member);
    await page.goto('/pagesMy/pages/fortuneWingsClub/changePassword');
    const rule = (text: string) => page.locator('.password-rules li', { hasText: text });
    await page.getByLabel('New club password').fill('Fwc@1234a');
    // Ticked as it is typed.
    await page.locator('.password-rules li.met', { hasText: '8 to 15 characters' }).waitFor();
    expect(await rule('8 to 15 characters').getAttribute('class')).toBe('met');
    expect(await rule('No three identical or sequential digits').getAttribute('class')).toBeNull();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The password does not meet every rule below yet.').waitFor();

    await page.getByLabel('Current club password').fill('Fwc@2580x');
    await page.getByLabel('New club password').fill('Fwc@2590z');
    await page.getByLabel('Confirm password').fill('Fwc@2590z');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The current club password is incorrect.').waitFor();
  });

  it('changes the redemption password in Traditional Chinese, its rules ticked as it is typed, the old one required', async () => {
    const page = phone();
    await inTraditionalChinese(page);
    await clubLogInThroughApi(page, member);
    await page.goto('/pagesMy/pages/fortuneWingsClub/consumptionPs');

    const current = page.getByLabel(tc('clubPassword.payCurrent'));
    const fresh = page.getByLabel(tc('clubPassword.payNew'));
    const confirm = page.getByLabel(tc('field.confirmPassword'));
    const rule = (key: string) => page.locator('.password-rules li', { hasText: tc(`clubPassword.rules.${key}`) });
    await fresh.fill('123456');
    await page.locator('.password-rules li.met', { hasText: tc('clubPassword.rules.sixDigits') }).waitFor();
    expect(await rule('sixDigits').getAttribute('class')).toBe('met');
    expect(await rule('easyDigits').getAttribute('class')).toBeNull();

    const change = async (from: string, to: string) => {
      await current.fill(from);
      await fresh.fill(to);
      await confirm.fill(to);
      await page.getByRole('button', { name: tc('clubPassword.changePay') }).click();
    };
    await change('135790', '135792');
    await page.getByText(tc('errors.redemptionPasswordWrong')).waitFor();
    await change(member.payPassword, '135792');
    await page.getByText(tc('clubPassword.payDone')).waitFor();

    // Back to the demo password, with the new one as the old.
    await page.getByRole('button', { name: tc('clubPassword.changePay') }).waitFor();
    await change('135792', member.payPassword);
    await page.getByText(tc('clubPassword.payDone')).first().waitFor();
    await page.getByRole('button', { name: tc('clubPassword.forgot') }).click();
    await page.getByRole('heading', { name: tc('clubPassword.resetTitle') }).waitFor();
  });
});
