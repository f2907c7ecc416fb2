import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import type { SearchRequest } from '../../../services/schemas/offer';
import type { cardConfirmOrderRequestSchema, CardSearchResponse, cardSearchRequestSchema, cardWeekRequestSchema, CardWeekResponse, RedeemCardCabin } from '../../../services/schemas/redeem-card';
import type { Clock } from '../../clock';
import type { RedeemCardRow } from '../../repositories/redeem-cards';
import type { Store } from '../../repositories/store';
import { comboBooking } from '../booking/combo-booking';
import { DomainError } from '../errors';
import { cardExpired, isExpired, ownCard } from './cards';
import type { Language } from '../../i18n';

const cardUsedUp = () => new DomainError(codes.cardUsedUp, 'errors.cardUsedUp');

/**
 * Books one flight per use of an activated card for its passenger (process-key flow `card/...`):
 * brand ECO or BIZ REDEEM CARD at fare 0, the taxes to pay.
 */
export function cardBooking(store: Store, clock: Clock) {
  /** The user's card, if it may book this route: activated, not expired, a use left, on its route either way. */
  async function usableCard(userId: number, cardId: number, leg: Pick<SearchRequest['segments'][number], 'org' | 'dst'>, now: Date): Promise<RedeemCardRow> {
    const card = await ownCard(store, userId, cardId);
    if (isExpired(card, now)) throw cardExpired();
    if (card.activatedAt === null) throw new DomainError(codes.cardNotActivated, 'errors.cardNotActivated');
    if (card.status === 'USED' || (card.usesAllowed !== null && card.usesTaken >= card.usesAllowed)) throw cardUsedUp();
    const onRoute = (leg.org === card.origin && leg.dst === card.destination) || (leg.org === card.destination && leg.dst === card.origin);
    if (!onRoute) throw new DomainError(codes.offCardRoute, 'errors.offCardRoute');
    return card;
  }

  const booking = comboBooking<RedeemCardRow>(store, clock, {
    flow: 'card',
    usable: usableCard,
    /** A card flies in its travel window. */
    dayClosed: (card, date) => (date < card.travelFrom || date > card.travelTo ? new DomainError(codes.outsideTravelWindow, 'errors.outsideTravelWindow') : null),
    cabinOf: (card) => card.cabin as RedeemCardCabin,
    async take(tx, card, order, flightId, now) {
      if (!(await tx.redeemCards.takeUse(card.id))) throw cardUsedUp();
      await tx.redeemCards.addUse({ cardId: card.id, orderId: order.id, flightId, createdAt: now });
    },
  });

  return {
    async search(userId: number, request: z.infer<typeof cardSearchRequestSchema>): Promise<CardSearchResponse> {
      const found = await booking.search(userId, request.cardId, { org: request.org, dst: request.dst, date: request.date });
      return { ...found, cardId: request.cardId };
    },
    /** The search for up to 7 days from the date, each day's flights with seats left for the card. */
    async week(userId: number, request: z.infer<typeof cardWeekRequestSchema>): Promise<CardWeekResponse> {
      const found = await booking.week(userId, request.cardId, { org: request.org, dst: request.dst, date: request.date }, request.days);
      return { ...found, cardId: request.cardId };
    },
    confirmOrder: (userId: number, request: z.infer<typeof cardConfirmOrderRequestSchema>, language: Language) => booking.confirmOrder(userId, request, language),
  };
}
