import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';
import { lazy } from './lazy';

/** Logged-in sessions, by the hash of their access token. */
export function createSessionRepository(db: Executor) {
  // Every call of a logged-in user looks its token up: the query is built once.
  const findLive = lazy(() =>
    db
      .select({ userId: sessions.userId, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
      .prepare('find_session'),
  );
  return {
    /** The user of a token that is neither revoked nor expired, and the user's role. */
    async userOf(tokenHash: string, now: Date): Promise<{ userId: number; role: string } | undefined> {
      const [row] = await findLive().execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    async create(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every live session of a user, but `keepTokenHash` when given. */
    async revokeAll(userId: number, now: Date, keepTokenHash?: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
    },
  };
}
