import { randomInt } from 'node:crypto';
import dayjs from 'dayjs';
import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import type { addClaimRequestSchema, Claim } from '../../../services/schemas/points';
import type { ClaimRow } from '../../repositories/points-claims';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { sendMessage } from '../messages';
import { clubToday, creditFlight, earnedOn } from './earning';
import { currentMember } from './current-member';

/** Spec section 5: a claim is made 3 to 180 days after the flight, and credited 4 to 6 weeks later. */
export const CLAIM_FROM_DAYS = 3;
export const CLAIM_UNTIL_DAYS = 180;
export const CREDIT_FROM_DAYS = 28;
export const CREDIT_UNTIL_DAYS = 42;
const CREDIT_BATCH = 200;

const refuse = (code: keyof typeof codes, key: string) => new DomainError(codes[code], key);

const toClaim = (row: ClaimRow): Claim => ({
  id: row.id,
  flightNo: row.flightNo,
  flightDate: row.flightDate,
  ticketNo: row.ticketNo,
  cabin: row.cabin,
  origin: row.origin,
  destination: row.destination,
  lastName: row.lastName,
  firstName: row.firstName,
  status: row.status as Claim['status'],
  points: row.points,
  createdAt: row.createdAt.toISOString(),
  creditDueAt: row.creditDueAt.toISOString(),
  creditedAt: row.creditedAt?.toISOString() ?? null,
});

/**
 * POST /add/reclaim: a claim for a flight the member flew (an issued ticket of that number on that
 * flight, route and cabin, in the member's names) that earned nothing and was not claimed before.
 */
export async function addClaim(store: Store, userId: number, body: z.infer<typeof addClaimRequestSchema>, now: Date): Promise<Claim> {
  const member = await currentMember(store, userId);
  const daysSince = dayjs(clubToday(now)).diff(dayjs(body.flightDate), 'day');
  if (daysSince < CLAIM_FROM_DAYS || daysSince > CLAIM_UNTIL_DAYS) throw refuse('claimOutsideWindow', 'errors.claimOutsideWindow');
  const ticket = await store.pointsEarning.issuedTicket(body.ticketNo);
  const { segment, passenger } = ticket ?? {};
  const same = (a: string | undefined, b: string) => a?.toUpperCase() === b;
  const flown =
    segment &&
    passenger &&
    same(segment.flightNo, body.flightNo) &&
    segment.depLocal.slice(0, 10) === body.flightDate &&
    same(segment.depAirport, body.origin) &&
    same(segment.arrAirport, body.destination) &&
    segment.cabin === body.cabin &&
    Date.parse(segment.arrAt) <= now.getTime() &&
    [body.lastName, body.firstName].join('/') === [member.lastName, member.firstName].join('/').toUpperCase() &&
    same(passenger.lastName, body.lastName) &&
    same(passenger.firstName, body.firstName);
  if (!flown) throw refuse('claimFlightNotFound', 'errors.claimFlightNotFound');
  if (await store.points.hasEarned(body.ticketNo)) throw refuse('claimAlreadyEarned', 'errors.claimAlreadyEarned');
  const rate = await store.pointsEarning.rate(segment.brand);
  if (!rate) throw refuse('claimNotEligible', 'errors.claimNotEligible');
  const { points, tierPoints } = earnedOn(rate, segment.distanceKm);
  const creditDueAt = dayjs(now).add(randomInt(CREDIT_FROM_DAYS, CREDIT_UNTIL_DAYS + 1), 'day').toDate();
  const made = await store.pointsClaims.create({ ...body, memberId: member.id, status: 'SUBMITTED', points, tierPoints, createdAt: now, creditDueAt });
  if (!made) throw refuse('claimExists', 'errors.claimExists');
  return toClaim(made);
}

/** POST /query/reclaim: the member's claims; with an id, that claim of theirs only. */
export async function queryClaims(store: Store, userId: number, query: Page & { id?: number }) {
  const member = await currentMember(store, userId);
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  if (query.id !== undefined) {
    const row = await store.pointsClaims.own(member.id, query.id);
    if (!row) throw refuse('claimNotFound', 'errors.claimNotFound');
    return { records: [toClaim(row)], total: 1, ...page };
  }
  const { records, total } = await store.pointsClaims.pageOf(member.id, page);
  return { records: records.map(toClaim), total, ...page };
}

/** The scheduled crediting: each claim due gets its CLAIM ledger row and a message, once. */
export async function creditClaims(store: Store, now: Date): Promise<number> {
  const due = await store.pointsClaims.dueIds(now, CREDIT_BATCH);
  let credited = 0;
  for (const id of due) {
    const done = await store.transaction(async (tx) => {
      const claim = await tx.pointsClaims.credit(id, now);
      if (!claim) return false;
      const { memberId, flightNo, flightDate, points, tierPoints } = claim;
      if (!(await creditFlight(tx, { memberId, kind: 'CLAIM', source: 'CLAIM', sourceRef: String(id), points, tierPoints, flightNo, flightDate }, now))) return false;
      const userId = await tx.users.idOfClubMember(memberId);
      if (userId !== undefined) await sendMessage(tx, userId, 'claims.creditedMessage', { flightNo, flightDate, points }, now);
      return true;
    });
    if (done) credited++;
  }
  return due.length === CREDIT_BATCH ? credited + (await creditClaims(store, now)) : credited;
}
