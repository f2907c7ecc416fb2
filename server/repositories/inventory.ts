import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fareInventory, seatAssignments } from '../db/schema';

/** What an order holds of one flight's booking class. */
export interface Hold {
  flightId: number;
  rbd: string;
  count: number;
}

const classOf = (h: Pick<Hold, 'flightId' | 'rbd'>) => and(eq(fareInventory.flightId, h.flightId), eq(fareInventory.rbd, h.rbd));

/**
 * Seats held and sold: per booking class of a flight, and seat by seat. `changed` hears of each flight
 * whose fare inventory a call wrote, so that this server's search cache drops it without waiting for
 * the database's notice.
 */
export function createInventoryRepository(db: Executor, changed: (flightId: number) => void = () => {}) {
  return {
    /** Makes the booking class's row on its first order. */
    async open(flightId: number, rbd: string, capacity: number): Promise<void> {
      const opened = await db.insert(fareInventory).values({ flightId, rbd, capacity }).onConflictDoNothing().returning({ flightId: fareInventory.flightId });
      if (opened.length > 0) changed(flightId);
    },

    /**
     * Holds seats of a booking class when that many are left; false when they are not. A conditional
     * update, so however many requests race for the last seats, one wins.
     */
    async hold(h: Hold): Promise<boolean> {
      const held = await db
        .update(fareInventory)
        .set({ held: sql`${fareInventory.held} + ${h.count}` })
        .where(and(classOf(h), sql`${fareInventory.capacity} - ${fareInventory.sold} - ${fareInventory.held} >= ${h.count}`))
        .returning({ flightId: fareInventory.flightId });
      if (held.length > 0) changed(h.flightId);
      return held.length > 0;
    },

    async release(h: Hold): Promise<void> {
      await db
        .update(fareInventory)
        .set({ held: sql`${fareInventory.held} - ${h.count}` })
        .where(classOf(h));
      changed(h.flightId);
    },

    /** Held seats become sold. */
    async sell(h: Hold): Promise<void> {
      await db
        .update(fareInventory)
        .set({ held: sql`${fareInventory.held} - ${h.count}`, sold: sql`${fareInventory.sold} + ${h.count}` })
        .where(classOf(h));
      changed(h.flightId);
    },

    /** Sold seats given back: a date change moved their passengers to other flights. */
    async unsell(h: Hold): Promise<void> {
      await db
        .update(fareInventory)
        .set({ sold: sql`${fareInventory.sold} - ${h.count}` })
        .where(classOf(h));
      changed(h.flightId);
    },

    async holdSeat(seat: { flightId: number; seatNo: string; orderId: number; passengerIndex: number }): Promise<void> {
      await db.insert(seatAssignments).values({ ...seat, status: 'HELD' });
    },

    /** How many seats the order still holds (not yet sold). */
    async heldSeatCount(orderId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(seatAssignments).where(and(eq(seatAssignments.orderId, orderId), eq(seatAssignments.status, 'HELD')));
      return Number(row?.n ?? 0);
    },

    async sellSeats(orderId: number): Promise<void> {
      await db.update(seatAssignments).set({ status: 'SOLD' }).where(eq(seatAssignments.orderId, orderId));
    },

    async releaseSeats(orderId: number): Promise<void> {
      await db.delete(seatAssignments).where(eq(seatAssignments.orderId, orderId));
    },

    /** Gives up one passenger's seat on a flight. */
    async releaseSeat(orderId: number, flightId: number, passengerIndex: number): Promise<void> {
      await db.delete(seatAssignments).where(and(eq(seatAssignments.orderId, orderId), eq(seatAssignments.flightId, flightId), eq(seatAssignments.passengerIndex, passengerIndex)));
    },

    /** Hands one passenger's seat on a flight to their place in another order. */
    async moveSeat(from: { orderId: number; passengerIndex: number }, flightId: number, to: { orderId: number; passengerIndex: number }): Promise<void> {
      await db
        .update(seatAssignments)
        .set(to)
        .where(and(eq(seatAssignments.orderId, from.orderId), eq(seatAssignments.flightId, flightId), eq(seatAssignments.passengerIndex, from.passengerIndex)));
    },
  };
}
