import type { ChangedAddOn } from '../../db/schema';
import type { Hold } from '../../repositories/inventory';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { itineraryOf, legsOfOrder, type OrderExtras } from './order-legs';
import { moveCoupons } from '../coupons/coupons';

/** What a change's passengers and add-ons need: the old order's places mapped to the new order's. */
async function changeMadeOrder(tx: Store, newOrderId: number) {
  const row = await tx.changes.madeOrder(newOrderId);
  if (!row) return undefined;
  const places = new Map((await tx.changes.passengersOf(row.change.id)).map((p) => [p.passengerIndex, p.newPassengerIndex]));
  return { ...row, places };
}

/** An order a date change made closed unpaid: the change is cancelled and the old coupons are open again. */
export async function cancelChange(tx: Store, newOrderId: number, now: Date): Promise<void> {
  const made = await changeMadeOrder(tx, newOrderId);
  if (!made || !(await tx.changes.cancel(made.change.id))) return;
  await moveCoupons(tx, 'changeDropped', { orderId: made.change.orderId, passengerIndexes: [...made.places.keys()] }, now);
}

const changedSegmentsOf = (order: OrderRow, legIndexes: number[]) => legsOfOrder(order).flatMap((l) => (legIndexes.includes(l.legIndex) ? l.segments : []));

/**
 * The places an unpaid change gives back once its order is issued: the changed legs' old flights, one
 * per seated passenger. The issuing sells and releases places in one sorted pass, so that two
 * issuings moving passengers between the same flights in opposite directions cannot deadlock.
 */
export async function placesReleasedBy(tx: Store, newOrderId: number): Promise<Hold[]> {
  const made = await changeMadeOrder(tx, newOrderId);
  if (!made || made.change.status !== 'UNPAID') return [];
  const old = (await tx.orders.byId(made.change.orderId))!;
  const passengers = old.passengers as { type: string }[];
  const count = [...made.places.keys()].filter((i) => passengers[i]!.type !== 'INF').length;
  return changedSegmentsOf(old, made.change.legIndexes).map((s) => ({ flightId: s.flightId, rbd: s.rbd, count }));
}

const sameAddOn = (a: ChangedAddOn, kind: ChangedAddOn['kind'], item: { segmentIndex: number; passengerIndex: number }) =>
  a.kind === kind && a.segmentIndex === item.segmentIndex && a.passengerIndex === item.passengerIndex;

/**
 * An order a date change made is issued: the old tickets are changed, the changed legs' old seats
 * are given up (their places went back with the issuing's sales), the moved add-ons go to the new
 * order (already paid) and the cancelled ones are marked so on the old order, which is changed once
 * none of its tickets is left. Runs in the transaction that issues the new order.
 */
export async function completeChange(tx: Store, newOrderId: number, now: Date): Promise<void> {
  const made = await changeMadeOrder(tx, newOrderId);
  if (!made) return;
  const change = await tx.changes.complete(made.change.id, now);
  if (!change) return;
  const { places } = made;
  const old = (await tx.orders.byId(change.orderId))!;
  const newOrder = (await tx.orders.byId(newOrderId))!;
  const moving = [...places.keys()];
  await moveCoupons(tx, 'changePaid', { orderId: old.id, passengerIndexes: moving }, now);

  const segments = itineraryOf(old).segments;
  for (const s of changedSegmentsOf(old, change.legIndexes)) {
    for (const i of moving) await tx.inventory.releaseSeat(old.id, s.flightId, i);
  }

  const moved = change.addOns.filter((a) => a.fate === 'MOVED');
  const newPlace = <T extends { passengerIndex: number }>(item: T) => ({ ...item, passengerIndex: places.get(item.passengerIndex)! });
  const oldExtras = old.extras as OrderExtras;
  const newExtras = newOrder.extras as OrderExtras;
  const movedSeats = (oldExtras.seats ?? []).filter((s) => moved.some((a) => sameAddOn(a, 'SEAT', s)));
  for (const seat of movedSeats) {
    await tx.inventory.moveSeat({ orderId: old.id, passengerIndex: seat.passengerIndex }, segments[seat.segmentIndex]!.flightId, { orderId: newOrderId, passengerIndex: places.get(seat.passengerIndex)! });
  }
  const touched = (kind: ChangedAddOn['kind']) => (item: { segmentIndex: number; passengerIndex: number }) => !change.addOns.some((a) => sameAddOn(a, kind, item));
  const movedOf = <T extends { segmentIndex: number; passengerIndex: number }>(kind: ChangedAddOn['kind'], items: T[]) => items.filter((i) => moved.some((a) => sameAddOn(a, kind, i))).map(newPlace);
  await tx.orders.setExtras(newOrderId, {
    ...newExtras,
    auxiliary: { luggage: movedOf('LUGGAGE', oldExtras.auxiliary?.luggage ?? []), meals: movedOf('MEAL', oldExtras.auxiliary?.meals ?? []), insurance: null },
    seats: [...newExtras.seats, ...movedSeats.map(newPlace)],
  });
  await tx.orders.setExtras(old.id, {
    ...oldExtras,
    auxiliary: oldExtras.auxiliary && {
      ...oldExtras.auxiliary,
      luggage: oldExtras.auxiliary.luggage.filter(touched('LUGGAGE')),
      meals: oldExtras.auxiliary.meals.filter(touched('MEAL')),
    },
    seats: (oldExtras.seats ?? []).filter(touched('SEAT')),
    cancelled: [...(oldExtras.cancelled ?? []), ...change.addOns.filter((a) => a.fate === 'CANCELLED')],
  });
  await tx.orders.closeOnceNoTicketOpen(old.id, now);
}
