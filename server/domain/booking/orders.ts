import { randomInt } from 'node:crypto';
import { codes } from '../../../services/schemas/codes';
import type { ChosenLeg } from '../../../services/schemas/offer';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { segmentsOf } from './auxiliary';
import type { BookingData } from './booking-data';
import { priceSummary } from './price';
import type { Reference } from './reference';
import { capacityOf, brandByName } from './fares';
import { BOOKING_CUTOFF_MS } from './search';
import { isUniqueViolation } from '../../repositories/unique-violation';

/** An unpaid order holds its seats this long (the payment countdown). */
export const PAYMENT_WINDOW_MS = 20 * 60_000;
const EXPIRY_BATCH = 200;

/** FW, the date and 10 random digits: a clash is as good as impossible even at many orders a day. */
const orderNo = (now: Date) =>
  `FW${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;

/**
 * Turns a confirmed booking into an unpaid order holding its fare classes and seats. The hold
 * is a conditional update, so however many requests race for the last seat of a class, one wins.
 * Confirming the same processKey again answers the order it made.
 */
export async function createOrder(store: Store, ref: Reference, data: BookingData, processKey: string, userId: number | null, now: Date): Promise<OrderRow> {
  const existing = await store.orders.findByProcessKey(processKey);
  if (existing) return existing;
  // Bookings close two hours before departure, also for a fare chosen before that.
  if (segmentsOf(data.legs).some(({ segment }) => Date.parse(segment.depAt) - now.getTime() < BOOKING_CUTOFF_MS)) {
    throw new DomainError(codes.flightUnavailable, 'errors.flightUnavailable');
  }
  const price = priceSummary(data);
  const seated = data.passengers!.filter((p) => p.type !== 'INF').length;
  const holds = segmentsOf(data.legs).map(({ segment, brand }) => ({ flightId: segment.flightId, rbd: brand.rbd, count: seated, aircraft: segment.aircraft, brand: brand.brand }));
  try {
    return await store.transaction(async (tx) => {
      for (const h of holds) {
        const fare = brandByName.get(h.brand)!;
        await tx.inventory.open(h.flightId, h.rbd, capacityOf(fare, ref.aircraft.get(h.aircraft)?.cabinSeats[fare.cabin] ?? 0));
        if (!(await tx.inventory.hold(h))) throw new DomainError(codes.flightUnavailable, 'errors.flightSoldOut');
      }
      const order = await tx.orders.create({
        orderNo: orderNo(now),
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
        // A segment keeps its leg's fare per passenger type: a Flash Sale leg is one flight, so its ticket's fare.
        itinerary: {
          segments: segmentsOf(data.legs).map(({ segment, brand }) => ({ ...segment, rbd: brand.rbd, brand: brand.brand, cabin: brand.cabin, fare: brand.fare })),
          legs: data.legs.map(legPrices),
        },
        passengers: data.passengers!,
        extras: { auxiliary: data.auxiliary ?? null, seats: data.seats ?? [], promo: data.promo ?? null },
        holds: holds.map(({ flightId, rbd, count }) => ({ flightId, rbd, count })),
        createdAt: now,
      });
      const segments = segmentsOf(data.legs);
      for (const seat of data.seats ?? []) {
        await tx.inventory.holdSeat({ flightId: segments[seat.segmentIndex]!.segment.flightId, seatNo: seat.seatNo, orderId: order.id, passengerIndex: seat.passengerIndex });
      }
      return order;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const made = await store.orders.findByProcessKey(processKey);
      if (made) return made;
      throw new DomainError(codes.seatUnavailable, 'errors.seatTakenMeanwhile');
    }
    throw error;
  }
}

/** Gives a closing unpaid order's fare classes, seats and vouchers back; runs in the transaction that closes it. */
export async function releaseHolds(tx: Store, order: OrderRow, now: Date): Promise<void> {
  for (const h of order.holds) await tx.inventory.release(h);
  await tx.inventory.releaseSeats(order.id);
  await tx.vouchers.release(order.id, now);
}
/** What a leg of the order cost per passenger type, and its refund fee, in the order's currency: the refund's fee is reckoned from it. */
export interface LegPrices {
  brand: string;
  depAt: string;
  fare: ChosenLeg['brand']['fare'];
  tax: ChosenLeg['brand']['tax'];
  refundFee: number | null;
}
const legPrices = ({ option, brand }: ChosenLeg): LegPrices => ({ brand: brand.brand, depAt: option.segments[0]!.depAt, fare: brand.fare, tax: brand.tax, refundFee: brand.refundFee });

/** Unpaid orders past their deadline expire and give their fare classes, seats and vouchers back. */
export async function expireOrders(store: Store, now: Date): Promise<number> {
  const due = await store.orders.dueForExpiry(now, EXPIRY_BATCH);
  let expired = 0;
  for (const id of due) {
    await store.transaction(async (tx) => {
      const order = await tx.orders.expire(id, now);
      if (!order) return;
      await releaseHolds(tx, order, now);
      expired++;
    });
  }
  // More were due than one batch takes: go on until none is left.
  return due.length === EXPIRY_BATCH ? expired + (await expireOrders(store, now)) : expired;
}
