import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { bottomBarGap, textShown, usePhone } from './browser';
import { expectProblems } from './console-watch';
import { departureOf, logInThroughApi, paidOrder } from './api-setup';
import { moveServerClock } from './booking-steps';
import { inTraditionalChinese, tc } from './zh-hk';

/** Mobile check-in from a paid booking to the boarding pass, offline, and cancelled (spec sections 2, 4, 5 and 7 "Check-in"). */
const HOUR = 3_600_000;

/** The boarding pass as the server answers it to the signed-in traveller. */
async function servedPass(page: Page, id: number) {
  return page.evaluate(async (checkInId) => {
    const { token } = JSON.parse(localStorage.getItem('fwc_prod_session')!) as { token: string };
    const res = await fetch(`/dsb-order/api/v1/checkin/front/boarding/card/${checkInId}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: Record<'depAirport' | 'depLocal' | 'boardingLocal' | 'gateClosesLocal' | 'cabin' | 'seatNo' | 'pnr', string> & { sequenceNo: number; gate: string | null } }).data;
  }, id);
}

const MINUTE = 60_000;
const localMs = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00Z`);
const dayOf = (local: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(localMs(local));

/** The card's field, by its label's test id: its label and its value. */
async function fieldOf(card: Locator, name: string) {
  const field = card.getByTestId(`pass-${name}`);
  return [await field.locator('dt').textContent(), await field.locator('dd').textContent()];
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
      await page.getByTestId('checkin-passenger').nth(1).waitFor();
      // A short step's bar sits at the foot of the screen.
      expect(await bottomBarGap(page)).toBe(0);
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
      // An exit-row seat asks first: declined, it stays free; accepted, it is the passenger's.
      const exitSeat = page.getByRole('group', { name: /emergency exit row/ }).locator('button.seat:not([disabled])').first();
      const exitSeatNo = ((await exitSeat.getAttribute('aria-label')) ?? '').replace(/^Row (\d+) seat ([A-K]),.*$/, '$1$2');
      await exitSeat.click();
      const question = page.getByRole('dialog', { name: 'Emergency exit row' });
      await textShown(question.getByText(/^Seat \d+[A-K] is in an emergency exit row/), new RegExp(`^Seat ${exitSeatNo} is in an emergency exit row`));
      await question.getByRole('button', { name: 'Choose another seat' }).click();
      await question.waitFor({ state: 'detached' });
      expect(await page.getByRole('radio').first().textContent()).not.toContain(exitSeatNo);
      expect(await exitSeat.getAttribute('class')).not.toContain('selected');
      await exitSeat.click();
      await question.getByRole('button', { name: 'Yes, take this seat' }).click();
      await question.waitFor({ state: 'detached' });
      await textShown(page.getByRole('radio').first(), new RegExp(`${exitSeatNo}$`));
      const free = page.locator('.seat-row:not(.exit) button.seat:not([disabled]):not(.selected):not(.companion)');
      const seatOf = async () => ((await free.first().getAttribute('aria-label')) ?? '').replace(/^Row (\d+) seat ([A-K]),.*$/, '$1$2');
      const first = exitSeatNo;
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

      // Checked in, the boarding pass is the primary action; cancelling is quiet and asks first, and Keep keeps it.
      const firstResult = page.getByTestId('checkin-result').first();
      expect(await firstResult.getByRole('link', { name: 'Boarding pass' }).getAttribute('class')).toContain('primary');
      expect(await firstResult.getByRole('button', { name: 'Cancel check-in' }).getAttribute('class')).not.toContain('primary');
      await firstResult.getByRole('button', { name: 'Cancel check-in' }).click();
      const cancelDialog = page.getByRole('dialog', { name: 'Cancel check-in?' });
      expect(await cancelDialog.getByRole('button').allTextContents()).toEqual(['Keep check-in', 'Cancel check-in']);
      await cancelDialog.getByRole('button', { name: 'Keep check-in' }).click();
      await cancelDialog.waitFor({ state: 'detached' });
      expect(await page.getByTestId('checkin-result').count()).toBe(2);

      // The trip shows the boarding passes as its primary action too.
      await page.goto(`/pagesTravel/pages/travel/detail?orderId=${orderId}`);
      const tripActions = page.getByTestId('segment-actions').first();
      expect(await tripActions.getByRole('link', { name: 'Boarding pass' }).getAttribute('class')).toContain('primary');
      expect(await tripActions.getByRole('link', { name: 'Check in' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Cancel check-in' }).first().waitFor();
      await page.goto('/pagesTravel/pages/checkIn/details');

      await page.getByTestId('checkin-result').first().getByRole('link', { name: 'Boarding pass' }).click();
      await page.waitForURL('**/checkIn/view-electronic-boarding?id=*');
      const passAddress = page.url();
      const pass = page.getByTestId('boarding-pass');
      const cards = pass.getByTestId('boarding-pass-card');
      const card = cards.first();
      await card.getByTestId('boarding-barcode').waitFor();
      const bcbp = (await card.getByTestId('boarding-barcode').getAttribute('data-bcbp'))!;
      // BCBP format M, one leg: the name in 20 places, the e-ticket indicator, then the PNR in 7.
      expect(bcbp.slice(0, 2)).toBe('M1');
      expect(bcbp.slice(2, 22)).toMatch(/^CHAN\/TAI ?MAN +$/);
      expect(bcbp[22]).toBe('E');
      expect(bcbp.slice(23, 30).trim()).toBe(pnr);

      // The card as the airline prints it, from the server's pass: route, local date and times, gate, seat, cabin, sequence, booking reference.
      const served = await servedPass(page, Number(new URL(passAddress).searchParams.get('id')));
      expect(await card.getByTestId('pass-from').locator('.pass-code').textContent()).toBe(served.depAirport);
      if (served.depAirport === 'HKG') await textShown(card.getByTestId('pass-from').locator('.pass-city'), 'Hong Kong');
      await textShown(card.getByTestId('pass-to').locator('.pass-city'), /^[A-Z][a-z]+/);
      expect(await card.getByTestId('pass-date').textContent()).toBe(dayOf(served.depLocal, 'en-US'));
      expect(localMs(served.boardingLocal)).toBe(localMs(served.depLocal) - 40 * MINUTE);
      expect(localMs(served.gateClosesLocal)).toBe(localMs(served.depLocal) - 20 * MINUTE);
      expect(await fieldOf(card, 'boarding')).toEqual(['Boarding', served.boardingLocal.slice(11)]);
      expect(await fieldOf(card, 'gate-closes')).toEqual(['Gate closes', served.gateClosesLocal.slice(11)]);
      expect(await fieldOf(card, 'departure')).toEqual(['Departure', served.depLocal.slice(11)]);
      expect(await fieldOf(card, 'gate')).toEqual(['Gate', served.gate ?? 'See airport screens']);
      expect(await fieldOf(card, 'seat')).toEqual(['Seat', exitSeatNo]);
      expect(await fieldOf(card, 'cabin')).toEqual(['Cabin', served.cabin === 'C' ? 'Business' : 'Economy']);
      expect(await fieldOf(card, 'sequence')).toEqual(['Sequence', String(served.sequenceNo).padStart(3, '0')]);
      expect(await fieldOf(card, 'pnr')).toEqual(['Booking reference', pnr]);
      await textShown(card.locator('.pass-hint'), 'Turn your screen brightness up before it is scanned at the gate.');
      // The barcode unshrunk, two CSS pixels a module (137 modules wide), in a white quiet zone of more than two modules each side.
      const barcode = await card.getByTestId('boarding-barcode').evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const zone = img.parentElement!.getBoundingClientRect();
        return { width: box.width, natural: img.naturalWidth, left: box.left - zone.left, right: zone.right - box.right, background: getComputedStyle(img.parentElement!).backgroundColor, inView: zone.right <= innerWidth };
      });
      expect(barcode.width).toBeGreaterThanOrEqual(274);
      expect(barcode.width).toBeGreaterThanOrEqual(barcode.natural);
      expect(Math.min(barcode.left, barcode.right)).toBeGreaterThanOrEqual(8);
      expect(barcode).toMatchObject({ background: 'rgb(255, 255, 255)', inView: true });

      // The other passenger's pass is one step (or swipe) away.
      const position = pass.getByTestId('pager-position');
      await textShown(position, '1 of 2');
      await pass.getByRole('button', { name: 'Next', exact: true }).click();
      await textShown(position, '2 of 2');
      await page.waitForFunction(() => {
        const box = document.querySelectorAll('[data-testid=boarding-pass-card]')[1]!.getBoundingClientRect();
        return box.left >= 0 && box.right <= innerWidth;
      });
      expect(await fieldOf(cards.nth(1), 'seat')).toEqual(['Seat', second]);
      expect(await pass.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
      await pass.getByRole('button', { name: 'Previous', exact: true }).click();
      await textShown(position, '1 of 2');

      // Once the service worker controls the page, the pass it loads is kept for offline use.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await card.getByTestId('boarding-barcode').waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expectProblems(page, /ERR_INTERNET_DISCONNECTED/);
      await page.context().setOffline(true);
      await page.reload();
      await card.getByTestId('boarding-barcode').waitFor();
      expect(await card.getByTestId('boarding-barcode').getAttribute('data-bcbp')).toBe(bcbp);
      expect(await cards.count()).toBe(2);
      await page.context().setOffline(false);

      // In Traditional Chinese: the same card in its words and date.
      await inTraditionalChinese(page);
      await page.goto(passAddress);
      await card.getByTestId('boarding-barcode').waitFor();
      if (served.depAirport === 'HKG') await textShown(card.getByTestId('pass-from').locator('.pass-city'), '香港');
      expect(await card.getByTestId('pass-date').textContent()).toBe(dayOf(served.depLocal, 'zh-HK'));
      expect(await fieldOf(card, 'boarding')).toEqual([tc('checkIn.pass.boarding'), served.boardingLocal.slice(11)]);
      expect(await fieldOf(card, 'pnr')).toEqual(['訂座編號', pnr]);
      expect(await fieldOf(card, 'cabin')).toEqual([tc('checkIn.pass.cabin'), tc(`claims.cabins.${served.cabin}`)]);
      await textShown(pass.getByTestId('pager-position'), '第 1 頁，共 2 頁');
      await textShown(card.locator('.pass-hint'), tc('checkIn.pass.brightness'));
      await page.goto('/pagesMy/pages/setting/lang-money');
      await page.locator('button[lang="en-US"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'en-US');

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
