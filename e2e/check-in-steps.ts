import type { Page } from 'playwright-core';
import { en, tc } from './zh-hk';

/** The check-in steps a caller may act on as each is reached (a photograph, a measure). */
export type CheckInStep = 'trips' | 'passengers' | 'seats' | 'checkedIn' | 'boardingPass';

/**
 * Checks in every passenger of the booking through the check-in pages, in the page's language,
 * seats out of the exit rows, and opens the first boarding pass (or stays on the result, `until:
 * 'checkedIn'`). The server's clock must be within the check-in window of the booking's first flight.
 */
export async function checkInThroughPages(
  page: Page,
  pnr: string,
  { language = 'en', reached, until = 'boardingPass' }: { language?: 'en' | 'zh-HK'; reached?: (step: CheckInStep) => Promise<void>; until?: 'checkedIn' | 'boardingPass' } = {},
): Promise<void> {
  const text = language === 'zh-HK' ? tc : en;
  await page.goto('/pagesTravel/pages/checkIn/select-itinerary');
  const trip = page.locator(`[data-testid=checkin-trip][data-pnr="${pnr}"]`);
  await trip.waitFor();
  await reached?.('trips');
  await trip.getByRole('button', { name: text('checkIn.checkIn') }).click();
  await page.waitForURL('**/checkIn/select-passenger');
  const passengers = page.getByTestId('checkin-passenger');
  await passengers.first().waitFor();
  for (const row of await passengers.all()) await row.getByRole('checkbox').check();
  await reached?.('passengers');
  const next = page.getByRole('button', { name: text('book.continue') });
  await next.click();
  await page.waitForURL('**/checkIn/confirm-information');
  await next.click();
  await page.waitForURL('**/checkIn/detailed-explanation');
  await page.getByRole('checkbox', { name: text('checkIn.acceptTerms') }).check();
  await next.click();
  await page.waitForURL('**/checkIn/seat');
  const free = page.locator('.seat-row:not(.exit) button.seat:not([disabled]):not(.selected):not(.companion)');
  const travellers = page.getByRole('radio');
  await travellers.first().waitFor();
  // The first traveller is chosen as the map opens; each other is chosen before their seat.
  for (let i = 0; i < (await travellers.count()); i++) {
    if (i > 0) await travellers.nth(i).click();
    await free.first().click();
    // The traveller's chip then names the seat.
    await travellers.nth(i).filter({ hasText: /\d[A-K]$/ }).waitFor();
  }
  await reached?.('seats');
  await next.click();
  await page.waitForURL('**/checkIn/added-service');
  await page.getByRole('checkbox', { name: text('checkIn.dangerousAccept') }).check();
  await next.click();
  await page.waitForURL('**/checkIn/details');
  await page.getByRole('button', { name: text('checkIn.confirm') }).click();
  await page.getByTestId('checkin-result').first().waitFor();
  await reached?.('checkedIn');
  if (until === 'checkedIn') return;
  await page.getByRole('link', { name: text('checkIn.boardingPass') }).first().click();
  await page.waitForURL('**/checkIn/view-electronic-boarding?*');
  await page.getByTestId('boarding-barcode').first().waitFor();
  await reached?.('boardingPass');
}
