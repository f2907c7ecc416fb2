import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notices } from '../db/schema';

export type NoticeRow = typeof notices.$inferSelect;

/** Notices waiting to be sent, and those sent. */
export function createNoticeRepository(db: Executor) {
  return {
    /** Writes the notice unless one with its key was written before. */
    async queue(notice: typeof notices.$inferInsert): Promise<void> {
      await db.insert(notices).values(notice).onConflictDoNothing({ target: notices.key });
    },

    /**
     * Up to `limit` unsent notices, oldest first, locked for the caller's transaction: another
     * process sending at the same time skips them and takes the next ones.
     */
    unsent: (limit: number) => db.select().from(notices).where(isNull(notices.sentAt)).orderBy(asc(notices.id)).limit(limit).for('update', { skipLocked: true }),

    async markSent(ids: number[], at: Date): Promise<void> {
      if (ids.length > 0) await db.update(notices).set({ sentAt: at }).where(and(inArray(notices.id, ids), isNull(notices.sentAt)));
    },

    ofOrder: (orderId: number) => db.select().from(notices).where(eq(notices.orderId, orderId)).orderBy(asc(notices.id)),
  };
}
