import * as z from 'zod/mini';
import {
  emdOffersSchema,
  emdOrderSchema,
  emdSeatMapSchema,
  type EmdInsureRequest,
  type EmdSubmitRequest,
} from './schemas/emd';
import { request } from './http';

/** Add-ons for an issued trip after booking (spec section 7, "Travel management" and "Auxiliary (add-on) orders"). */
const EMD = '/dsb-order/api/v1/itinerary/emd/book';
const AUXILIARY = '/dsb-order/api/v1/auxiliary/front';

/** What each passenger may still add per segment, what they have, and the trip's unpaid add-on order. */
export const emdOffers = (orderId: number, signal?: AbortSignal) => request(`${EMD}/query/${orderId}`, { schema: emdOffersSchema, signal });
export const emdSeatMap = (orderId: number, segmentIndex: number, signal?: AbortSignal) =>
  request(`${EMD}/seat`, { schema: emdSeatMapSchema, json: { orderId, segmentIndex }, signal });
/** Makes the unpaid add-on order, paid on the order's payment page. */
export const submitAddOns = (body: EmdSubmitRequest, signal?: AbortSignal) => request(`${EMD}/submit`, { schema: emdOrderSchema, json: body, signal });
export const submitInsurance = (body: EmdInsureRequest, signal?: AbortSignal) => request(`${EMD}/submit/insure`, { schema: emdOrderSchema, json: body, signal });
/** An unpaid add-on order only. */
export const cancelAddOnOrder = (orderId: number, signal?: AbortSignal) => request(`${AUXILIARY}/cancel/${orderId}`, { schema: z.null(), method: 'GET', signal });
