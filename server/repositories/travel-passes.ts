import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, travelPasses, travelPassPackages, travelPassReminders, travelPassUses, users, type BoundPassengerRow } from '../db/schema';

export type PackageRow = typeof travelPassPackages.$inferSelect;
export type NewPackageRow = typeof travelPassPackages.$inferInsert;
export type PassRow = typeof travelPasses.$inferSelect;
export type PassUseRow = typeof travelPassUses.$inferSelect;

/** Packages, the passes orders bought, the flights booked with them and the sale reminders. */
export function createTravelPassRepository(db: Executor) {
  return {
    async addPackages(rows: NewPackageRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(travelPassPackages).values(rows).onConflictDoNothing();
    },

    /** Packages whose sale has not closed, by area then sale start. */
    listed(now: Date): Promise<PackageRow[]> {
      return db.select().from(travelPassPackages).where(gte(travelPassPackages.saleEndsAt, now)).orderBy(asc(travelPassPackages.area), asc(travelPassPackages.saleStartsAt), asc(travelPassPackages.id));
    },

    async packageById(id: number): Promise<PackageRow | undefined> {
      const [row] = await db.select().from(travelPassPackages).where(eq(travelPassPackages.id, id));
      return row;
    },

    /** Takes `count` passes of the package's stock; false when fewer are left (another buyer took them). */
    async take(packageId: number, count: number): Promise<boolean> {
      const taken = await db
        .update(travelPassPackages)
        .set({ sold: sql`${travelPassPackages.sold} + ${count}` })
        .where(and(eq(travelPassPackages.id, packageId), sql`${travelPassPackages.sold} + ${count} <= ${travelPassPackages.stock}`))
        .returning({ id: travelPassPackages.id });
      return taken.length === 1;
    },

    async giveBack(packageId: number, count: number): Promise<void> {
      await db
        .update(travelPassPackages)
        .set({ sold: sql`${travelPassPackages.sold} - ${count}` })
        .where(eq(travelPassPackages.id, packageId));
    },

    async addPasses(rows: (typeof travelPasses.$inferInsert)[]): Promise<void> {
      await db.insert(travelPasses).values(rows);
    },

    passesOf(orderIds: number[]): Promise<PassRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.select().from(travelPasses).where(inArray(travelPasses.orderId, orderIds)).orderBy(asc(travelPasses.id));
    },

    /** The pass if it is the user's. */
    async passOfOwner(passId: number, userId: number): Promise<PassRow | undefined> {
      const [row] = await db
        .select()
        .from(travelPasses)
        .where(and(eq(travelPasses.id, passId), eq(travelPasses.ownerId, userId)));
      return row;
    },

    /** Binds the passenger to the order's unbound pass; undefined when it was bound meanwhile. */
    async bind(passId: number, orderId: number, passenger: BoundPassengerRow, now: Date): Promise<PassRow | undefined> {
      const [row] = await db
        .update(travelPasses)
        .set({ passenger, boundAt: now })
        .where(and(eq(travelPasses.id, passId), eq(travelPasses.orderId, orderId), isNull(travelPasses.boundAt)))
        .returning();
      return row;
    },

    /** Takes one ticket of a pass with a ticket left; false when none is left (another booking took the last). */
    async takeTicket(passId: number, tickets: number): Promise<boolean> {
      const taken = await db
        .update(travelPasses)
        .set({ ticketsTaken: sql`${travelPasses.ticketsTaken} + 1` })
        .where(and(eq(travelPasses.id, passId), sql`${travelPasses.ticketsTaken} < ${tickets}`))
        .returning({ id: travelPasses.id });
      return taken.length === 1;
    },

    async giveTicketBack(passId: number): Promise<void> {
      await db
        .update(travelPasses)
        .set({ ticketsTaken: sql`${travelPasses.ticketsTaken} - 1` })
        .where(eq(travelPasses.id, passId));
    },

    async addUse(row: { passId: number; orderId: number; createdAt: Date }): Promise<void> {
      await db.insert(travelPassUses).values({ ...row, status: 'HELD' });
    },

    /** Moves the flight order's use from one status to the next; undefined when it has none in `from`. */
    async settleUse(orderId: number, from: 'HELD' | 'USED', to: 'USED' | 'RELEASED' | 'REFUNDED', now: Date): Promise<PassUseRow | undefined> {
      const [row] = await db
        .update(travelPassUses)
        .set({ status: to, settledAt: now })
        .where(and(eq(travelPassUses.orderId, orderId), eq(travelPassUses.status, from)))
        .returning();
      return row;
    },

    /** The flights booked with the passes, with their orders, oldest first. */
    usesOf(passIds: number[]) {
      if (passIds.length === 0) return Promise.resolve([]);
      return db
        .select({ use: travelPassUses, order: orders, passNo: travelPasses.passNo })
        .from(travelPassUses)
        .innerJoin(orders, eq(orders.id, travelPassUses.orderId))
        .innerJoin(travelPasses, eq(travelPasses.id, travelPassUses.passId))
        .where(inArray(travelPassUses.passId, passIds))
        .orderBy(asc(travelPassUses.id));
    },

    /** Sets a reminder; false when the user had set it already. */
    async remind(packageId: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db.insert(travelPassReminders).values({ packageId, userId, createdAt: now }).onConflictDoNothing().returning({ id: travelPassReminders.id });
      return rows.length === 1;
    },

    async remindedPackages(userId: number): Promise<Set<number>> {
      const rows = await db.select({ packageId: travelPassReminders.packageId }).from(travelPassReminders).where(eq(travelPassReminders.userId, userId));
      return new Set(rows.map((r) => r.packageId));
    },

    /** Unsent reminders of packages whose sale has opened by `now`, oldest first. */
    dueReminders(now: Date, limit: number) {
      return db
        .select({ id: travelPassReminders.id, userId: travelPassReminders.userId, pkg: travelPassPackages })
        .from(travelPassReminders)
        .innerJoin(travelPassPackages, eq(travelPassPackages.id, travelPassReminders.packageId))
        .innerJoin(users, eq(users.id, travelPassReminders.userId))
        .where(and(isNull(travelPassReminders.sentAt), lte(travelPassPackages.saleStartsAt, now)))
        .orderBy(asc(travelPassReminders.id))
        .limit(limit);
    },

    /** Marks the reminder sent; false when another run sent it first. */
    async markSent(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(travelPassReminders)
        .set({ sentAt: now })
        .where(and(eq(travelPassReminders.id, id), isNull(travelPassReminders.sentAt)))
        .returning({ id: travelPassReminders.id });
      return rows.length === 1;
    },

    /** Refunds the paid pass order if none of its passes has a ticket taken; false when it is not so. */
    async refundOrder(orderId: number, extras: unknown, now: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'REFUNDED', closedAt: now, extras })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.kind, 'PASS'),
            eq(orders.status, 'ISSUED'),
            sql`not exists (select 1 from ${travelPasses} where ${travelPasses.orderId} = ${orderId} and ${travelPasses.ticketsTaken} > 0)`,
          ),
        )
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** The user's pass orders they have not deleted, newest first (few: the page is cut by the domain, which knows their statuses). */
    ordersOf(userId: number) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.kind, 'PASS'), isNull(orders.deletedAt)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },
  };
}
