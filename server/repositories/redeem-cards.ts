import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, redeemCards, redeemCardUses, tickets, type BoundPassengerRow } from '../db/schema';
import { offsetOf, ownedInStatus, withTotal, type Page } from './page';

export type RedeemCardRow = typeof redeemCards.$inferSelect;
export type NewRedeemCardRow = typeof redeemCards.$inferInsert;
export type CardUseRow = typeof redeemCardUses.$inferSelect;

/** Cards that may still be redeemed, activated or used. */
const openStatuses = ['UNACTIVATED', 'USABLE', 'PARTIALLY'];

export function createRedeemCardRepository(db: Executor) {
  return {
    async issue(rows: NewRedeemCardRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(redeemCards).values(rows).onConflictDoNothing();
    },

    async byCode(redeemCode: string): Promise<RedeemCardRow | undefined> {
      const [row] = await db.select().from(redeemCards).where(eq(redeemCards.redeemCode, redeemCode));
      return row;
    },

    /** The card if it is the user's. */
    async ofOwner(cardId: number, userId: number): Promise<RedeemCardRow | undefined> {
      const [row] = await db
        .select()
        .from(redeemCards)
        .where(and(eq(redeemCards.id, cardId), eq(redeemCards.ownerId, userId)));
      return row;
    },

    /** The card, locked until the transaction ends. */
    async lock(cardId: number): Promise<RedeemCardRow | undefined> {
      const [row] = await db.select().from(redeemCards).where(eq(redeemCards.id, cardId)).for('update');
      return row;
    },

    /** Gives an unowned card to the user; undefined when someone redeemed it first. */
    async bind(cardId: number, userId: number, now: Date, activationDeadline: Date): Promise<RedeemCardRow | undefined> {
      const [row] = await db
        .update(redeemCards)
        .set({ ownerId: userId, redeemedAt: now, activationDeadline })
        .where(and(eq(redeemCards.id, cardId), isNull(redeemCards.ownerId)))
        .returning();
      return row;
    },

    /** Freezes the passenger on the user's unactivated card; undefined when it was activated meanwhile. */
    async activate(cardId: number, userId: number, passenger: BoundPassengerRow, now: Date): Promise<RedeemCardRow | undefined> {
      const [row] = await db
        .update(redeemCards)
        .set({ passenger, activatedAt: now, status: 'USABLE' })
        .where(and(eq(redeemCards.id, cardId), eq(redeemCards.ownerId, userId), eq(redeemCards.status, 'UNACTIVATED'), isNull(redeemCards.activatedAt)))
        .returning();
      return row;
    },

    pageOf(userId: number, status: string | undefined, page: Page): Promise<{ records: RedeemCardRow[]; total: number }> {
      const where = ownedInStatus(redeemCards.ownerId, userId, redeemCards.status, status);
      return withTotal(
        db.select().from(redeemCards).where(where).orderBy(desc(redeemCards.redeemedAt), desc(redeemCards.id)).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ n: count() }).from(redeemCards).where(where),
      );
    },

    async countsOf(userId: number): Promise<{ status: string; count: number }[]> {
      return db
        .select({ status: redeemCards.status, count: sql<number>`count(*)::int` })
        .from(redeemCards)
        .where(eq(redeemCards.ownerId, userId))
        .groupBy(redeemCards.status);
    },

    /** Takes one use of a usable card with a use left; false when none is left (another booking took the last). */
    async takeUse(cardId: number): Promise<boolean> {
      const taken = await db
        .update(redeemCards)
        .set({ usesTaken: sql`${redeemCards.usesTaken} + 1` })
        .where(
          and(
            eq(redeemCards.id, cardId),
            inArray(redeemCards.status, ['USABLE', 'PARTIALLY']),
            or(isNull(redeemCards.usesAllowed), sql`${redeemCards.usesTaken} < ${redeemCards.usesAllowed}`),
          ),
        )
        .returning({ id: redeemCards.id });
      return taken.length === 1;
    },

    async giveUseBack(cardId: number): Promise<void> {
      await db
        .update(redeemCards)
        .set({ usesTaken: sql`${redeemCards.usesTaken} - 1` })
        .where(eq(redeemCards.id, cardId));
    },

    async setStatus(cardId: number, status: string): Promise<void> {
      await db.update(redeemCards).set({ status }).where(eq(redeemCards.id, cardId));
    },

    /** Cards past their usage deadline that could still be used become EXPIRED; answers how many. */
    async expireDue(now: Date): Promise<number> {
      const expired = await db
        .update(redeemCards)
        .set({ status: 'EXPIRED' })
        .where(and(inArray(redeemCards.status, openStatuses), lte(redeemCards.usageDeadline, now)))
        .returning({ id: redeemCards.id });
      return expired.length;
    },

    async addUse(row: { cardId: number; orderId: number; flightId: number; createdAt: Date }): Promise<void> {
      await db.insert(redeemCardUses).values({ ...row, status: 'HELD' });
    },

    /** Settles the order's HELD use as USED or RELEASED; undefined when the order has none or it was settled. */
    async settleUse(orderId: number, status: 'USED' | 'RELEASED', now: Date): Promise<CardUseRow | undefined> {
      const ticketNo = status === 'USED' ? sql`(SELECT ${tickets.ticketNo} FROM ${tickets} WHERE ${tickets.orderId} = ${orderId} ORDER BY ${tickets.ticketNo} LIMIT 1)` : sql`NULL`;
      const [row] = await db
        .update(redeemCardUses)
        .set({ status, settledAt: now, ticketNo })
        .where(and(eq(redeemCardUses.orderId, orderId), eq(redeemCardUses.status, 'HELD')))
        .returning();
      return row;
    },

    /** The order's USED use is REFUNDED; undefined when the order has none or it was refunded before. */
    async refundUse(orderId: number, now: Date): Promise<CardUseRow | undefined> {
      const [row] = await db
        .update(redeemCardUses)
        .set({ status: 'REFUNDED', settledAt: now })
        .where(and(eq(redeemCardUses.orderId, orderId), eq(redeemCardUses.status, 'USED')))
        .returning();
      return row;
    },

    async usedCount(cardId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(redeemCardUses)
        .where(and(eq(redeemCardUses.cardId, cardId), eq(redeemCardUses.status, 'USED')));
      return row?.count ?? 0;
    },

    /** The card's uses with their orders, oldest first. */
    async usesOf(cardId: number) {
      return db.select({ use: redeemCardUses, order: orders }).from(redeemCardUses).innerJoin(orders, eq(orders.id, redeemCardUses.orderId)).where(eq(redeemCardUses.cardId, cardId)).orderBy(asc(redeemCardUses.id));
    },

    /** One use with its order, if its card is the user's. */
    async useOfOwner(id: number, userId: number) {
      const [row] = await db
        .select({ use: redeemCardUses, order: orders })
        .from(redeemCardUses)
        .innerJoin(redeemCards, eq(redeemCards.id, redeemCardUses.cardId))
        .innerJoin(orders, eq(orders.id, redeemCardUses.orderId))
        .where(and(eq(redeemCardUses.id, id), eq(redeemCards.ownerId, userId)));
      return row;
    },
  };
}
