import type { Store } from '../../repositories/store';
import type { LedgerRow } from '../../repositories/points';
import { clubToday, expiryOf } from './earning';

/** What a member may spend now: the ledger's sum less what unpaid award orders hold. */
export async function availablePoints(store: Store, memberId: number): Promise<number> {
  return (await store.points.ledgerSum(memberId)) - (await store.points.heldSum(memberId));
}

export interface ExpiringCredit {
  /** The ledger row of the credit. */
  id: number;
  expiresOn: string;
  /** What is left of it once debits took the earliest-expiring credits first. */
  remaining: number;
}

/**
 * The credits still unspent, earliest expiry first: debits (spends, expiries) use the credits that
 * expire soonest, so a member never loses points they could have spent instead.
 */
export function unspentCredits(rows: readonly Pick<LedgerRow, 'id' | 'points' | 'expiresOn'>[]): ExpiringCredit[] {
  const credits = rows
    .filter((row) => row.points > 0 && row.expiresOn !== null)
    .map((row) => ({ id: row.id, expiresOn: row.expiresOn!, remaining: row.points }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.id - b.id);
  let debit = -rows.filter((row) => row.points < 0).reduce((total, row) => total + row.points, 0);
  for (const credit of credits) {
    const used = Math.min(debit, credit.remaining);
    credit.remaining -= used;
    debit -= used;
  }
  return credits.filter((credit) => credit.remaining > 0);
}

/** The profile's figures: points available, and the soonest-expiring unspent points and their day. */
export async function pointsSummary(store: Store, memberId: number): Promise<{ points: number; expiringPoints: number; pointsExpiry: string | null }> {
  const [next] = unspentCredits(await store.points.allOf(memberId));
  return { points: await availablePoints(store, memberId), expiringPoints: next?.remaining ?? 0, pointsExpiry: next?.expiresOn ?? null };
}

/**
 * Holds an award order's points when it is confirmed; false when the member cannot spare them.
 * The membership's row is locked first, so orders confirmed at once from two tabs are taken one by one.
 */
export async function holdPoints(tx: Store, hold: { memberId: number; orderId: number; points: number }, now: Date): Promise<boolean> {
  await tx.clubMembers.lock(hold.memberId);
  if ((await availablePoints(tx, hold.memberId)) < hold.points) return false;
  await tx.points.hold({ ...hold, createdAt: now });
  return true;
}

/** The order is paid: its held points are spent, once; false when there was nothing (left) to spend. */
export async function spendHeldPoints(tx: Store, order: { id: number; orderNo: string }, now: Date): Promise<boolean> {
  const hold = await tx.points.lockHold(order.id);
  if (!hold || !(await tx.points.settle(order.id, 'SPENT', now))) return false;
  await tx.points.record({ memberId: hold.memberId, points: -hold.points, kind: 'SPEND', source: 'ORDER', sourceRef: order.orderNo, occurredAt: now });
  return true;
}

/** The order expired or was cancelled unpaid: its held points are given back, once. */
export async function releaseHeldPoints(tx: Store, orderId: number, now: Date): Promise<boolean> {
  await tx.points.lockHold(orderId);
  return tx.points.settle(orderId, 'RELEASED', now);
}

/**
 * Passengers of a paid award order were refunded: the points they paid come back to the member, once
 * per refund, valid as long as points earned today. False when the order spent no points.
 */
export async function returnRefundedPoints(tx: Store, refund: { orderId: number; refundNo: string }, points: number | null, now: Date): Promise<boolean> {
  const hold = await tx.points.lockHold(refund.orderId);
  if (!hold || hold.status !== 'SPENT' || !points) return false;
  return tx.points.record({ memberId: hold.memberId, points, kind: 'REFUND', source: 'REFUND', sourceRef: refund.refundNo, expiresOn: expiryOf(clubToday(now)), occurredAt: now });
}
