import { afterEach, describe, expect, it } from 'vitest';
import { codeFromOutbox, textShown, usePhone } from './browser';
import { adult, chooseFlight, confirmOrder, expectIssued, fillContact, fillPassenger, moveServerClock, payByCard, search, submitPassengers } from './booking-steps';
import { adultLastName } from './travellers';

/** A guest books without an account, then finds the booking again by its reference, a last name and an e-mailed code. */

describe('guests', () => {
  const phone = usePhone();
  afterEach(async () => {
    await moveServerClock(null);
  });

  it('books and pays as a guest, finds the booking again with the e-mailed code, is sent to customer service for a refund, and adds it to an account', async () => {
    const page = phone();
    const email = `guest${Date.now()}@test.example`;

    // The passengers need a login, or the choice to go on as a guest.
    await search(page);
    await chooseFlight(page);
    await page.waitForURL('**/pages/login/index?guest=1');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await fillContact(page, email);
    await submitPassengers(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/select-seat/index');
    await page.getByRole('button', { name: 'Skip' }).click();

    // A guest proves the contact e-mail with a code sent to it: a wrong one orders nothing.
    await page.waitForURL('**/book/fill-detail');
    await textShown(page.getByTestId('booking-email-code'), new RegExp(`we e-mail a code to ${email.replaceAll('.', '\\.')}`));
    await page.locator('input[name=acknowledge]').check();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByText('Please enter the code we e-mailed to the contact address.').waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await textShown(page.getByTestId('booking-code-sent'), 'We sent a code to g***@test.example.');
    const code = await codeFromOutbox(email);
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await textShown(page.getByRole('alert'), /The verification code is wrong, expired or already used\./);
    expect(page.url()).toContain('/book/fill-detail');
    await page.getByLabel('Verification code').fill(code);
    const orderId = await confirmOrder(page);
    // Vouchers are an account's: a guest pays by card.
    expect(await page.getByRole('link', { name: /voucher/i }).count()).toBe(0);
    await payByCard(page, '4242 4242 4242 4242');
    await expectIssued(page, 1);
    const pnr = (await page.getByTestId('pnr').textContent())!;

    // Another visit: the booking's token is gone with the tab's session.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/pages/my/index');
    await page.getByRole('link', { name: 'Find a booking made as a guest' }).click();
    await page.waitForURL('**/addOnService/visitorIndex');

    // A wrong last name gets the same answer as an unknown booking reference.
    await page.getByLabel('Booking reference').fill(pnr);
    await page.getByLabel('Last name of a passenger').fill('Nobody');
    await page.getByRole('button', { name: 'Send code' }).click();
    await textShown(page.getByRole('alert'), /No guest booking matches this booking reference and last name\./);

    await page.getByLabel('Last name of a passenger').fill(adultLastName.toLowerCase());
    // A code a minute after the booking's.
    await moveServerClock(61_000);
    await page.getByRole('button', { name: 'Send code' }).click();
    await textShown(page.getByTestId('guest-code-sent'), `We sent a code to g***@test.example.`);
    await page.getByLabel('Verification code').fill(await codeFromOutbox(email));
    await page.getByRole('button', { name: 'View booking' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/detail?orderId=${orderId}`);
    expect(await page.getByTestId('detail-pnr').textContent()).toBe(pnr);
    expect(await page.getByTestId('detail-ticket').textContent()).toMatch(/^851\d{10}$/);
    expect(await page.getByTestId('detail-passenger').textContent()).toMatch(/CHAN TAI MAN.*\*+0000/);

    // A refund or change of a guest's booking is for customer service, or for an account that adds the booking.
    await page.getByRole('button', { name: 'Refund' }).click();
    expect(await page.getByTestId('guest-contact-us').textContent()).toContain('customer service');
    await page.getByRole('button', { name: 'E-mail the itinerary' }).waitFor({ state: 'detached' });

    // Logged in, the traveller proves the booking again with a new code and it joins My Orders.
    await page.getByRole('link', { name: 'Log in and add it to my orders' }).click();
    await page.waitForURL('**/pages/login/index');
    expect(await page.getByRole('button', { name: 'Continue as guest' }).count()).toBe(0);
    await page.getByLabel('Mobile number or e-mail').fill('91234567');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`**/addOnService/visitorIndex?pnr=${pnr}`);
    expect(await page.getByLabel('Booking reference').inputValue()).toBe(pnr);
    await page.getByLabel('Last name of a passenger').fill(adultLastName);
    // A code a minute after the one before.
    await moveServerClock(61_000);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('guest-code-sent').waitFor();
    await page.getByLabel('Verification code').fill(await codeFromOutbox(email));
    await page.getByRole('button', { name: 'Add to my orders' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/detail?orderId=${orderId}`);
    await page.getByRole('button', { name: 'E-mail the itinerary' }).waitFor();
    const orderNo = (await page.getByTestId('detail-order-no').textContent())!;
    await page.goto('/pagesMy/pages/order/index');
    await page.getByRole('link').filter({ hasText: `Order ${orderNo}` }).waitFor();
  });

  it('lets a traveller sent to log in before the passengers log in instead, and go on with their saved passengers', async () => {
    const page = phone();
    await search(page);
    await chooseFlight(page);
    await page.waitForURL('**/pages/login/index?guest=1');
    await page.getByRole('button', { name: 'Continue as guest' }).waitFor();
    await page.getByLabel('Mobile number or e-mail').fill('91234567');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/book/fill-passenger');
    await page.getByRole('group', { name: 'Saved passengers' }).waitFor();
    expect(await page.locator('input[name=lastName0]').inputValue()).toBe('CHAN');
  });
});
