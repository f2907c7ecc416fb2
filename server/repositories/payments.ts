import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orders, paymentCallbacks, payments } from '../db/schema';
import { ownedBy, type OrderOwner } from './orders';

export type PaymentRow = typeof payments.$inferSelect;
type PaymentOutcome = Partial<Pick<PaymentRow, 'cardLast4' | 'completedAt' | 'failureReason'>>;

const pending = (id: string) => and(eq(payments.id, id), eq(payments.status, 'PENDING'));

/** Payments of orders, and the provider's callbacks about them. */
export function createPaymentRepository(db: Executor) {
  return {
    async create(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** A payment through `provider` of one of the owner's orders, with its order. */
    async findOwn(owner: OrderOwner, provider: string, paymentId: string) {
      const [row] = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.id, paymentId), eq(payments.provider, provider), ownedBy(owner)));
      return row;
    },

    /** A payment with its order's number; through `provider` when one is given. */
    async findWithOrderNo(paymentId: string, provider?: string) {
      const [row] = await db
        .select({ payment: payments, orderNo: orders.orderNo })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.id, paymentId), provider ? eq(payments.provider, provider) : undefined));
      return row;
    },

    async orderIdOf(paymentId: string): Promise<number | undefined> {
      const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
      return row?.orderId;
    },

    /** Records a callback by its signature; false when that callback came before. */
    async recordCallback(signature: string, paymentId: string, now: Date): Promise<boolean> {
      const [fresh] = await db.insert(paymentCallbacks).values({ signature, paymentId, receivedAt: now }).onConflictDoNothing().returning();
      return fresh !== undefined;
    },

    /** Settles a pending payment; false when it was no longer pending. */
    async settle(id: string, status: 'SUCCEEDED' | 'DECLINED', outcome: PaymentOutcome): Promise<boolean> {
      const settled = await db
        .update(payments)
        .set({ ...outcome, status })
        .where(pending(id))
        .returning({ id: payments.id });
      return settled.length > 0;
    },

    /** The payment that paid the order. */
    async succeededOf(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')));
      return row;
    },

    /** The order's payments, the latest first. */
    ofOrder: (orderId: number): Promise<PaymentRow[]> => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt), desc(payments.id)),

    /** Of these orders, those with a payment started and not yet settled. */
    async pendingOrders(orderIds: number[]): Promise<Set<number>> {
      if (orderIds.length === 0) return new Set();
      const rows = await db.selectDistinct({ orderId: payments.orderId }).from(payments).where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'PENDING')));
      return new Set(rows.map((r) => r.orderId));
    },

    async refund(id: string, reason: string): Promise<void> {
      await db.update(payments).set({ status: 'REFUNDED', failureReason: reason }).where(eq(payments.id, id));
    },

    async statusOf(id: string): Promise<string> {
      const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
      return row!.status;
    },
  };
}
