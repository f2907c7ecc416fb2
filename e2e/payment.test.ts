import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeShown, usePhone } from './browser';
import { logInThroughApi, unpaidOrder as unpaidOrderThroughApi } from './api-setup';
import { expectIssued, payByCard } from './booking-steps';

/** The payment pages of spec section 2, the provider's return and the result, in the browser. */

const PAGES = '/pagesBook/pages/payment/';

/** The demo user's unpaid order of one adult, booked through the API (the booking pages have tests of their own), open on the payment page. */
async function unpaidOrder(page: Page): Promise<number> {
  await logInThroughApi(page);
  const { orderId } = await unpaidOrderThroughApi(page);
  await page.goto(`${PAGES}index?orderId=${orderId}`);
  return orderId;
}

async function startWalletPayment(page: Page) {
  await page.getByRole('radio', { name: 'Mobile wallet (QR code)' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(`**${PAGES}qrCode?**`);
  await page.getByTestId('qr').getByRole('img', { name: 'QR code for payment' }).waitFor();
}

/** Fills the sandbox card form the hand-off opened. */
async function payOnHostedPage(page: Page, cardNumber: string) {
  await page.waitForURL('**/sandbox-pay/**');
  await page.locator('#cardNumber').fill(cardNumber);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** Every address the page's main frame went to, from now on. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

describe('payment pages', () => {
  const phone = usePhone();

  it('shows the wallet payment on a QR code page that a reload keeps, and moves on when the wallet approves', async () => {
    const page = phone();
    await unpaidOrder(page);
    await startWalletPayment(page);
    const address = page.url();
    const payUrl = await page.getByTestId('pay-url').getAttribute('href');
    expect(await page.getByTestId('amount').textContent()).toMatch(/HKD [\d,]+/);

    await page.reload();
    await page.getByTestId('qr').getByRole('img', { name: 'QR code for payment' }).waitFor();
    expect(page.url()).toBe(address);
    expect(await page.getByTestId('pay-url').getAttribute('href')).toBe(payUrl);

    const wallet = await page.context().newPage();
    await wallet.goto(payUrl!);
    await wallet.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(`**${PAGES}result?**`);
    await expectIssued(page, 1);
  });

  it('hands a card payment off to the hosted page once: Back and a reload stay on the hand-off, which opens it again on request', async () => {
    const page = phone();
    await unpaidOrder(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(`**${PAGES}paymentForWeb?**`);
    const handOff = page.url();
    await page.waitForURL('**/sandbox-pay/**');

    await page.goBack();
    await page.waitForURL(handOff);
    await page.getByRole('heading', { name: 'You pay on the card provider’s secure page' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
    // It does not open the hosted page by itself again.
    await page.waitForTimeout(2500);
    expect(page.url()).toBe(handOff);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await page.waitForURL(`**${PAGES}result?**`);
    await expectIssued(page, 1);
  });

  it('says what a card payment waits on: the card provider being reached, then the payment result', async () => {
    const page = phone();
    await unpaidOrder(page);
    // The hand-off is held back until its words have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/front/submit', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('status').filter({ hasText: 'Connecting to Visa/Mastercard...' }).waitFor();
    release();
    await page.waitForURL(`**${PAGES}paymentForWeb?**`);
    const handOff = page.url();
    await page.waitForURL('**/sandbox-pay/**');

    await page.goBack();
    await page.waitForURL(handOff);
    await page.getByRole('status').filter({ hasText: 'Waiting for the payment result...' }).waitFor();
    expect(await page.getByText('Connecting to Visa/Mastercard...').count()).toBe(0);
  });

  it('offers the mini-app channel the browser’s card and QR code, and reloads to itself', async () => {
    const page = phone();
    const orderId = await unpaidOrder(page);
    await page.goto(`${PAGES}paymentForMiniApp?orderId=${orderId}`);
    await page.getByTestId('mini-app').waitFor();
    await page.reload();
    await page.getByTestId('mini-app').waitFor();
    expect(page.url()).toContain(`${PAGES}paymentForMiniApp?orderId=${orderId}`);
    await page.getByRole('button', { name: 'Pay with a QR code' }).click();
    await page.waitForURL(`**${PAGES}qrCode?**`);
    await page.getByTestId('qr').waitFor();
  });

  it('checks the payment with the server where the provider returns: a declined card goes back to payment, an approved one to the result', async () => {
    const page = phone();
    await unpaidOrder(page);
    const addresses = addressesOf(page);
    await payByCard(page, '4000 0000 0000 0002');
    expect(addresses).toContain(`${PAGES}paymentNotify`);
    expect(page.url()).toContain(`${PAGES}index?`);
    expect(await page.getByTestId('payment-declined').textContent()).toContain('card declined');

    addresses.length = 0;
    await payByCard(page, '4242 4242 4242 4242');
    expect(addresses).toContain(`${PAGES}paymentNotify`);
    expect(page.url()).toContain(`${PAGES}result?`);
    await expectIssued(page, 1);
  });

  it('keeps checking a payment the provider has not answered, on a return page a reload keeps, whatever the address claims', async () => {
    const page = phone();
    await unpaidOrder(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payOnHostedPage(page, '4000 0000 0000 0119');
    await page.waitForURL(`**${PAGES}paymentNotify?**`);
    await page.getByTestId('payment-checking').waitFor();
    // An address that claims success proves nothing.
    await page.goto(`${page.url()}&status=SUCCEEDED`);
    await page.getByTestId('payment-checking').waitFor();
    await page.waitForTimeout(2500);
    expect(page.url()).toContain(`${PAGES}paymentNotify?`);
    await page.getByRole('button', { name: 'Pay another way' }).click();
    await page.waitForURL(`**${PAGES}index?**`);
  });

  it('shows the booking reference, the flights, the tickets, when check-in opens, and a calendar file of the flights', async () => {
    const page = phone();
    await unpaidOrder(page);
    await payByCard(page, '4242 4242 4242 4242');
    await expectIssued(page, 1);
    const pnr = (await page.getByTestId('pnr').textContent())!;

    const flight = page.getByTestId('result-flight');
    expect(await flight.count()).toBe(1);
    expect(await flight.textContent()).toMatch(/\d{2}:\d{2} HKG → \d{2}:\d{2} [A-Z]{3}/);
    const departure = (await flight.locator('time').first().getAttribute('datetime'))!;
    const opens = page.getByTestId('check-in-opens').locator('time');
    // 48 hours before departure, by the departure airport's clock.
    expect(Date.parse(`${departure}Z`) - Date.parse(`${(await opens.getAttribute('datetime'))!}Z`)).toBe(48 * 3_600_000);
    expect(await page.getByTestId('check-in-opens').textContent()).toContain(departure.slice(11, 16));

    const row = page.getByRole('table').getByRole('row').nth(1);
    expect(await row.textContent()).toMatch(/CHAN TAI MAN.*FW\d+\s*851\d{10}/i);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${pnr}.ics`);
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toMatch(/SUMMARY:FW\d+ HKG → [A-Z]{3}/);
    expect(ics).toContain(`Booking reference ${pnr}`);
  });

  it('shows the sandbox provider’s page in the traveller’s language', async () => {
    const page = phone();
    const orderId = await unpaidOrder(page);
    await page.goto('/pagesMy/pages/setting/lang-money');
    await page.locator('button[lang="zh-HK"]').click();
    await localeShown(page, 'zh-HK');
    await page.goto(`${PAGES}index?orderId=${orderId}`);
    await page.getByRole('button', { name: '立即付款' }).click();
    await page.waitForURL('**/sandbox-pay/**');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    for (const text of ['沙盒付款', '卡號', '銀行卡被拒', '餘額不足']) expect(await page.locator('main').textContent()).toContain(text);
    await page.locator('#cardNumber').fill('4000 0000 0000 9995');
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await page.getByRole('button', { name: '付款' }).click();
    await page.waitForURL(`**${PAGES}index?**`);
    expect(await page.getByTestId('payment-declined').textContent()).toContain('餘額不足');

    // The wallet's page, the QR code page and the result speak the same language.
    await page.getByRole('radio', { name: '手機錢包（二維碼）' }).click();
    await page.getByRole('button', { name: '立即付款' }).click();
    await page.waitForURL(`**${PAGES}qrCode?**`);
    const wallet = await page.context().newPage();
    await wallet.goto((await page.getByTestId('pay-url').getAttribute('href'))!);
    expect(await wallet.evaluate(() => document.documentElement.lang)).toBe('zh-HK');
    await wallet.getByRole('button', { name: '確認付款' }).click();
    await page.waitForURL(`**${PAGES}result?**`);
    expect(await page.getByTestId('payment-success').textContent()).toContain('付款成功');
    expect(await page.getByTestId('check-in-opens').textContent()).toContain('網上登記開放時間');
  });
});
