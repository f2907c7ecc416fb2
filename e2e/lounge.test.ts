import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { codeFromOutbox, usePhone, usePhones } from './browser';
import { payByCard } from './booking-steps';
import { logInThroughApi } from './api-setup';
import { inTraditionalChinese, tc } from './zh-hk';
import { barcodeSrc } from '../src/components/barcode';

async function nameUser(page: Page, index: number, lastName: string, firstName: string) {
  await page.locator(`input[name=lastName${index}]`).fill(lastName);
  await page.locator(`input[name=firstName${index}]`).fill(firstName);
}

describe('VIP lounge and meet-and-greet', () => {
  const phone = usePhone();

  it('buys two vouchers for two named users, pays through the sandbox, sees both vouchers and changes one name', async () => {
    const page = phone();
    await logInThroughApi(page);
    await page.goto('/pages/service/index');
    await page.getByRole('link', { name: 'VIP lounge and meet-and-greet' }).click();
    await page.waitForURL('**/pagesService/pages/vipLounge/index');
    // A lounge (its address names no other product type), not a meet-and-greet.
    await page.locator('a[href*="vipLounge/detail?productId="]:not([href*="productType="])').first().click();
    await page.waitForURL('**/vipLounge/detail?*');
    await page.getByRole('link', { name: 'Buy vouchers' }).click();
    await page.waitForURL('**/vipLounge/fillOrder?*');

    // Two vouchers, a user named on each as on the travel document; a name in other than letters is refused.
    await page.getByRole('button', { name: /^Increase/ }).click();
    await page.locator('input[name=lastName1]').waitFor();
    await nameUser(page, 0, 'CHAN', 'TAI MAN');
    await nameUser(page, 1, 'Chan 2', 'HOI YAN');
    await page.locator('input[name=lastName1][aria-invalid=true]').waitFor();
    await nameUser(page, 1, 'CHAN', 'HOI YAN');

    // The contact starts as the signed-in traveller's own number, area code and all (the lounge's 86 is for one without).
    await page.getByLabel('Name', { exact: true }).fill('CHAN TAI MAN');
    expect(await page.getByRole('link', { name: 'Area code +852, change' }).count()).toBe(1);
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('91234567');
    await page.getByRole('link', { name: 'Area code +852, change' }).click();
    await page.waitForURL('**/pagesMy/pages/select-area/index**');
    await page.getByLabel('Search by country, region or code').fill('china');
    await page.getByRole('button', { name: /Chin.*\+86\b/ }).first().click();
    await page.getByRole('link', { name: 'Area code +86, change' }).waitFor();
    await page.getByLabel('Mobile number').fill('13812345678');
    await page.getByLabel('E-mail').fill('tai.man@example.com');
    await page.getByRole('button', { name: 'Submit and pay' }).click();
    await page.getByText('Please agree to the Privacy Policy to continue.').waitFor();
    await page.getByRole('link', { name: 'Read our privacy policy' }).waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit and pay' }).click();

    await page.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-success').waitFor();
    await page.getByRole('link', { name: 'Show my vouchers' }).click();
    await page.waitForURL('**/pagesMy/pages/order/vipOrderDetail?id=*');

    const vouchers = page.getByTestId('lounge-voucher');
    await vouchers.first().waitFor();
    expect(await vouchers.count()).toBe(2);
    const users = await vouchers.allTextContents();
    expect(users.some((v) => v.includes('CHAN TAI MAN'))).toBe(true);
    expect(users.some((v) => v.includes('CHAN HOI YAN'))).toBe(true);

    // Each valid voucher's code as a QR code for the desk's scanner, the same code in text beneath it.
    const codes = await page.locator('[data-testid=lounge-voucher] dd[lang=zxx]').allTextContents();
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      const qr = page.getByRole('figure', { name: code, exact: true });
      const image = qr.getByRole('img', { name: 'QR code of the voucher code, for the lounge desk to scan' });
      expect(await image.getAttribute('src')).toBe(barcodeSrc('qrcode', code));
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }

    // A free name change: the voucher names the new user, and one change fewer is left.
    await page.getByText('Name changes left: 3').first().waitFor();
    await page.getByRole('button', { name: 'Change name' }).first().click();
    await page.locator('input[name=newLastName]').fill('WONG');
    await page.locator('input[name=newFirstName]').fill('KA HO');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name changes left: 2').waitFor();
    expect((await vouchers.allTextContents()).some((v) => v.includes('WONG KA HO'))).toBe(true);

    // The order and its vouchers read in Chinese too.
    const address = page.url();
    await inTraditionalChinese(page);
    await page.goto(address);
    await page.getByText(tc('lounge.vouchers')).waitFor();
    expect(await page.getByTestId('lounge-voucher').count()).toBe(2);
  });

  it('asks for the staff offer only for a staff account, the only one that may see it', async () => {
    const page = phone();
    let staffAsked = 0;
    page.on('request', (r) => void (new URL(r.url()).searchParams.get('productType') === 'VIP_ROOM_EMPLOYEE' && staffAsked++));
    await logInThroughApi(page);
    await page.goto('/pagesService/pages/vipLounge/index');
    await page.getByRole('link', { name: /Fortune Wings Lounge/ }).first().waitFor();
    expect(staffAsked).toBe(0);
    expect(await page.getByRole('heading', { name: 'Staff offer' }).count()).toBe(0);

    await logInThroughApi(page, '91230005', 'Staff@2026');
    await page.goto('/pagesService/pages/vipLounge/index');
    await page.getByRole('heading', { name: 'Staff offer' }).waitFor();
    expect(staffAsked).toBe(1);
  });

  it('books meet-and-greet in Chinese: a child needs a companion of 16 or more, then the flight and slot; paid, each traveller has a voucher', async () => {
    const page = phone();
    await logInThroughApi(page);
    await inTraditionalChinese(page);
    for (const rules of ['vipLoungeUsage', 'vipLoungeTransferUsage']) {
      await page.goto(`/pagesMy/pages/usageGuideline/${rules}`);
      await page.getByRole('heading', { level: 2 }).waitFor();
    }
    await page.goto('/pagesService/pages/lounge/list');
    await page.locator('a[href*="vipLounge/detail?productId="]').first().waitFor();

    await page.goto('/pagesService/pages/vipLounge/index');
    await page.locator('a[href*="productType=MEET_GREET"]').first().click();
    await page.waitForURL('**/vipLounge/detail?*');
    await page.getByRole('link', { name: tc('lounge.book') }).click();
    await page.waitForURL('**/vipLounge/vipptFillOrder?*');

    await page.locator('.ui-stepper-group button').last().click();
    await page.locator('input[name=lastName1]').waitFor();
    await nameUser(page, 0, 'CHAN', 'TAI MAN');
    await nameUser(page, 1, 'CHAN', 'HOI YAN');
    await page.locator('input[name=birthday0]').fill('2017-01-01');
    await page.locator('input[name=birthday1]').fill('2018-03-03');
    await page.getByText(tc('lounge.companionNeeded')).waitFor();
    await page.locator('input[name=birthday0]').fill('1980-05-01');
    await page.getByText(tc('lounge.companionNeeded')).waitFor({ state: 'detached' });

    await page.locator('input[name=flightNo]').fill('FW201');
    // The slot must start before the flight leaves.
    await page.locator('input[name=departureTime]').fill('10:00');
    await page.locator('input[name=slot][value=EVENING]').check();
    await page.getByText(tc('lounge.slotAfterDeparture')).waitFor();
    await page.locator('input[name=departureTime]').fill('20:00');
    await page.getByText(tc('lounge.slotAfterDeparture')).waitFor({ state: 'detached' });
    await page.locator('input[name=contactName]').fill('CHAN TAI MAN');
    await page.locator('input[name=mobile]').fill('61234567');
    await page.locator('input[name=email]').fill('tai.man@example.com');
    await page.getByRole('link', { name: tc('privacy.read') }).waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: tc('lounge.submit') }).click();

    await page.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
    await payByCard(page, '4242 4242 4242 4242', tc('payment.pay'));
    await page.getByTestId('payment-success').waitFor();
    await page.getByRole('link', { name: tc('lounge.showVouchers') }).click();
    await page.waitForURL('**/pagesMy/pages/order/vipOrderDetail?id=*');
    await page.getByTestId('lounge-voucher').first().waitFor();
    expect(await page.getByTestId('lounge-voucher').count()).toBe(2);
    expect(await page.getByTestId('lounge-order').textContent()).toContain('FW201');
  });
});

describe('VIP lounge order opened by a guest', () => {
  const phones = usePhones(2);

  it('finds a paid order by its number and e-mail with an e-mailed code, and shows its vouchers read-only', async () => {
    const [buyer, guest] = phones() as [Page, Page];
    const email = `lounge.guest.${Date.now()}@example.com`;
    await logInThroughApi(buyer);
    await buyer.goto('/pagesService/pages/vipLounge/index');
    await buyer.locator('a[href*="vipLounge/detail?productId="]:not([href*="productType="])').first().click();
    await buyer.getByRole('link', { name: 'Buy vouchers' }).click();
    await buyer.waitForURL('**/vipLounge/fillOrder?*');
    await nameUser(buyer, 0, 'LEE', 'SIU WAI');
    await buyer.getByLabel('Name', { exact: true }).fill('LEE SIU WAI');
    await buyer.getByLabel('Mobile number').fill('61234567');
    await buyer.getByLabel('E-mail').fill(email);
    await buyer.getByRole('checkbox').check();
    await buyer.getByRole('button', { name: 'Submit and pay' }).click();
    await buyer.waitForURL('**/pagesBook/pages/payment/index?orderId=*');
    await payByCard(buyer, '4242 4242 4242 4242');
    await buyer.getByRole('link', { name: 'Show my vouchers' }).click();
    const orderNo = (await buyer.getByTestId('lounge-order').locator('div', { hasText: 'Order number' }).locator('dd').textContent())!;

    // Logged out, the VIP orders page looks an order up instead of listing.
    await guest.goto('/pagesMy/pages/order/vipOrders');
    await guest.getByRole('heading', { name: 'Find a VIP service order' }).waitFor();
    await guest.getByLabel('Order number').fill(orderNo);
    await guest.getByLabel('E-mail').fill('someone.else@example.com');
    await guest.getByRole('button', { name: 'Send code' }).click();
    await guest.getByText('No lounge or meet-and-greet order matches this order number and e-mail.').waitFor();
    await guest.getByLabel('E-mail').fill(email);
    await guest.getByRole('button', { name: 'Send code' }).click();
    await guest.getByTestId('guest-code-sent').waitFor();
    await guest.getByLabel('Verification code').fill(await codeFromOutbox(email));
    await guest.getByRole('button', { name: 'View order' }).click();

    await guest.waitForURL('**/pagesMy/pages/order/vipOrderDetail?id=*');
    const voucher = guest.getByTestId('lounge-voucher');
    await voucher.waitFor();
    expect(await voucher.textContent()).toContain('LEE SIU WAI');
    expect(await guest.getByTestId('lounge-order').textContent()).toContain(orderNo);
    expect(await guest.getByRole('button', { name: 'Change name' }).count()).toBe(0);
    // A reload opens it again while the code lasts.
    await guest.reload();
    await guest.getByTestId('lounge-voucher').waitFor();
  });
});
