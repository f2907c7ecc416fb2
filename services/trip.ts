import * as z from 'zod/mini';
import { request } from './http';
import { brandDetailSchema, saveTravelEmdResponseSchema, type SaveTravelEmdRequest } from './schemas/travelmgn';
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
/** Saves the add-ons chosen for an issued trip as its one unpaid add-on order (replacing that order's add-ons when it has one). */
export const saveTravelEmd = (body: SaveTravelEmdRequest, signal?: AbortSignal) => request(`${TRAVEL}/saveTravelEmd`, { schema: saveTravelEmdResponseSchema, json: body, signal });
/** A fare brand's name, cabin, baggage allowance and change and refund rules, by its code (BASIC, MAIN, ...). */
export const brandDetail = (brandId: string, signal?: AbortSignal) =>
  request(`${TRAVEL}/query/flight/detail/${encodeURIComponent(brandId)}`, { schema: brandDetailSchema, method: 'GET', signal });
