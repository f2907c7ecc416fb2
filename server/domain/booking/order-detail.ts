import type { BookingContact, BookingPassenger } from '../../../services/schemas/offer';
import type { OrderDetail } from '../../../services/schemas/order';
import type { OrderOwner } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { maskDocument } from '../users';
import type { Language } from '../../i18n';
import { addOnsOfTrip, ownOrder, paidAddOnOrders, productsOf } from './my-orders';
import { amountDueCents } from '../vouchers';
import { pointsOf } from '../changes/order-legs';
import { timelineOf, tripNow } from '../coupons/coupons';

/** One of the owner's orders with its tickets and add-ons, its product named in the language; documents masked. The server's time lets the app count down the payment deadline. */
export async function orderDetail(store: Store, orderId: number, owner: OrderOwner, language: Language, now: Date): Promise<OrderDetail> {
  const order = await ownOrder(store, orderId, owner);
  const productOf = await productsOf(store, [order], language);
  const { segments, coupons } = await tripNow(store, order, now);
  const passengers = order.passengers as BookingPassenger[];
  const extras = order.extras as { seats: OrderDetail['seats'] };
  const addOnOrders = await paidAddOnOrders(store, order);
  const parent = order.parentOrderId === null ? undefined : await store.orders.byId(order.parentOrderId);
  const refunds = await store.refunds.ofOrder(order.id);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    kind: order.kind as OrderDetail['kind'],
    ...productOf(order),
    status: order.status as OrderDetail['status'],
    pnr: order.pnr,
    currency: order.currency as OrderDetail['currency'],
    fareAmount: Number(order.fareAmount),
    taxAmount: Number(order.taxAmount),
    ancillaryAmount: Number(order.ancillaryAmount),
    discountAmount: Number(order.discountAmount),
    totalAmount: Number(order.totalAmount),
    amountDue: (await amountDueCents(store, order)) / 100,
    points: pointsOf(order),
    paymentDeadline: order.paymentDeadline.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    segments,
    passengers: passengers.map((p, i) => ({
      type: p.type,
      lastName: p.lastName,
      firstName: p.firstName,
      certNoMasked: maskDocument(p.certNo) ?? '',
      tickets: coupons.filter((c) => c.passengerIndex === i).map(({ segmentIndex, ticketNo, status }) => ({ segmentIndex, ticketNo, status })),
      refundId: refunds.find((r) => r.passengerIndexes.includes(i))?.id ?? null,
    })),
    contact: order.contact as BookingContact,
    seats: extras.seats ?? [],
    addOns: addOnsOfTrip(order, addOnOrders),
    links: [
      ...(await linksOf(store, order.id, refunds)),
      ...addOnOrders.map((o) => ({ relation: 'ADD_ON' as const, id: o.id, number: o.orderNo })),
      ...(parent ? [{ relation: 'ADD_ON_FOR' as const, id: parent.id, number: parent.orderNo }] : []),
    ],
    refundedAmount: refunds.filter((r) => r.status === 'COMPLETED').reduce((cents, r) => cents + Math.round(Number(r.amount) * 100), 0) / 100,
    timeline: await timelineOf(store, order, coupons),
    serverTime: now.toISOString(),
  };
}

/** The order's refunds, the orders its date changes made, and the order it was changed from. */
async function linksOf(store: Store, orderId: number, refunds: { id: number; refundNo: string }[]): Promise<OrderDetail['links']> {
  const [changes, changedFrom] = await Promise.all([store.changes.ofOrder(orderId), store.changes.madeOrder(orderId)]);
  return [
    ...refunds.map((r) => ({ relation: 'REFUND' as const, id: r.id, number: r.refundNo })),
    ...changes.map((c) => ({ relation: 'CHANGE' as const, id: c.change.newOrderId, number: c.newOrderNo })),
    ...(changedFrom ? [{ relation: 'CHANGED_FROM' as const, id: changedFrom.change.orderId, number: changedFrom.orderNo }] : []),
  ];
}
