import * as z from 'zod/mini';
import {
  bookingEmailCodeSentSchema,
  calendarResponseSchema,
  confirmBrandResponseSchema,
  confirmOrderResponseSchema,
  confirmPassengersResponseSchema,
  fareRuleSchema,
  flightOptionSchema,
  priceSummarySchema,
  searchPageResponseSchema,
  seatMapResponseSchema,
  stepResponseSchema,
  type ConfirmAuxiliaryRequest,
  type ConfirmBrandRequest,
  type ConfirmOrderRequest,
  type ConfirmPassengersRequest,
  type ConfirmSeatRequest,
  type SearchRequest,
} from './schemas/offer';
import { request } from './http';

/** The offer service (spec section 7, "Offers"): each call takes a processKey and answers a new one. */
const OFFER = '/dsb-offer/api/v1/offer';

/** A later page of a leg's flights (the first when not given). */
export type PageRequest = { pageNum?: number };

export const searchFlight = (body: SearchRequest & PageRequest, signal?: AbortSignal) =>
  request(`${OFFER}/search/flight`, { schema: searchPageResponseSchema, json: body, signal });
export const searchFlightBack = (body: { processKey: string } & PageRequest, signal?: AbortSignal) =>
  request(`${OFFER}/search/flight/back`, { schema: searchPageResponseSchema, json: body, signal });
export const searchFlightBrand = (processKey: string, flightKey: string, signal?: AbortSignal) =>
  request(`${OFFER}/search/flight/brand`, { schema: z.object({ processKey: z.string(), option: flightOptionSchema }), json: { processKey, flightKey }, signal });
export const searchCalendar = (body: { org: string; dst: string; from: string; days: number; classLevel: 'Y' | 'C'; currency: string }, signal?: AbortSignal) =>
  request(`${OFFER}/search/calendar`, { schema: calendarResponseSchema, json: body, signal });
export const searchLowestPriceCalendar = (body: { org: string; dst: string; from: string; days: number; classLevel: 'Y' | 'C'; currency: string }, signal?: AbortSignal) =>
  request(`${OFFER}/search/lowestPrice/flight/calendar`, { schema: calendarResponseSchema, json: body, signal });
export const fareRule = (brand: string, signal?: AbortSignal) => request(`${OFFER}/search/flight/rule`, { schema: fareRuleSchema, json: { brand }, signal });

export const confirmBrand = (body: ConfirmBrandRequest, signal?: AbortSignal) =>
  request(`${OFFER}/booking/confirm/brand`, { schema: z.extend(confirmBrandResponseSchema, { price: priceSummarySchema }), json: body, signal });
export const confirmPassengers = (body: ConfirmPassengersRequest, signal?: AbortSignal) =>
  request(`${OFFER}/booking/confirm/psg`, { schema: z.extend(confirmPassengersResponseSchema, { price: priceSummarySchema }), json: body, signal });
export const confirmAuxiliary = (body: ConfirmAuxiliaryRequest, signal?: AbortSignal) =>
  request(`${OFFER}/booking/confirm/auxiliary`, { schema: stepResponseSchema, json: body, signal });
export const chooseSeat = (processKey: string, segmentIndex: number, signal?: AbortSignal) =>
  request(`${OFFER}/booking/seat/choose`, { schema: seatMapResponseSchema, json: { processKey, segmentIndex }, signal });
export const confirmSeat = (body: ConfirmSeatRequest, signal?: AbortSignal) => request(`${OFFER}/booking/confirm/seat`, { schema: stepResponseSchema, json: body, signal });
export const confirmPromoteCode = (processKey: string, promoCode: string, signal?: AbortSignal) =>
  request(`${OFFER}/booking/confirm/promote/code`, { schema: stepResponseSchema, json: { processKey, promoCode }, signal });
/** A guest sends the code e-mailed to the booking's contact (`sendBookingEmailCode`); a logged-in traveller none. */
export const confirmOrder = (body: Omit<ConfirmOrderRequest, 'acknowledged'>, signal?: AbortSignal) =>
  request(`${OFFER}/booking/confirm/order`, { schema: confirmOrderResponseSchema, json: { ...body, acknowledged: true }, signal });
/** A guest's booking e-mails a code to its contact address, asked for when the order is confirmed. */
export const sendBookingEmailCode = (processKey: string, signal?: AbortSignal) =>
  request(`${OFFER}/booking/email-code`, { schema: bookingEmailCodeSentSchema, json: { processKey }, signal });
