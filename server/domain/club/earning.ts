import dayjs from 'dayjs';
import { memberTiers, type MemberTier } from '../../../services/schemas/member';
import type { EarningRate } from '../../repositories/points-earning';
import type { Store } from '../../repositories/store';
import { hongKongToday } from '../booking/reference';

/** Tier points flown in the last 12 months that a tier needs (spec section 9). */
export const tierThresholds: Record<MemberTier, number> = { STANDARD: 0, SELECT: 10_000, SILVER: 30_000, GOLDEN: 60_000, PLATINUM: 100_000 };
/** Earned points expire this many years after the flight. */
export const EARNED_VALID_YEARS = 3;
const EARN_BATCH = 200;

/** Today in Hong Kong, 'YYYY-MM-DD': the club's days. */
export const clubToday = hongKongToday;

/** What a flight of `distanceKm` earns on a brand: points and tier points, whole. */
export const earnedOn = (rate: Pick<EarningRate, 'percent' | 'tierPercent'>, distanceKm: number) => ({
  points: Math.round((distanceKm * rate.percent) / 100),
  tierPoints: Math.round((distanceKm * rate.tierPercent) / 100),
});

export const expiryOf = (flightDate: string) => dayjs(flightDate).add(EARNED_VALID_YEARS, 'year').format('YYYY-MM-DD');

/** The highest tier `tierPoints` reach. */
export function tierFor(tierPoints: number): MemberTier {
  return [...memberTiers].reverse().find((tier) => tierPoints >= tierThresholds[tier]) ?? 'STANDARD';
}

/** The tier after `tier`; null at the top. */
export const nextTierOf = (tier: MemberTier): MemberTier | null => memberTiers[memberTiers.indexOf(tier) + 1] ?? null;

export const tierYearStart = (now: Date) => dayjs(now).subtract(1, 'year').toDate();

/**
 * After a credit for flying: the member moves up to the tier their last 12 months of tier points
 * reach, until a year on; reaching their own tier again extends it. Never down before tierEndDate.
 */
export async function reviewTier(tx: Store, memberId: number, now: Date): Promise<void> {
  const member = (await tx.clubMembers.find(memberId))!;
  const reached = tierFor(await tx.points.tierPointsSince(memberId, tierYearStart(now)));
  if (memberTiers.indexOf(reached) < memberTiers.indexOf(member.tier as MemberTier) || reached === 'STANDARD') return;
  await tx.clubMembers.setTier(memberId, reached, dayjs(clubToday(now)).add(1, 'year').format('YYYY-MM-DD'));
}

/** A credit for flying (EARN for a ticket, CLAIM for a claim), once, with its tier review; false when written before. */
export async function creditFlight(
  tx: Store,
  credit: { memberId: number; kind: 'EARN' | 'CLAIM'; source: 'TICKET' | 'CLAIM'; sourceRef: string; points: number; tierPoints: number; flightNo: string; flightDate: string },
  now: Date,
): Promise<boolean> {
  await tx.clubMembers.lock(credit.memberId);
  if (!(await tx.points.record({ ...credit, expiresOn: expiryOf(credit.flightDate), occurredAt: now }))) return false;
  await reviewTier(tx, credit.memberId, now);
  return true;
}

/** The scheduled earning: each club member's flown cash ticket earns its points, once. Answers how many earned. */
export async function earnFlownTickets(store: Store, now: Date): Promise<number> {
  const due = await store.pointsEarning.flownUnearned(now, EARN_BATCH);
  let earned = 0;
  for (const { ticketNo, memberId, segment, rate } of due) {
    const credit = { memberId, kind: 'EARN' as const, source: 'TICKET' as const, sourceRef: ticketNo, flightNo: segment.flightNo, flightDate: segment.depLocal.slice(0, 10), ...earnedOn(rate, segment.distanceKm) };
    if (await store.transaction((tx) => creditFlight(tx, credit, now))) earned++;
  }
  return due.length === EARN_BATCH ? earned + (await earnFlownTickets(store, now)) : earned;
}
