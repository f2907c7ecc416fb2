import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, freshMobile, textShown, usePhone } from './browser';
import { choose, moveServerClock } from './booking-steps';
import { registerThroughApi } from './api-setup';
import { checkNow } from './page-checks';
import { inTraditionalChinese, tc } from './zh-hk';
import { formatDateTime } from '../src/app/format';

/** Flight status and lost property from the Services tab (spec sections 2, 3 and 7). */

const MINUTE = 60_000;
const serverNow = async () => Date.parse(((await (await fetch(`${baseUrl()}/dev/clock`)).json()) as { now: string }).now);
/** The Hong Kong date `days` after the server's now. */
const hkDate = (now: number, days: number) => new Date(now + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function openService(page: Page, entry: string) {
  await page.goto('/pages/service/index');
  await page.getByRole('link', { name: entry }).click();
}

describe('flight status', () => {
  const phone = usePhone();

  it('follows a flight found by number and sees its status move with the server clock', async () => {
    const page = phone();
    await registerThroughApi(page, freshMobile(), 'Test@2026a');
    const date = hkDate(await serverNow(), 2);
    await openService(page, 'Flight status');
    await page.waitForURL('**/pagesService/pages/flight-info/index');
    await page.getByRole('tab', { name: 'By flight number' }).click();
    const flightNo = page.getByLabel('Flight number', { exact: true });
    // Letters where the digits go: a clear message, and no search.
    await flightNo.fill('FWABC');
    await page.getByLabel('Date').fill(date);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Enter 3-4 digits, with or without the airline code before them, such as FW201.').waitFor();
    await checkNow(page);
    await flightNo.fill('FW241');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/flight-info/search-list?*');
    await page.getByRole('link', { name: /FW241 HKG - ICN/ }).click();
    await page.waitForURL('**/flight-info/detail?*');
    expect(await page.getByTestId('flight-status').textContent()).toBe('Scheduled');
    await page.getByRole('button', { name: 'Follow this flight' }).click();
    await page.getByRole('button', { name: 'Stop following' }).waitFor();

    // FW241 leaves Hong Kong at 08:45 local time.
    const departure = Date.parse(`${date}T08:45:00+08:00`);
    try {
      await moveServerClock(departure - 40 * MINUTE - (await serverNow()));
      await page.reload();
      await textShown(page.getByTestId('flight-status'), 'Boarding');
      await moveServerClock(departure - (await serverNow()));
      await page.reload();
      await textShown(page.getByTestId('flight-status'), 'Departed');

      // The followed list shows it too.
      await page.goto('/pagesService/pages/flight-info/index');
      await page.getByRole('link', { name: /FW241/ }).getByText('Departed').waitFor();
    } finally {
      await moveServerClock(null);
    }
    await page.getByRole('link', { name: /FW241/ }).click();
    await page.getByRole('button', { name: 'Stop following' }).click();
    await page.getByRole('button', { name: 'Follow this flight' }).waitFor();
  });

  it('searches lost property: found items, and the not-found answer', async () => {
    const page = phone();
    await openService(page, 'Lost property');
    await page.waitForURL('**/pagesService/pages/item-query/index');
    await choose(page, 'category', 'JEWELLERY');
    const date = page.getByLabel('Date lost');
    const today = await date.inputValue();
    await date.fill(hkDate(Date.parse(`${today}T12:00:00+08:00`), 1));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('The date lost cannot be later than today.').waitFor();
    await checkNow(page);
    await date.fill(today);
    await page.getByLabel('Keyword (optional)').fill('tiara');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/item-query/search-list?*');
    await page.getByRole('alert').getByText('Lost item not found.').waitFor();

    await page.goBack();
    await choose(page, 'category', 'ELECTRONICS');
    await page.getByLabel('Keyword (optional)').fill('laptop');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/item-query/search-list?*');
    await page.getByRole('heading', { name: 'Silver laptop in a grey sleeve' }).waitFor();
  });

  it('shows a delayed flight and found items in Traditional Chinese, with no English left', async () => {
    const page = phone();
    await inTraditionalChinese(page);
    const now = await serverNow();
    // The seed delays FW309 tomorrow by 90 minutes.
    await page.goto(`/pagesService/pages/flight-info/detail?flightNo=FW309&date=${hkDate(now, 1)}`);
    await textShown(page.getByTestId('flight-status'), tc('flightInfo.statuses.DELAYED'));
    expect(await page.getByTestId('est-dep').textContent()).toBe(formatDateTime(`${hkDate(now, 1)} 14:35`, 'zh-HK'));
    expect(await page.getByTestId('gate').textContent()).toBe('62');
    await page.getByRole('link', { name: tc('flightInfo.loginToFollow') }).waitFor();
    await checkNow(page);
    await page.goto(`/pagesService/pages/item-query/search-list?category=ELECTRONICS&date=${hkDate(now, -3)}&keyword=`);
    await page.getByRole('heading', { name: '銀色手提電腦，裝在灰色保護套內' }).waitFor();
    await checkNow(page);
  });

  it('sends a visitor to log in and back to the flight to follow it', async () => {
    const page = phone();
    const detail = `/pagesService/pages/flight-info/detail?flightNo=FW245&date=${hkDate(await serverNow(), 1)}`;
    await page.goto(detail);
    await page.getByRole('link', { name: 'Log in to follow this flight' }).click();
    await page.waitForURL('**/pages/login/index');
    await page.getByLabel('Mobile number or e-mail').fill('91234567');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`**${detail}`);
    // The seed gives FW245 tomorrow gate 18.
    expect(await page.getByTestId('gate').textContent()).toBe('18');
    await page.getByRole('button', { name: 'Follow this flight' }).click();
    await page.getByRole('button', { name: 'Stop following' }).click();
    await page.getByRole('button', { name: 'Follow this flight' }).waitFor();
  });
});
