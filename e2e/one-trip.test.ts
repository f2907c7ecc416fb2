import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, freshMobile, textShown, usePhone } from './browser';
import { paidOrder, registerThroughApi, tokenThroughApi } from './api-setup';
import { moveServerClock, payByCard } from './booking-steps';
import { checkNow } from './page-checks';
import { inTraditionalChinese, tc } from './zh-hk';

/**
 * One trip, one truth (spec sections 3, 4, 7 and 8): a round trip for two adults, read in Traditional
 * Chinese on a phone, after a refund, a date change, an airline cancellation and a retime. Every
 * screen shows the same coupon statuses and flight times, and the traveller is told of each change
 * once, in the message centre and by e-mail, in the language they booked in.
 */

const PASSWORD = 'Trip@2026a';
const REFUND_DONE_MS = 25 * 3_600_000;
/** A screen open on the trip hears of a change within this. */
const PUSHED_MS = 5_000;

type Envelope = { code: string; msg: string; data: any };
async function call(path: string, token: string, json?: unknown): Promise<any> {
  const headers = { authorization: `Bearer ${token}`, 'x-locale': 'zh-HK', 'content-type': 'application/json' };
  const init = json === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(json) };
  const res = (await (await fetch(`${baseUrl()}${path}`, init)).json()) as Envelope;
  expect(res.code, `${path}: ${res.msg}`).toBe('00000');
  return res.data;
}

const ORDER = '/dsb-order/api/v1/order';
const CHANGE = `${ORDER}/change`;
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name]!);
const title = (kind: string, params: Record<string, string>) => fill(tc(`tripNotice.${kind}.title`), params);

/** The notices' titles the traveller has had: in the message centre, and by e-mail to the booking's contact. */
async function told(token: string, contactEmail: string): Promise<{ messages: string[]; emails: string[] }> {
  const messages = ((await call('/dsb-system/app-api/v1/msg/pages', token, { pageNum: 1, pageSize: 50 })).records as { title: string }[]).map((m) => m.title).reverse();
  const outbox = (await (await fetch(`${baseUrl()}/dev/outbox.json`)).json()) as { channel: string; recipient: string; subject: string }[];
  const emails = outbox.filter((m) => m.channel === 'email' && m.recipient === contactEmail).map((m) => m.subject).reverse();
  return { messages, emails };
}

/** Once the notice job has run: what the traveller was told since `before` is exactly `expected`, once each, in the message centre and by e-mail. */
async function expectTold(token: string, contactEmail: string, before: { messages: string[]; emails: string[] }, expected: string[]) {
  await moveServerClock(0);
  const after = await told(token, contactEmail);
  expect(after.messages.slice(before.messages.length)).toEqual(expected);
  expect(after.emails.slice(before.emails.length)).toEqual(expected);
  return after;
}

/** Each passenger's coupon statuses as a list shows them, by name. */
async function listed(page: Page): Promise<Record<string, string>> {
  await page.getByTestId('passenger-coupons').first().waitFor();
  const rows = await page.getByTestId('passenger-coupons').evaluateAll((lines) => lines.map((l) => [l.getAttribute('data-passenger')!, l.getAttribute('data-statuses')!]));
  return Object.fromEntries(rows);
}

/** Order detail's coupon statuses, passenger by passenger, once the first reads `first`. */
async function onOrder(page: Page, orderId: number, first: string): Promise<(string | null)[][]> {
  await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
  await textShown(page.getByTestId('coupon-status').first(), first);
  return page.getByTestId('detail-passenger').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('[data-testid="coupon-status"]')].map((p) => p.getAttribute('data-status'))));
}

/** The local departure time ('HH:mm') of a flight as the API gives it, at its current time. */
const hhmm = (depLocal: string) => depLocal.slice(11, 16);

describe('one trip, one truth', () => {
  const phone = usePhone();

  it('keeps every screen in step through a refund, a date change, an airline cancellation and a retime, and tells the traveller of each once, in Chinese', async () => {
    const page = phone();
    const mobile = freshMobile();
    await registerThroughApi(page, mobile, PASSWORD);
    const { token } = await tokenThroughApi(mobile, PASSWORD);
    await inTraditionalChinese(page);

    const start = await told(token, 'chan@test.example');
    // A round trip for two adults, three days out (48 to 72 hours, by the hour of the run), booked in Chinese and paid.
    const order = await paidOrder(page, { adults: 2, roundTrip: true, daysOut: 3, locale: 'zh-HK' });
    const detail = await call(`${ORDER}/front/detail/${order.orderId}`, token);
    const contactEmail = detail.contact.email as string;
    const [out, back] = detail.segments as { flightNo: string; depLocal: string }[];
    const { pnr, orderNo } = order;
    let before = await expectTold(token, contactEmail, start, [title('orderPlaced', { orderNo }), title('bookingTicketed', { pnr })]);

    // Mei Ling's tickets refunded; the refund completes a day on.
    await call(`${ORDER}/reschedule/refund/apply`, token, { orderId: order.orderId, psgIdList: [1], refundType: 'NORMAL', refundReason: '行程有變', disclaimer: true });
    before = await expectTold(token, contactEmail, before, [title('refundAsked', { pnr })]);
    await moveServerClock(REFUND_DONE_MS);
    before = await expectTold(token, contactEmail, before, [title('refundPaid', { pnr })]);

    expect(await onOrder(page, order.orderId, tc('coupon.status.OPEN'))).toEqual([
      ['OPEN', 'OPEN'],
      ['REFUNDED', 'REFUNDED'],
    ]);
    expect(await page.getByTestId('order-net').innerText()).toContain(tc('orders.netPaid'));
    await checkNow(page);
    const byName = { 'CHAN TAI MAN': 'OPEN OPEN', 'CHAN MEI LING': 'REFUNDED REFUNDED' };
    await page.goto('/pagesMy/pages/order/index');
    expect(await listed(page)).toEqual(byName);
    expect(await page.locator('main').innerText()).toContain(hhmm(out!.depLocal));
    await page.goto('/pages/travel/index');
    expect(await listed(page)).toEqual(byName);
    expect(await page.locator('main').innerText()).toContain(hhmm(out!.depLocal));
    await checkNow(page);
    // The check-in list, the outbound within its window 25 hours on (23 to 47 hours before it leaves): the same statuses, the same time.
    await page.goto('/pagesTravel/pages/checkIn/select-itinerary');
    const outbound = page.getByTestId('checkin-trip').filter({ hasText: out!.flightNo });
    await outbound.waitFor();
    expect(await listed(page)).toEqual({ 'CHAN TAI MAN': 'OPEN', 'CHAN MEI LING': 'REFUNDED' });
    expect(await outbound.innerText()).toContain(hhmm(out!.depLocal));
    // Mei Ling, refunded, cannot check in.
    await outbound.getByRole('button', { name: tc('checkIn.checkIn') }).click();
    await page.waitForURL('**/pagesTravel/pages/checkIn/select-passenger**');
    expect(await page.getByRole('checkbox', { name: /MEI LING/i }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /TAI MAN/i }).isDisabled()).toBe(false);
    await checkNow(page);
    await page.getByRole('button', { name: tc('common.back'), exact: true }).and(page.locator('.ui-button')).click();
    await page.waitForURL('**/pagesTravel/pages/checkIn/select-itinerary');

    // Tai Man's return moves two days later, and the change is paid.
    const moved = await call(`${CHANGE}/confirm/psg`, token, { orderId: order.orderId, psgIdList: [0], legIndexes: [1] });
    const laterDay = new Date(Date.parse(`${back!.depLocal.slice(0, 10)}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const flights = await call(`${CHANGE}/flight/query/v2`, token, { processKey: moved.processKey, date: laterDay });
    const option = flights.options[0] as { flightKey: string; segments: { flightNo: string; depLocal: string }[] };
    const branded = await call(`${CHANGE}/brand/confirm`, token, { processKey: flights.processKey, flightKey: option.flightKey, brand: 'MAIN' });
    const changed = await call(`${CHANGE}/order/confirm`, token, { processKey: branded.processKey, acknowledged: true });
    await page.goto(`/pagesBase/pages/payment/index?orderId=${changed.orderId}`);
    await payByCard(page, '4242 4242 4242 4242', tc('payment.pay'));
    await page.waitForURL('**/payment/result**');
    before = await expectTold(token, contactEmail, before, [title('orderPlaced', { orderNo: changed.orderNo }), title('changePaid', { pnr })]);

    // The booking reference stays; the old return coupon is exchanged, the new flight is on the Trip tab.
    await page.goto(`/pagesMy/pages/order/detail?orderId=${changed.orderId}`);
    await textShown(page.getByTestId('detail-pnr'), pnr);
    expect(await page.getByTestId('paid-for-trip').innerText()).toContain(tc('orders.paidForTrip'));
    expect(await onOrder(page, order.orderId, tc('coupon.status.EXCHANGED'))).toEqual([
      ['EXCHANGED', 'EXCHANGED'],
      ['REFUNDED', 'REFUNDED'],
    ]);
    await page.goto('/pages/travel/index');
    const card = page.locator('section.card');
    await textShown(card, new RegExp(option.segments[0]!.flightNo));
    expect(await card.innerText()).toContain(pnr);
    expect(await listed(page)).toEqual({ 'CHAN TAI MAN': 'OPEN OPEN' });

    // Operations cancel the outbound while the Trip tab is open: the card says so within seconds, unasked.
    const ops = (await tokenThroughApi('ops@fwc.example', 'Ops@2026x')).token;
    await call('/dsb-ops/api/v1/flight/cancel', ops, { flightNo: out!.flightNo, depDate: out!.depLocal.slice(0, 10) });
    await card.getByTestId('coupon-status').filter({ hasText: tc('coupon.status.SUSPENDED') }).first().waitFor({ timeout: PUSHED_MS });
    before = await expectTold(token, contactEmail, before, [title('flightCancelled', { flights: out!.flightNo })]);
    // Check-in of the cancelled flight leads to the schedule change, not to a refused step.
    await page.goto('/pagesTravel/pages/checkIn/select-itinerary');
    await outbound.getByRole('link', { name: tc('scheduleChange.chooseFlight') }).click();
    await page.waitForURL(`**/pagesTravel/pages/scheduleChange/index?orderId=${changed.orderId}`);
    await checkNow(page);

    // Operations retime the new return an hour later: every screen shows the new time.
    const newReturn = option.segments[0]!;
    const retimedAt = new Date(Date.parse(`${newReturn.depLocal.replace(' ', 'T')}:00+08:00`) + 3_600_000);
    await call('/dsb-ops/api/v1/flight/change', ops, { flightNo: newReturn.flightNo, depDate: newReturn.depLocal.slice(0, 10), depAt: retimedAt.toISOString() });
    const now = (await call(`${ORDER}/front/detail/${changed.orderId}`, token)).segments[1] as { depLocal: string };
    expect(hhmm(now.depLocal)).not.toBe(hhmm(newReturn.depLocal));
    // Every screen shows the new time, and beside it the time first booked, struck through.
    const bookedShown = async (within: Locator) => {
      await textShown(within, new RegExp(hhmm(now.depLocal)));
      await textShown(within.getByTestId('booked-time').locator('del'), new RegExp(hhmm(newReturn.depLocal)));
    };
    await page.goto('/pages/travel/index');
    await bookedShown(card);
    for (const address of [`/pagesMy/pages/order/detail?orderId=${changed.orderId}`, '/pagesMy/pages/order/index']) {
      await page.goto(address);
      await bookedShown(page.locator('main'));
    }
    await checkNow(page);
    await expectTold(token, contactEmail, before, [title('flightRetimed', { flights: newReturn.flightNo })]);
  });

  it('turns e-mails of a kind off in the settings, keeps disruptions on, and the choice holds', async () => {
    const page = phone();
    const mobile = freshMobile();
    await registerThroughApi(page, mobile, PASSWORD);
    await inTraditionalChinese(page);
    await page.goto('/pagesMy/pages/setting/index');
    await page.getByRole('link', { name: tc('noticeSettings.title') }).click();
    await page.waitForURL('**/pagesMy/pages/setting/notices');
    const kind = (name: string) => page.getByRole('checkbox', { name: new RegExp(`^${tc(`noticeSettings.kind.${name}`)}`) });
    await kind('refundAsked').waitFor();
    expect(await kind('flightCancelled').isDisabled()).toBe(true);
    expect(await kind('flightCancelled').isChecked()).toBe(true);
    await kind('refundAsked').uncheck({ force: true });
    await page.getByTestId('notice-settings-saved').waitFor();
    await checkNow(page);
    await page.reload();
    await kind('refundAsked').waitFor();
    expect(await kind('refundAsked').isChecked()).toBe(false);
    expect(await kind('refundPaid').isChecked()).toBe(true);
  });
});
