import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fareInventory, seatAssignments } from '../db/schema';

/** What an order holds of one flight's booking class. */
export interface Hold {
  flightId: number;
  rbd: string;
  count: number;
}
/** A hold with the seats its booking class has in all: the class's row is made with them on its first order. */
export type OpeningHold = Hold & { capacity: number };

const classOf = (h: Pick<Hold, 'flightId' | 'rbd'>) => and(eq(fareInventory.flightId, h.flightId), eq(fareInventory.rbd, h.rbd));

/**
 * Seats held and sold: per booking class of a flight, and seat by seat. `changed` hears of each flight
 * whose fare inventory a call wrote, so that this server's search cache drops it without waiting for
 * the database's notice.
 */
export function createInventoryRepository(db: Executor, changed: (flightId: number) => void = () => {}) {
  return {
    /**
     * Holds seats of booking classes, each only when that many are left, making a class's row (with
     * `capacity`) on its first order: one statement for them all. A conditional write, so however many
     * requests race for the last seats of a class, one wins. False when a class has too few: the
     * caller's transaction must then roll back what the others held.
     */
    async hold(holds: OpeningHold[]): Promise<boolean> {
      const byClass = new Map<string, OpeningHold>();
      for (const h of holds) {
        const key = `${h.flightId} ${h.rbd}`;
        const same = byClass.get(key);
        byClass.set(key, same ? { ...same, count: same.count + h.count } : h);
      }
      const wanted = [...byClass.values()];
      const held = await db
        .insert(fareInventory)
        .values(wanted.map((h) => ({ flightId: h.flightId, rbd: h.rbd, capacity: h.capacity, held: h.count })))
        .onConflictDoUpdate({
          target: [fareInventory.flightId, fareInventory.rbd],
          set: { held: sql`${fareInventory.held} + excluded.held` },
          setWhere: sql`${fareInventory.capacity} - ${fareInventory.sold} - ${fareInventory.held} >= excluded.held`,
        })
        .returning({ flightId: fareInventory.flightId, capacity: fareInventory.capacity, held: fareInventory.held });
      for (const row of held) changed(row.flightId);
      // A class opened by this statement has held all its count: more than its capacity is too many.
      return held.length === wanted.length && held.every((row) => row.held <= row.capacity);
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

    async holdSeats(seats: { flightId: number; seatNo: string; orderId: number; passengerIndex: number }[]): Promise<void> {
      if (seats.length > 0) await db.insert(seatAssignments).values(seats.map((seat) => ({ ...seat, status: 'HELD' as const })));
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
