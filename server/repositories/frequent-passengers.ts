import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { frequentPassengers } from '../db/schema';
import { offsetOf, type Page } from './page';

export type PassengerRow = typeof frequentPassengers.$inferSelect;
type NewPassenger = typeof frequentPassengers.$inferInsert;

/** A user's frequent passengers. */
export function createPassengerRepository(db: Executor) {
  const mine = (userId: number) => eq(frequentPassengers.userId, userId);
  const own = (id: number, userId: number) => and(eq(frequentPassengers.id, id), mine(userId));
  return {
    /** The user first, then the newest. */
    async page(userId: number, page: Page) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(frequentPassengers)
          .where(mine(userId))
          .orderBy(desc(frequentPassengers.personally), desc(frequentPassengers.createdAt), desc(frequentPassengers.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(frequentPassengers).where(mine(userId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    allOf(userId: number): Promise<PassengerRow[]> {
      return db.select().from(frequentPassengers).where(mine(userId));
    },

    /** The documents of some of the user's passengers. */
    documentsOf(userId: number, ids: number[]) {
      return db
        .select({ id: frequentPassengers.id, certType: frequentPassengers.certType, certNo: frequentPassengers.certNo })
        .from(frequentPassengers)
        .where(and(mine(userId), inArray(frequentPassengers.id, ids)));
    },

    async create(values: NewPassenger): Promise<PassengerRow> {
      const [row] = await db.insert(frequentPassengers).values(values).returning();
      return row!;
    },

    async update(id: number, userId: number, fields: Partial<NewPassenger>): Promise<PassengerRow | undefined> {
      const [row] = await db.update(frequentPassengers).set(fields).where(own(id, userId)).returning();
      return row;
    },

    /** False when the user has no such passenger. */
    async remove(id: number, userId: number): Promise<boolean> {
      const gone = await db.delete(frequentPassengers).where(own(id, userId)).returning({ id: frequentPassengers.id });
      return gone.length > 0;
    },

    async deleteAllOf(userId: number): Promise<void> {
      await db.delete(frequentPassengers).where(mine(userId));
    },
  };
}
