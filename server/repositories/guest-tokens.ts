import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { guestTokens } from '../db/schema';

/** Guests' order-scoped access tokens, stored hashed. */
export function createGuestTokenRepository(db: Executor) {
  return {
    async create(values: typeof guestTokens.$inferInsert): Promise<void> {
      await db.insert(guestTokens).values(values);
    },

    /** The order a token that has not expired opens. */
    async orderOf(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ orderId: guestTokens.orderId })
        .from(guestTokens)
        .where(and(eq(guestTokens.tokenHash, tokenHash), gt(guestTokens.expiresAt, now)));
      return row?.orderId;
    },
  };
}
