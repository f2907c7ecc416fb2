import { codes } from '../../../services/schemas/codes';
import type { ChangeFee, ChangeLeg, ChangeQuote } from '../../../services/schemas/date-change';
import type { BookingPassenger, BrandOffer } from '../../../services/schemas/offer';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { translate } from '../../i18n';
import { fareRules } from '../booking/fare-rules';
import { brandByName, convert, sum, type Currency } from '../booking/fares';
import { DomainError } from '../errors';
import { FLEXIBLE_REFUND_CUTOFF_MS } from '../refunds/fees';
import { flightOf, itineraryOf, legsOfOrder, type OrderLeg } from './order-legs';
import { heldPassengers } from '../coupons/coupons';

/** What may be changed and what a change costs (spec sections 4 "Rebooking" and 7 "Fees"). */

export const orderNotFound = () => new DomainError(codes.orderNotFound, 'errors.orderNotFound');
export const notAllowed = (key: string) => new DomainError(codes.changeNotAllowed, key);
export const notChangeable = () => new DomainError(codes.passengerNotChangeable, 'errors.passengerNotChangeable');

/** One of the user's issued orders, which alone can be changed; another user's does not exist. */
export async function issuedOrder(store: Store, orderId: number, userId: number): Promise<OrderRow> {
  const order = await store.orders.findOwn(orderId, userId);
  if (!order) throw orderNotFound();
  const refusal = changeRefusal(order);
  if (refusal) throw notAllowed(refusal);
  return order;
}

/** Why the order's date cannot be changed online, as a message key, or null: an issued order alone can be, and not a lounge order. */
export const changeRefusal = (order: OrderRow) => (order.kind === 'VIP' ? 'errors.loungeNotChangeable' : order.status !== 'ISSUED' ? 'errors.orderNotChangeable' : null);

const feeOf = (brand: string, currency: Currency) => {
  const fee = brandByName.get(brand)?.changeFeeHKD;
  return fee === null || fee === undefined ? null : convert(fee, currency);
};

/**
 * A leg can be changed online unless it has left, its fare allows no change, it is the flexible fare
 * within 12 hours of departure (spec section 9, as its refund), it is a connection (under
 * construction), or it is an award ticket (paid in points: the club's service centre changes it).
 */
export function changeLegOf(leg: OrderLeg, currency: Currency, now: Date): ChangeLeg {
  const changeFee = feeOf(leg.prices.brand, currency);
  const left = Date.parse(leg.segments[0]!.depAt) - now.getTime();
  const departed = left <= 0;
  const flexibleTooLate = brandByName.get(leg.prices.brand)?.refundFeeHKD === 0 && left < FLEXIBLE_REFUND_CUTOFF_MS;
  const award = brandByName.get(leg.prices.brand)?.award !== undefined;
  return {
    legIndex: leg.legIndex,
    segments: leg.segments.map((s) => ({ ...flightOf(s), brand: s.brand, rbd: s.rbd, cabin: s.cabin })),
    changeFee,
    blocked: departed ? 'DEPARTED' : award ? 'AWARD' : changeFee === null ? 'NOT_CHANGEABLE' : flexibleTooLate ? 'TOO_LATE' : leg.segments.length > 1 ? 'TRANSIT' : null,
  };
}

/** The fare brands' change rules, written out in the caller's language. */
export function changeRules(order: OrderRow, locale: string): string[] {
  const brands = [...new Set(itineraryOf(order).legs.map((l) => l.brand))];
  return brands.map((b) => translate(locale, 'rules.ofBrand', { brand: translate(locale, `brandName.${b}`), rule: fareRules(b, locale).rules[1] }));
}

/** POST /processing/fee/match/change: each leg's change fee per passenger and whether it can be changed online at `now`, with the rules. */
export async function changeFees(store: Store, orderId: number, userId: number, locale: string, now: Date): Promise<ChangeFee> {
  const order = await issuedOrder(store, orderId, userId);
  const currency = order.currency as Currency;
  return { orderId: order.id, orderNo: order.orderNo, currency, legs: legsOfOrder(order).map((l) => changeLegOf(l, currency, now)), rules: changeRules(order, locale) };
}

/**
 * Who may change: a ticketed passenger whose every coupon is open. `held` names each passenger who may
 * not with the status that holds them: checked in, in a refund or another change, or on a flight the airline cancelled.
 */
export async function changeablePassengers(store: Store, order: OrderRow) {
  const tickets = await store.orders.ticketsOf(order.id);
  const held = heldPassengers('changeOrdered', tickets);
  return { held, changeable: (psgId: number) => tickets.some((t) => t.passengerIndex === psgId) && !held.has(psgId) };
}

/** The legs exist and can be changed online now. */
export function ensureChangeable(order: OrderRow, legIndexes: number[], now: Date): void {
  const legs = legsOfOrder(order);
  for (const i of legIndexes) {
    const leg = legs[i];
    if (!leg) throw notAllowed('errors.changeLegUnknown');
    const { blocked } = changeLegOf(leg, order.currency as Currency, now);
    if (blocked) throw notAllowed(`errors.changeBlocked.${blocked}`);
  }
}

export const guardianOf = (p: BookingPassenger) => (p.type === 'INF' ? (p.guardianIndex ?? null) : null);

/** What moving the passengers from a leg's fare to a brand costs: the rises in fare and tax, never a fall, and the old fare's change fee each. */
export function legQuote(prices: { fare: BrandOffer['fare']; tax: BrandOffer['tax']; brand: string }, brand: BrandOffer, passengers: BookingPassenger[], currency: Currency) {
  const rise = (key: 'fare' | 'tax') => Math.max(0, sum(passengers.map((p) => brand[key][p.type] - prices[key][p.type]), currency));
  return { fareDifference: rise('fare'), taxDifference: rise('tax'), changeFee: sum(passengers.map(() => feeOf(prices.brand, currency) ?? 0), currency) };
}

export function quoteOf(parts: ReturnType<typeof legQuote>[], seatAmount: number, currency: Currency): ChangeQuote {
  const total = (key: keyof ReturnType<typeof legQuote>) => sum(parts.map((p) => p[key]), currency);
  const [fareDifference, taxDifference, changeFee] = [total('fareDifference'), total('taxDifference'), total('changeFee')];
  return { currency, fareDifference, taxDifference, changeFee, seatAmount, total: sum([fareDifference, taxDifference, changeFee, seatAmount], currency) };
}
