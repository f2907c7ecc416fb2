import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePhone } from './browser';
import { clubLogInThroughApi, logInThroughApi, paidOrder } from './api-setup';
import { choose, moveServerClock, type PassengerInput } from './booking-steps';
import { inTraditionalChinese, tc } from './zh-hk';
import { formatDate } from '../src/app/format';

/** Points earned by flying and a missing-points claim credited (issue 11; spec sections 2, 3, 5 and 9). */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STANDARD_MEMBER = { cardNo: '8800100004', password: 'Fwc@2580d' };
const lamKaYan: PassengerInput = { lastName: 'Lam', firstName: 'Ka Yan', gender: 'F', birthday: '1996-07-21', certNo: 'K12345604' };
const CLUB = '/pagesMy/pages/fortuneWingsClub';

type Segment = { flightNo: string; depAt: string; arrAt: string; depLocal: string; depAirport: string; arrAirport: string };

/** The order's first flight, as the server answers the order's detail to its owner. */
async function segmentOf(page: Page, orderId: number): Promise<Segment> {
  return page.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('fwc_prod_session')!) as { token: string };
    const res = await fetch(`/dsb-order/api/v1/order/front/detail/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { segments: Segment[] } }).data.segments[0]!;
  }, orderId);
}

/** Moves the server clock to `at` (the jobs run as it moves). */
async function moveServerClockTo(at: number) {
  const { now } = await moveServerClock(0);
  await moveServerClock(at - Date.parse(now));
}

const balance = async (page: Page) => {
  await page.goto(`${CLUB}/TradingPoints`);
  return Number((await page.getByTestId('points-balance').textContent())!.replaceAll(',', ''));
};

describe('points', () => {
  const phone = usePhone();

  it('a member’s paid cash flight earns its points once flown: the ledger shows the flight and the balance grew', async () => {
    const page = phone();
    await clubLogInThroughApi(page, STANDARD_MEMBER);
    const before = await balance(page);
    const { orderId } = await paidOrder(page, { passenger: lamKaYan });
    const segment = await segmentOf(page, orderId);
    try {
      await moveServerClockTo(Date.parse(segment.arrAt) + HOUR);
      const after = await balance(page);
      expect(after).toBeGreaterThan(before);

      // The ledger's days are UTC days: the day before the flight's local day takes it in.
      await page.getByLabel('From').fill(new Date(Date.parse(segment.depAt) - DAY).toISOString().slice(0, 10));
      await choose(page, 'type', 'EARN');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL('**/TradingPointsList?*');
      const row = page.getByRole('link', { name: new RegExp(`^Flight · ${segment.flightNo}`) });
      await row.waitFor();
      expect(await row.textContent()).toContain(`+${(after - before).toLocaleString('en')}`);
      await row.click();
      await page.waitForURL('**/TradingPointsDetails?id=*');
      await page.getByText(formatDate(segment.depLocal.slice(0, 10), 'en-US'), { exact: true }).first().waitFor();
    } finally {
      await moveServerClock(null);
    }
  });

  it('in Chinese: a claim for a flight booked under another account is submitted, and six weeks on shows credited with its points in the ledger', async () => {
    const page = phone();
    // Another account books the member's flight: it earns the member nothing.
    await logInThroughApi(page);
    const { orderId, tickets } = await paidOrder(page, { passenger: lamKaYan });
    const ticketNo = tickets[0]!;
    const segment = await segmentOf(page, orderId);
    try {
      await moveServerClockTo(Date.parse(segment.depAt) + 4 * DAY);
      await page.evaluate(() => localStorage.removeItem('fwc_prod_session'));
      await inTraditionalChinese(page);
      await clubLogInThroughApi(page, STANDARD_MEMBER);

      await page.goto(`${CLUB}/SupplementPoints`);
      await page.getByRole('link', { name: tc('claims.add') }).click();
      await page.waitForURL('**/SupplementPointsAdd');
      await page.getByLabel(tc('claims.flightNo')).fill(segment.flightNo);
      await page.getByLabel(tc('claims.ticketNo')).fill('12');
      await page.getByLabel(tc('claims.origin')).fill(segment.depAirport);
      await page.getByLabel(tc('claims.destination')).fill(segment.arrAirport);
      await page.getByRole('button', { name: tc('claims.submit') }).click();
      // Each field's problem beside it, in Chinese; nothing is sent.
      await page.getByText(tc('claims.ticketNoInvalid')).waitFor();
      await page.getByText(tc('validation.required')).waitFor();
      await page.getByLabel(tc('claims.ticketNo')).fill(ticketNo);
      await page.getByLabel(tc('claims.flightDate')).fill(segment.depLocal.slice(0, 10));
      await page.getByRole('button', { name: tc('claims.submit') }).click();
      await page.waitForURL('**/SupplementPointsDetails?id=*');
      await page.getByText(new RegExp(`${segment.flightNo} · .* · ${tc('claims.statuses.SUBMITTED')}`)).waitFor();

      await moveServerClock(42 * DAY + HOUR);
      await page.evaluate(() => localStorage.removeItem('fwc_prod_session'));
      await clubLogInThroughApi(page, STANDARD_MEMBER);
      await page.goto(`${CLUB}/SupplementPoints`);
      const claim = page.getByRole('link', { name: new RegExp(`${segment.flightNo} · .* · ${tc('claims.statuses.CREDITED')}`) });
      await claim.waitFor();
      const points = (await claim.locator('.ui-list-row-value').textContent())!.match(/^([\d,]+) 積分$/)![1]!;

      await page.goto(`${CLUB}/TradingPointsList?type=CLAIM`);
      const row = page.getByRole('link', { name: new RegExp(`^${tc('points.kinds.CLAIM')} · ${segment.flightNo}`) });
      await row.waitFor();
      expect(await row.textContent()).toContain(`+${points}`);
    } finally {
      await moveServerClock(null);
    }
  });
});
