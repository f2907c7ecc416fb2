import { describe, expect, it } from 'vitest';
import { baseUrl, codeFromOutbox, freshMobile, textShown, usePhone } from './browser';
import { logInThroughApi, paidOrder } from './api-setup';
import { formatDateTime } from '../src/app/format';

/** The airline cancels a booked flight; the traveller sees it on the trip and moves to another (spec sections 3, 4 and 7, "Schedule-change handling"). */

const PASSWORD = 'Trip@2026a';
const ANONYMOUS = 'Basic ' + Buffer.from('fwc-h5:fwc-h5-secret').toString('base64');
const call = async (path: string, init: { token?: string; json?: unknown; form?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { authorization: init.token ? `Bearer ${init.token}` : ANONYMOUS };
  let body: string | undefined;
  if (init.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(init.json)];
  if (init.form) [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(init.form).toString()];
  const res = (await (await fetch(`${baseUrl()}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body })).json()) as { code: string; msg: string; data: any };
  expect(res.code, res.msg).toBe('00000');
  return res.data;
};
const tokenOf = async (username: string, password: string) => (await call('/dsb-auth/oauth/token', { form: { grant_type: 'password', username, password } })).access_token as string;

/** A new account, made through the API: its trips are this test's alone. */
async function newAccount(): Promise<string> {
  const mobile = freshMobile();
  await call('/dsb-auth/sms-code', { json: { areaCode: '852', mobile, purpose: 'register' } });
  const code = await codeFromOutbox(`852-${mobile}`);
  await call('/dsb-member/app-api/v1/members/register', { json: { areaCode: '852', mobile, code, password: PASSWORD } });
  return mobile;
}

describe('schedule change', () => {
  const phone = usePhone();

  it('a flight cancelled by the airline: the traveller sees it on the trip, picks a new flight, and the trip shows it', async () => {
    const page = phone();
    const mobile = await newAccount();
    await logInThroughApi(page, mobile, PASSWORD);
    // Taipei, which no other browser test books: the flight cancelled holds this booking alone.
    const { orderId } = await paidOrder(page, { to: 'TPE' });

    // The operations desk cancels the flight booked.
    const traveller = await tokenOf(mobile, PASSWORD);
    const booked = (await call(`/dsb-order/api/v1/order/front/detail/${orderId}`, { token: traveller })).segments[0] as { flightNo: string; depLocal: string };
    const ops = await tokenOf('ops@fwc.example', 'Ops@2026x');
    const cancelled = await call('/dsb-ops/api/v1/flight/cancel', { token: ops, json: { flightNo: booked.flightNo, depDate: booked.depLocal.slice(0, 10) } });
    expect(cancelled).toMatchObject({ kind: 'CANCELLED', affectedOrders: 1 });

    await page.goto('/pages/travel/index');
    const notice = page.getByTestId('schedule-change-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Flight ${booked.flightNo} is cancelled.`);
    // The trip's card marks it, and the order shows the ticket waiting to be rebooked.
    expect(await page.getByTestId('coupon-status').first().textContent()).toBe('Cancelled by the airline');
    await page.goto(`/pagesMy/pages/order/detail?orderId=${orderId}`);
    await textShown(page.getByTestId('coupon-status'), 'Cancelled by the airline');
    // The trip leads to the rebooking, not to add-ons.
    await page.goto(`/pagesTravel/pages/travel/detail?orderId=${orderId}`);
    await page.getByRole('link', { name: 'Choose another flight' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add services' }).count()).toBe(0);
    await page.goto('/pages/travel/index');
    await notice.getByRole('link', { name: 'Handle flight change' }).click();

    await page.waitForURL(`**/pagesTravel/pages/scheduleChange/index?orderId=${orderId}`);
    await page.getByTestId('schedule-change-kind').waitFor();
    expect(await page.getByTestId('schedule-change-kind').textContent()).toBe('The airline cancelled this flight.');
    // A cancelled flight cannot be kept.
    expect(await page.getByRole('button', { name: 'Keep the new time' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Choose another flight' }).click();

    await page.waitForURL('**/pagesTravel/pages/scheduleChange/flights');
    const first = page.getByTestId('schedule-change-flight').first();
    await first.waitFor();
    const newFlight = (await first.locator('.order-trip-line').textContent())!;
    expect(newFlight).not.toContain(formatDateTime(booked.depLocal, 'en-US'));
    await first.getByRole('button', { name: /^Select/ }).click();

    await page.waitForURL('**/pagesTravel/pages/scheduleChange/review');
    await page.getByText(newFlight).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL('**/pagesTravel/pages/scheduleChange/result');
    await page.getByRole('heading', { name: 'Your trip is updated', level: 2 }).waitFor();
    expect(await page.getByTestId('schedule-change-itinerary').textContent()).toBe(newFlight);
    await page.getByRole('link', { name: 'View booking' }).click();
    await page.waitForURL(`**/pagesMy/pages/order/detail?orderId=${orderId}`);
    await page.getByText(newFlight.split(' · ')[1]!).first().waitFor();
    await textShown(page.getByTestId('coupon-status'), 'Issued');

    // The trip shows the new flight, and no notice any more.
    await page.goto('/pages/travel/index');
    await page.getByText(newFlight.split(' · ')[1]!).first().waitFor();
    expect(await page.getByTestId('schedule-change-notice').count()).toBe(0);
    // No flight marked cancelled: the one passenger's coupon is issued, on the new flight.
    expect(await page.getByTestId('coupon-status').evaluateAll((pills) => pills.map((p) => p.getAttribute('data-status')))).toEqual(['OPEN']);
  });
});
