import { addDays } from '../../../services/schemas/calendar-dates';
import { codes } from '../../../services/schemas/codes';
import type { BookingContact, BookingPassenger, SearchRequest } from '../../../services/schemas/offer';
import { COMBO_WEEK_DAYS, redeemCardBrands, type ComboDay, type RedeemCardCabin } from '../../../services/schemas/redeem-card';
import type { Clock } from '../../clock';
import type { BoundPassengerRow } from '../../db/schema';
import type { PlacedOrder } from '../../repositories/orders';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import type { BookingData } from './booking-data';
import { brandByName } from './fares';
import { createOrder } from './orders';
import { loadStep, pageExpired, saveStep } from './process-keys';
import { hongKongToday, referenceLoader } from './reference';
import { BOOKING_HORIZON_DAYS, searchLeg } from './search';
import { confirmedOrder } from './steps';
import type { Language } from '../../i18n';

type Leg = SearchRequest['segments'][number];

/** The product's passenger as the booking's only passenger: always an adult (spec section 3, combo ticket search). */
const passengerOf = ({ passenger }: BoundProduct): BookingPassenger => ({ type: 'ADT', ...passenger!, certType: passenger!.certType as BookingPassenger['certType'] });

/** A product bound to its one passenger (a redeem card, a Travel Pass). */
interface BoundProduct {
  id: number;
  passenger: BoundPassengerRow | null;
}

/**
 * A product that pays for one flight's fare: it names its flow, checks that it may book a route (and
 * has its passenger), says why it cannot fly on a day (its travel dates, a blackout day), gives the
 * cabin, and takes one use of itself in the order's transaction (throwing when none is left).
 */
export interface ComboProduct<P extends BoundProduct> {
  flow: 'card' | 'pass';
  /** The user's product, if it may book this route (either way) now; the day is `dayClosed`'s. */
  usable(userId: number, productId: number, route: Pick<Leg, 'org' | 'dst'>, now: Date): Promise<P>;
  /** The refusal of a flight on `date` (a YYYY-MM-DD day in Hong Kong), or null when the product may fly that day. */
  dayClosed(product: P, date: string): DomainError | null;
  cabinOf(product: P): RedeemCardCabin;
  take(tx: Store, product: P, order: PlacedOrder, flightId: number, now: Date): Promise<void>;
}

interface ComboBookingData extends BookingData {
  productId: number;
}

/**
 * Books one flight at a time for a combo product's passenger, through the cash booking's search and
 * order (process-key flow `<flow>/...`): brand ECO or BIZ REDEEM CARD, fare 0, the taxes to pay.
 */
export function comboBooking<P extends BoundProduct>(store: Store, clock: Clock, product: ComboProduct<P>) {
  const reference = referenceLoader(store);

  /** The product's flights on the day: direct, in its cabin, only its brand, each with seats left. */
  async function optionsOf(chosen: P, search: SearchRequest, now: Date) {
    const brand = brandByName.get(redeemCardBrands[product.cabinOf(chosen)])!;
    return (await searchLeg(store, await reference(), search, 0, now, undefined, { brands: [brand] })).filter((o) => o.stops === 0);
  }

  /** The one-adult search of a day in the product's cabin, in HKD. */
  const searchOf = (chosen: P, leg: Leg): SearchRequest => ({
    routeWay: 'D',
    segments: [leg],
    passengers: { adult: 1, child: 0, infant: 0 },
    classLevel: product.cabinOf(chosen) === 'BIZ' ? 'C' : 'Y',
    currency: 'HKD',
  });

  /** The user's product, if it may book the leg now: its own checks, then the day's. */
  async function usableOn(userId: number, productId: number, leg: Leg, now: Date): Promise<P> {
    const chosen = await product.usable(userId, productId, leg, now);
    const closed = product.dayClosed(chosen, leg.date);
    if (closed) throw closed;
    return chosen;
  }

  const notPast = (leg: Leg, now: Date) => {
    if (leg.date < hongKongToday(now)) throw new DomainError(codes.badRequest, 'validation.dateInPast');
  };

  return {
    async search(userId: number, productId: number, leg: Leg) {
      const now = clock.now();
      notPast(leg, now);
      const chosen = await usableOn(userId, productId, leg, now);
      const search = searchOf(chosen, leg);
      const data: ComboBookingData = { search, legs: [], productId: chosen.id };
      const options = await optionsOf(chosen, search, now);
      return { processKey: await saveStep(store, `${product.flow}/search`, data, userId, now), legIndex: 0, currency: search.currency, options };
    },

    /**
     * The same search for `days` days from the leg's date (refused as the one-day search refuses that
     * date): each day's flights with seats left for the product, a day it may not fly (past its
     * travel dates, a blackout day, beyond the sale horizon) closed and empty. It only shows: the
     * one-day search of the chosen day answers the processKey to book with.
     */
    async week(userId: number, productId: number, leg: Leg, days: number) {
      const now = clock.now();
      notPast(leg, now);
      const chosen = await usableOn(userId, productId, leg, now);
      const lastOnSale = addDays(hongKongToday(now), BOOKING_HORIZON_DAYS);
      const dates = Array.from({ length: Math.min(days, COMBO_WEEK_DAYS) }, (_, i) => addDays(leg.date, i));
      const week: ComboDay[] = [];
      for (const date of dates) {
        const open = date <= lastOnSale && product.dayClosed(chosen, date) === null;
        week.push({ date, open, options: open ? await optionsOf(chosen, searchOf(chosen, { ...leg, date }), now) : [] });
      }
      return { currency: 'HKD' as const, days: week };
    },

    /**
     * An unpaid order for the taxes that holds one use of the product, in one transaction: of two
     * bookings racing for its last use one wins. Confirming the same processKey again answers its order.
     */
    async confirmOrder(userId: number, request: { processKey: string; flightKey: string; contact: BookingContact }, language: Language) {
      const now = clock.now();
      const { data } = await loadStep<ComboBookingData>(store, request.processKey, userId, now, product.flow);
      const made = await store.orders.findByProcessKey(request.processKey);
      if (made) {
        if (made.userId !== userId) throw pageExpired();
        return confirmedOrder(made);
      }
      const chosen = await usableOn(userId, data.productId, data.search.segments[0]!, now);
      const option = (await optionsOf(chosen, data.search, now)).find((o) => o.flightKey === request.flightKey);
      const brand = option?.brands[0];
      if (!option || !brand) throw new DomainError(codes.flightUnavailable, 'errors.flightUnavailable');
      const booking: BookingData = { search: data.search, legs: [{ option, brand }], passengers: [passengerOf(chosen)], contact: request.contact };
      const order = await createOrder(store, await reference(), booking, request.processKey, userId, now, {
        language,
        inTransaction: (tx, placed) => product.take(tx, chosen, placed, option.segments[0]!.flightId, now),
      });
      if (order.userId !== userId) throw pageExpired();
      return confirmedOrder(order);
    },
  };
}
