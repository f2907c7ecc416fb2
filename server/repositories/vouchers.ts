import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { FLYABLE } from './coupons';
import { flashSaleRebates, orders, orderVouchers, refunds, refundVouchers, tickets, vouchers } from '../db/schema';

export type VoucherRow = typeof vouchers.$inferSelect;
export type OrderVoucherRow = typeof orderVouchers.$inferSelect;

const applied = (orderId: number) => and(eq(orderVouchers.orderId, orderId), isNull(orderVouchers.releasedAt));
/** A ticket's segment in its order's itinerary, as JSON. */
const segmentOf = sql`${orders.itinerary}->'segments'->(${tickets.segmentIndex})`;

/** Vouchers, what they paid of orders, and the Flash Sale rebates issued. */
export function createVoucherRepository(db: Executor) {
  return {
    /** The user's vouchers, newest first. */
    ofUser: (userId: number) => db.select().from(vouchers).where(eq(vouchers.userId, userId)).orderBy(desc(vouchers.createdAt), asc(vouchers.id)),

    /** The user's vouchers in `currency` with a balance, valid at `now`, soonest to expire first. */
    usable: (userId: number, currency: string, now: Date) =>
      db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.userId, userId), eq(vouchers.currency, currency), eq(vouchers.status, 'ACTIVE'), lte(vouchers.validFrom, now), gt(vouchers.validUntil, now)))
        .orderBy(asc(vouchers.validUntil), asc(vouchers.id)),

    /** The user's vouchers of these numbers; with `lock`, locked in id order until the transaction ends. */
    ownByNumbers(userId: number, voucherNos: string[], lock = false): Promise<VoucherRow[]> {
      const query = db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.userId, userId), inArray(vouchers.voucherNo, voucherNos)))
        .orderBy(asc(vouchers.id));
      return lock ? query.for('update') : query;
    },

    /**
     * What happened to the voucher's balance, each list oldest first: every order it paid part of, what
     * it paid, when, and when it was given back because the order closed unpaid, if it was; and what
     * completed refunds gave back to it, with the refunded order.
     */
    async historyOf(voucherId: number) {
      const [spent, refunded] = await Promise.all([
        db
          .select({ orderId: orderVouchers.orderId, orderNo: orders.orderNo, amount: orderVouchers.amount, appliedAt: orderVouchers.appliedAt, releasedAt: orderVouchers.releasedAt })
          .from(orderVouchers)
          .innerJoin(orders, eq(orders.id, orderVouchers.orderId))
          .where(eq(orderVouchers.voucherId, voucherId))
          .orderBy(asc(orderVouchers.appliedAt), asc(orderVouchers.id)),
        db
          .select({ orderId: refunds.orderId, orderNo: orders.orderNo, amount: refundVouchers.amount, at: refundVouchers.createdAt })
          .from(refundVouchers)
          .innerJoin(refunds, eq(refunds.id, refundVouchers.refundId))
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(eq(refundVouchers.voucherId, voucherId))
          .orderBy(asc(refundVouchers.createdAt), asc(refundVouchers.id)),
      ]);
      return { spent, refunded };
    },

    /** What the order's vouchers pay, not released, oldest first. */
    appliedTo: (orderId: number) =>
      db
        .select({ voucherNo: vouchers.voucherNo, amount: orderVouchers.amount })
        .from(orderVouchers)
        .innerJoin(vouchers, eq(vouchers.id, orderVouchers.voucherId))
        .where(applied(orderId))
        .orderBy(asc(orderVouchers.id)),

    /**
     * What each voucher paid of a paid order (not released), oldest first, with what refunds gave back
     * to it of that order so far. Lock the order first, so two refunds of it cannot both see the same room.
     */
    paidOf: (orderId: number) =>
      db
        .select({
          orderVoucherId: orderVouchers.id,
          voucherId: orderVouchers.voucherId,
          amount: orderVouchers.amount,
          returned: sql<string>`coalesce(sum(${refundVouchers.amount}), 0)`,
        })
        .from(orderVouchers)
        .leftJoin(refundVouchers, eq(refundVouchers.orderVoucherId, orderVouchers.id))
        .where(applied(orderId))
        .groupBy(orderVouchers.id)
        .orderBy(asc(orderVouchers.id)),

    /**
     * Gives a voucher back part of what it paid of an order, for a completed refund: recorded once per
     * refund and voucher payment (the key refuses a second record), and its balance usable again.
     */
    async returnForRefund(values: typeof refundVouchers.$inferInsert): Promise<void> {
      await db.insert(refundVouchers).values(values);
      await db
        .update(vouchers)
        .set({ balance: sql`${vouchers.balance} + ${values.amount}`, status: 'ACTIVE' })
        .where(eq(vouchers.id, values.voucherId));
    },

    /** Locks one of the user's orders (or any order without `userId`) until the transaction ends. */
    async lockOrder(orderId: number, userId?: number) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)))
        .for('update');
      return row;
    },

    async create(values: typeof vouchers.$inferInsert): Promise<VoucherRow> {
      const [row] = await db.insert(vouchers).values(values).returning();
      return row!;
    },

    /** Takes `amount` of a voucher's balance for an order. */
    async spend(voucher: VoucherRow, orderId: number, amount: string, now: Date): Promise<void> {
      await db
        .update(vouchers)
        .set({ balance: sql`${vouchers.balance} - ${amount}`, status: sql`case when ${vouchers.balance} - ${amount} = 0 then 'USED' else 'ACTIVE' end` })
        .where(eq(vouchers.id, voucher.id));
      await db.insert(orderVouchers).values({ orderId, voucherId: voucher.id, amount, appliedAt: now });
    },

    /** Gives the order's vouchers back what they paid of it; answers how many. */
    async release(orderId: number, now: Date): Promise<number> {
      const released = await db.update(orderVouchers).set({ releasedAt: now }).where(applied(orderId)).returning();
      for (const r of released) {
        await db
          .update(vouchers)
          .set({ balance: sql`${vouchers.balance} + ${r.amount}`, status: 'ACTIVE' })
          .where(eq(vouchers.id, r.voucherId));
      }
      return released.length;
    },

    /** Flown coupons of issued orders on the fare `brand` that departed by `now` and have no rebate yet, earliest departure first, at most `limit`. */
    flashSaleTicketsDue: (brand: string, now: Date, limit: number) =>
      db
        .select({ ticketNo: tickets.ticketNo, passengerIndex: tickets.passengerIndex, segmentIndex: tickets.segmentIndex, order: orders })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .leftJoin(flashSaleRebates, eq(flashSaleRebates.ticketNo, tickets.ticketNo))
        .where(
          and(
            eq(orders.status, 'ISSUED'),
            inArray(tickets.status, [...FLYABLE]),
            isNull(flashSaleRebates.ticketNo),
            sql`${segmentOf}->>'brand' = ${brand}`,
            sql`(${segmentOf}->>'depAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(sql`(${segmentOf}->>'depAt')::timestamptz`, asc(tickets.ticketNo))
        .limit(limit),

    /** Records a ticket's rebate; false when it was recorded before. */
    async recordRebate(values: typeof flashSaleRebates.$inferInsert): Promise<boolean> {
      const [row] = await db.insert(flashSaleRebates).values(values).onConflictDoNothing().returning();
      return row !== undefined;
    },
  };
}
