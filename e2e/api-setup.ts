import type { Page } from 'playwright-core';
import { CLIENT_CREDENTIAL } from '../services/http';
import type { Api } from '../tests/api/harness';
import type { RegisteredUser } from '../tests/api/helpers';
import { baseUrl, codeFromOutbox } from './browser';
import { adult as typedAdult, type PassengerInput as TypedPassenger } from './booking-steps';

/**
 * State a browser test starts from, set up through the API of the file's server rather than through
 * the pages: for the tests whose subject is something else than logging in, booking or paying (those
 * pages keep tests of their own: session.test.ts, the club login's test, booking*.test.ts, payment.test.ts).
 *
 * The API tests' helpers (tests/api) load the server's modules, seconds of a file's start: they are
 * loaded when a test first books through the API, not for a login.
 */

/** The key the app keeps its session under (src/app/storage.ts `storageKey('session')`, production build). */
const SESSION_KEY = 'fwc_prod_session';
const TOKEN = '/dsb-auth/oauth/token';
const HOME = '/pages/home/new-index';

export type Grant = 'password' | 'jp_club';

/** An access token for the user, from the API's token endpoint, as the login pages ask for it. */
export async function tokenThroughApi(username: string, password: string, grant: Grant = 'password'): Promise<{ token: string; grantType: Grant }> {
  // The password login's page sends its area code (Hong Kong's, in English); the club login sends none.
  const form: Record<string, string> = grant === 'password' ? { grant_type: grant, username, areaCode: '852', password } : { grant_type: grant, username, password };
  const res = await fetch(`${baseUrl()}${TOKEN}`, {
    method: 'POST',
    headers: { authorization: CLIENT_CREDENTIAL, 'content-type': 'application/x-www-form-urlencoded', 'x-locale': 'en-US' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await res.json()) as { code: string; msg: string; data: { access_token: string; grant_type: Grant } | null };
  if (body.code !== '00000' || !body.data) throw new Error(`the ${grant} login of ${username} was refused: ${body.code} ${body.msg}`);
  return { token: body.data.access_token, grantType: body.data.grant_type };
}

/**
 * Logs `username` in through the API and keeps the session where the app keeps it (src/app/actors.ts
 * `storeToken`: `{ token, grantType }` under `storageKey('session')`), then opens home, as the login
 * pages end, once the app has the user. A club login (`jp_club`) is not asked about its expiring points.
 */
export async function logInThroughApi(page: Page, username = '91234567', password = 'Demo@2026', grant: Grant = 'password'): Promise<void> {
  const session = await tokenThroughApi(username, password, grant);
  // The storage of the app's origin, from a document of it that is not the app.
  await page.goto('/healthz');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: SESSION_KEY, value: JSON.stringify(session) });
  const user = page.waitForResponse((r) => new URL(r.url()).pathname === '/dsb-member/app-api/v1/members/me' && r.request().method() === 'GET');
  await page.goto(HOME);
  const me = await user;
  if (!me.ok()) throw new Error(`the app could not load the user of ${username}: HTTP ${me.status()}`);
}

/** Calls the file's server as the app does (its client credential, or a user's token) and answers the data; a refusal fails. */
async function callApi(method: 'GET' | 'POST', path: string, json?: unknown, token?: string): Promise<any> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: token ? `Bearer ${token}` : CLIENT_CREDENTIAL, 'x-locale': 'en-US', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { code: string; msg: string; data: unknown };
  if (body.code !== '00000') throw new Error(`${method} ${path} was refused: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * Registers `mobile` (+852) through the API, with the code the outbox holds, as the register pages
 * do, and logs the new user in (`logInThroughApi`).
 */
export async function registerThroughApi(page: Page, mobile: string, password: string): Promise<void> {
  await callApi('POST', '/dsb-auth/sms-code', { areaCode: '852', mobile, purpose: 'register' });
  const code = await codeFromOutbox(`852-${mobile}`);
  await callApi('POST', '/dsb-member/app-api/v1/members/register', { areaCode: '852', mobile, code, password });
  await logInThroughApi(page, mobile, password);
}

/** Logs a club member in through the API (grant type `jp_club`, by card number), as the club login page does (e2e/club-login.ts). */
export const clubLogInThroughApi = (page: Page, member: { cardNo: string; password: string }) => logInThroughApi(page, member.cardNo, member.password, 'jp_club');

/** The access token of the session the page's app keeps. */
export async function tokenOfPage(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = stored ? (JSON.parse(stored) as { token: string | null }).token : null;
  if (!token) throw new Error('the page is not logged in: log in (logInThroughApi) before booking through the API');
  return token;
}

/** The token of a page's session, or the token given. */
const tokenOf = async (who: Page | { token: string }) => ('evaluate' in who ? tokenOfPage(who) : who.token);

/** The API of the file's server (or the one at `base`), over HTTP, for the API tests' helpers: no database of its own to read. */
async function fileApi(base = baseUrl()): Promise<Api> {
  const { httpCaller } = await import('../tests/api/processes');
  return {
    call: httpCaller(base),
    // The real time: the helpers read it for a card's expiry only (the server's clock is moved through /dev/clock).
    clock: { now: () => new Date(), advance: () => {}, reset: () => {} },
    get database(): Api['database'] {
      throw new Error("the browser tests' server keeps its database to itself");
    },
  };
}

export interface OrderPlan {
  /** Adults, the ones the browser tests book (e2e/travellers.ts): 1 unless asked. */
  adults?: number;
  /** The first adult as the booking pages would be given them (e2e/booking-steps.ts), instead of Tai Man. */
  passenger?: TypedPassenger;
  /** The destination from Hong Kong, 'TYO' as the search form has it. */
  to?: string;
  /** Back from the destination a week later. */
  roundTrip?: boolean;
  /** How many days ahead the first flight leaves: 7 unless asked. */
  daysOut?: number;
  /** The language the booking is made in ('zh-HK'), which its notices speak: English unless asked. */
  locale?: string;
  /** The server's address: the test file's unless given (`npm run screens` runs its own). */
  server?: string;
  /** The brand, on every leg: 'MAIN' unless asked. */
  brand?: string;
  /** Prepaid baggage (kg) for the first adult on the first flight. */
  luggageKg?: number;
  /** A meal (its code, 'VGML') for the first adult on the first flight. */
  meal?: string;
  /** A seat for the first adult on the first flight. */
  seat?: string;
}

export interface Order {
  orderId: number;
  orderNo: string;
}

/** 'YYYY-MM-DD', `days` after today as the browser's search form counts it (UTC). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Books through the API what the booking pages book by default: the first flight from Hong Kong a week
 * ahead (and back a week later), its brand, the adults of e2e/travellers.ts, the extras and seat
 * asked for (none otherwise), and confirms the order: for the user whose session the page keeps, or a token's.
 */
export async function unpaidOrder(who: Page | { token: string }, plan: OrderPlan = {}): Promise<Order> {
  const { adult, book, confirmOrder, confirmSeats, ok, post } = await import('../tests/api/booking-helpers');
  const s = await fileApi(plan.server);
  const user = { token: await tokenOf(who) } as RegisteredUser;
  const out = daysAhead(plan.daysOut ?? 7);
  const to = plan.to ?? 'TYO';
  const segments = plan.roundTrip ? [{ org: 'HKG', dst: to, date: out }, { org: to, dst: 'HKG', date: daysAhead((plan.daysOut ?? 7) + 7) }] : [{ org: 'HKG', dst: to, date: out }];
  const passengers = Array.from({ length: plan.adults ?? 1 }, (_, n) => {
    // The same people the booking pages are given (e2e/booking-steps.ts `adult`), as the pages send them.
    const p = n === 0 && plan.passenger ? plan.passenger : typedAdult(n);
    return adult({ lastName: p.lastName.toUpperCase(), firstName: p.firstName.toUpperCase(), gender: p.gender ?? 'M', birthday: p.birthday, certNo: p.certNo, certExpiry: '2034-06-30' });
  });
  const booking = await book(s, { user, routeWay: plan.roundTrip ? 'R' : 'D', segments, passengers, brand: plan.brand ?? 'MAIN' });
  let step = booking.psgKey;
  if (plan.luggageKg || plan.meal) {
    const luggage = plan.luggageKg ? [{ segmentIndex: 0, passengerIndex: 0, kg: plan.luggageKg }] : [];
    const meals = plan.meal ? [{ segmentIndex: 0, passengerIndex: 0, code: plan.meal }] : [];
    step = ((await ok(post(s, user, '/booking/confirm/auxiliary', { processKey: step, luggage, meals, insurance: null }))) as { processKey: string }).processKey;
  }
  if (plan.seat) step = (await confirmSeats(s, user, step, [{ segmentIndex: 0, passengerIndex: 0, seatNo: plan.seat }])).processKey;
  const { orderId, orderNo } = await confirmOrder(s, user, step, plan.locale);
  return { orderId, orderNo };
}

/** As `unpaidOrder`, and paid with the sandbox's approved card: the order is issued, with its PNR (and its fares' total, as its payment page shows it). */
export async function paidOrder(who: Page | { token: string }, plan: OrderPlan = {}): Promise<Order & { pnr: string; tickets: string[]; fareAmount: number }> {
  const { payByCard, ORDER } = await import('../tests/api/booking-helpers');
  const s = await fileApi(plan.server);
  const token = await tokenOf(who);
  const order = await unpaidOrder({ token }, plan);
  await payByCard(s, { token } as RegisteredUser, order.orderId);
  const detail = await s.call('GET', `${ORDER}/front/detail/${order.orderId}`, { token });
  const pnr = detail.data?.pnr as string | null | undefined;
  if (detail.data?.status !== 'ISSUED' || !pnr) throw new Error(`order ${order.orderId} was not issued once paid: ${detail.code} ${detail.msg} ${detail.data?.status}`);
  // The tickets passenger by passenger, each passenger's by flight, as the payment's result lists them.
  const tickets = (detail.data.passengers as { tickets: { ticketNo: string }[] }[]).flatMap((p) => p.tickets.map((t) => t.ticketNo));
  return { ...order, pnr, tickets, fareAmount: detail.data.fareAmount as number };
}

/** When the order's first flight departs (epoch ms), as the server answers the order's detail to the page's signed-in owner. */
export async function departureOf(page: Page, orderId: number): Promise<number> {
  const depAt = await page.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('fwc_prod_session')!) as { token: string };
    const res = await fetch(`/dsb-order/api/v1/order/front/detail/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { segments: { depAt: string }[] } }).data.segments[0]!.depAt;
  }, orderId);
  return Date.parse(depAt);
}
