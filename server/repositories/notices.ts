import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { notices, orders } from '../db/schema';
import { preparedOnce } from './prepared';

export type NoticeRow = typeof notices.$inferSelect;

type NewNotice = Pick<typeof notices.$inferInsert, 'key' | 'kind' | 'orderId' | 'params' | 'createdAt'>;

const placeholders = { key: sql.placeholder('key'), kind: sql.placeholder('kind'), orderId: sql.placeholder('orderId'), params: sql.placeholder('params'), createdAt: sql.placeholder('createdAt') };
const insertOf = (db: Executor) => db.insert(notices).values(placeholders).onConflictDoNothing({ target: notices.key });
// Every order placed, paid or closed queues one, most of them announced.
const queueing = preparedOnce((db) => insertOf(db).prepare('queue_notice'));
const announcing = preparedOnce((db) =>
  db._.session.prepareQuery(
    new PgDialect().sqlToQuery(sql`with queued as ${insertOf(db)} select pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})`),
    undefined,
    'queue_announced_notice',
    false,
  ),
);

/** Notices waiting to be sent, and those sent. */
export function createNoticeRepository(db: Executor) {
  return {
    /**
     * Writes the notice unless one with its key was written before; with `announce`, also announces
     * on the database's channel, in the same statement: PostgreSQL holds the NOTIFY until the caller's
     * transaction commits.
     */
    async queue(notice: NewNotice, announce?: { channel: string; payload: string }): Promise<void> {
      if (announce) await announcing(db).execute({ ...notice, ...announce });
      else await queueing(db).execute(notice);
    },

    /**
     * Up to `limit` unsent notices, oldest first, locked for the caller's transaction: another
     * process sending at the same time skips them and takes the next ones.
     */
    unsent: (limit: number) => db.select().from(notices).where(isNull(notices.sentAt)).orderBy(asc(notices.id)).limit(limit).for('update', { skipLocked: true }),

    async markSent(ids: number[], at: Date): Promise<void> {
      if (ids.length > 0) await db.update(notices).set({ sentAt: at }).where(and(inArray(notices.id, ids), isNull(notices.sentAt)));
    },

    /** Up to `limit` notices about the user's orders written after the notice `afterId`, oldest first. */
    ofUserAfter: (userId: number, afterId: number, limit: number) =>
      db
        .select({ id: notices.id, kind: notices.kind, orderId: notices.orderId })
        .from(notices)
        .innerJoin(orders, eq(orders.id, notices.orderId))
        .where(and(eq(orders.userId, userId), gt(notices.id, afterId)))
        .orderBy(asc(notices.id))
        .limit(limit),

    /** The last notice about the user's orders, 0 if none. */
    async lastIdOfUser(userId: number): Promise<number> {
      const [row] = await db.select({ id: notices.id }).from(notices).innerJoin(orders, eq(orders.id, notices.orderId)).where(eq(orders.userId, userId)).orderBy(desc(notices.id)).limit(1);
      return row?.id ?? 0;
    },

    ofOrder: (orderId: number) => db.select().from(notices).where(eq(notices.orderId, orderId)).orderBy(asc(notices.id)),
  };
}
