import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localeShown, textShown, usePhone } from './browser';
import { expectProblems } from './console-watch';
import { adult, chooseFlight, fillPassenger, openSeatMap, search, submitPassengers } from './booking-steps';
import { logInThroughApi } from './api-setup';

/** A failed call shows once, on its step's page, with a Retry; a call cancelled by a newer one does not block it. */

const SEAT_MAP = '**/dsb-offer/api/v1/offer/booking/seat/choose';
const segmentOf = (route: Route) => (route.request().postDataJSON() as { segmentIndex: number }).segmentIndex;

/** From the extras page to the first segment's seat map (its first call, to the routes already set). */
async function toSeatMap(page: Page) {
  await page.waitForURL('**/added-service/index');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/select-seat/index');
  await openSeatMap(page);
}
const seats = (page: Page) => page.getByRole('button', { name: /^Row \d+ seat / });

describe('failed calls and cancelled calls in a phone browser', () => {
  const phone = usePhone();

  it('a seat map that fails to load shows its message once, without a toast, and Retry loads it', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    await chooseFlight(page);
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await submitPassengers(page);
    let calls = 0;
    await page.route(SEAT_MAP, (route) =>
      ++calls === 1
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'B0001', msg: 'The system is busy, please try again later.', data: null }) })
        : route.continue(),
    );
    await toSeatMap(page);

    const failed = page.getByTestId('failed');
    await failed.waitFor();
    expect(await failed.getByRole('alert').textContent()).toBe('The system is busy, please try again later.');
    expect(await page.getByText('The system is busy, please try again later.').count()).toBe(1);
    expect(await page.locator('.toast').count()).toBe(0);
    expect(await seats(page).count()).toBe(0);

    await failed.getByRole('button', { name: 'Try again' }).click();
    await seats(page).first().waitFor();
    expect(calls).toBe(2);
    expect(await page.getByTestId('failed').count()).toBe(0);
    expect(await page.locator('.toast').count()).toBe(0);
  });

  it("a search whose code cannot be loaded says so above the form instead of doing nothing", async () => {
    const page = phone();
    expectProblems(page, /start-search|net::ERR_FAILED/);
    await page.route('**/assets/start-search*.js', (route) => route.abort());
    await page.goto('/pages/home/index');
    await page.getByRole('button', { name: 'Search flights' }).click();
    await textShown(page.locator('.search-form [role=alert]'), 'Network error. Please check your connection.');
    expect(new URL(page.url()).pathname).toBe('/pages/home/index');
  });

  it('saved passengers that fail to load show the message once on passenger entry, and Retry brings them, the traveller preselected', async () => {
    const page = phone();
    await logInThroughApi(page);
    let calls = 0;
    expectProblems(page, /status of 503/);
    await page.route('**/dsb-order/api/v1/order/my/psng/list', (route) =>
      ++calls === 1 ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'B0503', msg: 'Service unavailable', data: null }) }) : route.continue(),
    );
    await search(page);
    await chooseFlight(page);
    await page.waitForURL('**/book/fill-passenger');

    const failed = page.getByTestId('failed');
    await failed.waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual(['Service unavailable']);
    expect(await page.locator('.toast').count()).toBe(0);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('group', { name: 'Saved passengers' }).waitFor();
    expect(await page.locator('input[name=lastName0]').inputValue()).toBe('CHAN');
    expect(calls).toBe(2);
    expect(await page.getByTestId('failed').count()).toBe(0);
  });

  it('a language whose texts fail to load says so in the language still shown, and Try again loads it', async () => {
    const page = phone();
    await page.goto('/pagesMy/pages/setting/lang-money');
    // The language's texts come in two files (the shell's, then the other pages'): the first fails once.
    const asked: string[] = [];
    expectProblems(page, /\/assets\/sc-|net::ERR_FAILED/);
    await page.route('**/assets/sc-*.js', (route) => (asked.push(route.request().url()) === 1 ? route.abort() : route.continue()));
    await page.locator('button[lang="zh-CN"]').click();
    await textShown(page.getByRole('alert'), 'The texts of this language could not be loaded.');
    expect(await page.getByRole('alert').allTextContents()).toEqual(['The texts of this language could not be loaded.']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    await page.getByRole('button', { name: 'Try again' }).click();
    await localeShown(page, 'zh-CN');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('语言与货币');
    expect(asked.filter((url) => url === asked[0])).toHaveLength(2);
  });

  it('a table of the pages past the tabs that failed to load is loaded again by the tap on such a page', async () => {
    const page = phone();
    const asked: string[] = [];
    expectProblems(page, /routes-more-|net::ERR_FAILED/);
    await page.route('**/assets/routes-more-*.js', (route) => (asked.push(route.request().url()) === 1 ? route.abort() : route.continue()));
    // A tab page fetches the table behind itself: that first fetch fails.
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/routes-more-'));
    await page.goto('/pages/my/index');
    await failed;
    expect(asked).toHaveLength(1);
    await page.getByRole('link', { name: 'Find a booking made as a guest' }).click();
    await page.waitForURL('**/addOnService/visitorIndex');
    await page.getByLabel('Booking reference').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Find a booking');
    expect(asked).toHaveLength(2);
  });

  it("switching segment while a seat map loads shows the second segment's map", async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page, { roundTrip: true });
    await chooseFlight(page, 'MAIN');
    await page.getByText('Flight 2:').waitFor();
    await chooseFlight(page, 'MAIN');
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await submitPassengers(page);

    // The first segment's map is held back until the second one's has been shown.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let secondFlightNo: string | null = null;
    await page.route(SEAT_MAP, async (route) => {
      if (segmentOf(route) === 0) {
        await firstHeld;
        // The app has cancelled it by now.
        await route.continue().catch(() => {});
        return;
      }
      const response = await route.fetch();
      secondFlightNo = ((await response.json()) as { data: { flightNo: string } }).data.flightNo;
      await route.fulfill({ response });
    });
    await toSeatMap(page);
    await page.getByRole('status').waitFor();
    await page.getByRole('button', { name: 'Next flight' }).click();

    await seats(page).first().waitFor();
    expect(secondFlightNo).not.toBeNull();
    expect(await page.getByTestId('seat-map-flight').textContent()).toBe(secondFlightNo);
    expect(await page.getByTestId('failed').count()).toBe(0);

    releaseFirst();
  });
});
