import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import {
  pointConfirmBrandResponseSchema,
  pointConfirmOrderResponseSchema,
  pointConfirmPassengersResponseSchema,
  pointSearchResponseSchema,
  type AwardPassengerKind,
} from '../../services/schemas/points-booking';
import { clubProfileSchema } from '../../services/schemas/member';
import { beneficiaries, clubMembers, pointsHolds, pointsLedger } from '../../server/db/schema';
import type { Api, Envelope } from './harness';
import { clubLogin, DAY, MEMBERS, OK, parseExact, type RegisteredUser } from './helpers';
import { ok, searchBody, type Leg } from './booking-helpers';

export const POINT = '/dsb-offer/api/v1/offer/point';
export const REDEMPTION_PASSWORD = '258036';

export const pointPost = (s: Api, who: { token: string } | null, path: string, json: unknown): Promise<Envelope> =>
  s.call('POST', `${POINT}${path}`, { token: who?.token, json });

export interface Member extends RegisteredUser {
  memberId: number;
  cardNo: string;
}

/** Signs in with the club card: the app user bound to the membership. */
export async function memberLogin(s: Api, cardNo: string, password: string): Promise<Member> {
  const res = await clubLogin(s, cardNo, password);
  expect(res.code, res.msg).toBe(OK);
  const [row] = await s.database.db.select().from(clubMembers).where(eq(clubMembers.cardNo, cardNo));
  return { id: res.data.memberId, token: res.data.access_token, areaCode: '', mobile: '', password, memberId: row!.id, cardNo };
}

/** A beneficiary of the member, straight into the table; `effectiveInDays` < 0 makes one who may fly already. */
export async function addBeneficiary(
  s: Api,
  memberId: number,
  fields: Partial<typeof beneficiaries.$inferInsert> & { lastName: string; firstName: string },
  effectiveInDays = -1,
): Promise<number> {
  const now = s.clock.now();
  const [row] = await s.database.db
    .insert(beneficiaries)
    .values({
      memberId,
      relationship: 'SPOUSE',
      idType: 'PASSPORT',
      idNo: `H${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      birthday: '1980-02-03',
      gender: 'M',
      nationality: 'HK',
      idExpiry: '2035-01-01',
      effectiveAt: new Date(now.getTime() + effectiveInDays * DAY),
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .returning({ id: beneficiaries.id });
  return row!.id;
}

/** The points the profile shows, the ledger's sum and what is held, of one member. */
export async function pointsOf(s: Api, member: Member) {
  const res = await s.call('GET', `${MEMBERS}/me/jp`, { token: member.token });
  expect(res.code, res.msg).toBe(OK);
  const shown = z.strictObject(clubProfileSchema.shape).parse(res.data).points;
  const [ledger] = await s.database.db.select({ sum: sql<string>`coalesce(sum(${pointsLedger.points}), 0)::text` }).from(pointsLedger).where(eq(pointsLedger.memberId, member.memberId));
  const [held] = await s.database.db
    .select({ sum: sql<string>`coalesce(sum(${pointsHolds.points}), 0)::text` })
    .from(pointsHolds)
    .where(and(eq(pointsHolds.memberId, member.memberId), eq(pointsHolds.status, 'HELD')));
  return { shown, ledger: Number(ledger!.sum), held: Number(held!.sum) };
}

export const holdOf = async (s: Api, orderId: number) => (await s.database.db.select().from(pointsHolds).where(eq(pointsHolds.orderId, orderId)))[0];
export const spendRowsOf = (s: Api, orderNo: string) => s.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.source, 'ORDER'), eq(pointsLedger.sourceRef, orderNo)));

export const contactEtdz = { name: 'WONG MEI LING', email: 'golden@fwc.example', contactPhone: { areaCode: '852', mobile: '61234502' } };

export interface AwardPlan {
  segments: Leg[];
  routeWay?: 'D' | 'R';
  classLevel?: 'Y' | 'C';
  brand: string;
  flyers: { kind: AwardPassengerKind; id: number; guardianIndex?: number }[];
  counts?: { adult: number; child: number; infant: number };
  /** Per leg, the flight number to take; the first direct flight otherwise. */
  flights?: string[];
}

/** Searches the award flights, takes the brand on every leg and confirms the passengers; answers the last processKey. */
export async function awardBooking(s: Api, member: { token: string }, plan: AwardPlan) {
  const counts = plan.counts ?? { adult: plan.flyers.length, child: 0, infant: 0 };
  const body = searchBody({ routeWay: plan.routeWay, segments: plan.segments, passengers: counts, classLevel: plan.classLevel });
  let result = parseExact(pointSearchResponseSchema, await ok(pointPost(s, member, '/search/flight', body)));
  let brandStep: z.infer<typeof pointConfirmBrandResponseSchema> | undefined;
  for (let leg = 0; leg < plan.segments.length; leg++) {
    if (leg > 0) result = parseExact(pointSearchResponseSchema, await ok(pointPost(s, member, '/search/flight/back', { processKey: brandStep!.processKey })));
    const option = result.options.find((o) => o.stops === 0 && (plan.flights?.[leg] === undefined || o.segments[0]!.flightNo === plan.flights[leg]));
    if (!option) throw new Error(`no direct flight on leg ${leg}`);
    expect(option.brands.find((b) => b.brand === plan.brand), `${plan.brand} on ${option.flightKey}`).toBeDefined();
    brandStep = parseExact(pointConfirmBrandResponseSchema, await ok(pointPost(s, member, '/booking/confirm/brand', { processKey: result.processKey, flightKey: option.flightKey, brand: plan.brand })));
  }
  expect(brandStep!.nextLegIndex).toBeNull();
  const psg = parseExact(pointConfirmPassengersResponseSchema, await ok(pointPost(s, member, '/booking/confirm/psg', { processKey: brandStep!.processKey, confirmOrderPsngs: plan.flyers, contactEtdz, privacyConsent: true })));
  return { psg, legs: brandStep!.legs };
}

export const orderBody = (processKey: string, redemptionPassword = REDEMPTION_PASSWORD) => ({ processKey, endPoint: 'H5', redemptionPassword });
export async function confirmAwardOrder(s: Api, member: { token: string }, processKey: string) {
  return parseExact(pointConfirmOrderResponseSchema, await ok(pointPost(s, member, '/booking/confirm/order', orderBody(processKey))));
}
