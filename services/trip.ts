import * as z from 'zod/mini';
import { request } from './http';
import {
  addItineraryResponseSchema,
  tripDetailSchema,
  tripPageSchema,
  type AddCompanionRequest,
  type AddItineraryRequest,
  type TripPageRequest,
} from './schemas/trip';

/** Travel management (spec section 7, "Travel management"). */
const TRAVEL = '/dsb-order/api/v1/order/travelmgn';

/** The user's trips in a scope (upcoming soonest first, past latest first), a page at a time. */
export const tripPage = (body: TripPageRequest, signal?: AbortSignal) => request(`${TRAVEL}/query/flight/list`, { schema: tripPageSchema, json: body, signal });
/** The Trip tab: the first page of upcoming trips. */
export const upcomingTrips = (signal?: AbortSignal) => tripPage({ scope: 'UPCOMING', pageNum: 1, pageSize: 20 }, signal);
export const tripDetail = (orderId: number, signal?: AbortSignal) => request(`${TRAVEL}/detail/${orderId}`, { schema: tripDetailSchema, method: 'GET', signal });
/** Adds someone else's booking by a ticket number and that passenger's name. */
export const addItinerary = (body: AddItineraryRequest, signal?: AbortSignal) =>
  request(`${TRAVEL}/add/itinerary`, { schema: addItineraryResponseSchema, json: body, signal });
export const removeItinerary = (orderId: number, signal?: AbortSignal) => request(`${TRAVEL}/remove/itinerary`, { schema: z.null(), json: { orderId }, signal });
export const addCompanion = (body: AddCompanionRequest, signal?: AbortSignal) => request(`${TRAVEL}/add/companion`, { schema: z.null(), json: body, signal });
export const removeCompanion = (orderId: number, companionId: number, signal?: AbortSignal) =>
  request(`${TRAVEL}/remove/companion`, { schema: z.null(), json: { orderId, companionId }, signal });
