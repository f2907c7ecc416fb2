import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messageReads, messages } from '../db/schema';
import { offsetOf, type Page } from './page';

/** The message centre: messages to everyone (no user) or to one user, and which of them a user has read. */
export function createMessageRepository(db: Executor) {
  const visibleTo = (userId: number) => or(isNull(messages.userId), eq(messages.userId, userId));
  const readBy = (userId: number) => and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, userId));
  return {
    /** Newest first, each with when the user read it (null: unread). */
    async page(userId: number, page: Page) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ message: messages, readAt: messageReads.readAt })
          .from(messages)
          .leftJoin(messageReads, readBy(userId))
          .where(visibleTo(userId))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(messages).where(visibleTo(userId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messages)
        .leftJoin(messageReads, readBy(userId))
        .where(and(visibleTo(userId), isNull(messageReads.readAt)));
      return row?.n ?? 0;
    },

    async findVisible(id: number, userId: number) {
      const [row] = await db.select().from(messages).where(and(eq(messages.id, id), visibleTo(userId)));
      return row;
    },

    async markRead(messageId: number, userId: number, now: Date): Promise<void> {
      await db.insert(messageReads).values({ messageId, userId, readAt: now }).onConflictDoNothing();
    },

    /** Writes messages, all in one statement. */
    async create(values: Omit<typeof messages.$inferInsert, 'id'>[]): Promise<void> {
      if (values.length > 0) await db.insert(messages).values(values);
    },

    /** A user's own messages and read marks. */
    async deleteAllOf(userId: number): Promise<void> {
      await db.delete(messageReads).where(eq(messageReads.userId, userId));
      await db.delete(messages).where(eq(messages.userId, userId));
    },
  };
}
