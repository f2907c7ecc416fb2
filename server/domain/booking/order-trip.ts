import type { BookingPassenger } from '../../../services/schemas/offer';
import type { BookingFareRules, OrderDetails, OrderStatus, PnrEntry } from '../../../services/schemas/order';
import { codes } from '../../../services/schemas/codes';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { translate } from '../../i18n';
import { DomainError } from '../errors';
import { flightOf } from '../changes/order-legs';
import { inUse, segmentsNowOf, tripsNowOf } from '../coupons/coupons';
import { FLEXIBLE_REFUND_CUTOFF_MS, NO_SHOW_FEE_HKD } from '../refunds/fees';
import { fareRules } from './fare-rules';
import { ownOrder, tripOrdersOf } from './my-orders';

const notFound = () => new DomainError(codes.orderNotFound, 'errors.orderNotFound');

/** Each order of a trip as its entry by booking reference: its flights as they stand now, and its passengers' coupons at `now`. */
async function entriesOf(store: Store, orders: OrderRow[], now: Date): Promise<PnrEntry[]> {
  const [{ segments, flights, passengers }, madeBy] = await Promise.all([tripsNowOf(store, orders, now), Promise.all(orders.map((o) => store.changes.madeOrder(o.id)))]);
  return orders.map((order, i) => {
    const types = (order.passengers as BookingPassenger[]).map((p) => p.type);
    return {
      pnrId: order.pnr!,
      orderId: order.id,
      orderNo: order.orderNo,
      status: order.status as OrderStatus,
      changedFromOrderId: madeBy[i]?.change.orderId ?? null,
      segments: segments[i]!.map((s) => ({ ...flightOf(s), rbd: s.rbd, brand: s.brand, cabin: s.cabin, cancelled: flights.get(s.flightId)?.cancelledAt != null })),
      passengers: passengers[i]!.map((p, passengerIndex) => ({ ...p, type: types[passengerIndex]! })),
    };
  });
}

/**
 * One of the user's orders with its bookings by reference: its own entry, then the trip's later
 * orders under the same reference (the orders its date changes made), each as its own entry, so the
 * list is the booking as it stands now. An order without a reference has none.
 */
export async function orderDetails(store: Store, userId: number, orderId: number, now: Date): Promise<OrderDetails> {
  const order = await ownOrder(store, orderId, userId);
  const trip = (await tripOrdersOf(store, order)).filter((o) => o.id >= order.id);
  return { orderId: order.id, orderNo: order.orderNo, status: order.status as OrderStatus, pnrs: await entriesOf(store, trip, now) };
}

/** One entry of those: the user's order `orderId` under the reference `pnrId`; any other pair is not found. */
export async function orderPnrDetails(store: Store, userId: number, orderId: number, pnrId: string, now: Date): Promise<PnrEntry> {
  const order = await ownOrder(store, orderId, userId);
  if (order.kind !== 'TICKET' || order.pnr !== pnrId) throw notFound();
  return (await entriesOf(store, [order], now))[0]!;
}

/**
 * The fare rules of the user's booking under a reference, as it stands now: each flight of its orders
 * that a passenger still holds a coupon of (not refunded or exchanged), with its brand, the brand's
 * rules in the caller's language (those the booking's /offer/search/flight/rule shows), the no-show
 * fee and, for the flexible fare, its 12-hour limit; each flight at its current time.
 */
export async function bookingFareRules(store: Store, userId: number, pnrId: string, locale: string): Promise<BookingFareRules> {
  const trip = await store.orders.tripOf(userId, pnrId);
  if (trip.length === 0) throw notFound();
  const [tickets, now] = await Promise.all([store.orders.ticketsOfOrders(trip.map((o) => o.id)), segmentsNowOf(store, trip)]);
  const cutoffHours = FLEXIBLE_REFUND_CUTOFF_MS / 3_600_000;
  return {
    pnrId,
    segments: trip.flatMap((order, i) =>
      now.segments[i]!.flatMap((s, segmentIndex) => {
        if (!tickets.some((k) => k.orderId === order.id && k.segmentIndex === segmentIndex && inUse(k.status))) return [];
        const rules = fareRules(s.brand, locale);
        const flexible = rules.refundFee === 0;
        return [
          {
            ...rules,
            rules: [...rules.rules, ...(flexible ? [translate(locale, 'rules.flexibleLimit', { hours: cutoffHours })] : [])],
            orderId: order.id,
            segmentIndex,
            flightNo: s.flightNo,
            depAirport: s.depAirport,
            arrAirport: s.arrAirport,
            depLocal: s.depLocal,
            brandName: translate(locale, `brandName.${s.brand}`),
            noShowFee: NO_SHOW_FEE_HKD,
            flexibleCutoffHours: flexible ? cutoffHours : null,
          },
        ];
      }),
    ),
  };
}
