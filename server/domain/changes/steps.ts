import { randomInt } from 'node:crypto';
import { codes } from '../../../services/schemas/codes';
import type {
  ChangeBrandConfirmRequest,
  ChangeConfirmPassengersRequest,
  ChangeFee,
  ChangeOrderConfirmResponse,
  ChangeQuote,
  ChangeSeatConfirmRequest,
  ChangeView,
} from '../../../services/schemas/date-change';
import type { BookingPassenger, ChosenLeg, FlightOption, SearchRequest } from '../../../services/schemas/offer';
import { refundChoiceProblem } from '../../../services/schemas/refund';
import type { Clock } from '../../clock';
import type { Store } from '../../repositories/store';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { segmentsOf } from '../booking/auxiliary';
import { sum, type Cabin, type Currency } from '../booking/fares';
import { legPrices } from '../booking/leg-prices';
import { ensureStillBookable, newOrderNo, orderSegment, PAYMENT_WINDOW_MS, placeOrder } from '../booking/orders';
import { loadStep, pageExpired, saveStep } from '../booking/process-keys';
import { referenceLoader } from '../booking/reference';
import { searchLeg } from '../booking/search';
import { checkSeats, seatMap } from '../booking/seats';
import { moveCoupons } from '../coupons/coupons';
import { DomainError } from '../errors';
import { issueOrder } from '../ticketing';
import { changedAddOns, itineraryOf, legsOfOrder, type OrderLeg } from './order-legs';
import {
  changeablePassengers,
  changeFees,
  changeLegOf,
  changeRules,
  ensureChangeable,
  guardianOf,
  issuedOrder,
  legQuote,
  notAllowed,
  notChangeable,
  orderNotFound,
  quoteOf,
} from './rules';

/** What a change's processKey stands for: who changes which legs, and the new flights chosen so far. */
interface ChangeData {
  orderId: number;
  psgIds: number[];
  legIndexes: number[];
  /** The new flight and brand of each changed leg chosen so far, in leg order. */
  chosen: { legIndex: number; leg: ChosenLeg }[];
  /** The leg and date of the last flight query. */
  query?: { legIndex: number; date: string };
  seats?: ChangeSeatConfirmRequest['seats'];
  seatAmount?: number;
}

const MIN_CONNECTION_MS = 60 * 60_000;
const stepMissing = () => new DomainError(codes.invalidState, 'errors.stepMissing');
const flightUnavailable = () => new DomainError(codes.flightUnavailable, 'errors.flightUnavailable');
const changeNo = (now: Date) => `CH${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

/**
 * The date change's steps (spec section 7, "Date change"): the chosen passengers of an issued order
 * move to other flights of the same route and cabin. Each step continues from the processKey of the
 * one before, as the booking's do; the last makes a new order and holds the old tickets for it.
 */
export function changeSteps(store: Store, clock: Clock) {
  const reference = referenceLoader(store);
  const load = async (processKey: string, userId: number) => (await loadStep<ChangeData>(store, processKey, userId, clock.now(), 'change')).data;
  const save = (step: string, data: ChangeData, userId: number) => saveStep(store, `change/${step}`, data, userId, clock.now());

  /** The order of a step, still issued and the user's. */
  async function orderOf(data: ChangeData, userId: number) {
    const order = await issuedOrder(store, data.orderId, userId);
    const all = order.passengers as BookingPassenger[];
    return { order, legs: legsOfOrder(order), passengers: data.psgIds.map((i) => all[i]!), currency: order.currency as Currency };
  }

  /** The leg's new flights on a date: the same route and cabin, direct, not the flight left, in time around the legs kept. */
  async function optionsOf(data: ChangeData, userId: number, legIndex: number, date: string): Promise<FlightOption[]> {
    const { legs, passengers, currency } = await orderOf(data, userId);
    const old = legs[legIndex]!;
    const first = old.segments[0]!;
    const count = (type: string) => passengers.filter((p) => p.type === type).length;
    const search: SearchRequest = {
      routeWay: 'D',
      segments: [{ org: first.depAirport, dst: old.segments.at(-1)!.arrAirport, date }],
      passengers: { adult: count('ADT'), child: count('CNN'), infant: count('INF') },
      classLevel: first.cabin as Cabin,
      currency,
    };
    const newArrival = (i: number) => data.chosen.find((c) => c.legIndex === i)?.leg.option.segments.at(-1)?.arrAt;
    const previous = legIndex > 0 ? (newArrival(legIndex - 1) ?? legs[legIndex - 1]!.segments.at(-1)!.arrAt) : undefined;
    const next = legs[legIndex + 1];
    const latestArrival = next && !data.legIndexes.includes(next.legIndex) ? Date.parse(next.segments[0]!.depAt) - MIN_CONNECTION_MS : Infinity;
    const options = await searchLeg(store, await reference(), search, 0, clock.now(), previous);
    return options
      .filter((o) => o.stops === 0 && o.segments[0]!.flightId !== first.flightId && Date.parse(o.segments.at(-1)!.arrAt) <= latestArrival)
      .map((o) => ({ ...o, brands: o.brands.filter((b) => !b.flashSale && !b.student) }))
      .filter((o) => o.brands.length > 0);
  }

  async function queried(data: ChangeData, userId: number, flightKey: string) {
    if (!data.query) throw stepMissing();
    const option = (await optionsOf(data, userId, data.query.legIndex, data.query.date)).find((o) => o.flightKey === flightKey);
    if (!option) throw flightUnavailable();
    return { option, legIndex: data.query.legIndex };
  }

  /** The new flights and brands of every changed leg, once each has one. */
  function allChosen(data: ChangeData) {
    if (data.chosen.length !== data.legIndexes.length) throw stepMissing();
    return data.chosen;
  }

  /** What the change costs with the flights chosen so far and the seats on them. */
  async function quote(data: ChangeData, userId: number): Promise<ChangeQuote> {
    const { legs, passengers, currency } = await orderOf(data, userId);
    return quoteOf(
      data.chosen.map((c) => legQuote(legs[c.legIndex]!.prices, c.leg.brand, passengers, currency)),
      data.seatAmount ?? 0,
      currency,
    );
  }

  /** The changed leg a segment of the itinerary belongs to, and the segment's place within the leg. */
  function newSegment(data: ChangeData, legs: OrderLeg[], segmentIndex: number) {
    for (const c of allChosen(data)) {
      const at = legs[c.legIndex]!.segmentIndexes.indexOf(segmentIndex);
      if (at >= 0) return { leg: c.leg, at };
    }
    throw new DomainError(codes.badRequest, 'errors.auxiliaryInvalid');
  }

  async function flightQuery(processKey: string, date: string, userId: number, back: boolean) {
    const data = await load(processKey, userId);
    // The first query starts the choice again; the return continues from the legs chosen before it.
    const chosen = back ? data.chosen : [];
    if (back && (chosen.length === 0 || chosen.length >= data.legIndexes.length)) throw stepMissing();
    const legIndex = data.legIndexes[chosen.length]!;
    const next = { ...data, chosen, query: { legIndex, date }, seats: undefined, seatAmount: undefined };
    const options = await optionsOf(next, userId, legIndex, date);
    const { currency } = await orderOf(data, userId);
    return { processKey: await save('flights', next, userId), legIndex, currency, options };
  }

  return {
    async view(orderId: number, pnr: string, userId: number, locale: string): Promise<ChangeView> {
      const order = await store.orders.findOwn(orderId, userId);
      if (!order || order.pnr !== pnr) throw orderNotFound();
      if (order.status !== 'ISSUED') throw notAllowed('errors.orderNotChangeable');
      const passengers = order.passengers as BookingPassenger[];
      const { changeable, held } = await changeablePassengers(store, order);
      const currency = order.currency as Currency;
      const allSegments = new Set(itineraryOf(order).segments.map((_, i) => i));
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        pnr,
        currency,
        passengers: passengers.map((p, psgId) => ({ psgId, type: p.type, lastName: p.lastName, firstName: p.firstName, guardianId: guardianOf(p), changeable: changeable(psgId), status: held.get(psgId) ?? null })),
        legs: legsOfOrder(order).map((l) => changeLegOf(l, currency, clock.now())),
        addOns: changedAddOns(await reference(), order, passengers.map((_, i) => i), allSegments),
        rules: changeRules(order, locale),
      };
    },

    /** POST /processing/fee/match/change: each leg's change fee per passenger and whether it can be changed online. */
    fees: (orderId: number, userId: number, locale: string): Promise<ChangeFee> => changeFees(store, orderId, userId, locale, clock.now()),

    /** Who changes which legs: infants with their guardian, children not alone, and only passengers whose tickets are issued. */
    async confirmPassengers(request: ChangeConfirmPassengersRequest, userId: number) {
      const order = await issuedOrder(store, request.orderId, userId);
      const legIndexes = [...new Set(request.legIndexes)].sort((a, b) => a - b);
      ensureChangeable(order, legIndexes, clock.now());
      const { changeable } = await changeablePassengers(store, order);
      const passengers = (order.passengers as BookingPassenger[]).map((p, psgId) => ({ psgId, type: p.type, guardianId: guardianOf(p), refunded: !changeable(psgId) }));
      const chosen = new Set(request.psgIdList);
      const problem = refundChoiceProblem(passengers, chosen);
      if (problem === 'passengerRefunded') throw notChangeable();
      if (problem) throw notAllowed(`errors.change.${problem}`);
      const data: ChangeData = { orderId: order.id, psgIds: [...chosen].sort((a, b) => a - b), legIndexes, chosen: [] };
      return { processKey: await save('psg', data, userId), nextLegIndex: legIndexes[0]! };
    },

    queryFlights: (processKey: string, date: string, userId: number) => flightQuery(processKey, date, userId, false),
    queryFlightsBack: (processKey: string, date: string, userId: number) => flightQuery(processKey, date, userId, true),

    /** The brands of a flight with what moving to each costs (changeBrandPairList). */
    async queryBrands(processKey: string, flightKey: string, userId: number) {
      const data = await load(processKey, userId);
      const { option, legIndex } = await queried(data, userId, flightKey);
      const { legs, passengers, currency } = await orderOf(data, userId);
      const from = legs[legIndex]!.prices;
      return {
        processKey: await save('brands', data, userId),
        legIndex,
        option,
        pairs: option.brands.map((b) => ({ fromBrand: from.brand, toBrand: b.brand, quote: quoteOf([legQuote(from, b, passengers, currency)], 0, currency) })),
      };
    },

    async confirmBrand(request: ChangeBrandConfirmRequest, userId: number) {
      const data = await load(request.processKey, userId);
      const { option, legIndex } = await queried(data, userId, request.flightKey);
      const brand = option.brands.find((b) => b.brand === request.brand);
      if (!brand) throw flightUnavailable();
      const chosen = [...data.chosen.filter((c) => c.legIndex < legIndex), { legIndex, leg: { option, brand } }];
      const next: ChangeData = { ...data, chosen, query: undefined, seats: undefined, seatAmount: undefined };
      const nextLegIndex = data.legIndexes[chosen.length] ?? null;
      return { processKey: await save('brand', next, userId), nextLegIndex, quote: await quote(next, userId) };
    },

    /** The seat map of a new segment, by its place in the itinerary. */
    async seatMap(processKey: string, segmentIndex: number, userId: number) {
      const data = await load(processKey, userId);
      const { legs, currency } = await orderOf(data, userId);
      const { leg, at } = newSegment(data, legs, segmentIndex);
      return { processKey, ...(await seatMap(store, await reference(), [leg], at, currency)), segmentIndex };
    },

    /** Seats of the changing passengers on the new segments, checked as the booking checks them. */
    async confirmSeats(request: ChangeSeatConfirmRequest, userId: number) {
      const data = await load(request.processKey, userId);
      const { order, legs, currency } = await orderOf(data, userId);
      request.seats.forEach((s) => newSegment(data, legs, s.segmentIndex));
      const prices: number[] = [];
      for (const c of allChosen(data)) {
        const picks = request.seats.filter((s) => legs[c.legIndex]!.segmentIndexes.includes(s.segmentIndex));
        if (picks.some((s) => !data.psgIds.includes(s.passengerIndex))) throw new DomainError(codes.seatUnavailable, 'errors.seatPassenger');
        const local = picks.map((s) => ({ ...s, segmentIndex: legs[c.legIndex]!.segmentIndexes.indexOf(s.segmentIndex) }));
        prices.push(...(await checkSeats(store, await reference(), [c.leg], order.passengers as BookingPassenger[], local, currency)));
      }
      const next: ChangeData = { ...data, seats: request.seats, seatAmount: sum(prices, currency) };
      return { processKey: await save('seat', next, userId), quote: await quote(next, userId) };
    },

    /**
     * Makes the new order (issued at once when nothing is due) and, in the same transaction, claims
     * the passengers' old tickets ISSUED -> CHANGING with a conditional update, so that of a refund
     * and a change of the same ticket exactly one finds it issued. The same processKey twice gives
     * the same change.
     */
    async confirmOrder(processKey: string, userId: number): Promise<ChangeOrderConfirmResponse> {
      const data = await load(processKey, userId);
      const answered = await answerOf(processKey);
      if (answered) return answered;
      const chosen = allChosen(data);
      const { order, legs, currency } = await orderOf(data, userId);
      const ref = await reference();
      const now = clock.now();
      // A leg may have left since its passengers were chosen.
      ensureChangeable(order, data.legIndexes, now);
      ensureStillBookable(segmentsOf(chosen.map((c) => c.leg)).map((s) => s.segment), now);
      const place = new Map(data.psgIds.map((old, i) => [old, i]));
      const oldPassengers = order.passengers as BookingPassenger[];
      const passengers = data.psgIds.map((i) => {
        const p = oldPassengers[i]!;
        return p.type === 'INF' && p.guardianIndex !== undefined ? { ...p, guardianIndex: place.get(p.guardianIndex)! } : p;
      });
      const newLeg = (legIndex: number) => chosen.find((c) => c.legIndex === legIndex)?.leg;
      const segments = legs.flatMap((l) => {
        const leg = newLeg(l.legIndex);
        return leg ? segmentsOf([leg]).map(orderSegment) : l.segments;
      });
      const seated = passengers.filter((p) => p.type !== 'INF').length;
      const holds = segmentsOf(chosen.map((c) => c.leg)).map(({ segment, brand }) => ({ flightId: segment.flightId, rbd: brand.rbd, count: seated, aircraft: segment.aircraft, brand: brand.brand }));
      const seats = (data.seats ?? []).map((s) => ({ ...s, passengerIndex: place.get(s.passengerIndex)! }));
      const price = await quote(data, userId);
      const changedSegments = new Set(data.legIndexes.flatMap((i) => legs[i]!.segmentIndexes));
      try {
        await store.transaction(async (tx) => {
          const tickets = (await tx.orders.ticketsOf(order.id)).filter((t) => place.has(t.passengerIndex));
          const claimed = await moveCoupons(tx, 'changeOrdered', { orderId: order.id, passengerIndexes: data.psgIds }, now);
          if (tickets.length === 0 || claimed.length !== tickets.length) throw notChangeable();
          const made = await placeOrder(
            tx,
            ref,
            holds,
            {
              orderNo: newOrderNo(now),
              userId,
              processKey,
              status: 'UNPAID',
              currency,
              fareAmount: String(price.fareDifference),
              taxAmount: String(price.taxDifference),
              ancillaryAmount: String(sum([price.changeFee, price.seatAmount], currency)),
              discountAmount: '0',
              totalAmount: String(price.total),
              paymentDeadline: new Date(now.getTime() + PAYMENT_WINDOW_MS),
              contact: order.contact,
              privacyConsentAt: null,
              // Its notices speak the language the trip was booked in.
              language: order.language,
              itinerary: { segments, legs: legs.map((l) => (newLeg(l.legIndex) ? legPrices(newLeg(l.legIndex)!) : l.prices)) },
              passengers,
              extras: { auxiliary: null, seats, promo: null },
              createdAt: now,
            },
            seats.map((s) => ({ flightId: segments[s.segmentIndex]!.flightId, seatNo: s.seatNo, passengerIndex: s.passengerIndex })),
          );
          await tx.changes.create(
            {
              changeNo: changeNo(now),
              orderId: order.id,
              newOrderId: made.id,
              userId,
              status: 'UNPAID',
              currency,
              legIndexes: data.legIndexes,
              fareDifference: String(price.fareDifference),
              taxDifference: String(price.taxDifference),
              changeFee: String(price.changeFee),
              seatAmount: String(price.seatAmount),
              amount: String(price.total),
              addOns: changedAddOns(ref, order, data.psgIds, changedSegments),
              createdAt: now,
            },
            data.psgIds.map((passengerIndex) => ({ passengerIndex, newPassengerIndex: place.get(passengerIndex)! })),
          );
          // Nothing to pay: the new order is issued at once, which completes the change.
          if (price.total === 0 && !(await issueOrder(tx, made.id, now))) throw flightUnavailable();
        });
      } catch (error) {
        // The same processKey confirmed at once elsewhere: that confirmation's change is this one's.
        const again = await answerOf(processKey);
        if (again) return again;
        if (isUniqueViolation(error)) throw new DomainError(codes.seatUnavailable, 'errors.seatTakenMeanwhile');
        throw error;
      }
      return (await answerOf(processKey))!;
    },
  };

  /** The answer of a processKey's confirmed change, if it was confirmed. */
  async function answerOf(processKey: string): Promise<ChangeOrderConfirmResponse | undefined> {
    const order = await store.orders.findByProcessKey(processKey);
    if (!order) return undefined;
    const made = await store.changes.madeOrder(order.id);
    if (!made) throw pageExpired();
    return {
      changeId: made.change.id,
      changeNo: made.change.changeNo,
      status: made.change.status as ChangeOrderConfirmResponse['status'],
      orderId: order.id,
      orderNo: order.orderNo,
      amountDue: Number(order.totalAmount),
      currency: order.currency as ChangeOrderConfirmResponse['currency'],
      paymentDeadline: order.paymentDeadline.toISOString(),
    };
  }
}
