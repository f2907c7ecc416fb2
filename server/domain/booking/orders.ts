import { randomInt } from 'node:crypto';
import { codes } from '../../../services/schemas/codes';
import type { NewPlacedOrder, OrderRow, PlacedOrder } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import type { Language } from '../../i18n';
import { DomainError } from '../errors';
import { segmentsOf } from './auxiliary';
import type { BookingData } from './booking-data';
import { legPrices } from './leg-prices';
import { priceSummary } from './price';
import type { Reference } from './reference';
import { capacityOf, brandByName } from './fares';
import { BOOKING_CUTOFF_MS } from './search';
import { isUniqueViolation } from '../../repositories/unique-violation';
import type { Hold } from '../../repositories/inventory';
import { cancelChange } from '../changes/settle';
import { releaseHeldPoints } from '../club/points';
import { releaseCardUse } from '../redeem-cards/uses';
import { releaseLoungeStock } from '../lounges/stock';
import { releasePassStock, releasePassUse } from '../travel-pass/uses';
import { queueNotice } from '../notices';

/** An unpaid order holds its seats this long (the payment countdown). */
export const PAYMENT_WINDOW_MS = 20 * 60_000;
const EXPIRY_BATCH = 200;

/** FW, the date and 10 random digits: a clash is as good as impossible even at many orders a day. */
export const newOrderNo = (now: Date) =>
  `FW${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;

/** Bookings close two hours before departure, also for a fare chosen before that. */
export function ensureStillBookable(segments: { depAt: string }[], now: Date): void {
  if (segments.some((s) => Date.parse(s.depAt) - now.getTime() < BOOKING_CUTOFF_MS)) throw new DomainError(codes.flightUnavailable, 'errors.flightUnavailable');
}

/** What an order holds of one flight's booking class, with what opens the class's row on its first order. */
export type OrderHold = Hold & { aircraft: string; brand: string };
type NewOrder = Omit<NewPlacedOrder, 'holds'>;

/**
 * Holds the fare classes and seats and writes the unpaid order, in the caller's transaction. The
 * hold is a conditional update, so however many requests race for the last seat of a class, one wins.
 */
export async function placeOrder(tx: Store, ref: Reference, holds: OrderHold[], values: NewOrder, seats: { flightId: number; seatNo: string; passengerIndex: number }[]): Promise<PlacedOrder> {
  const opening = holds.map(({ flightId, rbd, count, aircraft, brand }) => {
    const fare = brandByName.get(brand)!;
    return { flightId, rbd, count, capacity: capacityOf(fare, ref.aircraft.get(aircraft)?.cabinSeats[fare.cabin] ?? 0) };
  });
  if (!(await tx.inventory.hold(opening))) throw new DomainError(codes.flightUnavailable, 'errors.flightSoldOut');
  const order = await tx.orders.place({ ...values, holds: holds.map(({ flightId, rbd, count }) => ({ flightId, rbd, count })) });
  await tx.inventory.holdSeats(seats.map((seat) => ({ ...seat, orderId: order.id })));
  await queueNotice(tx, 'orderPlaced', order, `placed:${order.id}`, {}, values.createdAt);
  return order;
}

/**
 * Why placing an order failed. The processKey was confirmed before (a retry, or the same request
 * twice at once): the order it made is the answer, whatever stopped this one (its own key, or the
 * seats the first took). Otherwise a seat taken meanwhile fails the seat's unique key.
 */
async function orderOfFailure(store: Store, error: unknown, processKey: string): Promise<OrderRow> {
  const made = await store.orders.findByProcessKey(processKey);
  if (made) return made;
  if (isUniqueViolation(error)) throw new DomainError(codes.seatUnavailable, 'errors.seatTakenMeanwhile');
  throw error;
}

/**
 * Turns a confirmed booking into an unpaid order holding its fare classes and seats.
 * Confirming the same processKey again answers the order it made. `alsoHold` takes what else the
 * order holds (a redeem card's use) in the same transaction, and fails the order when it cannot.
 */
export async function createOrder(
  store: Store,
  ref: Reference,
  data: BookingData,
  processKey: string,
  userId: number | null,
  now: Date,
  placing: { extras?: Record<string, unknown>; language?: Language; inTransaction?: (tx: Store, order: PlacedOrder) => Promise<void> } = {},
): Promise<PlacedOrder> {
  const segments = segmentsOf(data.legs);
  const price = priceSummary(data);
  const seated = data.passengers!.filter((p) => p.type !== 'INF').length;
  const holds = segments.map(({ segment, brand }) => ({ flightId: segment.flightId, rbd: brand.rbd, count: seated, aircraft: segment.aircraft, brand: brand.brand }));
  const values: NewOrder = {
    orderNo: newOrderNo(now),
    userId,
    processKey,
    status: 'UNPAID',
    currency: price.currency,
    fareAmount: String(price.fare),
    taxAmount: String(price.tax),
    ancillaryAmount: String(price.ancillary),
    discountAmount: String(price.discount),
    totalAmount: String(price.total),
    paymentDeadline: new Date(now.getTime() + PAYMENT_WINDOW_MS),
    contact: data.contact!,
    privacyConsentAt: data.privacyConsentAt ? new Date(data.privacyConsentAt) : null,
    itinerary: { segments: segments.map(orderSegment), legs: data.legs.map(legPrices) },
    passengers: data.passengers!,
    extras: { auxiliary: data.auxiliary ?? null, seats: data.seats ?? [], promo: data.promo ?? null, ...placing.extras },
    language: placing.language ?? 'en',
    createdAt: now,
  };
  const seats = (data.seats ?? []).map((seat) => ({ flightId: segments[seat.segmentIndex]!.segment.flightId, seatNo: seat.seatNo, passengerIndex: seat.passengerIndex }));
  // Confirming a processKey again is rare: it is looked for only when placing the order fails.
  try {
    ensureStillBookable(segments.map((s) => s.segment), now);
    return await store.transaction(async (tx) => {
      const order = await placeOrder(tx, ref, holds, values, seats);
      await placing.inTransaction?.(tx, order);
      return order;
    });
  } catch (error) {
    return orderOfFailure(store, error, processKey);
  }
}

/** A segment keeps its leg's fare per passenger type: a Flash Sale leg is one flight, so its ticket's fare. */
export const orderSegment = ({ segment, brand }: ReturnType<typeof segmentsOf>[number]) => ({ ...segment, rbd: brand.rbd, brand: brand.brand, cabin: brand.cabin, fare: brand.fare });

/** Gives a closing unpaid order's fare classes, seats, vouchers, held points, card or pass use, lounge stock and passes back; runs in the transaction that closes it. */
export async function releaseHolds(tx: Store, order: OrderRow, now: Date): Promise<void> {
  for (const h of order.holds) await tx.inventory.release(h);
  await tx.inventory.releaseSeats(order.id);
  await tx.vouchers.release(order.id, now);
  await releaseHeldPoints(tx, order.id, now);
  // An order a date change made gives the old tickets back.
  await cancelChange(tx, order.id, now);
  await releaseCardUse(tx, order.id, now);
  await releaseLoungeStock(tx, order);
  await releasePassUse(tx, order.id, now);
  await releasePassStock(tx, order);
}
/** Unpaid orders past their deadline expire and give their fare classes, seats and vouchers back. */
export async function expireOrders(store: Store, now: Date): Promise<number> {
  const due = await store.orders.dueForExpiry(now, EXPIRY_BATCH);
  let expired = 0;
  for (const id of due) {
    await store.transaction(async (tx) => {
      const order = await tx.orders.expire(id, now);
      if (!order) return;
      await releaseHolds(tx, order, now);
      await queueNotice(tx, 'orderExpired', order, `closed:${order.id}`, {}, now);
      expired++;
    });
  }
  // More were due than one batch takes: go on until none is left.
  return due.length === EXPIRY_BATCH ? expired + (await expireOrders(store, now)) : expired;
}
