import { codes } from '../../../services/schemas/codes';
import type { OrderKind, OrderStatus, OrderSubmit, OrderVerify, UnpayableReason } from '../../../services/schemas/order';
import type { PaymentChannel, PaymentProvider, PaymentStatus, PayType, RePayment } from '../../../services/schemas/payment';
import { paymentProviders } from '../../../services/schemas/payment';
import type { OrderOwner, OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { translate } from '../../i18n';
import { badRequest, DomainError } from '../errors';
import { expectedDeparture, flightsNow } from '../coupons/coupons';
import { itineraryOf, type OrderExtras } from '../changes/order-legs';
import { amountDueCents } from '../vouchers';
import { ownOrder } from './my-orders';

/** Why a closed order cannot be paid: it was paid (and maybe refunded or changed since), ran out of time, or was cancelled. */
const closedReasons: Record<Exclude<OrderStatus, 'UNPAID'>, UnpayableReason> = { ISSUED: 'PAID', REFUNDED: 'PAID', CHANGED: 'PAID', EXPIRED: 'EXPIRED', CANCELLED: 'CANCELLED' };

/** The flights an unpaid order holds places on: a booking's (or a date change's) fare classes, and the seats it holds (an add-on order's). */
function heldFlightIds(order: OrderRow): number[] {
  const segments = itineraryOf(order).segments ?? [];
  const seats = (order.extras as Partial<OrderExtras>).seats ?? [];
  return [...order.holds.map((h) => h.flightId), ...seats.flatMap((s) => segments[s.segmentIndex]?.flightId ?? [])];
}

/**
 * Why the order cannot be paid now, or null when it can: it must be unpaid before its deadline by
 * the server clock, and what it holds must still hold: no flight it holds places on cancelled by the
 * airline or departed, and every seat it chose still held for it. Verify, submit and paying again
 * all ask this.
 */
export async function unpayableReason(store: Store, order: OrderRow, now: Date): Promise<UnpayableReason | null> {
  if (order.status !== 'UNPAID') return closedReasons[order.status as Exclude<OrderStatus, 'UNPAID'>] ?? 'CANCELLED';
  if (order.paymentDeadline <= now) return 'EXPIRED';

  const flightIds = heldFlightIds(order);
  if (flightIds.length > 0) {
    const flights = [...(await flightsNow(store, flightIds)).values()];
    if (flights.some((f) => f.cancelledAt !== null)) return 'FLIGHT_CANCELLED';
    if (flights.some((f) => expectedDeparture(f) <= now)) return 'FLIGHT_DEPARTED';
  }
  const seats = (order.extras as Partial<OrderExtras>).seats ?? [];
  if (seats.length > 0 && (await store.inventory.heldSeatCount(order.id)) < seats.length) return 'SEATS_RELEASED';
  return null;
}

/** The text of an unpaid reason in the caller's language. */
export const unpayableMessage = (reason: UnpayableReason, locale: string) => translate(locale, `orders.unpayable.${reason}`);

const notPayable = (reason: UnpayableReason) => new DomainError(codes.orderNotPayable, 'errors.orderNotPayable', {}, { reason });
const secondsLeft = (order: OrderRow, now: Date) => Math.max(0, Math.floor((order.paymentDeadline.getTime() - now.getTime()) / 1000));

/** Whether one of the owner's orders can still be paid now, and what is due; changes nothing. */
export async function verifyOrder(store: Store, owner: OrderOwner, orderId: number, locale: string, now: Date): Promise<OrderVerify> {
  const order = await ownOrder(store, orderId, owner);
  const reason = await unpayableReason(store, order, now);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    payable: reason === null,
    reason,
    message: reason && unpayableMessage(reason, locale),
    amountDue: (await amountDueCents(store, order)) / 100,
    currency: order.currency as OrderVerify['currency'],
    paymentDeadline: order.paymentDeadline.toISOString(),
    secondsLeft: reason === null ? secondsLeft(order, now) : 0,
    serverTime: now.toISOString(),
  };
}

/** One of the owner's orders that can be paid now, or O00002 with the reason it cannot (in the answer's data). */
async function payableOrder(store: Store, owner: OrderOwner, orderId: number, now: Date): Promise<OrderRow> {
  const order = await ownOrder(store, orderId, owner);
  const reason = await unpayableReason(store, order, now);
  if (reason) throw notPayable(reason);
  return order;
}

/** Hands an unpaid order to payment: checked payable as verify checks it, and what payment needs of it. */
export async function submitOrder(store: Store, owner: OrderOwner, orderId: number, now: Date): Promise<OrderSubmit> {
  const order = await payableOrder(store, owner, orderId, now);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    kind: order.kind as OrderKind,
    amountDue: (await amountDueCents(store, order)) / 100,
    currency: order.currency as OrderSubmit['currency'],
    paymentDeadline: order.paymentDeadline.toISOString(),
  };
}

/** The order kind each pay type names; check-in makes no orders of its own. */
const kindOfPayType: Record<Exclude<PayType, 'CHECKIN'>, OrderKind> = { ORDER: 'TICKET', EMD: 'EMD', VIP: 'VIP', PASS: 'PASS' };

/** A pending attempt the traveller may go back to: its provider, channel and page are the route's to show. */
export type RePaymentAnswer = Omit<RePayment, 'pending'> & { pending: { paymentId: string; provider: PaymentProvider; channel: PaymentChannel; amount: string } | null };

/**
 * Paying an unpaid order again after an abandoned or failed attempt (the user's path and the payment
 * service's, which a guest's token reaches too): the order must be the owner's and of the kind the pay
 * type names (another kind answers as a missing order), and payable now. Answers the latest attempt
 * still pending for what is due now through a provider switched on, else what starting one needs.
 */
export async function rePayment(
  store: Store,
  switchedOn: Record<PaymentProvider, boolean>,
  owner: OrderOwner,
  payType: PayType,
  orderId: number,
  now: Date,
): Promise<RePaymentAnswer> {
  if (payType === 'CHECKIN') throw badRequest('errors.checkInMakesNoOrders');
  const order = await ownOrder(store, orderId, owner);
  if (order.kind !== kindOfPayType[payType]) throw new DomainError(codes.orderNotFound, 'errors.orderNotFound');
  const reason = await unpayableReason(store, order, now);
  if (reason) throw notPayable(reason);
  const due = await amountDueCents(store, order);
  const attempts = await store.payments.ofOrder(order.id);
  const open = attempts.find(
    (p) => p.status === 'PENDING' && switchedOn[p.provider as PaymentProvider] && p.currency === order.currency && Math.round(Number(p.amount) * 100) === due,
  );
  const last = attempts[0];
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    payType,
    amountDue: due / 100,
    currency: order.currency,
    paymentDeadline: order.paymentDeadline.toISOString(),
    secondsLeft: secondsLeft(order, now),
    providers: paymentProviders.filter((p) => switchedOn[p]),
    pending: open ? { paymentId: open.id, provider: open.provider as PaymentProvider, channel: open.channel as PaymentChannel, amount: open.amount } : null,
    lastAttempt: last ? { paymentId: last.id, provider: last.provider, status: last.status as PaymentStatus, failureReason: last.failureReason } : null,
  };
}
