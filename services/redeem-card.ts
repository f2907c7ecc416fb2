import * as z from 'zod/mini';
import { confirmOrderResponseSchema } from './schemas/offer';
import { boundPassengerSchema } from './schemas/bound-passenger';
import {
  cardCountSchema,
  cardPageSchema,
  cardSearchResponseSchema,
  cardUseSchema,
  cardWeekResponseSchema,
  redeemCardSchema,
  type ActivateRequest,
  type CardConfirmOrderRequest,
  type CardPageRequest,
  type CardSearchRequest,
  type CardWeekRequest,
} from './schemas/redeem-card';
import { request } from './http';

/** The redeem (time) card service (spec section 7, "Time (redeem) card" and the time-card flight search). */
const BASE = '/dsb-order/api/v1';
const CARD = `${BASE}/time/card`;
const CARD_ORDER = `${BASE}/order/times/card`;
const TIMES_CARD = `${BASE}/times/card`;

/** Binds the card of a redeem code to the caller, still to be activated. */
export const redeemCard = (redeemCode: string, signal?: AbortSignal) =>
  request(`${CARD}/redeem`, { schema: redeemCardSchema, method: 'GET', searchParams: { redeemCode }, signal });
/** Gives the card its passenger, once and for good, before the activation deadline. */
export const activateCard = (body: ActivateRequest, signal?: AbortSignal) => request(`${CARD}/activate`, { schema: redeemCardSchema, json: body, signal });
export const cardPage = (body: CardPageRequest, signal?: AbortSignal) => request(`${CARD}/pages`, { schema: cardPageSchema, json: body, signal });
export const cardCount = (signal?: AbortSignal) => request(`${CARD}/count`, { schema: cardCountSchema, json: {}, signal });
export const cardDetail = (cardId: number, signal?: AbortSignal) => request(`${CARD}/${cardId}`, { schema: redeemCardSchema, method: 'GET', signal });
/** The flights booked with the card. */
export const cardSegments = (cardId: number, signal?: AbortSignal) => request(`${CARD}/segment/${cardId}`, { schema: z.array(cardUseSchema), method: 'GET', signal });
/** One flight booked with a card. */
export const cardUse = (id: number, signal?: AbortSignal) => request(`${CARD}/change/segment/${id}`, { schema: cardUseSchema, method: 'GET', signal });
/** The card's bound passenger (none before activation). */
export const cardPassengers = (cardId: number, signal?: AbortSignal) =>
  request(`${BASE}/ep/psg/list/${cardId}`, { schema: z.array(boundPassengerSchema), method: 'GET', signal });

/** Flights on the card's route (either way) in its travel window, at fare 0 with the taxes. */
export const cardSearchFlight = (body: CardSearchRequest, signal?: AbortSignal) =>
  request(`${TIMES_CARD}/search/flight`, { schema: cardSearchResponseSchema, json: body, signal });
/** The same search for up to 7 days from the date: each day's flights with seats left for the card, to show the week; book from `cardSearchFlight` of the day chosen. */
export const cardSearchWeek = (body: CardWeekRequest, signal?: AbortSignal) =>
  request(`${TIMES_CARD}/search/flight/v2`, { schema: cardWeekResponseSchema, json: body, signal });
/** Books one flight for the card's passenger: an unpaid order for the taxes, paid like any order. */
export const cardConfirmOrder = (body: CardConfirmOrderRequest, signal?: AbortSignal) =>
  request(`${CARD_ORDER}/confirm/order`, { schema: confirmOrderResponseSchema, json: body, signal });
