import type { Store } from '../repositories/store';

const DAY_MS = 86_400_000;

/**
 * Forgets what has run out: booking sessions and picture codes past their expiry, rate-limit counts
 * whose window has passed; login sessions a day after they expired or were revoked (a clock moved
 * back within the day finds them as they were); verification codes a day after expiry (each
 * recipient's codes of the last hour are counted before another is sent); and unknown-login counts
 * nobody has touched for a day (well past their lock). Returns how many rows went.
 */
export async function pruneExpiredRows(store: Store, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const { expiredRows } = store;
  const deleted = [
    await expiredRows.bookingSessionsExpiredBefore(now),
    await expiredRows.captchasExpiredBefore(now),
    await expiredRows.rateLimitCountsResetBefore(now),
    await expiredRows.sessionsEndedBefore(dayAgo),
    await expiredRows.verificationCodesExpiredBefore(dayAgo),
    await expiredRows.unknownLoginsUntouchedSince(dayAgo),
  ];
  return deleted.reduce((sum, n) => sum + n, 0);
}
