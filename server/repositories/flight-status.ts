import { and, asc, eq, getTableColumns, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { flightFollows, flightStatus, flights } from '../db/schema';

/** A flight with what operations say of it (all null when there is no flight_status row). */
const flightWithStatus = {
  ...getTableColumns(flights),
  estDepAt: flightStatus.estDepAt,
  estArrAt: flightStatus.estArrAt,
  depTerminal: flightStatus.depTerminal,
  arrTerminal: flightStatus.arrTerminal,
  gate: flightStatus.gate,
  carousel: flightStatus.carousel,
};
export type FlightStatusRow = typeof flights.$inferSelect & {
  estDepAt: Date | null;
  estArrAt: Date | null;
  depTerminal: string | null;
  arrTerminal: string | null;
  gate: string | null;
  carousel: string | null;
};
export type FlightFollowRow = typeof flightFollows.$inferSelect;
/** What a follower was last told of a flight. */
export type Seen = Pick<FlightFollowRow, 'seenDepAt' | 'seenGate' | 'seenCancelled'>;

/** Flights as the status board shows them, and the flights users follow. */
export function createFlightStatusRepository(db: Executor) {
  const select = () => db.select(flightWithStatus).from(flights).leftJoin(flightStatus, eq(flightStatus.flightId, flights.id));
  return {
    onRoute: (depAirport: string, arrAirport: string, depDate: string): Promise<FlightStatusRow[]> =>
      select()
        .where(and(eq(flights.depAirport, depAirport), eq(flights.arrAirport, arrAirport), eq(flights.depDate, depDate)))
        .orderBy(asc(flights.depAt)),

    async byFlightNo(flightNo: string, depDate: string): Promise<FlightStatusRow | undefined> {
      const [row] = await select().where(and(eq(flights.flightNo, flightNo), eq(flights.depDate, depDate)));
      return row;
    },

    /** The terminals operations have stated for each of the flights that has a status row. */
    terminalsOf: (flightIds: number[]): Promise<{ flightId: number; depTerminal: string | null; arrTerminal: string | null }[]> =>
      flightIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ flightId: flightStatus.flightId, depTerminal: flightStatus.depTerminal, arrTerminal: flightStatus.arrTerminal })
            .from(flightStatus)
            .where(inArray(flightStatus.flightId, flightIds)),

    async byId(flightId: number): Promise<FlightStatusRow | undefined> {
      const [row] = await select().where(eq(flights.id, flightId));
      return row;
    },

    /** False when the user already follows the flight. */
    async follow(userId: number, flightId: number, seen: Seen, now: Date): Promise<boolean> {
      const rows = await db
        .insert(flightFollows)
        .values({ userId, flightId, createdAt: now, ...seen })
        .onConflictDoNothing()
        .returning({ id: flightFollows.id });
      return rows.length > 0;
    },

    async unfollow(userId: number, flightId: number): Promise<boolean> {
      const rows = await db
        .delete(flightFollows)
        .where(and(eq(flightFollows.userId, userId), eq(flightFollows.flightId, flightId)))
        .returning({ id: flightFollows.id });
      return rows.length > 0;
    },

    async isFollowed(userId: number, flightId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: flightFollows.id })
        .from(flightFollows)
        .where(and(eq(flightFollows.userId, userId), eq(flightFollows.flightId, flightId)));
      return row !== undefined;
    },

    /** The user's followed flights, soonest first. */
    followedBy: (userId: number): Promise<FlightStatusRow[]> =>
      select()
        .innerJoin(flightFollows, eq(flightFollows.flightId, flights.id))
        .where(eq(flightFollows.userId, userId))
        .orderBy(asc(flights.depAt), asc(flights.id)),

    /** Every follow of a flight leaving after `since`, with the flight as it is now. */
    followsSince: (since: Date) =>
      db
        .select({ follow: flightFollows, flight: flightWithStatus })
        .from(flightFollows)
        .innerJoin(flights, eq(flights.id, flightFollows.flightId))
        .leftJoin(flightStatus, eq(flightStatus.flightId, flights.id))
        .where(gt(flights.depAt, since))
        .orderBy(asc(flightFollows.id)),

    /** Records what the follower is now told, unless another run already has: true for the one run that did. */
    async markSeen(followId: number, was: Seen, now: Seen): Promise<boolean> {
      const rows = await db
        .update(flightFollows)
        .set(now)
        .where(
          and(
            eq(flightFollows.id, followId),
            eq(flightFollows.seenDepAt, was.seenDepAt),
            eq(flightFollows.seenGate, was.seenGate),
            eq(flightFollows.seenCancelled, was.seenCancelled),
          ),
        )
        .returning({ id: flightFollows.id });
      return rows.length > 0;
    },
  };
}
