import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookingSessions } from '../db/schema';
import { lazy } from './lazy';

/** The snapshots of a booking, one per step, each under its processKey. */
export function createBookingSessionRepository(db: Executor) {
  // The two statements of every step, built once (drizzle otherwise builds the SQL each time).
  const statements = lazy(() => {
    const value = (name: keyof typeof bookingSessions.$inferInsert) => sql.placeholder(name);
    return {
      insert: db
        .insert(bookingSessions)
        .values({ processKey: value('processKey'), userId: value('userId'), step: value('step'), data: value('data'), createdAt: value('createdAt'), expiresAt: value('expiresAt') })
        .prepare('save_step'),
      find: db
        .select()
        .from(bookingSessions)
        .where(and(eq(bookingSessions.processKey, sql.placeholder('processKey')), gt(bookingSessions.expiresAt, sql.placeholder('now'))))
        .prepare('load_step'),
    };
  });
  return {
    async save(values: typeof bookingSessions.$inferInsert): Promise<void> {
      await statements().insert.execute(values);
    },

    /** The snapshot of a processKey that has not expired. */
    async find(processKey: string, now: Date) {
      const [row] = await statements().find.execute({ processKey, now: now.toISOString() });
      return row;
    },
  };
}
