import * as z from 'zod/mini';
import { currencySchema, guardianSchema, insuranceProductSchema, luggageOptionSchema, mealOptionSchema, seatMapResponseSchema } from './offer';
import { addOnSchema, routeLineSchema } from './order';
import { text } from './text';
import { id, place } from './system';

/** Add-ons bought after booking (EMD orders): what a trip's passengers may still add, and the order that buys them. */

/** Why a passenger's segment takes no more add-ons now; null when it does. */
export const addOnClosedReasons = ['checkedIn', 'ticketClosed', 'departed'] as const;

export const emdOffersSchema = z.object({
  orderId: z.number(),
  currency: currencySchema,
  /** The trip's unpaid add-on order, paid or cancelled before a new one. */
  pendingOrderId: z.nullable(z.number()),
  segments: z.array(routeLineSchema),
  passengers: z.array(z.object({ type: z.string(), lastName: z.string(), firstName: z.string() })),
  /** One entry per segment and passenger. */
  places: z.array(
    z.object({
      segmentIndex: z.number(),
      passengerIndex: z.number(),
      closedReason: z.nullable(z.enum(addOnClosedReasons)),
      freeKg: z.number(),
      /** Prepaid baggage already bought (at booking and since). */
      prepaidKg: z.number(),
      /** Weights still on sale within the 60 kg cap, empty within 4 hours of departure. */
      luggageOptions: z.array(luggageOptionSchema),
      meal: z.nullable(z.string()),
      seatNo: z.nullable(z.string()),
    }),
  ),
  meals: z.array(z.object({ segmentIndex: z.number(), options: z.array(mealOptionSchema) })),
  insurance: z.object({ products: z.array(insuranceProductSchema), insured: z.nullable(z.string()), saleInsureFlag: z.boolean() }),
});
export type EmdOffers = z.infer<typeof emdOffersSchema>;

const placeOf = { segmentIndex: place(), passengerIndex: place() };
export const emdSubmitRequestSchema = z
  .object({
    orderId: id(),
    luggage: z._default(z.array(z.object({ ...placeOf, kg: z.number() })), []),
    meals: z._default(z.array(z.object({ ...placeOf, code: text() })), []),
    seats: z._default(z.array(z.object({ ...placeOf, seatNo: text() })), []),
  })
  .check(z.refine((r) => r.luggage.length + r.meals.length + r.seats.length > 0, 'addOns.nothingChosen'));
export type EmdSubmitRequest = z.input<typeof emdSubmitRequestSchema>;

export const emdInsureRequestSchema = z.object({ orderId: id(), code: text(), guardian: z.optional(guardianSchema) });
export type EmdInsureRequest = z.input<typeof emdInsureRequestSchema>;

/** The unpaid add-on order made: paid on the order's payment page. */
export const emdOrderSchema = z.object({ orderId: z.number(), orderNo: z.string(), currency: currencySchema, totalAmount: z.number(), paymentDeadline: z.string() });
export type EmdOrder = z.infer<typeof emdOrderSchema>;

export const emdTripRequestSchema = z.object({ orderId: id() });
export const emdSeatMapRequestSchema = z.object({ orderId: id(), segmentIndex: place() });
export const emdSeatMapSchema = z.omit(seatMapResponseSchema, { processKey: true });
export type EmdSeatMap = z.infer<typeof emdSeatMapSchema>;

const emdTypeSchema = z.enum(['luggage', 'food', 'seat', 'insure']);
export const emdBookedParamsSchema = z.object({ type: emdTypeSchema });
/** A trip's add-ons of one kind, bought at booking or since, with the order that holds each. */
export const emdBookedSchema = z.array(z.extend(addOnSchema, { orderId: z.number() }));
