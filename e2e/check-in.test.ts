import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { textShown, usePhone } from './browser';
import { expectProblems } from './console-watch';
import { logInThroughApi, paidOrder } from './api-setup';
import { moveServerClock } from './booking-steps';

/** Mobile check-in from a paid booking to the boarding pass, offline, and cancelled (spec sections 2, 4, 5 and 7 "Check-in"). */
const HOUR = 3_600_000;

/** When the order's first flight departs, as the server answers the order's detail to its owner. */
async function departureOf(page: Page, orderId: number): Promise<number> {
  const depAt = await page.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('fwc_prod_session')!) as { token: string };
    const res = await fetch(`/dsb-order/api/v1/order/front/detail/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { segments: { depAt: string }[] } }).data.segments[0]!.depAt;
  }, orderId);
  return Date.parse(depAt);
}

describe('check-in', () => {
  const phone = usePhone({ serviceWorkers: 'allow' });

  it('checks in two passengers with seats 24 hours before departure, shows the boarding pass offline after a reload, and cancels the check-ins', async () => {
    const page = phone();
    // A paid order of two adults, booked and paid through the API.
    await logInThroughApi(page);
    const { orderId, pnr } = await paidOrder(page, { adults: 2 });

    try {
      // Two days before the window opens, the segment of this booking (others' bookings share the server) is listed, not yet open.
      const depAt = await departureOf(page, orderId);
      const { now } = await moveServerClock(0);
      await moveServerClock(depAt - 96 * HOUR + HOUR - Date.parse(now));
      await page.goto('/pagesTravel/pages/checkIn/select-itinerary');
      const trip = page.locator(`[data-testid=checkin-trip][data-pnr="${pnr}"]`);
      // The same countdown as the Trip tab's, on the server's clock: 47 hours to the window.
      await trip.getByTestId('check-in-countdown').getByText(/^Check-in opens in 1 day 2[23]:\d\d:\d\d$/).waitFor();
      expect(await trip.getByRole('button', { name: 'Check in' }).isDisabled()).toBe(true);
      await moveServerClock(72 * HOUR - HOUR);

      await page.goto('/pagesTravel/pages/checkIn/select-itinerary');
      await trip.getByTestId('check-in-countdown').getByText(/^Check-in closes in 22:(29|30):\d\d$/).waitFor();
      await trip.getByRole('button', { name: 'Check in' }).click();

      await page.waitForURL('**/checkIn/select-passenger');
      const continueButton = page.getByRole('button', { name: 'Continue' });
      expect(await continueButton.isDisabled()).toBe(true);
      for (const row of await page.getByTestId('checkin-passenger').all()) await row.getByRole('checkbox').check();
      await continueButton.click();

      await page.waitForURL('**/checkIn/confirm-information');
      await page.getByTestId('checkin-document').nth(1).waitFor();
      expect(await page.getByTestId('checkin-document').count()).toBe(2);
      await continueButton.click();

      await page.waitForURL('**/checkIn/detailed-explanation');
      await page.getByRole('checkbox', { name: 'I have read and accept the check-in terms' }).check();
      await continueButton.click();

      await page.waitForURL('**/checkIn/seat');
      // Seats outside the exit rows, whose question this test does not answer.
      const free = page.locator('.seat-row:not(.exit) button.seat:not([disabled]):not(.selected):not(.companion)');
      const seatOf = async () => ((await free.first().getAttribute('aria-label')) ?? '').replace(/^Row (\d+) seat ([A-K]),.*$/, '$1$2');
      const first = await seatOf();
      await free.first().click();
      await page.getByRole('radio').nth(1).click();
      const second = await seatOf();
      await free.first().click();
      expect(first).not.toBe(second);
      await continueButton.click();

      await page.waitForURL('**/checkIn/added-service');
      await page.getByRole('checkbox', { name: 'My baggage contains no dangerous goods' }).check();
      await continueButton.click();

      await page.waitForURL('**/checkIn/details');
      await page.getByTestId('checkin-detail').nth(1).waitFor();
      expect(await page.getByTestId('checkin-detail').allTextContents()).toEqual([expect.stringContaining(first), expect.stringContaining(second)]);
      await page.getByRole('button', { name: 'Check in now' }).click();
      await page.getByTestId('checkin-result').nth(1).waitFor();
      expect(await page.getByTestId('checkin-result').count()).toBe(2);

      await page.getByTestId('checkin-result').first().getByRole('link', { name: 'Boarding pass' }).click();
      await page.waitForURL('**/checkIn/view-electronic-boarding?id=*');
      const passAddress = page.url();
      // The first passenger's card: the page holds one per passenger checked in.
      const pass = page.getByTestId('boarding-pass-card').first();
      await pass.getByTestId('boarding-barcode').waitFor();
      const bcbp = (await pass.getByTestId('boarding-barcode').getAttribute('data-bcbp'))!;
      // BCBP format M, one leg: the name in 20 places, the e-ticket indicator, then the PNR in 7.
      expect(bcbp.slice(0, 2)).toBe('M1');
      expect(bcbp.slice(2, 22)).toMatch(/^CHAN\/TAI ?MAN +$/);
      expect(bcbp[22]).toBe('E');
      expect(bcbp.slice(23, 30).trim()).toBe(pnr);
      expect(await pass.textContent()).toContain(first);

      // Once the service worker controls the page, the pass it loads is kept for offline use.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await pass.getByTestId('boarding-barcode').waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expectProblems(page, /ERR_INTERNET_DISCONNECTED/);
      await page.context().setOffline(true);
      await page.reload();
      await pass.getByTestId('boarding-barcode').waitFor();
      expect(await pass.getByTestId('boarding-barcode').getAttribute('data-bcbp')).toBe(bcbp);
      await page.context().setOffline(false);

      await page.goto('/pagesTravel/pages/checkIn/details');
      for (let left = 2; left > 0; left--) {
        await page.getByTestId('checkin-result').first().getByRole('button', { name: 'Cancel check-in' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel check-in' }).click();
        if (left > 1) await page.getByTestId('checkin-result').nth(1).waitFor({ state: 'detached' });
      }
      await page.getByRole('heading', { name: 'Your check-in has been cancelled.' }).waitFor();

      // The cancelled check-in's boarding pass says why there is none, and leads back to the trips.
      await page.goto(passAddress);
      await textShown(page.getByTestId('boarding-pass-cancelled'), 'This check-in was cancelled, so it has no boarding pass. Check in again from your trip.');
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to my trips' }).click();
      await page.waitForURL('**/pages/travel/index');
    } finally {
      await moveServerClock(null);
    }
  });
});
