import { codes } from '../../../services/schemas/codes';
import type { BookingPassenger } from '../../../services/schemas/offer';
import { finishedRescheduleStatuses, type Reschedule, type RescheduleKind, type ReschedulePage, type RescheduleStatus } from '../../../services/schemas/reschedule';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import { cancelOrder } from '../booking/my-orders';
import { DomainError } from '../errors';

/**
 * The reschedule service's own list (spec section 7, "Reschedule"): the user's date changes and
 * refunds together, cancelling one not completed, and removing a finished one from the list.
 */

const notFound = (kind: RescheduleKind) =>
  kind === 'CHANGE' ? new DomainError(codes.changeNotFound, 'errors.changeNotFound') : new DomainError(codes.refundNotFound, 'errors.refundNotFound');
const wrongState = (key: string) => new DomainError(codes.rescheduleStateInvalid, key);

type PageRow = Awaited<ReturnType<Store['reschedules']['page']>>['rows'][number];

function rescheduleOf(row: PageRow): Reschedule {
  const passengers = row.orderPassengers as BookingPassenger[];
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    orderId: row.orderId,
    orderNo: row.orderNo,
    pnr: row.pnr,
    newOrderId: row.newOrderId,
    passengers: row.passengerIndexes.map((psgId) => ({ psgId, lastName: passengers[psgId]!.lastName, firstName: passengers[psgId]!.firstName })),
    currency: row.currency as Reschedule['currency'],
    amount: Number(row.amount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the user's changes and refunds, newest first (those removed from the list left out). */
export async function reschedulePage(store: Store, userId: number, page: Page): Promise<ReschedulePage> {
  const { rows, total } = await store.reschedules.page(userId, page);
  return { records: rows.map(rescheduleOf), total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** The user's change or refund as the list shows it: its status and whether it was removed; another user's answers as a missing one. */
async function ownReschedule(store: Store, kind: RescheduleKind, id: number, userId: number) {
  if (kind === 'CHANGE') {
    const row = await store.changes.findOwn(id, userId);
    if (!row) throw notFound(kind);
    return { status: row.change.status as RescheduleStatus, hidden: row.change.hiddenAt !== null, newOrderId: row.change.newOrderId };
  }
  const row = await store.refunds.findOwn(id, userId);
  if (!row) throw notFound(kind);
  return { status: row.refund.status as RescheduleStatus, hidden: row.refund.hiddenAt !== null, newOrderId: null };
}

/**
 * Cancels a reschedule that has not completed. A date change waiting for payment is cancelled as its
 * unpaid order is (`cancelOrder`, in one transaction): the order closes, its held fare classes and
 * seats go back, the change is CANCELLED and its coupons move CHANGING -> OPEN through the coupons
 * module, with the traveller told. A refund in progress is not withdrawn: the refund rules (spec
 * section 4) say a submitted refund cannot be. A finished one answers so; nothing changes.
 */
export async function cancelReschedule(store: Store, userId: number, kind: RescheduleKind, id: number, now: Date): Promise<void> {
  const found = await ownReschedule(store, kind, id, userId);
  if (finishedRescheduleStatuses.includes(found.status)) throw wrongState(found.status === 'CANCELLED' ? 'errors.rescheduleCancelled' : 'errors.rescheduleCompleted');
  if (kind === 'REFUND') throw new DomainError(codes.refundNotAllowed, 'errors.refundNotWithdrawable');
  try {
    await cancelOrder(store, found.newOrderId!, userId, now);
  } catch (error) {
    // Paid (or expired) meanwhile: the change is no longer waiting for payment.
    if (error instanceof DomainError && error.code === codes.orderStateInvalid) throw wrongState('errors.rescheduleNotCancellable');
    throw error;
  }
}

/** Removes a finished (completed or cancelled) change or refund from the user's list; the record stays for its order's history. */
export async function deleteReschedule(store: Store, userId: number, kind: RescheduleKind, id: number, now: Date): Promise<void> {
  const found = await ownReschedule(store, kind, id, userId);
  if (found.hidden) throw notFound(kind);
  if (!finishedRescheduleStatuses.includes(found.status) || !(await store.reschedules.hide(kind, id, userId, finishedRescheduleStatuses, now))) {
    throw wrongState('errors.rescheduleNotDeletable');
  }
}
