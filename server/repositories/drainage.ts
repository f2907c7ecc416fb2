import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { drainage, orders } from '../db/schema';
import { ownedBy, type OrderOwner } from './orders';

type Entry = Omit<typeof drainage.$inferInsert, 'kind' | 'orderNo'>;

/** Visits and orders that came from a partner's link. */
export function createDrainageRepository(db: Executor) {
  return {
    async addVisit(values: Entry): Promise<void> {
      await db.insert(drainage).values({ ...values, kind: 'visit' });
    },

    /** Counts an order for its campaign; an order counted before stays as it was. */
    async addOrder(values: Entry & { orderNo: string }): Promise<void> {
      await db.insert(drainage).values({ ...values, kind: 'order' }).onConflictDoNothing();
    },

    /** Whether the owner placed the order of this number (and has not deleted it). */
    async ownsOrder(orderNo: string, owner: OrderOwner): Promise<boolean> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.orderNo, orderNo), ownedBy(owner), isNull(orders.deletedAt)));
      return row !== undefined;
    },
  };
}
