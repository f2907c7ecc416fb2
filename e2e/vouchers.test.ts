import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, localeShown, usePhone } from './browser';
import { expectIssued, moveServerClock, payByCard, search } from './booking-steps';
import { clubLogInThroughApi, logInThroughApi, paidOrder, unpaidOrder } from './api-setup';

const DAY = 86_400_000;
const APPROVED_CARD = '4242 4242 4242 4242';

/** A voucher given to the demo user by the development tools. */
async function giveVoucher(amount: number): Promise<string> {
  const res = await fetch(`${baseUrl()}/dev/vouchers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '91234567', areaCode: '852', currency: 'HKD', amount }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { voucherNo: string }).voucherNo;
}

const catalogue = JSON.parse(readFileSync(new URL('../locales/tc.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const tc = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue) as string;

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('vouchers', () => {
  const phone = usePhone();

  afterEach(async () => {
    await moveServerClock(null);
  });

  it('pays an order partly with a voucher: the payment page asks for the rest, and the voucher is used up', async () => {
    const page = phone();
    const voucherNo = await giveVoucher(100);
    await logInThroughApi(page);
    const { orderId } = await unpaidOrder(page);
    await page.goto(`/pagesBook/pages/payment/index?orderId=${orderId}`);
    const total = amountOf(await page.getByTestId('amount').textContent());

    await page.getByRole('link', { name: /^Use vouchers/ }).click();
    await page.waitForURL('**/pagesBook/pages/payment/voucher?orderId=*');
    const before = (await page.getByTestId('amount-left').textContent())!;
    expect(amountOf(before)).toBe(total);
    await page.getByRole('checkbox', { name: new RegExp(voucherNo) }).check();
    await page.getByTestId('amount-left').filter({ hasNotText: before }).waitFor();
    expect(amountOf(await page.getByTestId('amount-left').textContent())).toBe(total - 100);
    await page.getByRole('button', { name: 'Use vouchers' }).click();

    await page.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
    await page.getByRole('link', { name: /Vouchers pay HKD 100/ }).waitFor();
    expect(amountOf(await page.getByTestId('amount').textContent())).toBe(total - 100);
    await payByCard(page, APPROVED_CARD);
    await expectIssued(page, 1);

    await page.goto('/pages/my/index');
    await page.getByRole('link', { name: 'My vouchers' }).click();
    await page.waitForURL('**/pagesMy/pages/mineVoucher/index');
    const card = page.getByRole('region', { name: `Voucher ${voucherNo}` });
    await card.getByText('Used up').waitFor();
    expect(await card.textContent()).toContain('HKD 0');
    // Its history (the voucher's detail): the order it paid.
    await card.getByRole('button', { name: 'Show history' }).click();
    await card.getByTestId('voucher-event').first().waitFor();
    expect(await card.getByTestId('voucher-event').allTextContents()).toEqual([expect.stringMatching(/^Paid HKD 100 of order \S+ · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/)]);
  });

  it('a Flash Sale booking flown: 5 working days later the member has half the fare back in vouchers of 100 and one remainder', async () => {
    const page = phone();
    // Not the Gold member: the session test asks for no more reminders for that one. Booked as the pages book (booking.test.ts).
    await clubLogInThroughApi(page, { cardNo: '8800100003', password: 'Fwc@2580c' });
    const { fareAmount: fare } = await paidOrder(page, { brand: 'FLASH SALE', passenger: { lastName: 'Wong', firstName: 'Mei Ling', gender: 'F', birthday: '1979-09-30', certNo: 'K12345602' } });

    // The flight leaves within 8 days; then 5 working days pass.
    await moveServerClock(8 * DAY);
    await moveServerClock(7 * DAY);

    await page.goto('/pagesMy/pages/mineVoucher/index');
    const rebates = page.getByTestId('flash-sale-vouchers').getByTestId('voucher');
    await rebates.first().waitFor();
    const rebate = Math.round(fare / 2);
    const expected = [...Array<number>(Math.floor(rebate / 100)).fill(100), ...(rebate % 100 ? [rebate % 100] : [])];
    const balances = (await rebates.locator('.voucher-balance').allTextContents()).map(amountOf);
    expect(balances.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(await rebates.first().textContent()).toContain('Flash Sale rebate');
    expect(await rebates.first().textContent()).toContain('Valid until');
  });

  it('shows the voucher pages in Traditional Chinese', async () => {
    const page = phone();
    const voucherNo = await giveVoucher(50);
    await logInThroughApi(page);
    const { orderId } = await unpaidOrder(page);
    await page.goto('/pagesMy/pages/setting/lang-money');
    await page.locator('button[lang="zh-HK"]').click();
    await localeShown(page, 'zh-HK');

    await page.goto(`/pagesBook/pages/payment/index?orderId=${orderId}`);
    await page.getByRole('link', { name: new RegExp(`^${tc('voucher.entry')}`) }).click();
    await page.waitForURL('**/pagesBook/pages/payment/voucher?orderId=*');
    await page.getByRole('checkbox', { name: new RegExp(voucherNo) }).check();
    await page.locator('p', { hasText: tc('voucher.vouchersPay') }).getByText('-HKD 50').waitFor();
    await page.goto('/pagesMy/pages/mineVoucher/index');
    const card = page.getByRole('region', { name: tc('voucher.no').replace('{{no}}', voucherNo) });
    await card.getByText(tc('voucher.status.ACTIVE')).waitFor();
    expect(await card.textContent()).toContain(tc('voucher.source.GIFT'));
  });

  it('the Flash Sale fare is for members: the demo user who is not one is told so', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await page.getByTestId('flight-option').first().click();
    await page.waitForURL('**/book/pick-brand');
    await page.locator('[data-testid=brand][aria-label="FLASH SALE"]').getByRole('radio').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The Flash Sale fare is for Fortune Wings Club members.', { exact: false }).first().waitFor();
    expect(page.url()).toContain('/book/pick-brand');
  });
});

