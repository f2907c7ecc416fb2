import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { checkIns, flights, flightStatus, seatAssignments, tickets } from '../db/schema';

export type CheckInRow = typeof checkIns.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** The seat_assignments status of a seat taken at check-in: given back when the check-in is cancelled, unlike a seat bought. */
export const CHECK_IN_SEAT = 'CHECKED_IN';

/** Passengers' check-ins on their flights (one ticket is one passenger on one segment). */
export function createCheckInRepository(db: Executor) {
  return {
    /**
     * The check-ins in progress or completed of these tickets, optionally on one flight only. Other
     * flows ask this before they change a ticket's seat, baggage or flight: a checked-in passenger's
     * ticket is not changed until the check-in is cancelled.
     */
    async activeOf(ticketNos: readonly string[], flightId?: number): Promise<CheckInRow[]> {
      if (ticketNos.length === 0) return [];
      return db
        .select()
        .from(checkIns)
        .where(
          and(
            inArray(checkIns.ticketNo, [...ticketNos]),
            inArray(checkIns.status, ['IN_PROGRESS', 'COMPLETED']),
            flightId === undefined ? undefined : eq(checkIns.flightId, flightId),
          ),
        );
    },

    async ticket(ticketNo: string): Promise<TicketRow | undefined> {
      const [row] = await db.select().from(tickets).where(eq(tickets.ticketNo, ticketNo));
      return row;
    },

    async byId(id: number): Promise<CheckInRow | undefined> {
      const [row] = await db.select().from(checkIns).where(eq(checkIns.id, id));
      return row;
    },

    /** The seats of a flight: who holds each (an order's passenger) and whether it was bought or taken at check-in. */
    seatsOf: (flightId: number) => db.select().from(seatAssignments).where(eq(seatAssignments.flightId, flightId)).orderBy(asc(seatAssignments.seatNo)),

    /** Waits for the other check-ins of the flight to finish, so sequence numbers follow one another. */
    async lockFlight(flightId: number): Promise<void> {
      await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId)).for('update');
    },

    /** Takes a free seat; a seat another passenger holds fails on the unique key. */
    async takeSeat(seat: { flightId: number; seatNo: string; orderId: number; passengerIndex: number }): Promise<void> {
      await db.insert(seatAssignments).values({ ...seat, status: CHECK_IN_SEAT });
    },

    /** Gives back a seat taken at check-in (a seat bought stays). */
    async releaseSeat(flightId: number, seatNo: string): Promise<void> {
      await db.delete(seatAssignments).where(and(eq(seatAssignments.flightId, flightId), eq(seatAssignments.seatNo, seatNo), eq(seatAssignments.status, CHECK_IN_SEAT)));
    },

    async nextSequenceNo(flightId: number): Promise<number> {
      const [row] = await db.select({ last: max(checkIns.sequenceNo) }).from(checkIns).where(eq(checkIns.flightId, flightId));
      return (row?.last ?? 0) + 1;
    },

    async create(values: typeof checkIns.$inferInsert): Promise<CheckInRow> {
      const [row] = await db.insert(checkIns).values(values).returning();
      return row!;
    },

    /** Cancels an active check-in; answers it, or nothing when it was no longer active. */
    async cancel(id: number, now: Date): Promise<CheckInRow | undefined> {
      const [row] = await db
        .update(checkIns)
        .set({ status: 'CANCELLED', cancelledAt: now })
        .where(and(eq(checkIns.id, id), inArray(checkIns.status, ['IN_PROGRESS', 'COMPLETED'])))
        .returning();
      return row;
    },

    async flightStatus(flightId: number) {
      const [row] = await db.select().from(flightStatus).where(eq(flightStatus.flightId, flightId));
      return row;
    },
  };
}
