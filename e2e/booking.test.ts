import { describe, expect, it } from 'vitest';
import { usePhone } from './browser';
import { adult, bookOneAdult, choose, chooseFlight, confirmOrder, done, expectIssued, fillPassenger, moveServerClock, openExtra, openSeatMap, payByCard, search, seatButton, submitPassengers } from './booking-steps';
import { logInThroughApi } from './api-setup';

const yearsAgo = (years: number, days = 0) => {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
};

describe('cash booking in a phone browser', () => {
  const phone = usePhone();

  it('books a one-way economy flight for one adult and pays by card', async () => {
    const page = phone();
    await logInThroughApi(page);
    await bookOneAdult(page);
    // The last check before the order: the document, its number masked but for its last 4, and the contact.
    await page.getByTestId('review-document').first().waitFor();
    expect(await page.getByTestId('review-document').allInnerTexts()).toEqual([expect.stringMatching(/Passport · \*{4}0000 · valid until Jun 30, 2034$/)]);
    expect(await page.getByText('K9000000').count()).toBe(0);
    const [contactName, contactPhone, email] = (await page.getByTestId('review-contact').innerText()).split('\n');
    expect(contactName).toBeTruthy();
    expect(contactPhone).toMatch(/^\+\d+ \d+$/);
    expect(email).toContain('@');
    // The fare rules open in the app and Back returns to the review; the Privacy Policy is a page of the app too.
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/pagesExternal/pages/external/privacyPolicy');
    await page.getByRole('link', { name: 'fare rules' }).click();
    await page.waitForURL('**/pagesBook/pages/rules/index?brand=MAIN');
    await page.getByRole('heading', { name: 'MAIN' }).waitFor();
    await page.goBack();
    const orderId = await confirmOrder(page);
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^(19|20):\d\d$/);
    await payByCard(page, '4242 4242 4242 4242');
    await expectIssued(page, 1);
    // The result links to the order (the tests of what follows a payment start from orders booked through the API).
    await page.getByRole('link', { name: 'View this order in My Orders' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/detail?orderId=${orderId}`);
  });

  it('resumes passenger entry where it was after a reload', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await chooseFlight(page, 'BASIC');
    await page.waitForURL('**/book/fill-passenger');
    // The saved passengers are in: the traveller themself fills the first place.
    await page.locator('form[aria-busy=false]').waitFor();
    expect(await page.locator('input[name=lastName0]').inputValue()).toBe('CHAN');
    await page.locator('input[name=lastName0]').fill('Lam');
    await page.locator('input[name=firstName0]').fill('Ka Yan');
    await page.locator('input[name=birthday0]').fill('1996-07-21');
    await page.reload();
    await page.waitForURL('**/book/fill-passenger');
    expect(await page.locator('input[name=lastName0]').inputValue()).toBe('Lam');
    expect(await page.locator('input[name=firstName0]').inputValue()).toBe('Ka Yan');
    expect(await page.locator('input[name=birthday0]').inputValue()).toBe('1996-07-21');
    // The flow goes on from there: the fare chosen before the reload is kept.
    await page.locator('input[name=certNo0]').fill('K1357924');
    await page.locator('input[name=certExpiry0]').fill('2033-01-01');
    await submitPassengers(page);
  });

  it('fills passenger entry from the saved passengers: the traveller preselected, a child toggled in and out', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page, { children: 1 });
    await chooseFlight(page, 'MAIN');
    await page.waitForURL('**/book/fill-passenger');
    const saved = page.getByRole('group', { name: 'Saved passengers' });
    const me = saved.getByRole('button', { name: /TAI MAN/ });
    await page.locator('form[aria-busy=false]').waitFor();
    expect(await page.locator('input[name=lastName0]').inputValue()).toBe('CHAN');
    expect(await page.locator('input[name=certNo0]').inputValue()).toBe('*****5678');
    expect(await me.getAttribute('aria-pressed')).toBe('true');
    await saved.getByRole('button', { name: 'CHAN HOI YAN' }).click();
    expect(await page.locator('input[name=firstName1]').inputValue()).toBe('HOI YAN');
    await me.click();
    expect(await page.locator('input[name=lastName0]').inputValue()).toBe('');
    expect(await me.getAttribute('aria-pressed')).toBe('false');
    await me.click();
    // The masked document numbers go to the server, which books the ones it keeps.
    await submitPassengers(page);
  });

  it('shows the first missing answer of passenger entry on Continue: scrolled clear of the bottom bar, focused, its message beside it', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await chooseFlight(page);
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Continue' }).click();
    const consent = page.locator('input[name=consent]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'consent');
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    const message = page.locator('#consent-error');
    expect(await message.textContent()).toBe('Please agree to the Privacy Policy to continue.');
    expect(await consent.getAttribute('aria-describedby')).toBe('consent-error');
    // Both in the screen, above the pinned bar with the total.
    const barTop = (await page.locator('.ui-bottom-bar').boundingBox())!.y;
    for (const shown of [consent, message]) {
      const box = (await shown.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(barTop);
    }
  });

  it('books the student offer with a proof of study and an institution e-mail', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await chooseFlight(page, 'ECO STUDENT OFFER');
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, { lastName: 'Lee', firstName: 'Ka Ho', birthday: '2004-09-01', certNo: 'K9000010' });
    await page.locator('input[name=studentDocument]').setInputFiles({ name: 'student-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await page.getByText('student-card.pdf', { exact: false }).waitFor();
    await page.locator('input[name=studentEmail]').fill('kaho@gmail.com');
    await page.locator('input[name=consent]').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The e-mail must be one of a school, college or university', { exact: false }).waitFor();
    await page.locator('input[name=studentEmail]').fill('kaho@connect.hku.hk');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/added-service/index');
  });

  it('goes back with the browser’s back button as the flow does, and forward only by the flow', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await page.getByTestId('flight-option').first().click();
    await page.waitForURL('**/book/pick-brand');
    await page.goBack();
    await page.waitForURL('**/book/index');
    await chooseFlight(page, 'MAIN');
    await page.waitForURL('**/book/fill-passenger');
    // From passenger entry the flow goes back to the flights, with the fare to choose again.
    await page.goBack();
    await page.waitForURL('**/book/index');
    await page.getByTestId('flight-option').first().waitFor();
    // Forward in the browser's history cannot skip choosing a flight and a fare: the results stay.
    await page.goForward();
    await page.waitForURL('**/pagesBook/pages/book/index');
    await page.getByTestId('flight-option').first().waitFor();
    await chooseFlight(page, 'BASIC');
    await page.waitForURL('**/book/fill-passenger');
    // The nav bar's back does the same, and the browser's history holds each step once.
    await page.locator('.nav-back').click();
    await page.waitForURL('**/book/index');
    await page.goBack();
    await page.waitForURL('**/pages/home/index');
    await search(page);
    await chooseFlight(page, 'BASIC');
    await fillPassenger(page, 0, adult(0));
    await submitPassengers(page);
  });

  it('books a round trip for 2 adults, a child and an infant with baggage, a meal, insurance and seats, paid by QR', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page, { roundTrip: true, adults: 2, children: 1, infants: 1 });
    await chooseFlight(page, 'MAIN');
    await page.waitForURL('**/book/index');
    await page.getByText('Flight 2:').waitFor();
    await chooseFlight(page, 'FLEXIPLUS');
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await fillPassenger(page, 1, adult(1));
    await fillPassenger(page, 2, { lastName: 'Chan', firstName: 'Siu Ming', birthday: yearsAgo(7), certNo: 'K9000002' });
    await fillPassenger(page, 3, { lastName: 'Chan', firstName: 'Bo Bo', birthday: yearsAgo(0, 200), certNo: 'K9000003' });
    await submitPassengers(page);

    await openExtra(page, 'Prepaid baggage');
    await choose(page, 'luggage-0-0', '10');
    await done(page, 'added-service');
    await openExtra(page, 'Meals');
    await choose(page, 'meal-0-2', 'CHML');
    await done(page, 'added-service');
    await openExtra(page, 'Travel insurance');
    await page.locator('input[name=insurance][value=TRAVEL_ESSENTIAL]').check();
    await page.locator('input[name=guardianLastName]').fill('Chan');
    await page.locator('input[name=guardianFirstName]').fill('Tai Man');
    await page.locator('input[name=guardianEmail]').fill('taiman@example.com');
    await page.locator('input[name=guardianMobile]').fill('91234567');
    await done(page, 'added-service');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/select-seat/index');
    await openSeatMap(page, 0);
    for (const [passenger, seat] of [['TAI MAN', '38A'], ['MEI LING', '38C'], ['SIU MING', '38D']] as const) {
      await page.getByRole('radio', { name: new RegExp(passenger) }).click();
      await seatButton(page, seat).click();
    }
    await done(page, 'select-seat');
    await page.getByRole('button', { name: 'Continue' }).click();
    const orderId = await confirmOrder(page);
    expect(orderId).toBeGreaterThan(0);
    expect(await page.getByTestId('total').textContent()).toMatch(/^HKD [\d,]+$/);

    await page.getByRole('radio', { name: 'Mobile wallet (QR code)' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByTestId('qr').waitFor();
    const payUrl = await page.getByTestId('pay-url').getAttribute('href');
    // A reload keeps the same QR code on screen, still waiting for the wallet.
    await page.reload();
    await page.getByTestId('qr').waitFor();
    expect(await page.getByTestId('pay-url').getAttribute('href')).toBe(payUrl);
    const wallet = await page.context().newPage();
    await wallet.goto(payUrl!);
    await wallet.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL('**/payment/result**', { timeout: 15_000 });
    // 4 passengers (the infant too) on 2 flights.
    await expectIssued(page, 8);
  });

  it('takes a declined card, then a second card that pays', async () => {
    const page = phone();
    await logInThroughApi(page);
    await bookOneAdult(page);
    await confirmOrder(page);
    await payByCard(page, '4000 0000 0000 0002');
    // Back on the payment page, which says why.
    expect(await page.getByTestId('payment-declined').textContent()).toContain('card declined');
    await payByCard(page, '4242 4242 4242 4242');
    await expectIssued(page, 1);
  });

  it('lets an unpaid order expire when the server clock passes its deadline, and its seat is free again', async () => {
    const page = phone();
    await logInThroughApi(page);
    await bookOneAdult(page, { seat: '44K' });
    await confirmOrder(page);
    try {
      expect((await moveServerClock(21 * 60_000)).jobs.expireOrders).toBeGreaterThanOrEqual(1);
      await page.reload();
      await page.getByTestId('payment-expired').waitFor();

      // The same flight again: seat 44K can be chosen.
      await search(page);
      await chooseFlight(page, 'MAIN');
      await page.waitForURL('**/book/fill-passenger');
      await fillPassenger(page, 0, adult(1));
      await submitPassengers(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/select-seat/index');
      await openSeatMap(page);
      expect(await seatButton(page, '44K').isEnabled()).toBe(true);
    } finally {
      await moveServerClock(null);
    }
  });
});
