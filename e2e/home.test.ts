import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOWN_DAY, isoOfShownDay, localeShown, textShown, usePhone } from './browser';
import { inTraditionalChinese } from './zh-hk';
import { formatDate } from '../src/app/format';

/** The date a leg of the search form shows ('YYYY-MM-DD'). */
const formDates = async (page: Page) => (await page.getByRole('link', { name: 'Departure' }).textContent())!.match(new RegExp(SHOWN_DAY, 'g'))?.map(isoOfShownDay);
const destination = (page: Page) => page.getByTestId('leg-0').getByRole('link', { name: 'To' }).locator('strong');

describe('home', () => {
  const phone = usePhone();

  it('searches flights from the home tab', async () => {
    const page = phone();
    await page.goto('/pages/home/new-index');
    await textShown(destination(page), 'Tokyo');
    await page.getByRole('button', { name: 'Search flights', exact: true }).click();
    await page.waitForURL('**/pagesBook/pages/book/index');
    await page.getByTestId('flight-option').first().waitFor();
    await textShown(page.getByRole('heading', { level: 2 }), /Hong Kong \(HKG\) to Tokyo \(TYO\)/);
  });

  it('fills the form again from a recent search', async () => {
    const page = phone();
    await page.goto('/pages/home/new-index');
    await page.getByRole('button', { name: 'Search flights', exact: true }).click();
    await page.waitForURL('**/pagesBook/pages/book/index');
    await page.goto('/pages/home/new-index');
    await page.getByTestId('leg-0').getByRole('link', { name: 'To' }).click();
    await page.getByLabel('City, airport or code').fill('Bangkok');
    await page.locator('.place-list button', { hasText: 'BKK' }).first().click();
    await page.waitForURL('**/pages/home/new-index');
    await textShown(destination(page), 'Bangkok');

    await page.getByRole('button', { name: /^Hong Kong–Tokyo/ }).click();
    await textShown(destination(page), 'Tokyo');
    // A second search from the home tab goes straight to its results, and back comes home.
    await page.getByRole('button', { name: 'Search flights', exact: true }).click();
    await page.waitForURL('**/pagesBook/pages/book/index');
    expect(new URL(page.url()).pathname).toBe('/pagesBook/pages/book/index');
    await page.goBack();
    await page.waitForURL('**/pages/home/new-index');
  });

  it('opens the flights of a popular destination with one tap', async () => {
    const page = phone();
    await page.goto('/pages/home/new-index');
    await page.getByRole('button', { name: 'Bangkok BKK' }).click();
    await page.waitForURL('**/pagesBook/pages/book/index');
    await page.getByTestId('flight-option').first().waitFor();
    await textShown(page.getByRole('heading', { level: 2 }), /Hong Kong \(HKG\) to Bangkok \(BKK\)/);
  });

  it('chooses a return trip on a calendar with weekdays and prices', async () => {
    const page = phone();
    await page.goto('/pages/home/new-index');
    await page.getByRole('radio', { name: 'Round trip' }).click();
    await page.getByRole('link', { name: 'Departure' }).click();
    await page.waitForURL('**/select-date/index**');

    const grid = page.getByRole('grid').first();
    await grid.waitFor();
    // The weekday headings are drawn; a screen reader hears each day's weekday in its full date.
    expect(await grid.locator('th').allTextContents()).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    const month = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
    expect(await page.locator('.rdp-month_caption').first().textContent()).toBe(month);
    expect(await grid.getAttribute('aria-label')).toBe(month);
    // Each day that flies says its lowest fare.
    const priced = page.getByRole('button', { name: /, From HKD [\d,]+/ });
    await priced.first().waitFor();
    expect(await page.locator('.day-price').filter({ hasText: /^\d[\d,]*$/ }).count()).toBeGreaterThan(20);
    // Past days cannot be chosen.
    expect(await page.locator('.rdp-disabled').count()).toBeGreaterThan(0);

    const dayOf = (button: ReturnType<Page['getByRole']>) => button.locator('xpath=..').getAttribute('data-day');
    const departure = await dayOf(priced.nth(3));
    await priced.nth(3).click();
    await page.getByText(/now choose your return date/).waitFor();
    // The return's fares are those of the way back, from the departure on.
    const returnDay = page.getByRole('button', { name: /, From HKD [\d,]+/ }).nth(5);
    const back = await dayOf(returnDay);
    await returnDay.click();
    await page.waitForURL('**/pages/home/new-index');
    expect(await formDates(page)).toEqual([departure, back]);
    expect(back! > departure!).toBe(true);
  });

  it('shows grey bars where the day prices come while the fares load, then each day\'s price', async () => {
    const page = phone();
    // The fares are held back until the bars have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/offer/search/calendar', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pages/home/new-index');
    await page.getByRole('link', { name: /Low-fare calendar/ }).click();
    await page.waitForURL('**/select-date/lowprice');
    await page.getByRole('status').getByText('Loading the fares of each day...').waitFor({ state: 'attached' });
    expect(await page.locator('.day-price .ui-skeleton-line').count()).toBeGreaterThan(20);
    expect(await page.locator('.day-price').filter({ hasText: /\d/ }).count()).toBe(0);

    release();
    await page.locator('.day-price').filter({ hasText: /\d/ }).first().waitFor();
    expect(await page.locator('.day-price .ui-skeleton-line').count()).toBe(0);
    expect(await page.getByText('Loading the fares of each day...').count()).toBe(0);
    expect(await page.getByRole('button', { name: /, From HKD [\d,]+/ }).count()).toBeGreaterThan(10);
    await page.unroute('**/offer/search/calendar');
  });

  it('says a price something starts from alike on the home page and the results, in English and in Chinese', async () => {
    const page = phone();
    const fromPrices = async () => {
      await page.getByTestId('flight-option').first().waitFor();
      return page.locator('strong.price').allTextContents();
    };
    await page.goto('/pages/home/new-index');
    await page.getByTestId('highlights').getByText(/^Winter in Sapporo from HKD [\d,]+$/).waitFor();
    await page.getByRole('button', { name: 'Search flights', exact: true }).click();
    for (const price of await fromPrices()) expect(price).toMatch(/^From HKD [\d,]+$/);

    await inTraditionalChinese(page);
    await page.goto('/pages/home/new-index');
    await page.getByTestId('highlights').getByText(/^冬遊札幌 HKD [\d,]+ 起$/).waitFor();
    await page.getByRole('button', { name: '搜尋航班', exact: true }).click();
    for (const price of await fromPrices()) expect(price).toMatch(/^HKD [\d,]+ 起$/);
  });

  it('finds Narita by its Chinese name in zh-HK and shows it by name', async () => {
    const page = phone();
    await page.goto('/pagesMy/pages/setting/lang-money');
    await page.locator('button[lang="zh-HK"]').click();
    await localeShown(page, 'zh-HK');
    await page.goto('/pages/home/new-index');
    await page.getByTestId('leg-0').getByRole('link', { name: '抵達' }).click();
    await page.getByRole('searchbox').fill('成田');
    const narita = page.locator('.place-list button', { hasText: 'NRT' });
    expect(await narita.textContent()).toContain('成田國際機場');
    expect(await page.locator('.place-city').first().textContent()).toContain('東京');
    await narita.click();
    await page.waitForURL('**/pages/home/new-index');
    await textShown(page.getByTestId('leg-0').locator('.city strong').nth(1), '成田國際機場');
  });

  it('shows the low-fare calendar month by month with the cheapest days marked, and a day opens its flights', async () => {
    const page = phone();
    await page.goto('/pages/home/new-index');
    await page.getByRole('link', { name: /Low-fare calendar/ }).click();
    await page.waitForURL('**/select-date/lowprice');
    await page.locator('.day-price').filter({ hasText: /\d/ }).first().waitFor();
    const amount = (text: string | null) => Number(text!.replace(/,/g, ''));
    const prices = (await page.locator('.day-price').filter({ hasText: /\d/ }).allTextContents()).map(amount);
    const cheapest = page.locator('.cheapest:not(.rdp-selected)');
    expect(await cheapest.count()).toBeGreaterThan(0);
    for (const text of await cheapest.locator('.day-price').allTextContents()) expect(amount(text)).toBe(Math.min(...prices));
    expect(await cheapest.first().getByRole('button').locator('.ui-visually-hidden').textContent()).toMatch(/, From HKD [\d,]+, cheapest of the month$/);

    const caption = page.locator('.rdp-month_caption');
    const firstMonth = (await caption.textContent())!;
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await caption.filter({ hasNotText: firstMonth }).waitFor();
    const dayButton = page.getByRole('button', { name: /, From HKD [\d,]+/ }).nth(4);
    const date = await dayButton.locator('xpath=..').getAttribute('data-day');
    expect(date!.slice(0, 7)).not.toBe(new Date().toISOString().slice(0, 7));
    const price = await dayButton.locator('.day-price').textContent();
    await dayButton.click();
    await page.waitForURL('**/pagesBook/pages/book/index');
    await page.getByTestId('flight-option').first().waitFor();
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toContain(formatDate(date!, 'en-US'));
    // The calendar's price is the cheapest flight the results show.
    const shown = (await page.locator('strong.price').allTextContents()).map((t) => amount(t.replace('From HKD ', '')));
    expect(Math.min(...shown)).toBe(amount(price));
  });
});
