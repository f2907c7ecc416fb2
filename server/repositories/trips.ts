import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TripScope } from '../../services/schemas/trip';
import type { Executor } from '../db/client';
import { flights, flightStatus, orders, tickets, tripCompanions, tripLinks } from '../db/schema';
import type { OrderRow } from './orders';
import { offsetOf, type Page } from './page';

/** An order on the user's trip list; `passengerIndex` is the passenger they named when they added someone else's booking. */
export type TripRow = { order: OrderRow; passengerIndex: number | null };

// ISO instants in UTC: compared as text they compare as time.
const firstDeparture = sql`${orders.itinerary}->'segments'->0->>'depAt'`;
const lastDeparture = sql`${orders.itinerary}->'segments'->-1->>'depAt'`;

const scopeFilter = (scope: TripScope, now: Date): SQL => (scope === 'UPCOMING' ? gt(lastDeparture, now.toISOString()) : lte(lastDeparture, now.toISOString()));

/** The user's trips: their own issued bookings and those they added, in one query for every list. */
export function createTripRepository(db: Executor) {
  const tripsOf = (userId: number, filter: SQL | undefined) => {
    const joined = db
      .select({ order: orders, passengerIndex: tripLinks.passengerIndex })
      .from(orders)
      .leftJoin(tripLinks, and(eq(tripLinks.orderId, orders.id), eq(tripLinks.userId, userId)));
    return { joined, where: and(or(eq(orders.userId, userId), isNotNull(tripLinks.id)), eq(orders.kind, 'TICKET'), eq(orders.status, 'ISSUED'), isNull(orders.deletedAt), filter) };
  };

  return {
    /** A page of trips in a scope: upcoming soonest first, past latest first. */
    async page(userId: number, scope: TripScope, page: Page, now: Date): Promise<{ rows: TripRow[]; total: number }> {
      const { joined, where } = tripsOf(userId, scopeFilter(scope, now));
      const order = scope === 'UPCOMING' ? [asc(firstDeparture), asc(orders.id)] : [desc(firstDeparture), desc(orders.id)];
      const [rows, [total]] = await Promise.all([
        joined.where(where).orderBy(...order).limit(page.pageSize).offset(offsetOf(page)),
        db
          .select({ n: count() })
          .from(orders)
          .leftJoin(tripLinks, and(eq(tripLinks.orderId, orders.id), eq(tripLinks.userId, userId)))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One of the user's trips, upcoming or past. */
    async find(userId: number, orderId: number): Promise<TripRow | undefined> {
      const { joined, where } = tripsOf(userId, eq(orders.id, orderId));
      const [row] = await joined.where(where);
      return row;
    },

    /** The ticket and the order it belongs to. */
    async ticket(ticketNo: string) {
      const [row] = await db.select({ ticket: tickets, order: orders }).from(tickets).innerJoin(orders, eq(orders.id, tickets.orderId)).where(eq(tickets.ticketNo, ticketNo));
      return row;
    },

    /** Adds someone else's booking to the user's trips; false when it is there already. */
    async link(userId: number, orderId: number, passengerIndex: number, now: Date): Promise<boolean> {
      const rows = await db.insert(tripLinks).values({ userId, orderId, passengerIndex, createdAt: now }).onConflictDoNothing().returning({ id: tripLinks.id });
      return rows.length > 0;
    },

    /** Takes an added booking off the user's trips, with the companions they added to it; false when it was not added. */
    async unlink(userId: number, orderId: number): Promise<boolean> {
      const rows = await db
        .delete(tripLinks)
        .where(and(eq(tripLinks.userId, userId), eq(tripLinks.orderId, orderId)))
        .returning({ id: tripLinks.id });
      await db.delete(tripCompanions).where(and(eq(tripCompanions.userId, userId), eq(tripCompanions.orderId, orderId)));
      return rows.length > 0;
    },

    /** Adds a fellow passenger (by their ticket) to the user's trip; false when they are there already. */
    async addCompanion(userId: number, orderId: number, ticketNo: string, now: Date): Promise<boolean> {
      const rows = await db.insert(tripCompanions).values({ userId, orderId, ticketNo, createdAt: now }).onConflictDoNothing().returning({ id: tripCompanions.id });
      return rows.length > 0;
    },

    async removeCompanion(userId: number, orderId: number, companionId: number): Promise<boolean> {
      const rows = await db
        .delete(tripCompanions)
        .where(and(eq(tripCompanions.id, companionId), eq(tripCompanions.userId, userId), eq(tripCompanions.orderId, orderId)))
        .returning({ id: tripCompanions.id });
      return rows.length > 0;
    },

    /** The fellow passengers the user added to a trip, with their tickets' orders, oldest first. */
    companions: (userId: number, orderId: number) =>
      db
        .select({ id: tripCompanions.id, ticket: tickets, order: orders })
        .from(tripCompanions)
        .innerJoin(tickets, eq(tickets.ticketNo, tripCompanions.ticketNo))
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .where(and(eq(tripCompanions.userId, userId), eq(tripCompanions.orderId, orderId)))
        .orderBy(tripCompanions.id),

    /** What the airline and operations say of the flights now: the scheduled departure, cancelled, and an estimated departure when there is one. */
    flightStates: (flightIds: number[]) =>
      flightIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: flights.id, depAt: flights.depAt, arrAt: flights.arrAt, cancelledAt: flights.cancelledAt, estDepAt: flightStatus.estDepAt })
            .from(flights)
            .leftJoin(flightStatus, eq(flightStatus.flightId, flights.id))
            .where(inArray(flights.id, flightIds)),
  };
}
