import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimitCounts } from '../db/schema';

/** Requests counted against the rate limits, per limit and key, in the one database every server process shares. */
export function createRateLimitCountRepository(db: Executor) {
  return {
    /**
     * Counts one request under `key`: one more in the current window, or the first of a new window
     * of `windowMs` when the last has passed. Returns the count so far and when the window ends.
     */
    async count(key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: Date }> {
      const passed = sql`${rateLimitCounts.resetAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounts)
        .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounts.key,
          set: {
            count: sql`CASE WHEN ${passed} THEN 1 ELSE ${rateLimitCounts.count} + 1 END`,
            resetAt: sql`CASE WHEN ${passed} THEN excluded.reset_at ELSE ${rateLimitCounts.resetAt} END`,
          },
        })
        .returning({ count: rateLimitCounts.count, resetAt: rateLimitCounts.resetAt });
      return row!;
    },
  };
}
