import * as z from 'zod/mini';
import {
  flightInfoListSchema,
  followCheckSchema,
  followedStatusListSchema,
  type FlightNoQuery,
  type FlightRouteQuery,
} from './schemas/flight-status';
import { request } from './http';

/** Flight status and followed flights (spec section 7, "Flight information and my flights")). */
const MY_FLIGHT = '/dsb-order/api/v1/order/my/flight';
const INFO = `${MY_FLIGHT}/info`;

export const queryFlightsByRoute = (body: FlightRouteQuery, signal?: AbortSignal) => request(`${INFO}/query/airport`, { schema: flightInfoListSchema, json: body, signal });
export const queryFlightsByNo = (body: FlightNoQuery, signal?: AbortSignal) => request(`${INFO}/query/flightNo`, { schema: flightInfoListSchema, json: body, signal });
export const followFlight = (flightId: number, signal?: AbortSignal) => request(`${INFO}/add`, { schema: z.null(), json: { flightId }, signal });
export const unfollowFlight = (flightId: number, signal?: AbortSignal) => request(`${INFO}/del`, { schema: z.null(), json: { flightId }, signal });
export const isFollowed = (flightId: number, signal?: AbortSignal) => request(`${INFO}/check`, { schema: followCheckSchema, json: { flightId }, signal });
export const followedStatuses = (signal?: AbortSignal) => request(`${MY_FLIGHT}/status/list`, { schema: followedStatusListSchema, method: 'GET', signal });
