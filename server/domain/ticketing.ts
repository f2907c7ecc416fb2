import { randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fareInventory, orders, seatAssignments, tickets } from '../db/schema';

/** Letters and digits that cannot be misread: no I, O, 0 or 1. */
const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const AIRLINE_PREFIX = '851';

export const newPnr = () => Array.from({ length: 6 }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');
export const newTicketNo = () => AIRLINE_PREFIX + String(randomInt(10_000_000_000)).padStart(10, '0');

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Tickets an unpaid order before its deadline: its held seats become sold, it gets a PNR and one
 * ticket per passenger per segment. However often it is called at once, only one call issues the
 * order; it answers true, every other call false.
 */
export async function issueOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The row lock of this update makes concurrent callers wait, and then find the order issued.
    const [order] = await tx
      .update(orders)
      .set({ status: 'ISSUED', paidAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'UNPAID'), gt(orders.paymentDeadline, now)))
      .returning();
    if (!order) return false;

    // Always the same order of rows, so two issuings sharing flights cannot deadlock.
    const holds = [...order.holds].sort((a, b) => a.flightId - b.flightId || a.rbd.localeCompare(b.rbd));
    for (const hold of holds) {
      await tx
        .update(fareInventory)
        .set({ held: sql`${fareInventory.held} - ${hold.count}`, sold: sql`${fareInventory.sold} + ${hold.count}` })
        .where(and(eq(fareInventory.flightId, hold.flightId), eq(fareInventory.rbd, hold.rbd)));
    }
    await tx.update(seatAssignments).set({ status: 'SOLD' }).where(eq(seatAssignments.orderId, orderId));

    // A PNR taken by another order fails only its savepoint; try another.
    for (;;) {
      try {
        await tx.transaction((sp) => sp.update(orders).set({ pnr: newPnr() }).where(eq(orders.id, orderId)));
        break;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }

    const passengers = order.passengers as unknown[];
    const segments = (order.itinerary as { segments: unknown[] }).segments;
    let missing = passengers.flatMap((_, passengerIndex) => segments.map((_, segmentIndex) => ({ passengerIndex, segmentIndex })));
    while (missing.length > 0) {
      const inserted = await tx
        .insert(tickets)
        .values(missing.map((t) => ({ ...t, orderId, ticketNo: newTicketNo() })))
        .onConflictDoNothing({ target: tickets.ticketNo })
        .returning({ passengerIndex: tickets.passengerIndex, segmentIndex: tickets.segmentIndex });
      const done = new Set(inserted.map((t) => `${t.passengerIndex}/${t.segmentIndex}`));
      missing = missing.filter((t) => !done.has(`${t.passengerIndex}/${t.segmentIndex}`));
    }
    return true;
  });
}
