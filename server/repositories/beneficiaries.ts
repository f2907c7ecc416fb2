import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { beneficiaries } from '../db/schema';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type NewBeneficiaryRow = typeof beneficiaries.$inferInsert;

/** The people a member names to fly on their award tickets. */
export function createBeneficiaryRepository(db: Executor) {
  return {
    async listOf(memberId: number): Promise<BeneficiaryRow[]> {
      return db.select().from(beneficiaries).where(eq(beneficiaries.memberId, memberId)).orderBy(asc(beneficiaries.id));
    },

    /** Those who may fly now: their addition or last change is 30 days old. */
    async activeOf(memberId: number, now: Date): Promise<BeneficiaryRow[]> {
      return db
        .select()
        .from(beneficiaries)
        .where(and(eq(beneficiaries.memberId, memberId), lte(beneficiaries.effectiveAt, now)))
        .orderBy(asc(beneficiaries.id));
    },

    /** The member's beneficiary of this id; another member's answers nothing. */
    async find(memberId: number, id: number): Promise<BeneficiaryRow | undefined> {
      const [row] = await db.select().from(beneficiaries).where(and(eq(beneficiaries.id, id), eq(beneficiaries.memberId, memberId)));
      return row;
    },
  };
}
