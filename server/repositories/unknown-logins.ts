import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { unknownLogins } from '../db/schema';
import type { LoginAttempts } from '../domain/login-attempts';

/** Failed logins naming no account, per username, shared by every server process. */
export function createUnknownLoginRepository(db: Executor) {
  return {
    /** The attempts for `username` (none yet: a fresh row), with its row locked until the transaction ends. */
    async lock(username: string, now: Date): Promise<LoginAttempts> {
      await db.insert(unknownLogins).values({ username, failedLogins: 0, lockedUntil: null, updatedAt: now }).onConflictDoNothing();
      const [row] = await db
        .select({ failedLogins: unknownLogins.failedLogins, lockedUntil: unknownLogins.lockedUntil })
        .from(unknownLogins)
        .where(eq(unknownLogins.username, username))
        .for('update');
      return row!;
    },

    async save(username: string, attempts: LoginAttempts, now: Date): Promise<void> {
      await db
        .update(unknownLogins)
        .set({ ...attempts, updatedAt: now })
        .where(eq(unknownLogins.username, username));
    },
  };
}
