import { and, desc, eq, gt, gte, lt, lte, sql, sum } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pointsHolds, pointsLedger } from '../db/schema';
import { offsetOf, type Page } from './page';

export type LedgerRow = typeof pointsLedger.$inferSelect;
export type NewLedgerRow = typeof pointsLedger.$inferInsert;
export type HoldRow = typeof pointsHolds.$inferSelect;

export interface LedgerFilter {
  beginDate?: string;
  endDate?: string;
  kind?: string;
}

/**
 * The points ledger and the holds of unpaid award orders. Whoever moves a member's points locks the
 * membership's row first (`clubMembers.lock`), so two moves from two tabs are taken one by one.
 */
export function createPointsRepository(db: Executor) {
  const asNumber = (value: string | number | null) => Number(value ?? 0);
  return {
    /** Writes one ledger row; false when the same event (kind, source, sourceRef) was written before. */
    async record(row: NewLedgerRow): Promise<boolean> {
      const written = await db.insert(pointsLedger).values(row).onConflictDoNothing().returning({ id: pointsLedger.id });
      return written.length === 1;
    },

    /** The sum of the member's ledger rows. */
    async ledgerSum(memberId: number): Promise<number> {
      const [row] = await db.select({ total: sum(pointsLedger.points) }).from(pointsLedger).where(eq(pointsLedger.memberId, memberId));
      return asNumber(row?.total ?? null);
    },

    /** Points held by the member's unpaid award orders. */
    async heldSum(memberId: number): Promise<number> {
      const [row] = await db
        .select({ total: sum(pointsHolds.points) })
        .from(pointsHolds)
        .where(and(eq(pointsHolds.memberId, memberId), eq(pointsHolds.status, 'HELD')));
      return asNumber(row?.total ?? null);
    },

    /** Every row of the member, for working out which credits are still unspent. */
    async allOf(memberId: number): Promise<LedgerRow[]> {
      return db.select().from(pointsLedger).where(eq(pointsLedger.memberId, memberId));
    },

    /** The member's rows, newest first, filtered by day of `occurredAt` (UTC dates, inclusive) and kind. */
    async rowsOf(memberId: number, filter: LedgerFilter, page: Page): Promise<{ records: LedgerRow[]; total: number }> {
      const where = and(
        eq(pointsLedger.memberId, memberId),
        filter.beginDate ? gte(pointsLedger.occurredAt, new Date(`${filter.beginDate}T00:00:00Z`)) : undefined,
        filter.endDate ? lte(pointsLedger.occurredAt, new Date(`${filter.endDate}T23:59:59.999Z`)) : undefined,
        filter.kind ? eq(pointsLedger.kind, filter.kind) : undefined,
      );
      const records = await db.select().from(pointsLedger).where(where).orderBy(desc(pointsLedger.occurredAt), desc(pointsLedger.id)).limit(page.pageSize).offset(offsetOf(page));
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(pointsLedger).where(where);
      return { records, total: count?.total ?? 0 };
    },

    /** Tier points the member earned by flying since `since`. */
    async tierPointsSince(memberId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: sum(pointsLedger.tierPoints) })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.memberId, memberId), gte(pointsLedger.occurredAt, since)));
      return asNumber(row?.total ?? null);
    },

    /** Members with a credit expired before `today` that no EXPIRE row answers yet (spent credits among them). */
    async membersWithExpiredCredits(today: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ memberId: pointsLedger.memberId })
        .from(pointsLedger)
        .where(
          and(
            gt(pointsLedger.points, 0),
            lt(pointsLedger.expiresOn, today),
            sql`not exists (select 1 from ${pointsLedger} e where e.kind = 'EXPIRE' and e.source = 'EXPIRY' and e.source_ref = ${pointsLedger.id}::text)`,
          ),
        );
      return rows.map((row) => row.memberId);
    },

    /** Whether the ticket earned its points (EARN) already. */
    async hasEarned(ticketNo: string): Promise<boolean> {
      const [row] = await db.select({ id: pointsLedger.id }).from(pointsLedger).where(and(eq(pointsLedger.kind, 'EARN'), eq(pointsLedger.source, 'TICKET'), eq(pointsLedger.sourceRef, ticketNo)));
      return row !== undefined;
    },

    async row(memberId: number, id: number): Promise<LedgerRow | undefined> {
      const [row] = await db.select().from(pointsLedger).where(and(eq(pointsLedger.id, id), eq(pointsLedger.memberId, memberId)));
      return row;
    },

    async hold(row: { orderId: number; memberId: number; points: number; createdAt: Date }): Promise<void> {
      await db.insert(pointsHolds).values({ ...row, status: 'HELD' });
    },

    /** The order's hold, locked until the transaction ends. */
    async lockHold(orderId: number): Promise<HoldRow | undefined> {
      const [row] = await db.select().from(pointsHolds).where(eq(pointsHolds.orderId, orderId)).for('update');
      return row;
    },

    /** Settles a HELD hold as SPENT or RELEASED; false when it was settled before. */
    async settle(orderId: number, status: 'SPENT' | 'RELEASED', now: Date): Promise<boolean> {
      const settled = await db
        .update(pointsHolds)
        .set({ status, settledAt: now })
        .where(and(eq(pointsHolds.orderId, orderId), eq(pointsHolds.status, 'HELD')))
        .returning({ orderId: pointsHolds.orderId });
      return settled.length === 1;
    },

    /** The member's unpaid award orders' holds: a membership with one is not unbound. */
    async activeHoldsOf(memberId: number): Promise<HoldRow[]> {
      return db.select().from(pointsHolds).where(and(eq(pointsHolds.memberId, memberId), eq(pointsHolds.status, 'HELD')));
    },
  };
}
