import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { adult, confirmOrder, done, fillPassenger, logIn, openSeatMap, payByCard, search, submitPassengers } from '../e2e/booking-steps';
import { chromiumPath, launchArgs } from '../e2e/browser';
import { paidOrder, tokenOfPage } from '../e2e/api-setup';
import { startProductionServer } from './production-server';
import { clubScreens, orderScreens, serviceScreens, tripScreens } from './screens-after-booking';
import { locales, shoot } from './screens-camera';

/**
 * `npm run screens`: the booking journey in a 390x844 phone, photographed at each step in en-US and
 * zh-HK, into docs/screens/<locale>/NN-step.png, then an order after a refund, its timeline and the
 * Trip tab with a flight the airline cancelled, and the screens after booking (screens-after-booking.ts). Runs on the production build (built by the npm
 * script) served on a fresh embedded database. The journey is driven in English; at each step the
 * stored language is switched to Chinese and the page reloaded, which every step survives.
 */


function warnWithoutCjkFont(): void {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    // fontconfig missing: no font is known either
  }
  if (!families) console.error('screens: NO CJK FONT is installed (fc-list :lang=zh is empty): the zh-HK screenshots will show boxes instead of Chinese. Install fonts-noto-cjk.');
}

async function journey(page: Page): Promise<void> {
  await logIn(page);
  await shoot(page, '01-home');
  await search(page);
  await page.getByTestId('flight-option').first().waitFor();
  await shoot(page, '02-results');
  await page.getByTestId('flight-option').first().click();
  await page.waitForURL('**/book/pick-brand');
  await shoot(page, '03-fare');
  await page.locator('[data-testid=brand][aria-label="MAIN"]').getByRole('radio').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/book/fill-passenger');
  await fillPassenger(page, 0, adult(0));
  await shoot(page, '04-passengers');
  await submitPassengers(page);
  await shoot(page, '05-add-ons');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/select-seat/index');
  await openSeatMap(page);
  await page.getByRole('button', { name: /, available$/ }).first().click();
  await shoot(page, '06-seat-map');
  await done(page, 'select-seat');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/book/fill-detail');
  await shoot(page, '07-review');
  await confirmOrder(page);
  await shoot(page, '08-payment');
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByTestId('payment-success').waitFor();
  await shoot(page, '09-result');
}

/** Calls the server's API with the token, answering the data (a POST with `json`, a GET without). */
async function call(base: string, path: string, token: string, json?: unknown): Promise<any> {
  const init = json === undefined ? { method: 'GET' } : { method: 'POST', body: JSON.stringify(json) };
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: string; msg: string; data: any };
  if (body.code !== '00000') throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * After booking: a round trip for two adults, one refunded (the refund completed a day on by the
 * server clock), then its outbound cancelled by operations: order detail with the refund, its
 * timeline, and the Trip tab with the disrupted flight.
 */
async function afterBooking(page: Page, base: string): Promise<void> {
  const order = await paidOrder(page, { adults: 2, roundTrip: true, daysOut: 2, server: base });
  const token = await tokenOfPage(page);
  await call(base, '/dsb-order/api/v1/order/reschedule/refund/apply', token, { orderId: order.orderId, psgIdList: [1], refundType: 'NORMAL', refundReason: 'Plans changed', disclaimer: true });
  await fetch(`${base}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 25 * 3_600_000 }) });
  await page.goto(`/pagesMy/pages/order/detail?orderId=${order.orderId}`);
  await page.getByTestId('order-net').waitFor();
  await shoot(page, '10-order-refunded');
  await shoot(page, '11-order-timeline', () => page.getByTestId('timeline-event').last().scrollIntoViewIfNeeded());

  const form = new URLSearchParams({ grant_type: 'password', username: 'ops@fwc.example', password: 'Ops@2026x' });
  const basic = `Basic ${Buffer.from('fwc-h5:fwc-h5-secret').toString('base64')}`;
  const ops = ((await (await fetch(`${base}/dsb-auth/oauth/token`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' }, body: form })).json()) as { data: { access_token: string } }).data.access_token;
  const first = (await call(base, `/dsb-order/api/v1/order/front/detail/${order.orderId}`, token)).segments[0] as { flightNo: string; depLocal: string };
  await call(base, '/dsb-ops/api/v1/flight/cancel', ops, { flightNo: first.flightNo, depDate: first.depLocal.slice(0, 10) });
  await page.goto('/pages/travel/index');
  await page.getByTestId('passenger-coupons').first().waitFor();
  // The Trip tab's seeded pop-up, closed as a traveller would.
  const closePopup = async () => {
    const popup = page.getByTestId('content-popup');
    // It fades in once per device: on the first visit only.
    if (await popup.waitFor({ timeout: 3_000 }).then(() => true, () => false)) await popup.getByRole('button').last().click();
    await popup.waitFor({ state: 'detached' });
  };
  await shoot(page, '12-trip-disrupted', closePopup);
}

/** The parts photographed, in order; `npm run screens -- trips club` photographs only those (signed in as the demo traveller). */
const sections = (base: string): Record<string, (page: Page) => Promise<void>> => ({
  journey,
  afterBooking: (page) => afterBooking(page, base),
  orders: (page) => orderScreens(page, base),
  services: serviceScreens,
  trips: (page) => tripScreens(page, base),
  // Last: it signs the demo traveller out.
  club: clubScreens,
});

async function main(): Promise<void> {
  warnWithoutCjkFont();
  for (const locale of locales) mkdirSync(`docs/screens/${locale}`, { recursive: true });
  const server = await startProductionServer({ devTools: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'en-US', baseURL: server.baseUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const chosen = process.argv.slice(2);
    if (chosen.length > 0 && !chosen.includes('journey')) await logIn(page);
    for (const [name, photograph] of Object.entries(sections(server.baseUrl))) {
      if (chosen.length === 0 || chosen.includes(name)) await photograph(page);
    }
    console.log(`screens: ${locales.length} x 32 screenshots in docs/screens/`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
