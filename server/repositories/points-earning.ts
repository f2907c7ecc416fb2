import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { FLYABLE } from './coupons';
import { clubMembers, orders, pointsClaims, pointsEarningRates, pointsLedger, tickets, users } from '../db/schema';

export type EarningRate = typeof pointsEarningRates.$inferSelect;

/** A ticket's segment and passenger in its order's JSON. */
const segmentOf = sql`${orders.itinerary}->'segments'->(${tickets.segmentIndex})`;
const passengerOf = sql`${orders.passengers}->(${tickets.passengerIndex})`;
const sameNames = and(sql`upper(${passengerOf}->>'lastName') = upper(${clubMembers.lastName})`, sql`upper(${passengerOf}->>'firstName') = upper(${clubMembers.firstName})`);

/** The earning table, and the flown cash tickets of club members that earned nothing yet. */
export function createPointsEarningRepository(db: Executor) {
  return {
    rates: (): Promise<EarningRate[]> => db.select().from(pointsEarningRates).orderBy(asc(pointsEarningRates.cabin), asc(pointsEarningRates.percent)),

    async rate(brand: string): Promise<EarningRate | undefined> {
      const [row] = await db.select().from(pointsEarningRates).where(eq(pointsEarningRates.brand, brand));
      return row;
    },

    /**
     * Issued tickets of a brand in the earning table whose flight arrived by `now`, with the member
     * who flew: the one whose card number the passenger gave, with the same names; without a card
     * number, the booking account's own member flying under their own names. Tickets that earned
     * (EARN) or are claimed already are left out.
     */
    flownUnearned: (now: Date, limit: number) =>
      db
        .select({ ticketNo: tickets.ticketNo, memberId: clubMembers.id, segment: sql<{ flightNo: string; depLocal: string; distanceKm: number; brand: string }>`${segmentOf}`, rate: pointsEarningRates })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .innerJoin(pointsEarningRates, sql`${pointsEarningRates.brand} = ${segmentOf}->>'brand'`)
        .leftJoin(users, eq(users.id, orders.userId))
        .innerJoin(
          clubMembers,
          and(
            sameNames,
            or(
              sql`${clubMembers.cardNo} = ${passengerOf}->>'ffpNo'`,
              and(sql`coalesce(${passengerOf}->>'ffpNo', '') = ''`, eq(clubMembers.id, users.clubMemberId)),
            ),
          ),
        )
        .leftJoin(pointsLedger, and(eq(pointsLedger.kind, 'EARN'), eq(pointsLedger.source, 'TICKET'), eq(pointsLedger.sourceRef, tickets.ticketNo)))
        .leftJoin(pointsClaims, eq(pointsClaims.ticketNo, tickets.ticketNo))
        .where(
          and(
            inArray(tickets.status, [...FLYABLE]),
            eq(orders.status, 'ISSUED'),
            eq(orders.kind, 'TICKET'),
            lte(tickets.arrAt, now),
            isNull(pointsLedger.id),
            isNull(pointsClaims.id),
          ),
        )
        .orderBy(asc(tickets.ticketNo))
        .limit(limit),

    /** An issued ticket with its segment and passenger, for checking a missing-points claim. */
    async issuedTicket(ticketNo: string) {
      const [row] = await db
        .select({
          ticketNo: tickets.ticketNo,
          segment: sql<{ flightNo: string; depLocal: string; arrAt: string; depAirport: string; arrAirport: string; cabin: string; brand: string; distanceKm: number }>`${segmentOf}`,
          passenger: sql<{ lastName: string; firstName: string }>`${passengerOf}`,
        })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .where(and(eq(tickets.ticketNo, ticketNo), inArray(tickets.status, [...FLYABLE]), eq(orders.status, 'ISSUED'), eq(orders.kind, 'TICKET')));
      return row;
    },
  };
}
