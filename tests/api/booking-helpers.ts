import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import {
  confirmBrandResponseSchema,
  confirmOrderResponseSchema,
  confirmPassengersResponseSchema,
  priceSummarySchema,
  searchPageResponseSchema,
  seatMapResponseSchema,
  stepResponseSchema,
  type BrandOffer,
  type ChosenLeg,
  type ConfirmPassengersRequest,
  type FlightOption,
} from '../../services/schemas/offer';
import { prepaymentSchema } from '../../services/schemas/payment';
import { bookingSessions, fareInventory, flights, orders, seatAssignments } from '../../server/db/schema';
import { translate } from '../../server/i18n';
import { codeFromOutbox, type Api, type Envelope } from './harness';
import { afterResendWait, countRows, DAY, HOUR, OK, parseExact, type RegisteredUser } from './helpers';

export const OFFER = '/dsb-offer/api/v1/offer';
export const ORDER = '/dsb-order/api/v1/order';
export const PAYMENT = '/dsb-order/api/v1/payment';

/** The contract schemas as the client extends them (services/offer.ts). */
export const brandStepSchema = z.extend(confirmBrandResponseSchema, { price: priceSummarySchema });
export const psgStepSchema = z.extend(confirmPassengersResponseSchema, { price: priceSummarySchema });
export { searchPageResponseSchema, seatMapResponseSchema, stepResponseSchema, confirmOrderResponseSchema };

/** The message of a locale key, as the server sends it in English. */
export function t(key: string, params: Record<string, unknown> = {}): string {
  const text = translate('en-US', key, params);
  if (text === key) throw new Error(`no locale text for ${key}`);
  return text;
}

export const PAGE_EXPIRED = 'The page information has expired. Please return to the homepage and try again';

/** 'YYYY-MM-DD', `days` after a 'YYYY-MM-DD' date. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Today in Hong Kong (UTC+8) on the server clock: the first day of the flight programme. */
export const hkToday = (s: Api) => new Date(s.clock.now().getTime() + 8 * HOUR).toISOString().slice(0, 10);
export const dayAhead = (s: Api, days: number) => addDays(hkToday(s), days);

/** A birthday `years` years and `days` days before `date`. */
export function bornBefore(date: string, years: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y - years, m - 1, d) - days * DAY);
  return at.toISOString().slice(0, 10);
}

export type PassengerInput = ConfirmPassengersRequest['passengers'][number];
let certSequence = 0;
const certNo = () => `K${String(10_000_000 + ++certSequence)}`;

export const adult = (fields: Partial<PassengerInput> = {}): PassengerInput => ({
  type: 'ADT',
  lastName: 'CHAN',
  firstName: 'TAI MAN',
  gender: 'M',
  birthday: '1985-03-02',
  certType: 'PASSPORT',
  certNo: certNo(),
  certExpiry: '2036-01-01',
  nationality: 'HK',
  ...fields,
});
export const child = (flightDate: string, fields: Partial<PassengerInput> = {}): PassengerInput =>
  adult({ type: 'CNN', firstName: 'SIU MING', birthday: bornBefore(flightDate, 8), ...fields });
export const infant = (flightDate: string, guardianIndex: number, fields: Partial<PassengerInput> = {}): PassengerInput =>
  adult({ type: 'INF', firstName: 'BB', birthday: bornBefore(flightDate, 1), guardianIndex, ...fields });

export const contact = { name: 'CHAN TAI MAN', areaCode: '852', mobile: '91234567', email: 'chan@test.example' };

export interface Leg {
  org: string;
  dst: string;
  date: string;
}
export interface SearchInput {
  routeWay?: 'D' | 'R' | 'M';
  segments: Leg[];
  passengers?: { adult: number; child: number; infant: number };
  classLevel?: 'Y' | 'C';
  currency?: 'HKD' | 'CNY' | 'CAD' | 'USD' | 'AUD';
}
export const searchBody = (input: SearchInput) => ({
  routeWay: input.routeWay ?? (input.segments.length === 1 ? 'D' : 'M'),
  segments: input.segments,
  passengers: input.passengers ?? { adult: 1, child: 0, infant: 0 },
  classLevel: input.classLevel ?? 'Y',
  currency: input.currency ?? 'HKD',
});

/** The caller's token, or the anonymous client credential for a guest. */
export type Who = RegisteredUser | null;
const tokenOf = (who: Who) => (who ? who.token : undefined);

export const post = (s: Api, who: Who, path: string, json: unknown): Promise<Envelope> => s.call('POST', `${OFFER}${path}`, { token: tokenOf(who), json });

/** The data of a successful answer. */
export async function ok(res: Envelope | Promise<Envelope>): Promise<any> {
  const { code, msg, data } = await res;
  expect(code, msg).toBe(OK);
  return data;
}

/** A refusal: its code and message, and no data (so no processKey to go on with). */
export async function refused(res: Envelope | Promise<Envelope>, code: string, msg?: string | RegExp, data: unknown = null): Promise<Envelope> {
  const r = await res;
  expect(r.code, r.msg).toBe(code);
  if (typeof msg === 'string') expect(r.msg).toBe(msg);
  else if (msg) expect(r.msg).toMatch(msg);
  expect(r.data).toEqual(data);
  return r;
}

export async function search(s: Api, who: Who, input: SearchInput) {
  return parseExact(searchPageResponseSchema, await ok(post(s, who, '/search/flight', searchBody(input))));
}
export async function searchBack(s: Api, who: Who, processKey: string) {
  return parseExact(searchPageResponseSchema, await ok(post(s, who, '/search/flight/back', { processKey })));
}
export async function confirmBrand(s: Api, who: Who, processKey: string, option: FlightOption, brand: BrandOffer, extra: { quotedFare?: number; acceptPrice?: boolean } = {}) {
  const body = { processKey, flightKey: option.flightKey, brand: brand.brand, quotedFare: extra.quotedFare ?? brand.fare.ADT, acceptPrice: extra.acceptPrice };
  return parseExact(brandStepSchema, await ok(post(s, who, '/booking/confirm/brand', body)));
}
export async function confirmPsg(s: Api, who: Who, processKey: string, passengers: PassengerInput[], extra: { studentDocumentId?: number; studentEmail?: string } = {}) {
  return parseExact(psgStepSchema, await ok(post(s, who, '/booking/confirm/psg', { processKey, passengers, contact, privacyConsent: true, ...extra })));
}

/** Flight numbers of an option, e.g. 'FW262+FW303'. */
export const flightNos = (o: FlightOption) => o.segments.map((g) => g.flightNo).join('+');

export interface BookingPlan {
  /** Null for a guest. */
  user: Who;
  segments: Leg[];
  routeWay?: 'D' | 'R' | 'M';
  passengers?: PassengerInput[];
  classLevel?: 'Y' | 'C';
  currency?: SearchInput['currency'];
  /** Per leg, the flight numbers to take ('FW201' or 'FW262+FW303'); the first option otherwise. */
  flights?: (string | undefined)[];
  /** Per leg (or for every leg), the brand to take. */
  brand?: string | string[];
}

export interface Booking {
  searchKey: string;
  brandKey: string;
  psgKey: string;
  legs: ChosenLeg[];
  psg: z.infer<typeof psgStepSchema>;
  passengers: PassengerInput[];
}

/** Searches, confirms a brand on every leg, and confirms the passengers. */
export async function book(s: Api, plan: BookingPlan): Promise<Booking> {
  const passengers = plan.passengers ?? [adult()];
  const counts = {
    adult: passengers.filter((p) => p.type === 'ADT').length,
    child: passengers.filter((p) => p.type === 'CNN').length,
    infant: passengers.filter((p) => p.type === 'INF').length,
  };
  let result = await search(s, plan.user, { routeWay: plan.routeWay, segments: plan.segments, passengers: counts, classLevel: plan.classLevel, currency: plan.currency });
  const searchKey = result.processKey;
  let brandStep: z.infer<typeof brandStepSchema> | undefined;
  for (let leg = 0; leg < plan.segments.length; leg++) {
    if (leg > 0) result = await searchBack(s, plan.user, brandStep!.processKey);
    expect(result.legIndex).toBe(leg);
    const wanted = plan.flights?.[leg];
    const option = result.options.find((o) => wanted === undefined || flightNos(o) === wanted);
    if (!option) throw new Error(`no flight ${wanted ?? ''} on leg ${leg}: ${result.options.map(flightNos).join(', ')}`);
    const brandName = (Array.isArray(plan.brand) ? plan.brand[leg] : plan.brand) ?? (plan.classLevel === 'C' ? 'BUSINESS MAIN' : 'MAIN');
    const brand = option.brands.find((b) => b.brand === brandName);
    if (!brand) throw new Error(`no brand ${brandName} on ${flightNos(option)}`);
    brandStep = await confirmBrand(s, plan.user, result.processKey, option, brand);
  }
  expect(brandStep!.nextLegIndex).toBeNull();
  const psg = await confirmPsg(s, plan.user, brandStep!.processKey, passengers);
  return { searchKey, brandKey: brandStep!.processKey, psgKey: psg.processKey, legs: brandStep!.legs, psg, passengers };
}

export async function confirmSeats(s: Api, user: RegisteredUser, processKey: string, seats: { segmentIndex: number; passengerIndex: number; seatNo: string }[]) {
  return parseExact(stepResponseSchema, await ok(post(s, user, '/booking/confirm/seat', { processKey, seats })));
}
export async function seatMap(s: Api, user: RegisteredUser, processKey: string, segmentIndex = 0) {
  return parseExact(seatMapResponseSchema, await ok(post(s, user, '/booking/seat/choose', { processKey, segmentIndex })));
}
/** A seat of a seat map by its number. */
export function seatOf(map: z.infer<typeof seatMapResponseSchema>, seatNo: string) {
  for (const cabin of map.cabins) for (const row of cabin.rows) for (const seat of row.seats) if (seat.seatNo === seatNo) return { ...seat, exit: row.exit };
  throw new Error(`no seat ${seatNo}`);
}

/** Starts a sandbox card payment of an order; `submit` pays it on the hosted page, as the traveller does. */
export async function startCardPayment(s: Api, user: RegisteredUser, orderId: number) {
  const res = await s.call('POST', `${PAYMENT}/card/prepayment`, { token: user.token, json: { orderId } });
  expect(res.code, res.msg).toBe(OK);
  const payment = parseExact(prepaymentSchema, res.data);
  const expiry = `12/${String((s.clock.now().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const submit = () => s.call('POST', payment.payUrl, { token: null, form: { cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' } });
  return { payment, submit };
}

/** Pays an order with the sandbox card on the hosted page. */
export async function payByCard(s: Api, user: RegisteredUser, orderId: number) {
  const { payment, submit } = await startCardPayment(s, user, orderId);
  expect((await submit()).status).toBe(303);
  return payment;
}

/** Confirms the order, in `locale` (the language its notices are sent in); a guest sends the code e-mailed to the booking's contact. */
export const orderRequest = (s: Api, user: Who, processKey: string, locale?: string, emailCode?: string) =>
  s.call('POST', `${OFFER}/booking/confirm/order`, { token: tokenOf(user), json: { processKey, acknowledged: true, emailCode }, locale });
/** A guest's booking e-mails a code to its contact (read from the outbox); the clock then passes the minute before another code may be sent there. */
export async function guestEmailCode(s: Api, processKey: string, email = contact.email): Promise<string> {
  await ok(s.call('POST', `${OFFER}/booking/email-code`, { json: { processKey } }));
  const code = await codeFromOutbox(s, email.toLowerCase());
  afterResendWait(s);
  return code;
}
/** Confirms the order; a guest's with the code e-mailed to the booking's contact. */
export async function confirmOrder(s: Api, user: Who, processKey: string, locale?: string) {
  const emailCode = user === null ? await guestEmailCode(s, processKey) : undefined;
  return parseExact(confirmOrderResponseSchema, await ok(orderRequest(s, user, processKey, locale, emailCode)));
}

export async function inventoryOf(s: Api, flightId: number, rbd: string) {
  const [row] = await s.database.db.select().from(fareInventory).where(and(eq(fareInventory.flightId, flightId), eq(fareInventory.rbd, rbd)));
  return row ?? { flightId, rbd, capacity: null, sold: 0, held: 0 };
}
export const orderRow = async (s: Api, id: number) => (await s.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
export const seatsOfFlight = (s: Api, flightId: number) => s.database.db.select().from(seatAssignments).where(eq(seatAssignments.flightId, flightId));
export const flightRow = async (s: Api, id: number) => (await s.database.db.select().from(flights).where(eq(flights.id, id)))[0]!;

/** What a refused step must leave as it was: booking steps, orders, holds and seats. */
export async function bookingState(s: Api) {
  const [held] = await s.database.db.select({ held: sql<string>`coalesce(sum(${fareInventory.held}), 0)::text`, sold: sql<string>`coalesce(sum(${fareInventory.sold}), 0)::text` }).from(fareInventory);
  return {
    steps: await countRows(s, bookingSessions),
    orders: await countRows(s, orders),
    seats: await countRows(s, seatAssignments),
    held: held!.held,
    sold: held!.sold,
  };
}
