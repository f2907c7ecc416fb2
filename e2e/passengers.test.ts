import { logInThroughApi } from './api-setup';
import { describe, expect, it } from 'vitest';
import { baseUrl, codeFromOutbox, freshMobile, textShown, usePhone } from './browser';


const PASSWORD = 'Trip@2026a';
const ANONYMOUS = 'Basic ' + Buffer.from('fwc-h5:fwc-h5-secret').toString('base64');

/** A new account, made through the API: this test changes its saved passengers. */
async function newAccount(): Promise<string> {
  const mobile = freshMobile();
  const call = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { authorization: ANONYMOUS, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  expect((await call('/dsb-auth/sms-code', { areaCode: '852', mobile, purpose: 'register' })).code).toBe('00000');
  const code = await codeFromOutbox(`852-${mobile}`);
  expect((await call('/dsb-member/app-api/v1/members/register', { areaCode: '852', mobile, code, password: PASSWORD })).code).toBe('00000');
  return mobile;
}

describe('frequent passengers in a phone browser', () => {
  const phone = usePhone();

  it('adds, changes and removes a saved passenger, whose document number is only ever shown masked', async () => {
    const page = phone();
    await logInThroughApi(page, await newAccount(), PASSWORD);
    await page.goto('/pages/my/index');
    await page.getByRole('link', { name: 'Frequent passengers' }).click();
    await page.getByText('No saved passengers yet.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Add a passenger' }).click();
    await page.locator('input[name=lastName]').fill('wong');
    await page.locator('input[name=firstName]').fill('Siu Fung');
    await page.locator('input[name=birthday]').fill('1979-11-02');
    await page.locator('input[name=certNo]').fill('E12');
    await page.getByRole('button', { name: 'Save' }).click();
    // Bad input is refused on the page, with the reason, and nothing is saved.
    await page.getByText('The document number has 5 to 20 letters or digits.').waitFor();
    await page.locator('input[name=certNo]').fill('E12345678');
    await page.locator('input[name=personally]').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/passenger/index');
    const saved = page.getByTestId('saved-passenger');
    await textShown(saved, /^WONG SIU FUNG\s*me\s*Adult · Passport \*{5}5678/);
    expect(await saved.count()).toBe(1);

    await saved.getByRole('link', { name: 'Change' }).click();
    expect(await page.locator('input[name=certNo]').inputValue()).toBe('*****5678');
    await page.locator('input[name=certExpiry]').fill('2032-03-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/passenger/index');
    // The number was kept: the mask still ends in the same digits.
    await textShown(saved, /\*\*\*\*\*5678/);

    await saved.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove passenger' }).click();
    await page.getByText('No saved passengers yet.', { exact: false }).waitFor();
    expect(await saved.count()).toBe(0);
  });

  it('adds a default contact, changes it and removes it', async () => {
    const page = phone();
    await logInThroughApi(page, await newAccount(), PASSWORD);
    await page.goto('/pages/my/index');
    await page.getByRole('link', { name: 'Frequent contacts' }).click();
    await page.getByText('No saved contacts yet.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Add a contact' }).click();
    await page.locator('input[name=name]').fill('Chan Mei Ling');
    await page.getByLabel('Mobile number', { exact: true }).fill('9123');
    await page.locator('input[name=email]').fill('meiling@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Phone number format error').waitFor();
    await page.getByLabel('Mobile number', { exact: true }).fill('61234567');
    await page.locator('input[name=isDefault]').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/contacts/index');
    const saved = page.getByTestId('saved-contact');
    await textShown(saved, /^Chan Mei Ling\s*default\s*\+852 61234567 · meiling@example\.com/);
    expect(await saved.count()).toBe(1);

    await saved.getByRole('link', { name: 'Change' }).click();
    await page.locator('input[name=email]').fill('ml.chan@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/contacts/index');
    await textShown(saved, /ml\.chan@example\.com/);

    await saved.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove contact' }).click();
    await page.getByText('No saved contacts yet.', { exact: false }).waitFor();
  });
});
