import { codes } from '../../../services/schemas/codes';
import type { ChangeAddOn, ChangeDetail, ChangeSummary } from '../../../services/schemas/date-change';
import type { BookingPassenger } from '../../../services/schemas/offer';
import type { ChangeRow } from '../../repositories/changes';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { flightOf, legsOfOrder } from './order-legs';

/** The reschedule service's view of the user's date changes (spec section 7, "Reschedule"). */

const changeNotFound = () => new DomainError(codes.changeNotFound, 'errors.changeNotFound');

function summaryOf({ change, orderNo, newOrderNo }: { change: ChangeRow; orderNo: string; newOrderNo: string }): ChangeSummary {
  return {
    changeId: change.id,
    changeNo: change.changeNo,
    status: change.status as ChangeSummary['status'],
    orderId: change.orderId,
    orderNo,
    newOrderId: change.newOrderId,
    newOrderNo,
    currency: change.currency as ChangeSummary['currency'],
    amount: Number(change.amount),
    createdAt: change.createdAt.toISOString(),
  };
}

export async function changePage(store: Store, userId: number, page: Page) {
  const { rows, total } = await store.changes.page(userId, page);
  return { records: rows.map(summaryOf), total, pageNum: page.pageNum, pageSize: page.pageSize };
}

async function ownChange(store: Store, userId: number, changeId: number) {
  const row = await store.changes.findOwn(changeId, userId);
  if (!row) throw changeNotFound();
  return row;
}

/** One of the user's changes: what it cost, who moved, and the flights left and taken. */
export async function changeDetail(store: Store, userId: number, changeId: number): Promise<ChangeDetail> {
  const row = await ownChange(store, userId, changeId);
  const { change } = row;
  const [old, made, passengers] = await Promise.all([
    store.orders.byId(change.orderId),
    store.orders.byId(change.newOrderId),
    store.changes.passengersOf(change.id),
  ]);
  const segmentsOfLegs = (order: NonNullable<typeof old>) => legsOfOrder(order).filter((l) => change.legIndexes.includes(l.legIndex)).flatMap((l) => l.segments.map(flightOf));
  const names = old!.passengers as BookingPassenger[];
  return {
    ...summaryOf(row),
    quote: {
      currency: change.currency as ChangeDetail['currency'],
      fareDifference: Number(change.fareDifference),
      taxDifference: Number(change.taxDifference),
      changeFee: Number(change.changeFee),
      seatAmount: Number(change.seatAmount),
      total: Number(change.amount),
    },
    passengers: passengers.map((p) => {
      const { type, lastName, firstName } = names[p.passengerIndex]!;
      return { psgId: p.passengerIndex, type, lastName, firstName };
    }),
    oldSegments: segmentsOfLegs(old!),
    newSegments: segmentsOfLegs(made!),
    completedAt: change.completedAt?.toISOString() ?? null,
  };
}

/** The add-ons the change moves to the new order or cancels. */
export async function changeAddOns(store: Store, userId: number, changeId: number): Promise<ChangeAddOn[]> {
  return (await ownChange(store, userId, changeId)).change.addOns;
}
