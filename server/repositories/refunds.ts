import { and, asc, count, desc, eq, isNull, lte, sum } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, payments, refundPassengers, refundPayments, refunds, refundVouchers, vouchers } from '../db/schema';
import { offsetOf, type Page } from './page';

export type RefundRow = typeof refunds.$inferSelect;
type NewRefundPassenger = Omit<typeof refundPassengers.$inferInsert, 'refundId' | 'orderId'>;

const inProgress = eq(refunds.status, 'IN_PROGRESS');

/** Refunds, the passengers each covers, and the money each gave back. */
export function createRefundRepository(db: Executor) {
  const mine = (userId: number) => eq(refunds.userId, userId);
  return {
    /** The refund with its passengers. A passenger already in a refund fails the unique key. */
    async create(values: typeof refunds.$inferInsert, passengers: NewRefundPassenger[]): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      await db.insert(refundPassengers).values(passengers.map((p) => ({ ...p, refundId: row!.id, orderId: row!.orderId })));
      return row!;
    },

    /** An order's refunds, oldest first. */
    /** The order's refunds, oldest first: each with its status, what it gives back, and whose tickets. */
    async ofOrder(orderId: number): Promise<{ id: number; refundNo: string; status: string; amount: string; passengerIndexes: number[] }[]> {
      const [rows, passengers] = await Promise.all([
        db.select({ id: refunds.id, refundNo: refunds.refundNo, status: refunds.status, amount: refunds.amount }).from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
        db.select().from(refundPassengers).where(eq(refundPassengers.orderId, orderId)),
      ]);
      return rows.map((r) => ({ ...r, passengerIndexes: passengers.filter((p) => p.refundId === r.id).map((p) => p.passengerIndex) }));
    },

    /** The places in the order of the passengers already in a refund. */
    async refundedPassengersOf(orderId: number): Promise<number[]> {
      const rows = await db.select({ passengerIndex: refundPassengers.passengerIndex }).from(refundPassengers).where(eq(refundPassengers.orderId, orderId));
      return rows.map((r) => r.passengerIndex);
    },

    /** The user's refunds, newest first, with their order's number; those the user removed from the reschedule list are left out. */
    async page(userId: number, page: Page) {
      const listed = and(mine(userId), isNull(refunds.hiddenAt));
      const [rows, [total]] = await Promise.all([
        db
          .select({ refund: refunds, orderNo: orders.orderNo })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(listed)
          .orderBy(desc(refunds.createdAt), desc(refunds.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(refunds).where(listed),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One of the user's refunds with its order's number. */
    async findOwn(id: number, userId: number) {
      const [row] = await db
        .select({ refund: refunds, orderNo: orders.orderNo })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(eq(refunds.id, id), mine(userId)));
      return row;
    },

    passengersOf: (refundId: number) => db.select().from(refundPassengers).where(eq(refundPassengers.refundId, refundId)).orderBy(asc(refundPassengers.passengerIndex)),

    /** The money a refund gave back, newest payment first, with the card each was made with. */
    paymentsOf: (refundId: number) =>
      db
        .select({ payment: refundPayments, cardLast4: payments.cardLast4 })
        .from(refundPayments)
        .innerJoin(payments, eq(payments.id, refundPayments.paymentId))
        .where(eq(refundPayments.refundId, refundId))
        .orderBy(desc(payments.createdAt), asc(refundPayments.id)),

    /** What a refund gave back to the vouchers that paid its order, in the order they paid. */
    vouchersOf: (refundId: number) =>
      db
        .select({ voucherNo: vouchers.voucherNo, amount: refundVouchers.amount, createdAt: refundVouchers.createdAt })
        .from(refundVouchers)
        .innerJoin(vouchers, eq(vouchers.id, refundVouchers.voucherId))
        .where(eq(refundVouchers.refundId, refundId))
        .orderBy(asc(refundVouchers.id)),

    /** What all refunds together gave back through a payment so far. */
    async returnedThrough(paymentId: string): Promise<number> {
      const [row] = await db.select({ total: sum(refundPayments.amount) }).from(refundPayments).where(eq(refundPayments.paymentId, paymentId));
      return Number(row?.total ?? 0);
    },

    /** Refunds in progress submitted at or before `submittedBy`, at most `limit`. */
    async dueForCompletion(submittedBy: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(inProgress, lte(refunds.createdAt, submittedBy)))
        .orderBy(asc(refunds.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Completes a refund still in progress; undefined when another run completed it first (its row lock makes that one wait). */
    async complete(id: number, now: Date): Promise<RefundRow | undefined> {
      const [row] = await db.update(refunds).set({ status: 'COMPLETED', completedAt: now }).where(and(eq(refunds.id, id), inProgress)).returning();
      return row;
    },

    /** Records money given back through one payment; the (refund, payment) key refuses a second record. */
    async recordPayment(values: typeof refundPayments.$inferInsert): Promise<void> {
      await db.insert(refundPayments).values(values);
    },
  };
}
