import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { verificationCodes } from '../db/schema';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** The SMS and e-mail codes sent, stored hashed. */
export function createVerificationCodeRepository(db: Executor) {
  return {
    /** Holds the recipient until the transaction ends, so requests sent together run one by one. */
    async lockRecipient(recipient: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${recipient}::text))`);
    },

    /** When the recipient's codes since `since` were sent, newest first. */
    async sentSince(recipient: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.recipient, recipient), gt(verificationCodes.createdAt, since)))
        .orderBy(desc(verificationCodes.createdAt));
      return rows.map((r) => r.createdAt);
    },

    async create(values: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.insert(verificationCodes).values(values);
    },

    /** The newest unused, unexpired code of a recipient and purpose, its row locked until the transaction ends. */
    async lockLatest(target: { channel: string; recipient: string; purpose: string }, now: Date): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.recipient, target.recipient),
            eq(verificationCodes.channel, target.channel),
            eq(verificationCodes.purpose, target.purpose),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update');
      return row;
    },

    async setAttempts(id: number, attempts: number): Promise<void> {
      await db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, id));
    },

    async markUsed(id: number, now: Date): Promise<void> {
      await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, id));
    },

    async deleteFor(recipients: string[]): Promise<void> {
      if (recipients.length > 0) await db.delete(verificationCodes).where(inArray(verificationCodes.recipient, recipients));
    },
  };
}
