import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RescheduleKind, RescheduleStatus } from '../../services/schemas/reschedule';
import type { Executor } from '../db/client';
import { changePassengers, changes, orders, refundPassengers, refunds } from '../db/schema';
import { offsetOf, type Page } from './page';

/** The places in its order of the passengers a change or a refund covers, smallest first, as one JSON array. */
const placesOf = (table: typeof changePassengers | typeof refundPassengers, key: typeof changePassengers.changeId | typeof refundPassengers.refundId, id: typeof changes.id | typeof refunds.id) =>
  sql<number[]>`(select coalesce(json_agg(${table.passengerIndex} order by ${table.passengerIndex}), '[]'::json) from ${table} where ${key} = ${id})`;

/** What a change and a refund answer differently in the list. */
interface Reschedule {
  number: typeof changes.changeNo | typeof refunds.refundNo;
  newOrderId: typeof changes.newOrderId | SQL;
  passengerIndexes: SQL<number[]>;
}

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
      const rowsOf = (kind: RescheduleKind, table: typeof changes | typeof refunds, reschedule: Reschedule, where: ReturnType<typeof changesOf>) =>
        db
          .select({
            // A literal, not a parameter: the union's column needs a type.
            kind: sql<RescheduleKind>`${sql.raw(`'${kind}'`)}`.as('kind'),
            id: table.id,
            number: reschedule.number,
            status: sql<RescheduleStatus>`${table.status}`.as('status'),
            orderId: table.orderId,
            orderNo: orders.orderNo,
            pnr: orders.pnr,
            orderPassengers: orders.passengers,
            newOrderId: sql<number | null>`${reschedule.newOrderId}`.as('new_order_id'),
            passengerIndexes: reschedule.passengerIndexes.as('passenger_indexes'),
            currency: table.currency,
            amount: table.amount,
            createdAt: table.createdAt,
          })
          .from(table)
          .innerJoin(orders, eq(orders.id, table.orderId))
          .where(where);
      const changeRows = rowsOf('CHANGE', changes, { number: changes.changeNo, newOrderId: changes.newOrderId, passengerIndexes: placesOf(changePassengers, changePassengers.changeId, changes.id) }, changesOf(userId));
      const refundRows = rowsOf('REFUND', refunds, { number: refunds.refundNo, newOrderId: sql`null::integer`, passengerIndexes: placesOf(refundPassengers, refundPassengers.refundId, refunds.id) }, refundsOf(userId));
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
