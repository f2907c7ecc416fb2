import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhone } from './browser';
import { departureOf, logInThroughApi, paidOrder } from './api-setup';
import { moveServerClock } from './booking-steps';
import { checkInThroughPages } from './check-in-steps';
import { inTraditionalChinese } from './zh-hk';

/**
 * What a traveller reads (and a screen reader says) on the pages of a booked and checked-in trip:
 * no passenger's name runs into a flight number, no time into the label after it.
 */
const HOUR = 3_600_000;

const runTogether = [
  /[A-Z]{2,}FW\d/, // 'CHAN TAI MANFW207'
  /\d{2}:\d{2}[A-Za-z\u3400-\u9fff]/, // '07:55訂座編號', '07:55Booking reference'
];

/** The text of the check-in result just reached, then of the other pages, each read once it has come. */
async function pageTexts(page: Page, orderId: number, orderNo: string): Promise<Record<string, string>> {
  const texts: Record<string, string> = { 'check-in result': await page.locator('main').innerText() };
  const pages: [name: string, address: string, ready: string][] = [
    ['Trip tab', '/pages/travel/index', '[data-testid=next-departure]'],
    ['trip detail', `/pagesTravel/pages/travel/detail?orderId=${orderId}`, '[data-testid=trip-pnr]'],
    ['My Orders', '/pagesMy/pages/order/index', `[data-testid=order-no]:has-text("${orderNo}")`],
  ];
  for (const [name, address, ready] of pages) {
    await page.goto(address);
    await page.locator(ready).first().waitFor();
    texts[name] = await page.locator('main').innerText();
  }
  return texts;
}

const runsTogether = (texts: Record<string, string>) =>
  Object.entries(texts).flatMap(([name, text]) => runTogether.flatMap((pattern) => (pattern.exec(text) ? [`${name}: ${pattern.exec(text)![0]}`] : [])));

describe('text that runs together', () => {
  const phone = usePhone();

  it('keeps names apart from flight numbers and times apart from labels on the Trip tab, the trip, the check-in result and My Orders, in English and Chinese', async () => {
    const page = phone();
    await logInThroughApi(page);
    // Two bookings on the same flight, one checked in in each language.
    const [inEnglish, inChinese] = [await paidOrder(page), await paidOrder(page)];
    try {
      // Check-in is open a day before the flight.
      const { now } = await moveServerClock(0);
      await moveServerClock((await departureOf(page, inEnglish.orderId)) - 23 * HOUR - Date.parse(now));
      await checkInThroughPages(page, inEnglish.pnr, { until: 'checkedIn' });
      const english = await pageTexts(page, inEnglish.orderId, inEnglish.orderNo);
      expect(english['Trip tab']).toContain('CHAN TAI MAN');
      await inTraditionalChinese(page);
      await checkInThroughPages(page, inChinese.pnr, { language: 'zh-HK', until: 'checkedIn' });
      const chinese = await pageTexts(page, inChinese.orderId, inChinese.orderNo);
      expect(chinese['Trip tab']).toContain('CHAN TAI MAN');
      expect([...runsTogether(english), ...runsTogether(chinese)]).toEqual([]);
    } finally {
      await moveServerClock(null);
    }
  });
});
