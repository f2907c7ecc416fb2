import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import type { BookingPassenger, SearchRequest } from '../../../services/schemas/offer';
import { redeemCardBrands, type cardConfirmOrderRequestSchema, type cardSearchRequestSchema, type RedeemCardCabin } from '../../../services/schemas/redeem-card';
import type { Clock } from '../../clock';
import type { RedeemCardRow } from '../../repositories/redeem-cards';
import type { Store } from '../../repositories/store';
import type { BookingData } from '../booking/booking-data';
import { brandByName } from '../booking/fares';
import { createOrder } from '../booking/orders';
import { loadStep, pageExpired, saveStep } from '../booking/process-keys';
import { localTime, referenceLoader } from '../booking/reference';
import { searchLeg } from '../booking/search';
import { confirmedOrder } from '../booking/steps';
import { DomainError } from '../errors';
import { cardExpired, isExpired, ownCard } from './cards';

/** A card's booking as its processKey keeps it: the cash booking's data and the card. */
interface CardBookingData extends BookingData {
  cardId: number;
}

const cardUsedUp = () => new DomainError(codes.cardUsedUp, 'errors.cardUsedUp');

/** The card's passenger as a booking's only passenger: an adult (spec section 3, combo ticket search). */
const passengerOf = (card: RedeemCardRow): BookingPassenger => ({ type: 'ADT', ...card.passenger!, certType: card.passenger!.certType as BookingPassenger['certType'] });

/**
 * Books one flight per use of an activated card for its passenger, through the cash booking's
 * search and order (process-key flow `card/...`): brand ECO or BIZ REDEEM CARD at fare 0, the taxes to pay.
 */
export function cardBooking(store: Store, clock: Clock) {
  const reference = referenceLoader(store);

  /** The user's card, if it may book this trip: activated, not expired, a use left, on its route either way, in its travel window. */
  async function usableCard(userId: number, cardId: number, leg: SearchRequest['segments'][number], now: Date): Promise<RedeemCardRow> {
    const card = await ownCard(store, userId, cardId);
    if (isExpired(card, now)) throw cardExpired();
    if (card.activatedAt === null) throw new DomainError(codes.cardNotActivated, 'errors.cardNotActivated');
    if (card.status === 'USED' || (card.usesAllowed !== null && card.usesTaken >= card.usesAllowed)) throw cardUsedUp();
    const onRoute = (leg.org === card.origin && leg.dst === card.destination) || (leg.org === card.destination && leg.dst === card.origin);
    if (!onRoute) throw new DomainError(codes.offCardRoute, 'errors.offCardRoute');
    if (leg.date < card.travelFrom || leg.date > card.travelTo) throw new DomainError(codes.outsideTravelWindow, 'errors.outsideTravelWindow');
    return card;
  }

  /** The card's flights on the day: direct, in its cabin, only its brand. */
  async function optionsOf(card: RedeemCardRow, search: SearchRequest, now: Date) {
    const brand = brandByName.get(redeemCardBrands[card.cabin as RedeemCardCabin])!;
    return (await searchLeg(store, await reference(), search, 0, now, undefined, [brand])).filter((o) => o.stops === 0);
  }

  return {
    async search(userId: number, request: z.infer<typeof cardSearchRequestSchema>) {
      const now = clock.now();
      const leg = { org: request.org, dst: request.dst, date: request.date };
      if (leg.date < localTime(now, 'Asia/Hong_Kong').slice(0, 10)) throw new DomainError(codes.badRequest, 'validation.dateInPast');
      const card = await usableCard(userId, request.cardId, leg, now);
      const search: SearchRequest = {
        routeWay: 'D',
        segments: [leg],
        passengers: { adult: 1, child: 0, infant: 0 },
        classLevel: card.cabin === 'BIZ' ? 'C' : 'Y',
        currency: 'HKD',
      };
      const data: CardBookingData = { search, legs: [], cardId: card.id };
      const options = await optionsOf(card, search, now);
      return { processKey: await saveStep(store, 'card/search', data, userId, now), legIndex: 0, currency: search.currency, options, cardId: card.id };
    },

    /**
     * An unpaid order for the taxes that holds one of the card's uses, in one transaction: of two
     * bookings racing for a card's last use one wins. Confirming the same processKey again answers its order.
     */
    async confirmOrder(userId: number, request: z.infer<typeof cardConfirmOrderRequestSchema>) {
      const now = clock.now();
      const { data } = await loadStep<CardBookingData>(store, request.processKey, userId, now, 'card');
      const made = await store.orders.findByProcessKey(request.processKey);
      if (made) {
        if (made.userId !== userId) throw pageExpired();
        return confirmedOrder(made);
      }
      const card = await usableCard(userId, data.cardId, data.search.segments[0]!, now);
      const option = (await optionsOf(card, data.search, now)).find((o) => o.flightKey === request.flightKey);
      const brand = option?.brands[0];
      if (!option || !brand) throw new DomainError(codes.flightUnavailable, 'errors.flightUnavailable');
      const booking: BookingData = { search: data.search, legs: [{ option, brand }], passengers: [passengerOf(card)], contact: request.contact };
      const order = await createOrder(store, await reference(), booking, request.processKey, userId, now, async (tx, placed) => {
        if (!(await tx.redeemCards.takeUse(card.id))) throw cardUsedUp();
        await tx.redeemCards.addUse({ cardId: card.id, orderId: placed.id, flightId: option.segments[0]!.flightId, createdAt: now });
      });
      if (order.userId !== userId) throw pageExpired();
      return confirmedOrder(order);
    },
  };
}
