import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { couponEvents, tickets } from '../db/schema';

/** The stored statuses of a coupon its passenger may still fly on: once its flight has left, it is flown (and earns points and rebates). */
export const FLYABLE = ['OPEN', 'CHECKED_IN'] as const;

export type CouponEventRow = typeof couponEvents.$inferSelect;

/** A coupon a move took, and the record of that move. */
export interface MovedCoupon {
  ticketNo: string;
  passengerIndex: number;
  segmentIndex: number;
  eventId: number;
}

/** Which coupons of an order: some passengers' (all when not given), on one segment or all. */
export interface CouponsOf {
  orderId: number;
  passengerIndexes?: readonly number[];
  segmentIndex?: number;
}

/** Ticket coupons' stored statuses and the record of each move (server/domain/coupons/coupons.ts says which moves may happen). */
export function createCouponRepository(db: Executor) {
  return {
    /**
     * Moves the coupons that are in one of `from` to `to`, records each move, and answers the coupons
     * moved with their records. The row locks make a concurrent caller wait and then find the coupons moved on.
     */
    async move({ orderId, passengerIndexes, segmentIndex }: CouponsOf, from: readonly string[], to: string, cause: string, at: Date): Promise<MovedCoupon[]> {
      const moved = await db
        .update(tickets)
        .set({ status: to })
        .where(
          and(
            eq(tickets.orderId, orderId),
            passengerIndexes === undefined ? undefined : inArray(tickets.passengerIndex, [...passengerIndexes]),
            segmentIndex === undefined ? undefined : eq(tickets.segmentIndex, segmentIndex),
            inArray(tickets.status, [...from]),
          ),
        )
        .returning({ ticketNo: tickets.ticketNo, passengerIndex: tickets.passengerIndex, segmentIndex: tickets.segmentIndex });
      if (moved.length === 0) return [];
      const events = await db
        .insert(couponEvents)
        .values(moved.map(({ ticketNo }) => ({ ticketNo, orderId, status: to, cause, at })))
        .returning({ id: couponEvents.id, ticketNo: couponEvents.ticketNo });
      return moved.map((m) => ({ ...m, eventId: events.find((e) => e.ticketNo === m.ticketNo)!.id }));
    },

    /** What happened to the order's coupons, oldest first. */
    eventsOf: (orderId: number) => db.select().from(couponEvents).where(eq(couponEvents.orderId, orderId)).orderBy(asc(couponEvents.at), asc(couponEvents.id)),
  };
}
