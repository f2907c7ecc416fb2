import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhone } from './browser';
import { search } from './booking-steps';
import { logInThroughApi } from './api-setup';
import { serverWith } from './server';
import { inTraditionalChinese, tc } from './zh-hk';

const SEARCH = '**/dsb-offer/api/v1/offer/search/flight';
const flights = (page: Page) => page.getByTestId('flight-option');
const flightNoOf = async (page: Page, index: number) => /[A-Z0-9]{2}\d{3,4}/.exec((await flights(page).nth(index).textContent()) ?? '')![0];
/** How many flights the day has, from the line under the results. */
async function totalShown(page: Page, shown: number): Promise<number> {
  const line = page.getByText(new RegExp(`^Showing ${shown} of \\d+ flights$`));
  await line.waitFor();
  return Number(/of (\d+)/.exec((await line.textContent())!)![1]);
}

describe('a day of many flights in a phone browser', () => {
  // Three flights a day on each rotation: more than a page of results.
  serverWith({ SEED_DENSITY: '3' });
  const phone = usePhone();

  it('shows ten flights, then the next ones under them with More flights, and books one of those', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    const total = await totalShown(page, 10);
    expect(total).toBeGreaterThan(10);
    expect(await flights(page).count()).toBe(10);
    const firstPage = await Promise.all([0, 9].map((i) => flightNoOf(page, i)));

    await page.getByRole('button', { name: 'More flights' }).click();
    const shown = Math.min(20, total);
    await totalShown(page, shown);
    expect(await flights(page).count()).toBe(shown);
    expect(await Promise.all([0, 9].map((i) => flightNoOf(page, i)))).toEqual(firstPage);
    expect(await page.getByRole('button', { name: 'More flights' }).count()).toBe(total > 20 ? 1 : 0);
    // The last page takes the button away: its focus moves to the line saying how many are shown.
    if (total <= 20) expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Showing ${shown} of ${total} flights`);

    const later = await flightNoOf(page, 10);
    await flights(page).nth(10).click();
    await page.waitForURL('**/book/pick-brand');
    await page.getByText(later).first().waitFor();
    await page.locator('[data-testid=brand][aria-label="MAIN"]').getByRole('radio').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/book/fill-passenger');
  });

  it('a next page that fails shows its message, keeps the flights shown, and Try again loads it', async () => {
    const page = phone();
    await logInThroughApi(page);
    await search(page);
    let calls = 0;
    await page.route(SEARCH, (route) =>
      ++calls === 1
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 'B0001', msg: 'The system is busy, please try again later.', data: null }) })
        : route.continue(),
    );
    const total = await totalShown(page, 10);
    await page.getByRole('button', { name: 'More flights' }).click();
    const failed = page.getByTestId('failed');
    await failed.waitFor();
    expect(await failed.getByRole('alert').textContent()).toBe('The system is busy, please try again later.');
    expect(await flights(page).count()).toBe(10);

    await failed.getByRole('button', { name: 'Try again' }).click();
    await totalShown(page, Math.min(20, total));
    expect(calls).toBe(2);
    expect(await page.getByTestId('failed').count()).toBe(0);
  });

  it('says how many flights are shown, and offers more, in Traditional Chinese', async () => {
    const page = phone();
    await logInThroughApi(page);
    await inTraditionalChinese(page);
    await page.goto('/pages/home/index');
    await page.getByRole('button', { name: tc('search.submit') }).click();
    await page.waitForURL('**/pagesBook/pages/book/index');
    const line = page.getByText(/^已顯示 10 個航班，共 \d+ 個$/);
    await line.waitFor();
    const total = Number(/共 (\d+) 個/.exec((await line.textContent())!)![1]);
    await page.getByRole('button', { name: tc('results.more') }).click();
    await page.getByText(`已顯示 ${Math.min(20, total)} 個航班，共 ${total} 個`, { exact: true }).waitFor();
  });
});
