import type { BookingContact, BookingPassenger } from '../../../services/schemas/offer';
import type { OrderDetail } from '../../../services/schemas/order';
import type { OrderOwner, OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { maskDocument } from '../users';
import type { Language } from '../../i18n';
import { addOnsOfTrip, ownOrder, paidAddOnOrders, productsOf } from './my-orders';
import { amountDueCents } from '../vouchers';
import { pointsOf } from '../changes/order-legs';
import { timelineOf, tripNow } from '../coupons/coupons';
import { brandByName } from './fares';

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
  const changedFrom = await store.changes.madeOrder(order.id);
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
    segments: await withTerminalsAndBaggage(store, segments),
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
      ...(await linksOf(store, order.id, refunds, changedFrom)),
      ...addOnOrders.map((o) => ({ relation: 'ADD_ON' as const, id: o.id, number: o.orderNo })),
      ...(parent ? [{ relation: 'ADD_ON_FOR' as const, id: parent.id, number: parent.orderNo }] : []),
    ],
    refundedAmount: refunds.filter((r) => r.status === 'COMPLETED').reduce((cents, r) => cents + Math.round(Number(r.amount) * 100), 0) / 100,
    change: changedFrom ? await changeAmountsOf(store, order, changedFrom) : null,
    timeline: await timelineOf(store, order, coupons),
    serverTime: now.toISOString(),
  };
}

/** Each flight with the terminals operations stated (null until they do) and its brand's free checked baggage. */
async function withTerminalsAndBaggage(store: Store, segments: Awaited<ReturnType<typeof tripNow>>['segments']): Promise<OrderDetail['segments']> {
  const terminals = await store.flightStatus.terminalsOf(segments.map((s) => s.flightId));
  return segments.map((s) => {
    const stated = terminals.find((t) => t.flightId === s.flightId);
    return { ...s, depTerminal: stated?.depTerminal ?? null, arrTerminal: stated?.arrTerminal ?? null, baggageKg: brandByName.get(s.brand)?.baggageKg ?? 0 };
  });
}

type ChangeMade = NonNullable<Awaited<ReturnType<Store['changes']['madeOrder']>>>;

/** The order's refunds, the orders its date changes made, and the order it was changed from. */
async function linksOf(store: Store, orderId: number, refunds: { id: number; refundNo: string }[], changedFrom: ChangeMade | undefined): Promise<OrderDetail['links']> {
  const changes = await store.changes.ofOrder(orderId);
  return [
    ...refunds.map((r) => ({ relation: 'REFUND' as const, id: r.id, number: r.refundNo })),
    ...changes.map((c) => ({ relation: 'CHANGE' as const, id: c.change.newOrderId, number: c.newOrderNo })),
    ...(changedFrom ? [{ relation: 'CHANGED_FROM' as const, id: changedFrom.change.orderId, number: changedFrom.orderNo }] : []),
  ];
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** What the date change that made the order cost, part by part, and what the trip's orders were paid in all, back to the first booking. */
async function changeAmountsOf(store: Store, order: OrderRow, made: ChangeMade): Promise<OrderDetail['change']> {
  const { change } = made;
  let paidCents = order.paidAt ? cents(order.totalAmount) : 0;
  for (let earlier = await store.orders.byId(change.orderId); earlier; ) {
    if (earlier.paidAt) paidCents += cents(earlier.totalAmount);
    const before = await store.changes.madeOrder(earlier.id);
    earlier = before && (await store.orders.byId(before.change.orderId));
  }
  return {
    fareDifference: Number(change.fareDifference),
    taxDifference: Number(change.taxDifference),
    changeFee: Number(change.changeFee),
    seatAmount: Number(change.seatAmount),
    paidForTrip: paidCents / 100,
  };
}
