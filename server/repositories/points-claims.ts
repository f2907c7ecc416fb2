import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { pointsClaims } from '../db/schema';
import { offsetOf, type Page } from './page';

export type ClaimRow = typeof pointsClaims.$inferSelect;
export type NewClaimRow = typeof pointsClaims.$inferInsert;

/** Missing-points claims. */
export function createPointsClaimRepository(db: Executor) {
  return {
    /** Writes the claim; undefined when its ticket was claimed before. */
    async create(row: NewClaimRow): Promise<ClaimRow | undefined> {
      const [made] = await db.insert(pointsClaims).values(row).onConflictDoNothing().returning();
      return made;
    },

    async ofTicket(ticketNo: string): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(pointsClaims).where(eq(pointsClaims.ticketNo, ticketNo));
      return row;
    },

    async own(memberId: number, id: number): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(pointsClaims).where(and(eq(pointsClaims.id, id), eq(pointsClaims.memberId, memberId)));
      return row;
    },

    /** The member's claims, newest first. */
    async pageOf(memberId: number, page: Page): Promise<{ records: ClaimRow[]; total: number }> {
      const where = eq(pointsClaims.memberId, memberId);
      const records = await db.select().from(pointsClaims).where(where).orderBy(desc(pointsClaims.createdAt), desc(pointsClaims.id)).limit(page.pageSize).offset(offsetOf(page));
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(pointsClaims).where(where);
      return { records, total: count?.total ?? 0 };
    },

    /** Ids of submitted claims due to be credited by `now`, the earliest first. */
    dueIds: async (now: Date, limit: number) =>
      (
        await db
          .select({ id: pointsClaims.id })
          .from(pointsClaims)
          .where(and(eq(pointsClaims.status, 'SUBMITTED'), lte(pointsClaims.creditDueAt, now)))
          .orderBy(asc(pointsClaims.creditDueAt), asc(pointsClaims.id))
          .limit(limit)
      ).map((row) => row.id),

    /** Marks a submitted claim credited; undefined when it was settled before. */
    async credit(id: number, now: Date): Promise<ClaimRow | undefined> {
      const [row] = await db
        .update(pointsClaims)
        .set({ status: 'CREDITED', creditedAt: now })
        .where(and(eq(pointsClaims.id, id), eq(pointsClaims.status, 'SUBMITTED')))
        .returning();
      return row;
    },
  };
}
