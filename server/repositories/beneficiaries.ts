import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { beneficiaries, beneficiaryChanges } from '../db/schema';

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

    async add(row: NewBeneficiaryRow): Promise<BeneficiaryRow> {
      const [added] = await db.insert(beneficiaries).values(row).returning();
      return added!;
    },

    async update(memberId: number, id: number, change: Partial<NewBeneficiaryRow>): Promise<BeneficiaryRow> {
      const [row] = await db.update(beneficiaries).set(change).where(and(eq(beneficiaries.id, id), eq(beneficiaries.memberId, memberId))).returning();
      return row!;
    },

    /** False when the member has no beneficiary of this id. */
    async remove(memberId: number, id: number): Promise<boolean> {
      const removed = await db.delete(beneficiaries).where(and(eq(beneficiaries.id, id), eq(beneficiaries.memberId, memberId))).returning({ id: beneficiaries.id });
      return removed.length === 1;
    },

    async logChange(row: typeof beneficiaryChanges.$inferInsert): Promise<void> {
      await db.insert(beneficiaryChanges).values(row);
    },

    /** How many of the member's additions were ever made, deleted beneficiaries' included. */
    async additionsOf(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(beneficiaryChanges).where(and(eq(beneficiaryChanges.memberId, memberId), eq(beneficiaryChanges.kind, 'ADD')));
      return row?.n ?? 0;
    },

    /** The additions and changes since `from` that count against the yearly allowance. */
    async countedSince(memberId: number, from: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(beneficiaryChanges)
        .where(and(eq(beneficiaryChanges.memberId, memberId), eq(beneficiaryChanges.initial, false), gte(beneficiaryChanges.occurredAt, from)));
      return row?.n ?? 0;
    },
  };
}
