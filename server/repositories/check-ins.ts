import { and, inArray, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { checkIns } from '../db/schema';

export type CheckInRow = typeof checkIns.$inferSelect;

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
  };
}
