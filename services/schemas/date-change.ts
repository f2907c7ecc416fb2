import * as z from 'zod/mini';
import { addOnKinds, couponStatuses } from './order';
import { currencySchema, flightOptionSchema, flightSegmentSchema, processKeySchema, seatMapResponseSchema } from './offer';
import { id, idParam, pageOf } from './system';
import { text } from './text';
import { dateSchema } from './validation';

/**
 * The date change (spec sections 3, 4 "Rebooking" and 7 "Date change"): the chosen passengers of an
 * issued order move to other flights of the same route and cabin. Each step continues from the
 * processKey of the one before, as the booking's steps do.
 */

const index = () => z.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(0));

/** Why a leg cannot be changed online. */
export const legBlocks = ['NOT_CHANGEABLE', 'DEPARTED', 'TOO_LATE', 'TRANSIT', 'AWARD'] as const;

/** One leg of the order (a one-way trip has one, a round trip two). */
export const changeLegSchema = z.object({
  legIndex: z.number(),
  segments: z.array(z.extend(flightSegmentSchema, { brand: z.string(), rbd: z.string(), cabin: z.string() })),
  /** Per passenger, in the order's currency: the fare brand's change fee. */
  changeFee: z.nullable(z.number()),
  /** Null when the leg can be changed online. TRANSIT: rebooking a connection is under construction (contact the call centre). */
  blocked: z.nullable(z.enum(legBlocks)),
});
export type ChangeLeg = z.infer<typeof changeLegSchema>;

/** What a change does to an add-on: prepaid baggage moves to the new trip; paid seats and meals are cancelled (spec section 4). */
export const addOnFates = ['MOVED', 'CANCELLED'] as const;
export const changeAddOnSchema = z.object({
  kind: z.enum(addOnKinds),
  segmentIndex: z.nullable(z.number()),
  passengerIndex: z.nullable(z.number()),
  item: z.string(),
  amount: z.number(),
  fate: z.enum(addOnFates),
});
export type ChangeAddOn = z.infer<typeof changeAddOnSchema>;

/** GET /view/{orderId}/{pnrId}: the order as a change sees it, before anything is chosen. */
export const changeViewSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  pnr: z.string(),
  currency: currencySchema,
  passengers: z.array(
    z.object({
      /** The passenger's place in the order. */
      psgId: z.number(),
      type: z.enum(['ADT', 'CNN', 'INF']),
      lastName: z.string(),
      firstName: z.string(),
      guardianId: z.nullable(z.number()),
      /** False when the passenger's tickets are refunded, changed, or in a refund or change. */
      changeable: z.boolean(),
      /** The status of the ticket coupon that keeps the passenger from a change (checked in, refunded, exchanged, suspended); null otherwise. */
      status: z.nullable(z.enum(couponStatuses)),
    }),
  ),
  legs: z.array(changeLegSchema),
  /** Every paid add-on of the order and what a change of its leg does to it. */
  addOns: z.array(changeAddOnSchema),
  /** The fare brands' change rules, written out. */
  rules: z.array(z.string()),
});
export type ChangeView = z.infer<typeof changeViewSchema>;
/** POST /processing/fee/match/change: what changing each leg of the order costs per passenger, and the rules. */
export const changeFeeRequestSchema = z.object({ orderId: id() });
export const changeFeeSchema = z.pick(changeViewSchema, { orderId: true, orderNo: true, currency: true, legs: true, rules: true });
export type ChangeFee = z.infer<typeof changeFeeSchema>;
export const changeViewParamsSchema = z.object({ orderId: idParam(), pnrId: text() });

/** POST /confirm/psg: who changes and which legs; infants go with their guardian, children not alone. */
export const changeConfirmPassengersRequestSchema = z.object({
  orderId: id(),
  psgIdList: z.array(index()).check(z.minLength(1, 'validation.selectPassenger'), z.maxLength(18)),
  legIndexes: z.array(index()).check(z.minLength(1, 'validation.selectLeg'), z.maxLength(2)),
});
export type ChangeConfirmPassengersRequest = z.infer<typeof changeConfirmPassengersRequestSchema>;

/** The processKey of a change as it now stands, and the leg to choose next (null: every chosen leg has its new flight). */
export const changeStepSchema = z.object({ processKey: z.string(), nextLegIndex: z.nullable(z.number()) });

/** POST /flight/query/v2 (the first chosen leg) and /flight/query/back/v2 (the return): flights of the leg's route on a date. */
export const changeFlightQueryRequestSchema = z.extend(processKeySchema, { date: dateSchema });
export type ChangeFlightQueryRequest = z.infer<typeof changeFlightQueryRequestSchema>;
export const changeFlightQueryResponseSchema = z.object({
  processKey: z.string(),
  legIndex: z.number(),
  currency: currencySchema,
  /** Flights of the same cabin with their brands; the flight being left is not among them. */
  options: z.array(flightOptionSchema),
});
export type ChangeFlightQueryResponse = z.infer<typeof changeFlightQueryResponseSchema>;

/** What moving to a brand costs every changing passenger together, in the order's currency; never below zero. */
export const changeQuoteSchema = z.object({
  currency: currencySchema,
  fareDifference: z.number(),
  taxDifference: z.number(),
  changeFee: z.number(),
  seatAmount: z.number(),
  total: z.number(),
});
export type ChangeQuote = z.infer<typeof changeQuoteSchema>;

/** POST /brand/query/v2: the brands one may change to on a flight (changeBrandPairList: the old brand, the new, and the price). */
export const changeBrandQueryRequestSchema = z.extend(processKeySchema, { flightKey: text() });
export const changeBrandQueryResponseSchema = z.object({
  processKey: z.string(),
  legIndex: z.number(),
  option: flightOptionSchema,
  pairs: z.array(z.object({ fromBrand: z.string(), toBrand: z.string(), quote: changeQuoteSchema })),
});
export type ChangeBrandQueryResponse = z.infer<typeof changeBrandQueryResponseSchema>;

/** POST /brand/confirm */
export const changeBrandConfirmRequestSchema = z.extend(processKeySchema, { flightKey: text(), brand: text() });
export type ChangeBrandConfirmRequest = z.infer<typeof changeBrandConfirmRequestSchema>;
export const changeBrandConfirmResponseSchema = z.extend(changeStepSchema, { quote: changeQuoteSchema });

/** POST /seat/choose: the seat map of a new segment (the booking's seat map). */
export const changeSeatChooseRequestSchema = z.extend(processKeySchema, { segmentIndex: index() });
export const changeSeatMapSchema = seatMapResponseSchema;
/**
 * POST /seat/confirm: seats on the new segments, or none (the traveller may skip). A seat's
 * segmentIndex is the segment's place in the order's itinerary (a changed leg keeps its places),
 * its passengerIndex the passenger's psgId.
 */
export const changeSeatConfirmRequestSchema = z.extend(processKeySchema, {
  seats: z.array(z.object({ segmentIndex: index(), passengerIndex: index(), seatNo: text() })).check(z.maxLength(72)),
});
export type ChangeSeatConfirmRequest = z.infer<typeof changeSeatConfirmRequestSchema>;
export const changeSeatConfirmResponseSchema = z.object({ processKey: z.string(), quote: changeQuoteSchema });

/** POST /order/confirm: the traveller was told which add-ons move and which are cancelled. */
export const changeOrderConfirmRequestSchema = z.extend(processKeySchema, { acknowledged: z.literal(true, 'validation.acknowledge') });
export const changeStatuses = ['UNPAID', 'COMPLETED', 'CANCELLED'] as const;
export type ChangeStatus = (typeof changeStatuses)[number];
/** The change and the new order it made: UNPAID until the difference is paid; COMPLETED at once when nothing is due. */
export const changeOrderConfirmResponseSchema = z.object({
  changeId: z.number(),
  changeNo: z.string(),
  status: z.enum(changeStatuses),
  orderId: z.number(),
  orderNo: z.string(),
  amountDue: z.number(),
  currency: currencySchema,
  paymentDeadline: z.string(),
});
export type ChangeOrderConfirmResponse = z.infer<typeof changeOrderConfirmResponseSchema>;

/** The reschedule service's change list (refundModification) and detail (order rmDetail). */
export const changeSummarySchema = z.object({
  changeId: z.number(),
  changeNo: z.string(),
  status: z.enum(changeStatuses),
  /** The order changed, and the order the change made. */
  orderId: z.number(),
  orderNo: z.string(),
  newOrderId: z.number(),
  newOrderNo: z.string(),
  currency: currencySchema,
  amount: z.number(),
  createdAt: z.string(),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;
export const changePageSchema = pageOf(changeSummarySchema);
export const changeDetailRequestSchema = z.object({ changeId: idParam() });
export const changeDetailSchema = z.extend(changeSummarySchema, {
  quote: changeQuoteSchema,
  passengers: z.array(z.object({ psgId: z.number(), type: z.string(), lastName: z.string(), firstName: z.string() })),
  oldSegments: z.array(flightSegmentSchema),
  newSegments: z.array(flightSegmentSchema),
  completedAt: z.nullable(z.string()),
});
export type ChangeDetail = z.infer<typeof changeDetailSchema>;
/** GET /change/aux/detail: the add-ons the change moved or cancelled. */
export const changeAddOnsSchema = z.array(changeAddOnSchema);
