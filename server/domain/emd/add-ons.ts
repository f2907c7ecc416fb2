import type { EmdInsureRequest, EmdOffers, EmdOrder, EmdSeatMap, EmdSubmitRequest } from '../../../services/schemas/emd';
import { addOnPathKinds, type AddOnPathKind } from '../../../services/schemas/order';
import { codes } from '../../../services/schemas/codes';
import { isUniqueViolation } from '../../repositories/unique-violation';
import type { OrderRow, PlacedOrder } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { freeKg, insuranceOffers, insuranceProducts, LUGGAGE_CUTOFF_MS, luggageOptions, mealOptions, meals } from '../booking/auxiliary';
import { BAGGAGE_CAP_KG, convert, sum, type Currency } from '../booking/fares';
import { addOnOrderOf, cancelOrder, deleteOrder, ownOrder, routeLine } from '../booking/my-orders';
import { newOrderNo, PAYMENT_WINDOW_MS, releaseHolds } from '../booking/orders';
import { ageOn } from '../booking/passengers';
import type { Reference } from '../booking/reference';
import { checkSeatsOn, seatMapOf } from '../booking/seats';
import type { OrderExtras } from '../changes/order-legs';
import { addOnsOfTrip, closedReason, emdOrderValues, heldAddOns, notAllowed, pendingOf, tripOf, type Trip } from './trip';

const pending = () => new DomainError(codes.addOnOrderPending, 'addOns.pendingOrder');
const invalid = () => new DomainError(codes.badRequest, 'errors.auxiliaryInvalid');

const held = (trip: Trip, kind: string, segmentIndex: number, passengerIndex: number) =>
  heldAddOns(trip).filter((a) => a.kind === kind && a.segmentIndex === segmentIndex && a.passengerIndex === passengerIndex);
const prepaidKg = (trip: Trip, segmentIndex: number, passengerIndex: number) => held(trip, 'LUGGAGE', segmentIndex, passengerIndex).reduce((kg, a) => kg + Number(a.item), 0);
const carriedKg = (trip: Trip, segmentIndex: number, passengerIndex: number) =>
  freeKg(trip.passengers[passengerIndex]!, trip.segments[segmentIndex]!.brand) + prepaidKg(trip, segmentIndex, passengerIndex);
const luggageOpen = (trip: Trip, segmentIndex: number, now: Date) => Date.parse(trip.segments[segmentIndex]!.depAt) - now.getTime() > LUGGAGE_CUTOFF_MS;
const insuredBy = (trip: Trip) => heldAddOns(trip).find((a) => a.kind === 'INSURANCE')?.item ?? null;

/** What each passenger of the trip may still add on each segment, and what they have. */
export async function emdOffers(store: Store, userId: number, orderId: number, locale: string, now: Date): Promise<EmdOffers> {
  const trip = await tripOf(store, orderId, userId);
  const currency = trip.order.currency as Currency;
  return {
    orderId: trip.order.id,
    currency,
    pendingOrderId: pendingOf(trip)?.id ?? null,
    segments: trip.segments.map(routeLine),
    passengers: trip.passengers.map(({ type, lastName, firstName }) => ({ type, lastName, firstName })),
    places: trip.segments.flatMap((segment, segmentIndex) =>
      trip.passengers.map((passenger, passengerIndex) => {
        const reason = closedReason(trip, segmentIndex, passengerIndex, now);
        const open = reason === null && luggageOpen(trip, segmentIndex, now);
        return {
          segmentIndex,
          passengerIndex,
          closedReason: reason,
          freeKg: freeKg(passenger, segment.brand),
          prepaidKg: prepaidKg(trip, segmentIndex, passengerIndex),
          luggageOptions: open ? luggageOptions(carriedKg(trip, segmentIndex, passengerIndex), segment.distanceKm, currency) : [],
          meal: held(trip, 'MEAL', segmentIndex, passengerIndex)[0]?.item ?? null,
          seatNo: held(trip, 'SEAT', segmentIndex, passengerIndex)[0]?.item ?? null,
        };
      }),
    ),
    meals: trip.segments.map((_, segmentIndex) => ({ segmentIndex, options: mealOptions(currency, locale) })),
    insurance: { products: insuranceOffers(currency, locale), insured: insuredBy(trip), saleInsureFlag: true },
  };
}

/** The seat map of one of the trip's segments, for its fare's cabin. */
export async function emdSeatMap(store: Store, ref: Reference, userId: number, orderId: number, segmentIndex: number): Promise<EmdSeatMap> {
  const trip = await tripOf(store, orderId, userId);
  const segment = trip.segments[segmentIndex];
  if (!segment) throw invalid();
  return seatMapOf(store, ref, segment, segment, segmentIndex, trip.order.currency as Currency);
}

/** A place the traveller may add to now; a checked-in passenger's seat answers the seat code. */
function ensureOpen(trip: Trip, place: { segmentIndex: number; passengerIndex: number }, now: Date, seat = false) {
  if (!trip.segments[place.segmentIndex] || !trip.passengers[place.passengerIndex]) throw invalid();
  const reason = closedReason(trip, place.segmentIndex, place.passengerIndex, now);
  if (reason === 'checkedIn' && seat) throw new DomainError(codes.seatUnavailable, 'addOns.closed.checkedIn');
  if (reason) throw notAllowed(`addOns.closed.${reason}`);
}

function onceEach(items: { segmentIndex: number; passengerIndex: number }[]) {
  const places = new Set(items.map((i) => `${i.segmentIndex}:${i.passengerIndex}`));
  if (places.size !== items.length) throw invalid();
}

/** Checks the baggage, meals and seats asked for and answers each one's price. */
async function priceItems(store: Store, ref: Reference, trip: Trip, request: Pick<AddOnChoice, 'luggage' | 'meals' | 'seats'>, now: Date): Promise<number[]> {
  const currency = trip.order.currency as Currency;
  const prices: number[] = [];
  onceEach(request.luggage);
  for (const item of request.luggage) {
    ensureOpen(trip, item, now);
    if (!luggageOpen(trip, item.segmentIndex, now)) throw notAllowed('errors.luggageClosed');
    if (carriedKg(trip, item.segmentIndex, item.passengerIndex) + item.kg > BAGGAGE_CAP_KG) throw new DomainError(codes.baggageOverCap, 'errors.baggageOverCap', { cap: BAGGAGE_CAP_KG });
    const option = luggageOptions(0, trip.segments[item.segmentIndex]!.distanceKm, currency).find((o) => o.kg === item.kg);
    if (!option) throw invalid();
    prices.push(option.price);
  }
  onceEach(request.meals);
  for (const item of request.meals) {
    ensureOpen(trip, item, now);
    const meal = meals.find((m) => m.code === item.code);
    if (!meal) throw invalid();
    if (held(trip, 'MEAL', item.segmentIndex, item.passengerIndex).length > 0) throw notAllowed('addOns.mealChosen');
    prices.push(convert(meal.priceHKD, currency));
  }
  onceEach(request.seats);
  for (const item of request.seats) {
    ensureOpen(trip, item, now, true);
    if (held(trip, 'SEAT', item.segmentIndex, item.passengerIndex).length > 0) throw new DomainError(codes.seatUnavailable, 'addOns.seatChosen');
  }
  const mapOf = (segmentIndex: number) => seatMapOf(store, ref, trip.segments[segmentIndex]!, trip.segments[segmentIndex]!, segmentIndex, currency);
  prices.push(...(await checkSeatsOn(mapOf, trip.passengers, request.seats)));
  return prices;
}

/**
 * The trip, once an unpaid add-on order past its deadline is expired so it no longer blocks a new one.
 * A live unpaid one refuses a new order, or, with `keepPending` (saving the trip's add-ons), stays to be replaced.
 */
async function settledTrip(store: Store, orderId: number, userId: number, now: Date, keepPending = false): Promise<Trip> {
  const trip = await tripOf(store, orderId, userId);
  const unpaid = pendingOf(trip);
  if (!unpaid) return trip;
  if (unpaid.paymentDeadline > now) {
    if (keepPending) return trip;
    throw pending();
  }
  await store.transaction(async (tx) => {
    const expired = await tx.orders.expire(unpaid.id, now);
    if (expired) await releaseHolds(tx, expired, now);
  });
  return tripOf(store, orderId, userId);
}

/** Writes the unpaid add-on order and holds its seats in one transaction; a second one racing for the trip or a seat loses. */
async function placeEmdOrder(store: Store, trip: Trip, extras: OrderExtras, prices: number[], now: Date): Promise<EmdOrder> {
  const total = sum(prices, trip.order.currency as Currency);
  const deadline = new Date(now.getTime() + PAYMENT_WINDOW_MS);
  let order: PlacedOrder;
  try {
    order = await store.transaction(async (tx) => {
      const made = await tx.orders.create(emdOrderValues(trip, extras, total, newOrderNo(now), now, deadline));
      await tx.inventory.holdSeats(extras.seats.map((seat) => ({ flightId: trip.segments[seat.segmentIndex]!.flightId, seatNo: seat.seatNo, passengerIndex: seat.passengerIndex, orderId: made.id })));
      return made;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if ((await store.orders.emdOrdersOf(trip.order.id)).some((o) => o.status === 'UNPAID')) throw pending();
    throw new DomainError(codes.seatUnavailable, 'errors.seatTakenMeanwhile');
  }
  return { orderId: order.id, orderNo: order.orderNo, currency: order.currency as Currency, totalAmount: total, paymentDeadline: deadline.toISOString() };
}

/** Travel insurance for the whole trip, once, while its first flight is still ahead: the chosen product and its price. */
function priceInsurance(trip: Trip, request: Omit<EmdInsureRequest, 'orderId'>, now: Date) {
  const product = insuranceProducts.find((p) => p.code === request.code);
  if (!product) throw invalid();
  if (insuredBy(trip)) throw notAllowed('addOns.alreadyInsured');
  trip.passengers.forEach((_, passengerIndex) => ensureOpen(trip, { segmentIndex: 0, passengerIndex }, now));
  const firstDate = trip.segments[0]!.depAt.slice(0, 10);
  if (trip.passengers.some((p) => ageOn(p.birthday, firstDate) < 18) && !request.guardian) throw new DomainError(codes.badRequest, 'errors.guardianRequired');
  const price = convert(product.priceHKD, trip.order.currency as Currency) * trip.passengers.length;
  return { insurance: { code: product.code, ...(request.guardian ? { guardian: request.guardian } : {}) }, price };
}

/** The add-ons an add-on order holds: baggage, meals and seats by place, and insurance for the whole trip. */
export interface AddOnChoice {
  luggage: { segmentIndex: number; passengerIndex: number; kg: number }[];
  meals: { segmentIndex: number; passengerIndex: number; code: string }[];
  seats: { segmentIndex: number; passengerIndex: number; seatNo: string }[];
  insurance: Omit<EmdInsureRequest, 'orderId'> | null;
}

/** Checks every add-on chosen against the trip (read through `store`, a transaction's when replacing) and answers the order's extras and each one's price. */
async function priceChoice(store: Store, ref: Reference, trip: Trip, choice: AddOnChoice, now: Date): Promise<{ extras: OrderExtras; prices: number[] }> {
  const prices = await priceItems(store, ref, trip, choice, now);
  const insured = choice.insurance ? priceInsurance(trip, choice.insurance, now) : null;
  return { extras: { auxiliary: { luggage: choice.luggage, meals: choice.meals, insurance: insured?.insurance ?? null }, seats: choice.seats }, prices: insured ? [...prices, insured.price] : prices };
}

/** The trip as it would be without one of its add-on orders: what replacing that order may choose from. */
const withoutOrder = (trip: Trip, order: OrderRow): Trip => ({ ...trip, emd: trip.emd.filter((o) => o.id !== order.id) });

/**
 * Puts the new choice in the place of the trip's unpaid add-on order's, in one transaction: its seats
 * are given up first (so a seat kept is chosen again), the choice is checked as if the order were not
 * there, the order keeps its number and deadline with the new add-ons and total, and vouchers spent on
 * it go back to be spent again. A payment started for the old total is refunded when it lands (it no
 * longer pays what is due). An order paid or closed meanwhile is not touched.
 */
async function replaceEmdOrder(store: Store, ref: Reference, trip: Trip, unpaid: OrderRow, choice: AddOnChoice, now: Date): Promise<EmdOrder> {
  const currency = trip.order.currency as Currency;
  try {
    const order = await store.transaction(async (tx) => {
      await tx.inventory.releaseSeats(unpaid.id);
      const { extras, prices } = await priceChoice(tx, ref, withoutOrder(trip, unpaid), choice, now);
      const replaced = await tx.orders.replaceUnpaidAddOns(unpaid.id, extras, String(sum(prices, currency)));
      if (!replaced) throw new DomainError(codes.orderNotPayable, 'errors.orderNotPayable');
      await tx.vouchers.release(unpaid.id, now);
      await tx.inventory.holdSeats(extras.seats.map((seat) => ({ flightId: trip.segments[seat.segmentIndex]!.flightId, seatNo: seat.seatNo, passengerIndex: seat.passengerIndex, orderId: unpaid.id })));
      return replaced;
    });
    return { orderId: order.id, orderNo: order.orderNo, currency, totalAmount: Number(order.totalAmount), paymentDeadline: order.paymentDeadline.toISOString() };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(codes.seatUnavailable, 'errors.seatTakenMeanwhile');
    throw error;
  }
}

/**
 * The one rule of an issued trip's add-ons bought later, behind both entries: the add-ons are checked
 * and priced and become the trip's unpaid add-on order, paid like any order. A trip has at most one:
 * `submit` (the EMD flow's submit) refuses a second while one waits for payment, `save` (travel
 * management's saveTravelEmd) replaces that one's add-ons with the new choice.
 */
export async function placeAddOns(store: Store, ref: Reference, userId: number, orderId: number, choice: AddOnChoice, now: Date, mode: 'submit' | 'save'): Promise<EmdOrder & { replaced: boolean }> {
  const trip = await settledTrip(store, orderId, userId, now, mode === 'save');
  const unpaid = pendingOf(trip);
  if (unpaid) return { ...(await replaceEmdOrder(store, ref, trip, unpaid, choice, now)), replaced: true };
  const { extras, prices } = await priceChoice(store, ref, trip, choice, now);
  return { ...(await placeEmdOrder(store, trip, extras, prices, now)), replaced: false };
}

/** Baggage, meals and seats for an issued trip: an unpaid add-on order, paid like any order. */
export async function submitAddOns(store: Store, ref: Reference, userId: number, request: EmdSubmitRequest, now: Date): Promise<EmdOrder> {
  const choice = { luggage: request.luggage ?? [], meals: request.meals ?? [], seats: request.seats ?? [], insurance: null };
  const { replaced: _, ...order } = await placeAddOns(store, ref, userId, request.orderId, choice, now, 'submit');
  return order;
}

/** Travel insurance for the whole trip, once, while its first flight is still ahead. */
export async function submitInsurance(store: Store, ref: Reference, userId: number, request: EmdInsureRequest, now: Date): Promise<EmdOrder> {
  const { orderId, ...insurance } = request;
  const { replaced: _, ...order } = await placeAddOns(store, ref, userId, orderId, { luggage: [], meals: [], seats: [], insurance }, now, 'submit');
  return order;
}

/** The trip's add-ons of one kind, from booking and from its add-on orders, each with its status. */
export async function bookedAddOns(store: Store, userId: number, orderId: number, type: AddOnPathKind) {
  const trip = await tripOf(store, orderId, userId);
  return addOnsOfTrip(trip).filter((a) => a.kind === addOnPathKinds[type]);
}

/** The trip's add-on orders, oldest first, each with its add-ons (those the user deleted left out). */
export async function addOnOrdersOf(store: Store, userId: number, orderId: number) {
  const trip = await tripOf(store, orderId, userId);
  return trip.emd.filter((o) => !o.deletedAt).map((o) => addOnOrderOf(o, null));
}

/**
 * A paid add-on order: its seats are sold and become the passengers' seats on the trip, where check-in
 * and changes find them. Runs in the transaction that marks it issued.
 */
export async function completeAddOnOrder(tx: Store, order: OrderRow): Promise<void> {
  await tx.inventory.sellSeats(order.id);
  const segments = (order.itinerary as { segments: { flightId: number }[] }).segments;
  for (const seat of (order.extras as OrderExtras).seats) {
    await tx.inventory.moveSeat({ orderId: order.id, passengerIndex: seat.passengerIndex }, segments[seat.segmentIndex]!.flightId, { orderId: order.parentOrderId!, passengerIndex: seat.passengerIndex });
  }
}

async function ownAddOnOrder(store: Store, orderId: number, userId: number) {
  const order = await ownOrder(store, orderId, userId);
  if (order.kind !== 'EMD') throw new DomainError(codes.orderNotFound, 'errors.orderNotFound');
}

export async function cancelAddOnOrder(store: Store, orderId: number, userId: number, now: Date) {
  await ownAddOnOrder(store, orderId, userId);
  await cancelOrder(store, orderId, userId, now);
}

export async function deleteAddOnOrder(store: Store, orderId: number, userId: number, now: Date) {
  await ownAddOnOrder(store, orderId, userId);
  await deleteOrder(store, orderId, userId, now);
}
