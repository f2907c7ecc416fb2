import * as z from 'zod/mini';
import { bookingContactSchema, currencySchema, flightSegmentSchema } from './offer';
import { boundPassengerSchema, passengerToBindSchema } from './bound-passenger';
import { cardSearchRequestSchema, cardSearchResponseSchema, cardWeekResponseSchema, comboWeekDays } from './redeem-card';
import { numericIdParamsSchema, pageOf, pageRequestSchema, statusPageRequestSchema } from './system';
import { text } from './text';

/** Travel Pass, the equity products shop (spec sections 3 "Travel Pass", 4, 5 and 7 "Equity products"). */

export const travelPassAreas = ['GREATER_CHINA', 'NORTH_ASIA', 'SOUTHEAST_ASIA'] as const;
export type TravelPassArea = (typeof travelPassAreas)[number];

/** A package's sale: open with passes left, open with none left, not open yet (a reminder may be set), or over. */
export const saleStatuses = ['ON_SALE', 'SOLD_OUT', 'COMING_SOON', 'ENDED'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

const iata = z.string().check(z.regex(/^[A-Z]{3}$/, 'validation.airport'));

export const packageSchema = z.object({
  id: z.number(),
  code: z.string(),
  area: z.enum(travelPassAreas),
  origin: z.string(),
  destination: z.string(),
  name: z.string(),
  summary: z.string(),
  /** Each route holds both ways. */
  routes: z.array(z.object({ org: z.string(), dst: z.string() })),
  /** Flights one pass books. */
  tickets: z.number(),
  cabin: z.enum(['ECO', 'BIZ']),
  /** Days a pass is valid from its purchase. */
  validityDays: z.number(),
  travelFrom: z.string(),
  travelTo: z.string(),
  blackoutDates: z.array(z.string()),
  coolingOffDays: z.number(),
  currency: currencySchema,
  /** Adults only (spec section 5). */
  adultPrice: z.number(),
  limitBuy: z.number(),
  remaining: z.number(),
  saleStatus: z.enum(saleStatuses),
  saleStartsAt: z.string(),
  saleEndsAt: z.string(),
  /** The caller asked to be told when the sale opens (false for anyone not logged in). */
  reminded: z.boolean(),
});
export type TravelPassPackage = z.infer<typeof packageSchema>;

export const packageListRequestSchema = z.object({ area: z.optional(z.enum(travelPassAreas)) });
export type PackageListRequest = z.input<typeof packageListRequestSchema>;
export const packagePageRequestSchema = z.extend(pageRequestSchema, packageListRequestSchema.shape);
export const packagePageSchema = pageOf(packageSchema);
export const packageListSchema = z.array(packageSchema);

/** Packages whose routes serve an origin, a destination, or both (either way). */
export const odSearchRequestSchema = z.object({ origin: z.optional(iata), destination: z.optional(iata) });
export type OdSearchRequest = z.input<typeof odSearchRequestSchema>;

export const areaSchema = z.object({ area: z.enum(travelPassAreas), name: z.string(), packages: z.number() });
export const areaListSchema = z.array(areaSchema);

export const equityRuleSchema = z.object({ packageId: z.number(), name: z.string(), rules: z.string() });

export const createPassOrderRequestSchema = z.object({
  packageId: numericIdParamsSchema.shape.id,
  quantity: z.coerce.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(1, 'validation.wholeNumber'), z.lte(9, 'errors.travelPassOverLimit')),
  contact: bookingContactSchema,
});
export type CreatePassOrderRequest = z.input<typeof createPassOrderRequestSchema>;

export const passOrderCreatedSchema = z.object({ orderId: z.number(), orderNo: z.string(), paymentDeadline: z.string(), totalAmount: z.number(), currency: currencySchema });
export type PassOrderCreated = z.infer<typeof passOrderCreatedSchema>;

/**
 * A pass order through spec section 4: UNPAID, PENDING_PAYMENT (a payment started), PAID (a pass
 * waits for its passenger), ACTIVE (every pass bound, a ticket left), FULLY_USED, CANCELLED, EXPIRED,
 * REFUND_IN_PROGRESS, then REFUND_COMPLETED.
 */
export const passOrderStatuses = ['UNPAID', 'PENDING_PAYMENT', 'PAID', 'ACTIVE', 'FULLY_USED', 'CANCELLED', 'EXPIRED', 'REFUND_IN_PROGRESS', 'REFUND_COMPLETED'] as const;
export type PassOrderStatus = (typeof passOrderStatuses)[number];

export const passStatuses = ['UNBOUND', 'ACTIVE', 'FULLY_USED', 'EXPIRED', 'REFUNDED'] as const;
export type PassStatus = (typeof passStatuses)[number];

export const passSchema = z.object({
  id: z.number(),
  passNo: z.string(),
  status: z.enum(passStatuses),
  tickets: z.number(),
  /** Booked by unpaid orders or flown. */
  ticketsTaken: z.number(),
  ticketsLeft: z.number(),
  validUntil: z.string(),
  passenger: z.nullable(boundPassengerSchema),
});
export type TravelPass = z.infer<typeof passSchema>;

export const passOrderSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(passOrderStatuses),
  package: packageSchema,
  quantity: z.number(),
  currency: currencySchema,
  totalAmount: z.number(),
  createdAt: z.string(),
  paymentDeadline: z.string(),
  paidAt: z.nullable(z.string()),
  /** The last instant a refund may be asked for (the cooling-off period); null before payment. */
  refundableUntil: z.nullable(z.string()),
  refund: z.nullable(z.object({ reason: z.string(), requestedAt: z.string(), completesAt: z.string() })),
  passes: z.array(passSchema),
  serverTime: z.string(),
});
export type PassOrder = z.infer<typeof passOrderSchema>;

export const passOrderPageRequestSchema = statusPageRequestSchema(passOrderStatuses);
export type PassOrderPageRequest = z.input<typeof passOrderPageRequestSchema>;
export const passOrderPageSchema = pageOf(passOrderSchema);

export const refundReasons = ['CHANGE_OF_PLAN', 'FOUND_BETTER_PRICE', 'BOUGHT_BY_MISTAKE', 'OTHER'] as const;
export const refundReasonSchema = z.object({ code: z.enum(refundReasons), text: z.string() });
export const refundReasonListSchema = z.array(refundReasonSchema);
export const passRefundRequestSchema = z.object({
  orderId: numericIdParamsSchema.shape.id,
  reason: z.enum(refundReasons, 'validation.refundReason'),
  remark: z.optional(text().check(z.maxLength(200))),
});
export type PassRefundRequest = z.input<typeof passRefundRequestSchema>;

/** Binds each pass of a paid order to its adult passenger, once; all or none. */
export const bindRequestSchema = z.object({
  orderId: numericIdParamsSchema.shape.id,
  passengers: z.array(z.object({ passId: numericIdParamsSchema.shape.id, passenger: passengerToBindSchema })).check(z.minLength(1), z.maxLength(9)),
});
export type BindRequest = z.input<typeof bindRequestSchema>;

/** Flights on the pass's routes for its passenger: the combo ticket search (spec section 3) with productType TravelPass and the pass instead of a card. */
export const passSearchRequestSchema = z.extend(z.omit(cardSearchRequestSchema, { cardId: true, productType: true }), {
  productType: z.literal('TravelPass'),
  passId: numericIdParamsSchema.shape.id,
});
export type PassSearchRequest = z.input<typeof passSearchRequestSchema>;
export const passSearchResponseSchema = z.extend(z.omit(cardSearchResponseSchema, { cardId: true }), { passId: z.number() });
export type PassSearchResponse = z.infer<typeof passSearchResponseSchema>;
/** The week search with the pass (POST /times/card/search/flight/v2, productType TravelPass): a blackout day closed. */
export const passWeekRequestSchema = z.extend(passSearchRequestSchema, comboWeekDays);
export type PassWeekRequest = z.input<typeof passWeekRequestSchema>;
export const passWeekResponseSchema = z.extend(z.omit(cardWeekResponseSchema, { cardId: true }), { passId: z.number() });
export type PassWeekResponse = z.infer<typeof passWeekResponseSchema>;

export const passConfirmOrderRequestSchema = z.object({
  processKey: text().check(z.minLength(1)),
  flightKey: text().check(z.minLength(1)),
  contact: bookingContactSchema,
});
export type PassConfirmOrderRequest = z.input<typeof passConfirmOrderRequestSchema>;

/** One flight booked with a pass of the order. */
export const passFlightSchema = z.object({
  id: z.number(),
  passId: z.number(),
  passNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  orderStatus: z.string(),
  status: z.enum(['HELD', 'USED', 'RELEASED', 'REFUNDED']),
  segment: z.extend(flightSegmentSchema, { brand: z.string(), cabin: z.string() }),
  passenger: z.object({ lastName: z.string(), firstName: z.string() }),
  taxAmount: z.number(),
  currency: currencySchema,
});
export type PassFlight = z.infer<typeof passFlightSchema>;
export const passFlightListSchema = z.array(passFlightSchema);

export const reminderSchema = z.object({ packageId: z.number(), reminded: z.literal(true) });
