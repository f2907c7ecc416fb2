import * as z from 'zod/mini';
import { emdOrderSchema } from './emd';
import { cabins, guardianSchema } from './offer';
import { id, place } from './system';
import { text } from './text';

/** Travel management (spec section 7): saving a trip's add-on choices, and a fare brand's details for the trip screens. */

const placeOf = { segmentIndex: place(), passengerIndex: place() };

/**
 * POST /travelmgn/saveTravelEmd: the traveller's add-on choices for an issued trip (`orderId`), saved as
 * the trip's one unpaid add-on (EMD) order, priced and checked by the same rule as the EMD flow's
 * `POST /itinerary/emd/book/submit` (baggage, meals and seats by segment and passenger place, as there)
 * and `/submit/insure` (one insurance product for the whole trip, with a guardian when a passenger is
 * under 18). The difference: submit makes a new add-on order and refuses while the trip has one
 * waiting for payment; saveTravelEmd saves the choice as that order's, replacing its add-ons (the
 * order keeps its number and payment deadline; vouchers spent on it come back), and makes one only
 * when there is none. Either way the answer is the order to pay.
 */
export const saveTravelEmdRequestSchema = z.object({
  orderId: id(),
  items: z
    .object({
      luggage: z._default(z.array(z.object({ ...placeOf, kg: z.number() })), []),
      meals: z._default(z.array(z.object({ ...placeOf, code: text() })), []),
      seats: z._default(z.array(z.object({ ...placeOf, seatNo: text() })), []),
      insurance: z._default(z.nullable(z.object({ code: text(), guardian: z.optional(guardianSchema) })), null),
    })
    .check(z.refine((i) => i.luggage.length + i.meals.length + i.seats.length > 0 || i.insurance !== null, 'addOns.nothingChosen')),
});
export type SaveTravelEmdRequest = z.input<typeof saveTravelEmdRequestSchema>;
/** The trip's unpaid add-on order; `replaced` when it was there before and now holds the new choice. */
export const saveTravelEmdResponseSchema = z.extend(emdOrderSchema, { replaced: z.boolean() });
export type SaveTravelEmdResponse = z.infer<typeof saveTravelEmdResponseSchema>;

/**
 * GET /travelmgn/query/flight/detail/{brandId}: `brandId` is the fare brand's code (BASIC, MAIN,
 * FLEXIPLUS, ECO STUDENT OFFER, ... as the booking's brand step names it; brands have no numeric id),
 * in the path URL-encoded, letters in any case.
 */
export const brandDetailParamsSchema = z.object({ brandId: text().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9 ]+$/)) });

/** A fare brand's details for the trip screens, from the same brand data the booking's brand step uses, in the caller's language. */
export const brandDetailSchema = z.object({
  brandId: z.string(),
  name: z.string(),
  cabin: z.enum(cabins),
  cabinName: z.string(),
  baggage: z.object({
    /** The cabin bag: its weight and its size (length × width × height, cm). */
    cabinBag: z.object({ kg: z.number(), dimensionsCm: z.array(z.number()) }),
    /** Free checked baggage (0: none), each bag at most `maxSizeCm` in length, width and height together. */
    checkedBag: z.object({ kg: z.number(), maxSizeCm: z.number() }),
  }),
  /** HKD per change, or kept on refund; null when the fare allows none. */
  change: z.object({ allowed: z.boolean(), feeHKD: z.nullable(z.number()) }),
  refund: z.object({ allowed: z.boolean(), feeHKD: z.nullable(z.number()) }),
  freeSeatSelection: z.boolean(),
  /** The rules written out: baggage, change, refund and no-show. */
  rules: z.array(z.string()),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;
