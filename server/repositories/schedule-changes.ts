import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { flights, orders, scheduleChanges, seatAssignments, type ChangedAddOn } from '../db/schema';

export type ScheduleChangeRow = typeof scheduleChanges.$inferSelect;

/** Flights the airline retimes or cancels, the bookings they affect, and how each traveller resolved it. */
export function createScheduleChangeRepository(db: Executor) {
  return {
    async flightOf(flightNo: string, depDate: string) {
      const [row] = await db.select().from(flights).where(and(eq(flights.flightNo, flightNo), eq(flights.depDate, depDate)));
      return row;
    },

    async flightById(id: number) {
      const [row] = await db.select().from(flights).where(eq(flights.id, id));
      return row;
    },

    async retimeFlight(flightId: number, depAt: Date, arrAt: Date): Promise<void> {
      await db.update(flights).set({ depAt, arrAt }).where(eq(flights.id, flightId));
    },

    async cancelFlight(flightId: number, now: Date): Promise<void> {
      await db.update(flights).set({ cancelledAt: now }).where(eq(flights.id, flightId));
    },

    /** Issued orders whose itinerary holds the flight. */
    issuedOrdersOn(flightId: number) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'ISSUED'), sql`${orders.itinerary}->'segments' @> ${JSON.stringify([{ flightId }])}::jsonb`))
        .orderBy(asc(orders.id));
    },

    /** Records the change for an order's segment; a change already waiting there takes the new kind. */
    async record(values: Omit<typeof scheduleChanges.$inferInsert, 'id' | 'status'>): Promise<void> {
      const [pending] = await db
        .update(scheduleChanges)
        .set({ kind: values.kind })
        .where(and(eq(scheduleChanges.orderId, values.orderId), eq(scheduleChanges.segmentIndex, values.segmentIndex), eq(scheduleChanges.status, 'PENDING')))
        .returning({ id: scheduleChanges.id });
      if (!pending) await db.insert(scheduleChanges).values(values);
    },

    /** The change waiting for an order's traveller, oldest first. */
    async pendingOf(orderId: number): Promise<ScheduleChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(scheduleChanges)
        .where(and(eq(scheduleChanges.orderId, orderId), eq(scheduleChanges.status, 'PENDING')))
        .orderBy(asc(scheduleChanges.id))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<ScheduleChangeRow | undefined> {
      const [row] = await db.select().from(scheduleChanges).where(eq(scheduleChanges.id, id));
      return row;
    },

    /** The user's changes still waiting, with the booking's reference and the flight as it now runs. */
    pendingOfUser(userId: number) {
      return db
        .select({ change: scheduleChanges, pnr: orders.pnr, flight: flights })
        .from(scheduleChanges)
        .innerJoin(orders, eq(orders.id, scheduleChanges.orderId))
        .innerJoin(flights, eq(flights.id, scheduleChanges.flightId))
        .where(and(eq(scheduleChanges.userId, userId), eq(scheduleChanges.status, 'PENDING'), eq(orders.status, 'ISSUED')))
        .orderBy(asc(scheduleChanges.id));
    },

    /**
     * Resolves a waiting change: a conditional update, so of two submits at once exactly one finds
     * it waiting and goes on to move the booking.
     */
    async resolve(id: number, status: 'ACCEPTED' | 'REBOOKED', newFlightId: number | null, addOns: ChangedAddOn[], now: Date): Promise<boolean> {
      const rows = await db
        .update(scheduleChanges)
        .set({ status, newFlightId, addOns, resolvedAt: now })
        .where(and(eq(scheduleChanges.id, id), eq(scheduleChanges.status, 'PENDING')))
        .returning({ id: scheduleChanges.id });
      return rows.length > 0;
    },

    async setItinerary(orderId: number, values: Pick<typeof orders.$inferInsert, 'itinerary' | 'holds' | 'extras'>): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.id, orderId));
    },

    /** A passenger's seat moves to the same seat of another flight. */
    async moveSeat(orderId: number, passengerIndex: number, fromFlightId: number, toFlightId: number): Promise<void> {
      await db
        .update(seatAssignments)
        .set({ flightId: toFlightId })
        .where(and(eq(seatAssignments.orderId, orderId), eq(seatAssignments.passengerIndex, passengerIndex), eq(seatAssignments.flightId, fromFlightId)));
    },
  };
}
