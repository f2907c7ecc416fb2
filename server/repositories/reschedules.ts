import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RescheduleKind, RescheduleStatus } from '../../services/schemas/reschedule';
import type { Executor } from '../db/client';
import { changePassengers, changes, orders, refundPassengers, refunds } from '../db/schema';
import { offsetOf, type Page } from './page';

/** The places in its order of the passengers a change or a refund covers, smallest first, as one JSON array. */
const placesOf = (table: typeof changePassengers | typeof refundPassengers, key: typeof changePassengers.changeId | typeof refundPassengers.refundId, id: typeof changes.id | typeof refunds.id) =>
  sql<number[]>`(select coalesce(json_agg(${table.passengerIndex} order by ${table.passengerIndex}), '[]'::json) from ${table} where ${key} = ${id})`;

/**
 * The reschedule service's list: a user's date changes and refunds as one list, read with one
 * UNION ALL paged in SQL, and hiding a finished one from it (the row stays for its order's history).
 */
export function createRescheduleRepository(db: Executor) {
  const changesOf = (userId: number) => and(eq(changes.userId, userId), isNull(changes.hiddenAt));
  const refundsOf = (userId: number) => and(eq(refunds.userId, userId), isNull(refunds.hiddenAt));
  return {
    /** A page of the user's changes and refunds not hidden, newest first, with the order each belongs to. */
    async page(userId: number, page: Page) {
      const changeRows = db
        .select({
          kind: sql<RescheduleKind>`'CHANGE'`.as('kind'),
          id: changes.id,
          number: changes.changeNo,
          status: sql<RescheduleStatus>`${changes.status}`.as('status'),
          orderId: changes.orderId,
          orderNo: orders.orderNo,
          pnr: orders.pnr,
          orderPassengers: orders.passengers,
          newOrderId: sql<number | null>`${changes.newOrderId}`.as('new_order_id'),
          passengerIndexes: placesOf(changePassengers, changePassengers.changeId, changes.id).as('passenger_indexes'),
          currency: changes.currency,
          amount: changes.amount,
          createdAt: changes.createdAt,
        })
        .from(changes)
        .innerJoin(orders, eq(orders.id, changes.orderId))
        .where(changesOf(userId));
      const refundRows = db
        .select({
          kind: sql<RescheduleKind>`'REFUND'`.as('kind'),
          id: refunds.id,
          number: refunds.refundNo,
          status: sql<RescheduleStatus>`${refunds.status}`.as('status'),
          orderId: refunds.orderId,
          orderNo: orders.orderNo,
          pnr: orders.pnr,
          orderPassengers: orders.passengers,
          newOrderId: sql<number | null>`null::integer`.as('new_order_id'),
          passengerIndexes: placesOf(refundPassengers, refundPassengers.refundId, refunds.id).as('passenger_indexes'),
          currency: refunds.currency,
          amount: refunds.amount,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(refundsOf(userId));
      const [rows, [changeCount], [refundCount]] = await Promise.all([
        // Newest first; of two made at the same moment, the higher id, then changes before refunds.
        unionAll(changeRows, refundRows).orderBy(sql`created_at desc`, sql`id desc`, sql`kind`).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ n: count() }).from(changes).where(changesOf(userId)),
        db.select({ n: count() }).from(refunds).where(refundsOf(userId)),
      ]);
      return { rows, total: (changeCount?.n ?? 0) + (refundCount?.n ?? 0) };
    },

    /** Hides the user's change or refund if it is finished (in one of `finished`) and not hidden yet; false otherwise. */
    async hide(kind: RescheduleKind, id: number, userId: number, finished: readonly string[], now: Date): Promise<boolean> {
      const rows =
        kind === 'CHANGE'
          ? await db
              .update(changes)
              .set({ hiddenAt: now })
              .where(and(eq(changes.id, id), changesOf(userId), inArray(changes.status, [...finished])))
              .returning({ id: changes.id })
          : await db
              .update(refunds)
              .set({ hiddenAt: now })
              .where(and(eq(refunds.id, id), refundsOf(userId), inArray(refunds.status, [...finished])))
              .returning({ id: refunds.id });
      return rows.length > 0;
    },
  };
}
