import { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_HOURS } from '../../../services/schemas/check-in';
import type { BookingPassenger } from '../../../services/schemas/offer';
import type { OrderAction, OrderActionReason, OrderExtInfo } from '../../../services/schemas/order';
import type { OrderRow } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { translate } from '../../i18n';
import type { Currency } from './fares';
import { canMove, segmentsNowOf } from '../coupons/coupons';
import { changeablePassengers, changeLegOf, changeRefusal } from '../changes/rules';
import { legsOfOrder } from '../changes/order-legs';
import { checkInProblem, goesToCounter } from '../check-in/rules';
import { closedReason, pendingOf, tripOf } from '../emd/trip';
import { refundPossible, refundRefusal } from '../refunds/refunds';
import { isCancellable, isClosed, itinerarySendable, ownOrder, tripOrdersOf } from './my-orders';
import { unpayableReason } from './payable';

/** Why an action is not open: its code, and the message key (with its params) it is told with. */
interface Refusal {
  code: OrderActionReason;
  key: string;
  params?: Record<string, unknown>;
}
const refusal = (code: OrderActionReason, key = `orders.actionReason.${code}`, params?: Record<string, unknown>): Refusal => ({ code, key, params });
const notABooking = () => refusal('NOT_A_BOOKING');

/** A refund (as /reschedule/refund/apply decides): an issued booking, not a lounge order, with a choice of passengers it may take. */
async function refundRefused(store: Store, order: OrderRow): Promise<Refusal | null> {
  if (order.kind === 'EMD' || order.kind === 'PASS') return notABooking();
  const key = refundRefusal(order);
  if (key) return refusal(order.kind === 'VIP' ? 'LOUNGE' : 'NOT_ISSUED', key);
  return (await refundPossible(store, order)) ? null : refusal('NO_PASSENGER');
}

/** A date change (as the change's own steps decide): an issued booking, a passenger whose coupons are all open, a leg that may be changed online now. */
async function changeRefused(store: Store, order: OrderRow, now: Date): Promise<Refusal | null> {
  if (order.kind === 'EMD' || order.kind === 'PASS') return notABooking();
  const key = changeRefusal(order);
  if (key) return refusal(order.kind === 'VIP' ? 'LOUNGE' : 'NOT_ISSUED', key);
  const { changeable } = await changeablePassengers(store, order);
  if (!(order.passengers as unknown[]).some((_, psgId) => changeable(psgId))) return refusal('NO_PASSENGER');
  const legs = legsOfOrder(order).map((leg) => changeLegOf(leg, order.currency as Currency, now));
  const blocked = legs.find((l) => l.blocked !== null)?.blocked;
  return legs.some((l) => l.blocked === null) ? null : refusal('LEG_BLOCKED', `errors.changeBlocked.${blocked}`);
}

/** Check-in (as its steps decide): an issued booking with a flight, as it stands now, inside its window, and a passenger there whose coupon may be checked in online. */
async function checkInRefused(store: Store, order: OrderRow, now: Date): Promise<Refusal | null> {
  if (order.kind !== 'TICKET') return notABooking();
  if (order.status !== 'ISSUED') return refusal('NOT_ISSUED');
  const [{ segments, flights }, tickets] = await Promise.all([segmentsNowOf(store, [order]), store.orders.ticketsOf(order.id)]);
  const problems = segments[0]!.map((s) => checkInProblem(s, flights.get(s.flightId), now));
  const open = problems.flatMap((problem, segmentIndex) => (problem === null ? [segmentIndex] : []));
  if (open.length === 0) {
    return problems.every((p) => p === 'FLIGHT_CANCELLED')
      ? refusal('FLIGHT_CANCELLED', 'errors.checkInFlightCancelled')
      : refusal('CHECK_IN_NOT_OPEN', 'errors.checkInClosed', { hours: CHECK_IN_OPENS_HOURS, minutes: CHECK_IN_CLOSES_MINUTES });
  }
  const passengers = order.passengers as BookingPassenger[];
  const online = tickets.some((t) => open.includes(t.segmentIndex) && canMove('checkedIn', t.status) && !goesToCounter(passengers, t.passengerIndex));
  return online ? null : refusal('NO_PASSENGER');
}

/** Add-ons (as the add-on order decides): an issued booking without an unpaid add-on order still in its time, and a passenger's flight that takes add-ons now. */
async function addOnsRefused(store: Store, order: OrderRow, userId: number, now: Date): Promise<Refusal | null> {
  if (order.kind !== 'TICKET') return notABooking();
  if (order.status !== 'ISSUED') return refusal('NOT_ISSUED', 'addOns.tripNotIssued');
  const trip = await tripOf(store, order.id, userId);
  const pending = pendingOf(trip);
  if (pending && pending.paymentDeadline > now) return refusal('ADD_ON_ORDER_PENDING', 'addOns.pendingOrder');
  const open = trip.segments.some((_, segmentIndex) => trip.passengers.some((_, passengerIndex) => closedReason(trip, segmentIndex, passengerIndex, now) === null));
  return open ? null : refusal('ADD_ONS_CLOSED');
}

/**
 * What the user may do with one of their orders now, each decided by the rule the action itself
 * follows (payment, cancel and delete, refund, date change, check-in, add-ons, the itinerary of the
 * trip, the contact), and for each action that is not open, why, in the caller's language.
 */
export async function orderExtInfo(store: Store, userId: number, orderId: number, locale: string, now: Date): Promise<OrderExtInfo> {
  const order = await ownOrder(store, orderId, userId);
  const unpayable = await unpayableReason(store, order, now);
  const refused: Record<OrderAction, Refusal | null> = {
    canPay: unpayable && refusal(unpayable, `orders.unpayable.${unpayable}`),
    canCancel: isCancellable(order) ? null : refusal('NOT_UNPAID', 'errors.orderNotCancellable'),
    canDelete: isClosed(order) ? null : refusal('NOT_CLOSED', 'errors.orderNotDeletable'),
    canRefund: await refundRefused(store, order),
    canChangeDate: await changeRefused(store, order, now),
    canCheckIn: await checkInRefused(store, order, now),
    canBuyAddOns: await addOnsRefused(store, order, userId, now),
    canSendItinerary: order.kind !== 'TICKET' ? notABooking() : itinerarySendable(order, await tripOrdersOf(store, order)) ? null : refusal('NOT_ISSUED', 'errors.orderNotIssued'),
    canChangeContact: isClosed(order) ? refusal('ORDER_CLOSED', 'errors.orderClosed') : null,
  };
  const reasons: OrderExtInfo['reasons'] = {};
  for (const [action, why] of Object.entries(refused) as [OrderAction, Refusal | null][]) {
    if (why) reasons[action] = { code: why.code, message: translate(locale, why.key, why.params) };
  }
  const can = (action: OrderAction) => refused[action] === null;
  return {
    orderId: order.id,
    canPay: can('canPay'),
    canCancel: can('canCancel'),
    canDelete: can('canDelete'),
    canRefund: can('canRefund'),
    canChangeDate: can('canChangeDate'),
    canCheckIn: can('canCheckIn'),
    canBuyAddOns: can('canBuyAddOns'),
    canSendItinerary: can('canSendItinerary'),
    canChangeContact: can('canChangeContact'),
    reasons,
  };
}
