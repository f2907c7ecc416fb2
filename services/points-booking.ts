import {
  awardPassengerListSchema,
  pointConfirmBrandResponseSchema,
  pointConfirmOrderResponseSchema,
  pointConfirmPassengersResponseSchema,
  pointFareRulesSchema,
  pointFlightOptionResponseSchema,
  pointSearchResponseSchema,
  type PointConfirmBrandRequest,
  type PointConfirmOrderRequest,
  type PointConfirmPassengersRequest,
  type PointSearchRequest,
} from './schemas/points-booking';
import { request } from './http';
import type { PageRequest } from './offer';

/** The award (points) booking (spec section 7, "Points (award) flow"): each step takes a processKey and answers a new one. */
const POINT = '/dsb-offer/api/v1/offer/point';

export const pointSearchFlight = (body: PointSearchRequest & PageRequest, signal?: AbortSignal) =>
  request(`${POINT}/search/flight`, { schema: pointSearchResponseSchema, json: body, signal });
/** The return leg of a round trip, or a later page of it. */
export const pointSearchFlightBack = (body: { processKey: string } & PageRequest, signal?: AbortSignal) =>
  request(`${POINT}/search/flight/back`, { schema: pointSearchResponseSchema, json: body, signal });
export const pointSearchFlightBrand = (processKey: string, flightKey: string, signal?: AbortSignal) =>
  request(`${POINT}/search/flight/brand`, { schema: pointFlightOptionResponseSchema, json: { processKey, flightKey }, signal });
export const pointFareRules = (processKey: string, brand?: string, signal?: AbortSignal) =>
  request(`${POINT}/search/flight/rule`, { schema: pointFareRulesSchema, json: { processKey, ...(brand !== undefined && { brand }) }, signal });
export const pointConfirmBrand = (body: PointConfirmBrandRequest, signal?: AbortSignal) =>
  request(`${POINT}/booking/confirm/brand`, { schema: pointConfirmBrandResponseSchema, json: body, signal });
/** Who may fly: the member and their active beneficiaries, with what each one's record lacks. */
export const pointPassengerList = (signal?: AbortSignal) => request(`${POINT}/booking/psg/list`, { schema: awardPassengerListSchema, method: 'GET', signal });
export const pointConfirmPassengers = (body: PointConfirmPassengersRequest, signal?: AbortSignal) =>
  request(`${POINT}/booking/confirm/psg`, { schema: pointConfirmPassengersResponseSchema, json: body, signal });
/** Makes the unpaid order and holds its points; the taxes are then paid like any order. */
export const pointConfirmOrder = (body: PointConfirmOrderRequest, signal?: AbortSignal) =>
  request(`${POINT}/booking/confirm/order`, { schema: pointConfirmOrderResponseSchema, json: body, signal });
