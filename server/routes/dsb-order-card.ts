import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  activateRequestSchema,
  cardConfirmOrderRequestSchema,
  cardIdParamsSchema,
  cardPageRequestSchema,
  cardSearchRequestSchema,
  cardUseIdParamsSchema,
  cardWeekRequestSchema,
  redeemRequestSchema,
  type CardSearchResponse,
  type CardWeekResponse,
} from '../../services/schemas/redeem-card';
import { passSearchRequestSchema, passWeekRequestSchema, type PassSearchResponse, type PassWeekResponse } from '../../services/schemas/travel-pass';
import type { RouteDeps } from '../deps';
import { cardBooking } from '../domain/redeem-cards/booking';
import { passBooking } from '../domain/travel-pass/flights';
import { activateCard, cardCount, cardDetail, cardPage, cardPassengers, cardSegments, cardUse, redeemCard } from '../domain/redeem-cards/cards';
import { route, userIdOf } from '../http/route';
import { languageOf } from '../i18n';

const BASE = '/dsb-order/api/v1';
const CARD = `${BASE}/time/card`;
const CARD_ORDER = `${BASE}/order/times/card`;
const TIMES_CARD = `${BASE}/times/card`;

/** Redeem (time) cards (spec section 7, "Time (redeem) card" and the time-card flight search): every card is its owner's alone. */
export function registerDsbOrderCardRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const booking = cardBooking(store, clock);
  const passes = passBooking(store, clock);

  route(app, { method: 'GET', url: `${CARD}/redeem`, access: 'user', query: redeemRequestSchema }, ({ caller, query }) =>
    redeemCard(store, userIdOf(caller), query.redeemCode, clock.now()),
  );

  route(app, { method: 'POST', url: `${CARD}/activate`, access: 'user', body: activateRequestSchema }, ({ caller, body }) => activateCard(store, userIdOf(caller), body, clock.now()));

  route(app, { method: 'POST', url: `${CARD}/pages`, access: 'user', body: cardPageRequestSchema }, ({ caller, body }) =>
    cardPage(store, userIdOf(caller), body.status, { pageNum: body.pageNum, pageSize: body.pageSize }, clock.now()),
  );

  route(app, { method: 'POST', url: `${CARD}/count`, access: 'user' }, ({ caller }) => cardCount(store, userIdOf(caller)));

  route(app, { method: 'GET', url: `${CARD}/:cardId`, access: 'user', params: cardIdParamsSchema }, ({ caller, params }) => cardDetail(store, userIdOf(caller), params.cardId, clock.now()));

  route(app, { method: 'GET', url: `${CARD}/segment/:cardId`, access: 'user', params: cardIdParamsSchema }, ({ caller, params }) => cardSegments(store, userIdOf(caller), params.cardId));

  route(app, { method: 'GET', url: `${CARD}/change/segment/:id`, access: 'user', params: cardUseIdParamsSchema }, ({ caller, params }) => cardUse(store, userIdOf(caller), params.id));

  route(app, { method: 'GET', url: `${BASE}/ep/psg/list/:cardId`, access: 'user', params: cardIdParamsSchema }, ({ caller, params }) => cardPassengers(store, userIdOf(caller), params.cardId));

  // The time-card flight search (spec section 7, "Fees and time-card flight search") of a card (productType ComboTicket) or of a Travel Pass (productType TravelPass):
  // one day with the processKey to book with, and (v2) the same search for up to 7 days from the date, to show the week.
  route(app, { method: 'POST', url: `${TIMES_CARD}/search/flight`, access: 'user', body: z.union([cardSearchRequestSchema, passSearchRequestSchema]) }, ({ caller, body }): Promise<CardSearchResponse | PassSearchResponse> =>
    body.productType === 'TravelPass' ? passes.search(userIdOf(caller), body) : booking.search(userIdOf(caller), body),
  );

  route(app, { method: 'POST', url: `${TIMES_CARD}/search/flight/v2`, access: 'user', body: z.union([cardWeekRequestSchema, passWeekRequestSchema]) }, ({ caller, body }): Promise<CardWeekResponse | PassWeekResponse> =>
    body.productType === 'TravelPass' ? passes.week(userIdOf(caller), body) : booking.week(userIdOf(caller), body),
  );

  route(app, { method: 'POST', url: `${CARD_ORDER}/confirm/order`, access: 'user', body: cardConfirmOrderRequestSchema }, ({ caller, body, locale }) => booking.confirmOrder(userIdOf(caller), body, languageOf(locale)));
}
