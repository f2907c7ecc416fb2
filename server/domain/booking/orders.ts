import { randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { codes } from '../../../services/schemas/codes';
import type { Db } from '../../db/client';
import { fareInventory, orders, seatAssignments } from '../../db/schema';
import { DomainError } from '../errors';
import { segmentsOf } from './auxiliary';
import type { BookingData } from './booking-data';
import { priceSummary } from './price';
import type { Reference } from './reference';
import { capacityOf, brandByName } from './fares';
import { BOOKING_CUTOFF_MS } from './search';

/** An unpaid order holds its seats this long (the payment countdown). */
export const PAYMENT_WINDOW_MS = 20 * 60_000;
const EXPIRY_BATCH = 200;

/** FW, the date and 10 random digits: a clash is as good as impossible even at many orders a day. */
const orderNo = (now: Date) =>
  `FW${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;

const isUniqueViolation = (error: unknown) => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/**
 * Turns a confirmed booking into an unpaid order holding its fare classes and seats. The hold
 * is a conditional update, so however many requests race for the last seat of a class, one wins.
 * Confirming the same processKey again answers the order it made.
 */
export async function createOrder(db: Db, ref: Reference, data: BookingData, processKey: string, userId: number, now: Date) {
  const [existing] = await db.select().from(orders).where(eq(orders.processKey, processKey));
  if (existing) return existing;
  // Bookings close two hours before departure, also for a fare chosen before that.
  if (segmentsOf(data.legs).some(({ segment }) => Date.parse(segment.depAt) - now.getTime() < BOOKING_CUTOFF_MS)) {
    throw new DomainError(codes.flightUnavailable, 'errors.flightUnavailable');
  }
  const price = priceSummary(data);
  const seated = data.passengers!.filter((p) => p.type !== 'INF').length;
  const holds = segmentsOf(data.legs).map(({ segment, brand }) => ({ flightId: segment.flightId, rbd: brand.rbd, count: seated, aircraft: segment.aircraft, brand: brand.brand }));
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      for (const h of holds) {
        const fare = brandByName.get(h.brand)!;
        const capacity = capacityOf(fare, ref.aircraft.get(h.aircraft)?.cabinSeats[fare.cabin] ?? 0);
        await t.insert(fareInventory).values({ flightId: h.flightId, rbd: h.rbd, capacity }).onConflictDoNothing();
        const held = await t
          .update(fareInventory)
          .set({ held: sql`${fareInventory.held} + ${h.count}` })
          .where(and(eq(fareInventory.flightId, h.flightId), eq(fareInventory.rbd, h.rbd), sql`${fareInventory.capacity} - ${fareInventory.sold} - ${fareInventory.held} >= ${h.count}`))
          .returning({ flightId: fareInventory.flightId });
        if (held.length === 0) throw new DomainError(codes.flightUnavailable, 'errors.flightSoldOut');
      }
      const [order] = await t
        .insert(orders)
        .values({
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
          itinerary: { segments: segmentsOf(data.legs).map(({ segment, brand }) => ({ ...segment, rbd: brand.rbd, brand: brand.brand, cabin: brand.cabin })) },
          passengers: data.passengers!,
          extras: { auxiliary: data.auxiliary ?? null, seats: data.seats ?? [], promo: data.promo ?? null },
          holds: holds.map(({ flightId, rbd, count }) => ({ flightId, rbd, count })),
          createdAt: now,
        })
        .returning();
      const segments = segmentsOf(data.legs);
      for (const seat of data.seats ?? []) {
        await t.insert(seatAssignments).values({ flightId: segments[seat.segmentIndex]!.segment.flightId, seatNo: seat.seatNo, orderId: order!.id, passengerIndex: seat.passengerIndex, status: 'HELD' });
      }
      return order!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [made] = await db.select().from(orders).where(eq(orders.processKey, processKey));
      if (made) return made;
      throw new DomainError(codes.seatUnavailable, 'errors.seatTakenMeanwhile');
    }
    throw error;
  }
}

/** Unpaid orders past their deadline expire and give their fare classes and seats back. */
export async function expireOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'UNPAID'), lte(orders.paymentDeadline, now)))
    .limit(EXPIRY_BATCH);
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [order] = await t
        .update(orders)
        .set({ status: 'EXPIRED', closedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'UNPAID'), lte(orders.paymentDeadline, now)))
        .returning();
      if (!order) return;
      for (const h of order.holds) {
        await t
          .update(fareInventory)
          .set({ held: sql`${fareInventory.held} - ${h.count}` })
          .where(and(eq(fareInventory.flightId, h.flightId), eq(fareInventory.rbd, h.rbd)));
      }
      await t.delete(seatAssignments).where(eq(seatAssignments.orderId, order.id));
      expired++;
    });
  }
  // More were due than one batch takes: go on until none is left.
  return due.length === EXPIRY_BATCH ? expired + (await expireOrders(db, now)) : expired;
}
