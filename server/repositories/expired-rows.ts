import { and, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { bookingSessions, captchas, rateLimitCounts, sessions, unknownLogins, verificationCodes } from '../db/schema';

/** Rows deleted per statement, so that a large backlog does not hold one long transaction's locks. */
const BATCH = 1000;

/** Deletes rows that are of no more use; each method returns how many went. */
export function createExpiredRowRepository(db: Executor) {
  const deleteInBatches = async (table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> => {
    let deleted = 0;
    for (;;) {
      const batch = await db
        .delete(table)
        // = any(array(…)) rather than in (…): each key is then looked up by its index, never a walk of the table.
        .where(sql`${key} = any(array(${db.select({ key }).from(table).where(where).limit(BATCH)}))`)
        .returning({ key });
      deleted += batch.length;
      if (batch.length < BATCH) return deleted;
    }
  };
  return {
    bookingSessionsExpiredBefore: (at: Date) => deleteInBatches(bookingSessions, bookingSessions.processKey, lt(bookingSessions.expiresAt, at)),
    sessionsEndedBefore: (at: Date) =>
      deleteInBatches(sessions, sessions.tokenHash, or(lt(sessions.expiresAt, at), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, at)))),
    captchasExpiredBefore: (at: Date) => deleteInBatches(captchas, captchas.id, lt(captchas.expiresAt, at)),
    verificationCodesExpiredBefore: (at: Date) => deleteInBatches(verificationCodes, verificationCodes.id, lt(verificationCodes.expiresAt, at)),
    rateLimitCountsResetBefore: (at: Date) => deleteInBatches(rateLimitCounts, rateLimitCounts.key, lt(rateLimitCounts.resetAt, at)),
    unknownLoginsUntouchedSince: (at: Date) => deleteInBatches(unknownLogins, unknownLogins.username, lt(unknownLogins.updatedAt, at)),
  };
}
