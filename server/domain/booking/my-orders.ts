import type { BookingContact, BookingPassenger } from '../../../services/schemas/offer';
import { codes } from '../../../services/schemas/codes';
import {
  addOnPathKinds,
  closedStatuses,
  type AddOn,
  type AddOnOrder,
  type AddOnPathKind,
  type LoungeProductType,
  type OrderPage,
  type OrderSegment,
  type OrderStatus,
  type OrderSummary,
  type OrderTab,
  type RouteLine,
  type PassengerCoupons,
} from '../../../services/schemas/order';
import type { OrderOwner, OrderRow } from '../../repositories/orders';
import type { Page } from '../../repositories/page';
import type { Store } from '../../repositories/store';
import { translate, type Language } from '../../i18n';
import { DomainError } from '../errors';
import { releaseHolds } from './orders';
import { pointsOf, type OrderExtras } from '../changes/order-legs';
import { tripsNowOf, type FlightNow } from '../coupons/coupons';
import { queueNotice } from '../notices';


const notFound = () => new DomainError(codes.orderNotFound, 'errors.orderNotFound');
const inWrongState = (key: string) => new DomainError(codes.orderStateInvalid, key);

export const segmentsOfOrder = (order: OrderRow) => (order.itinerary as { segments: OrderSegment[] }).segments;

/** An unpaid order, alone, may be cancelled. */
export const isCancellable = (order: OrderRow) => order.status === 'UNPAID';
/** A closed order (cancelled, expired, refunded, changed): it alone may be deleted from My Orders, and its contact no longer changed. */
export const isClosed = (order: OrderRow) => closedStatuses.includes(order.status as OrderStatus);

/**
 * A ticket order's trip under its booking reference as it stands now: the owner's orders under it,
 * first booked first (the order a date change makes carries its trip's reference). None before the
 * order has a reference; a guest's order (no date change is made without an account) is its trip alone.
 */
export async function tripOrdersOf(store: Store, order: OrderRow): Promise<OrderRow[]> {
  if (order.kind !== 'TICKET' || !order.pnr) return [];
  return order.userId === null ? [order] : store.orders.tripOf(order.userId, order.pnr);
}

/** The itinerary of an order may be sent once it is issued; that of its whole trip (`trip`, `tripOrdersOf`'s) while an order of the trip is issued. */
export const itinerarySendable = (order: OrderRow, trip?: readonly OrderRow[]) => (trip ? trip.some((o) => o.status === 'ISSUED') : order.status === 'ISSUED');

/** The owner's order, or 'order number does not exist' (also for anyone else's order). */
export async function ownOrder(store: Store, orderId: number, owner: OrderOwner): Promise<OrderRow> {
  const order = await store.orders.findOwn(orderId, owner);
  if (!order) throw notFound();
  return order;
}

const addOnStatusOf: Record<OrderStatus, AddOn['status']> = { UNPAID: 'WAIT', ISSUED: 'PAID', EXPIRED: 'CANCELLED', CANCELLED: 'CANCELLED', REFUNDED: 'REFUNDED', CHANGED: 'PAID' };

/** The order's add-ons, each with its status: WAIT while the order is unpaid; those a date change cancelled, CANCELLED. */
export function addOnsOf(order: OrderRow): AddOn[] {
  const { auxiliary, seats, cancelled } = order.extras as OrderExtras;
  const status = addOnStatusOf[order.status as OrderStatus];
  return [
    ...(auxiliary?.luggage ?? []).map((l) => ({ kind: 'LUGGAGE' as const, segmentIndex: l.segmentIndex, passengerIndex: l.passengerIndex, item: String(l.kg), status })),
    ...(auxiliary?.meals ?? []).map((m) => ({ kind: 'MEAL' as const, segmentIndex: m.segmentIndex, passengerIndex: m.passengerIndex, item: m.code, status })),
    ...(seats ?? []).map((s) => ({ kind: 'SEAT' as const, segmentIndex: s.segmentIndex, passengerIndex: s.passengerIndex, item: s.seatNo, status })),
    ...(auxiliary?.insurance ? [{ kind: 'INSURANCE' as const, segmentIndex: null, passengerIndex: null, item: auxiliary.insurance.code, status }] : []),
    ...(cancelled ?? []).map(({ kind, segmentIndex, passengerIndex, item }) => ({ kind, segmentIndex, passengerIndex, item, status: 'CANCELLED' as const })),
  ];
}

/** The add-on orders bought for a booking since, once paid. */
export const paidAddOnOrders = async (store: Store, order: OrderRow) => (await store.orders.emdOrdersOf(order.id)).filter((o) => o.status === 'ISSUED');

/** A trip's add-ons: those bought with the booking, and those of its paid add-on orders. */
export const addOnsOfTrip = (order: OrderRow, paidAddOnOrders: OrderRow[]): AddOn[] => [...addOnsOf(order), ...paidAddOnOrders.flatMap(addOnsOf)];

/** The route lines of an order or a trip in a list, from its segments as they stand now (`segmentsNowOf`). */
export const routeOf = (segments: OrderSegment[], flights: ReadonlyMap<number, FlightNow>): OrderSummary['segments'] =>
  segments.map((s) => ({ ...routeLine(s), depAt: s.depAt, cancelled: flights.get(s.flightId)?.cancelledAt != null }));

/** A flight of a route as a list shows it. */
export const routeLine = ({ flightNo, depAirport, arrAirport, depLocal, arrLocal, bookedDepLocal }: RouteLine): RouteLine => ({ flightNo, depAirport, arrAirport, depLocal, arrLocal, ...(bookedDepLocal && { bookedDepLocal }) });

type OrderProduct = Pick<OrderSummary, 'productName' | 'productType'>;
const noProduct: OrderProduct = { productName: null, productType: null };

/** What each VIP or Travel Pass order among these bought, named in the language; other orders bought no product. */
export async function productsOf(store: Store, rows: OrderRow[], language: Language): Promise<(order: OrderRow) => OrderProduct> {
  const found = await store.orders.productsOf(rows.map((o) => o.id));
  const byOrder = new Map(found.map((p) => [p.orderId, { productName: (p.vipName ?? p.packageName)?.[language] ?? null, productType: p.productType as LoungeProductType | null }]));
  return (order) => byOrder.get(order.id) ?? noProduct;
}

function summaryOf(order: OrderRow, product: OrderProduct, segments: OrderSummary['segments'], passengers: PassengerCoupons[]): OrderSummary {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    kind: order.kind as OrderSummary['kind'],
    ...product,
    status: order.status as OrderStatus,
    pnr: order.pnr,
    currency: order.currency as OrderSummary['currency'],
    totalAmount: Number(order.totalAmount),
    points: pointsOf(order),
    paymentDeadline: order.paymentDeadline.toISOString(),
    createdAt: order.createdAt.toISOString(),
    segments,
    passengerCount: (order.passengers as unknown[]).length,
    passengers,
  };
}

/** A page of My Orders in one tab, products named in the language. */
export async function orderPage(store: Store, userId: number, tab: OrderTab, page: Page, language: Language, now: Date): Promise<OrderPage> {
  const { rows, total } = await store.orders.page(userId, tab, page, now);
  const [productOf, current] = await Promise.all([productsOf(store, rows, language), tripsNowOf(store, rows, now)]);
  return { records: rows.map((order, i) => summaryOf(order, productOf(order), routeOf(current.segments[i]!, current.flights), current.passengers[i]!)), total, ...page };
}

/** Cancels an unpaid order: its fare classes, seats and vouchers go back in the same transaction. */
export async function cancelOrder(store: Store, orderId: number, userId: number, now: Date): Promise<void> {
  const order = await ownOrder(store, orderId, userId);
  if (!isCancellable(order)) throw inWrongState('errors.orderNotCancellable');
  await store.transaction(async (tx) => {
    // Paid or expired meanwhile: the conditional update finds it no longer unpaid.
    const cancelled = await tx.orders.cancel(order.id, userId, now);
    if (!cancelled) throw inWrongState('errors.orderNotCancellable');
    await releaseHolds(tx, cancelled, now);
    await queueNotice(tx, 'orderCancelled', cancelled, `closed:${cancelled.id}`, {}, now);
  });
}

/** Deletes a closed order from My Orders. */
export async function deleteOrder(store: Store, orderId: number, userId: number, now: Date): Promise<void> {
  const order = await ownOrder(store, orderId, userId);
  if (!isClosed(order) || !(await store.orders.delete(order.id, userId, now))) {
    throw inWrongState('errors.orderNotDeletable');
  }
}

type TripNow = Awaited<ReturnType<typeof tripsNowOf>>;
type TicketRow = Awaited<ReturnType<Store['orders']['ticketsOfOrders']>>[number];

/**
 * The itinerary as e-mail text: booking reference, each order's flights at their current times (a
 * flight the airline cancelled marked), its passengers with their tickets, and a link to the order.
 * Of a whole trip, each order under its number and status, and each ticket with its coupon's status.
 */
function itineraryText(orders: OrderRow[], now: TripNow, tickets: TicketRow[], link: string, locale: string, wholeTrip: boolean): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const [first] = orders;
  const parts = orders.flatMap((order, i) => {
    const segments = now.segments[i]!;
    const passengers = order.passengers as BookingPassenger[];
    const own = tickets.filter((k) => k.orderId === order.id).sort((a, b) => a.segmentIndex - b.segmentIndex);
    const flight = (s: OrderSegment) => {
      const line = t('outbox.itinerary.flight', { flightNo: s.flightNo, org: s.depAirport, dst: s.arrAirport, dep: s.depLocal, arr: s.arrLocal });
      return now.flights.get(s.flightId)?.cancelledAt ? t('outbox.itinerary.cancelled', { flight: line }) : line;
    };
    const ticket = (k: TicketRow) => {
      const flightNo = segments[k.segmentIndex]?.flightNo;
      if (!wholeTrip) return `${flightNo} ${k.ticketNo}`;
      const status = now.passengers[i]![k.passengerIndex]!.statuses[k.segmentIndex];
      return t('outbox.itinerary.ticket', { flightNo, ticketNo: k.ticketNo, status: t(`coupon.status.${status}`) });
    };
    return [
      ...(wholeTrip ? [t('outbox.itinerary.order', { orderNo: order.orderNo, status: t(`orders.status.${order.status}`) })] : []),
      t('outbox.itinerary.flights'),
      ...segments.map(flight),
      '',
      t('outbox.itinerary.passengers'),
      ...passengers.map((p, passengerIndex) =>
        t('outbox.itinerary.passenger', { name: `${p.lastName} ${p.firstName}`, tickets: own.filter((k) => k.passengerIndex === passengerIndex).map(ticket).join(', ') }),
      ),
      '',
    ];
  });
  return [t('outbox.itinerary.pnr', { pnr: first!.pnr, orderNo: first!.orderNo }), '', ...parts, t('outbox.itinerary.link', { link })].join('\n');
}

/**
 * E-mails an itinerary (to the outbox) with a link to the order in the app, to the order's contact:
 * the issued order's own, or with `wholeTrip` its whole trip under the booking reference as it stands
 * now (the booking and the orders its date changes made, current flight times, coupon statuses).
 */
export async function sendItinerary(
  store: Store,
  input: { orderId: number },
  userId: number,
  appOrigin: string,
  locale: string,
  now: Date,
  { wholeTrip = false }: { wholeTrip?: boolean } = {},
): Promise<{ email: string }> {
  const order = await ownOrder(store, input.orderId, userId);
  const orders = wholeTrip ? await tripOrdersOf(store, order) : [order];
  if (!itinerarySendable(order, wholeTrip ? orders : undefined)) throw inWrongState('errors.orderNotIssued');
  const { email } = order.contact as BookingContact;
  const link = `${appOrigin}/pagesMy/pages/order/detail?orderId=${order.id}`;
  const [trips, tickets] = await Promise.all([tripsNowOf(store, orders, now), store.orders.ticketsOfOrders(orders.map((o) => o.id))]);
  await store.outbox.add({
    channel: 'email',
    recipient: email,
    subject: translate(locale, 'outbox.itinerary.subject', { pnr: order.pnr }),
    body: itineraryText(orders, trips, tickets, link, locale, wholeTrip),
    createdAt: now,
  });
  return { email };
}

/** Changes who the airline tells about an open (unpaid or issued) order. */
export async function changeOrderContact(store: Store, input: { orderId: number; contact: BookingContact }, userId: number): Promise<void> {
  const order = await ownOrder(store, input.orderId, userId);
  if (isClosed(order)) throw inWrongState('errors.orderClosed');
  await store.orders.setContact(order.id, input.contact);
}

/** The order with its add-ons of one kind, or of every kind (null). */
export function addOnOrderOf(order: OrderRow, kind: AddOn['kind'] | null): AddOnOrder {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    currency: order.currency as AddOnOrder['currency'],
    createdAt: order.createdAt.toISOString(),
    segments: segmentsOfOrder(order).map(routeLine),
    passengers: (order.passengers as BookingPassenger[]).map(({ lastName, firstName }) => ({ lastName, firstName })),
    addOns: addOnsOf(order).filter((a) => kind === null || a.kind === kind),
  };
}

/** A page of the user's orders that hold add-ons of a kind (baggage, meals, seats or insurance), with those add-ons. */
export async function addOnOrderPage(store: Store, userId: number, type: AddOnPathKind, page: Page) {
  const kind = addOnPathKinds[type];
  const { rows, total } = await store.orders.pageWithAddOn(userId, kind, page);
  return { records: rows.map((order) => addOnOrderOf(order, kind)), total, ...page };
}

/** One order's add-ons of a kind; an order without any answers as if it did not exist. */
export async function addOnOrderDetail(store: Store, userId: number, type: AddOnPathKind, orderId: number): Promise<AddOnOrder> {
  const found = addOnOrderOf(await ownOrder(store, orderId, userId), addOnPathKinds[type]);
  if (found.addOns.length === 0) throw notFound();
  return found;
}

/** All of an order's add-ons, when its id and number belong together and to the user. */
export async function orderAddOns(store: Store, userId: number, orderId: number, orderNo: string): Promise<AddOnOrder> {
  const order = await ownOrder(store, orderId, userId);
  if (order.orderNo !== orderNo) throw notFound();
  return addOnOrderOf(order, null);
}
