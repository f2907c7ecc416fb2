import { randomUUID } from 'node:crypto';
import type { AddOn } from '../../../services/schemas/order';
import type { BookingPassenger } from '../../../services/schemas/offer';
import { codes } from '../../../services/schemas/codes';
import type { addOnClosedReasons } from '../../../services/schemas/emd';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { BOOKING_CUTOFF_MS } from '../booking/search';
import { addOnsOf, ownOrder } from '../booking/my-orders';
import { itineraryOf, type OrderExtras } from '../changes/order-legs';

export const notAllowed = (key: string, params: Record<string, unknown> = {}) => new DomainError(codes.addOnNotAllowed, key, params);

/** A trip (an issued ticket order) with its tickets, its add-on orders and its passengers' active check-ins. */
export async function tripOf(store: Store, orderId: number, userId: number) {
  const order = await ownOrder(store, orderId, userId);
  if (order.kind !== 'TICKET') throw new DomainError(codes.orderNotFound, 'errors.orderNotFound');
  if (order.status !== 'ISSUED') throw notAllowed('addOns.tripNotIssued');
  const [tickets, emd] = await Promise.all([store.orders.ticketsOf(order.id), store.orders.emdOrdersOf(order.id)]);
  const checkedIn = new Set((await store.checkIns.activeOf(tickets.map((t) => t.ticketNo))).map((c) => c.ticketNo));
  return { order, segments: itineraryOf(order).segments, passengers: order.passengers as BookingPassenger[], tickets, emd, checkedIn };
}
export type Trip = Awaited<ReturnType<typeof tripOf>>;

/** Why the passenger's segment takes no add-on now, or null. */
export function closedReason(trip: Trip, segmentIndex: number, passengerIndex: number, now: Date): (typeof addOnClosedReasons)[number] | null {
  const ticket = trip.tickets.find((t) => t.segmentIndex === segmentIndex && t.passengerIndex === passengerIndex);
  if (ticket && (ticket.status === 'CHECKED_IN' || trip.checkedIn.has(ticket.ticketNo))) return 'checkedIn';
  if (!ticket || ticket.status !== 'OPEN') return 'ticketClosed';
  if (Date.parse(trip.segments[segmentIndex]!.depAt) - now.getTime() < BOOKING_CUTOFF_MS) return 'departed';
  return null;
}

/** Every add-on of the trip, bought at booking or by its add-on orders, with the order holding it. */
export const addOnsOfTrip = (trip: Trip): (AddOn & { orderId: number })[] =>
  [trip.order, ...trip.emd.filter((o) => o.status === 'ISSUED' || o.status === 'UNPAID')].flatMap((o) => addOnsOf(o).map((a) => ({ ...a, orderId: o.id })));

/** The trip's add-ons that are paid or waiting for payment (not cancelled, not refunded). */
export const heldAddOns = (trip: Trip) => addOnsOfTrip(trip).filter((a) => a.status === 'PAID' || a.status === 'WAIT');

/** The fields of a new unpaid add-on order for the trip. */
export function emdOrderValues(trip: Trip, extras: OrderExtras, total: number, orderNo: string, now: Date, deadline: Date) {
  const { order } = trip;
  return {
    orderNo,
    userId: order.userId,
    processKey: randomUUID(),
    status: 'UNPAID',
    kind: 'EMD',
    parentOrderId: order.id,
    language: order.language,
    currency: order.currency,
    fareAmount: '0',
    taxAmount: '0',
    ancillaryAmount: String(total),
    totalAmount: String(total),
    paymentDeadline: deadline,
    contact: order.contact,
    itinerary: order.itinerary,
    passengers: order.passengers,
    extras,
    holds: [],
    createdAt: now,
  } satisfies Parameters<Store['orders']['create']>[0];
}

export const pendingOf = (trip: Trip): OrderRow | undefined => trip.emd.find((o) => o.status === 'UNPAID' && !o.deletedAt);
