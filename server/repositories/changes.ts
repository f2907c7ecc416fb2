import { aliasedTable, and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { changePassengers, changes, orders } from '../db/schema';
import { offsetOf, type Page } from './page';

export type ChangeRow = typeof changes.$inferSelect;
type NewChangePassenger = Omit<typeof changePassengers.$inferInsert, 'changeId'>;

const unpaid = eq(changes.status, 'UNPAID');
const newOrders = aliasedTable(orders, 'new_orders');
/** A change with the numbers of the order it changed and of the order it made. */
const withNumbers = { change: changes, orderNo: orders.orderNo, newOrderNo: newOrders.orderNo };

/** Date changes and the passengers each moves. */
export function createChangeRepository(db: Executor) {
  const joined = () => db.select(withNumbers).from(changes).innerJoin(orders, eq(orders.id, changes.orderId)).innerJoin(newOrders, eq(newOrders.id, changes.newOrderId));
  const mine = (userId: number) => eq(changes.userId, userId);
  return {
    async create(values: typeof changes.$inferInsert, passengers: NewChangePassenger[]): Promise<ChangeRow> {
      const [row] = await db.insert(changes).values(values).returning();
      await db.insert(changePassengers).values(passengers.map((p) => ({ ...p, changeId: row!.id })));
      return row!;
    },

    /** The change that made an order, if one did. */
    async madeOrder(newOrderId: number) {
      const [row] = await joined().where(eq(changes.newOrderId, newOrderId));
      return row;
    },

    /** The changes of an order that were not cancelled, oldest first, with the orders they made. */
    async ofOrder(orderId: number) {
      const rows = await joined().where(eq(changes.orderId, orderId)).orderBy(asc(changes.id));
      return rows.filter((r) => r.change.status !== 'CANCELLED');
    },

    passengersOf: (changeId: number) => db.select().from(changePassengers).where(eq(changePassengers.changeId, changeId)).orderBy(asc(changePassengers.passengerIndex)),

    /** The user's changes, newest first; those the user removed from the reschedule list are left out. */
    async page(userId: number, page: Page) {
      const listed = and(mine(userId), isNull(changes.hiddenAt));
      const [rows, [total]] = await Promise.all([
        joined().where(listed).orderBy(desc(changes.createdAt), desc(changes.id)).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ n: count() }).from(changes).where(listed),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async findOwn(id: number, userId: number) {
      const [row] = await joined().where(and(eq(changes.id, id), mine(userId)));
      return row;
    },

    /** Completes an unpaid change; undefined when it is no longer unpaid. */
    async complete(id: number, now: Date): Promise<ChangeRow | undefined> {
      const [row] = await db.update(changes).set({ status: 'COMPLETED', completedAt: now }).where(and(eq(changes.id, id), unpaid)).returning();
      return row;
    },

    /** Cancels an unpaid change; false when it is no longer unpaid. */
    async cancel(id: number): Promise<boolean> {
      const rows = await db.update(changes).set({ status: 'CANCELLED' }).where(and(eq(changes.id, id), unpaid)).returning({ id: changes.id });
      return rows.length > 0;
    },
  };
}
