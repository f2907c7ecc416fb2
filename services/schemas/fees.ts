import * as z from 'zod/mini';
import { changeLegSchema } from './date-change';
import { addOnClosedReasons } from './emd';
import { currencySchema, flightSegmentSchema, luggageOptionSchema } from './offer';
import { couponStatuses } from './order';
import { passengerTypes } from './passenger';
import { id } from './system';

/**
 * The fee variants of POST /processing/fee/match (spec section 7, "Fees and time-card flight search"):
 * /match itself is the refund's (services/schemas/refund.ts), /match/change the date change's
 * (services/schemas/date-change.ts); /match/checkin and /match/mmb are below. Amounts are in the
 * order's currency.
 */

/** The seat types a cabin sells; a blocked seat is never sold. */
export const pricedSeatKinds = ['standard', 'preferred', 'extraLegroom'] as const;

/** POST /processing/fee/match/checkin */
export const checkInFeeRequestSchema = z.object({ orderId: id() });
export type CheckInFeeRequest = z.infer<typeof checkInFeeRequestSchema>;

/** One passenger who may still check in on the segment, and the extra baggage on sale to them. */
export const checkInFeePassengerSchema = z.object({
  psgId: z.number(),
  type: z.enum(passengerTypes),
  lastName: z.string(),
  firstName: z.string(),
  freeKg: z.number(),
  /** Bought already (at booking and since). */
  prepaidKg: z.number(),
  /** The seat bought for this segment, if any: check-in keeps it. */
  seatNo: z.nullable(z.string()),
  /** Why nothing more can be bought for this passenger and segment now; null while it can. */
  closedReason: z.nullable(z.enum(addOnClosedReasons)),
  /** Extra baggage weights on sale within the 60 kg cap, each at its price; empty within 4 hours of departure. */
  luggage: z.array(luggageOptionSchema),
});

/** A segment some of the caller's passengers can still check in on: not flown, not cancelled, its window not closed. */
export const checkInFeeSegmentSchema = z.extend(z.pick(flightSegmentSchema, { flightNo: true, depAirport: true, arrAirport: true, depAt: true, depLocal: true }), {
  segmentIndex: z.number(),
  /** ISO instants: check-in is open in [opensAt, closesAt), at the flight's current time. */
  opensAt: z.string(),
  closesAt: z.string(),
  window: z.enum(['BEFORE', 'OPEN']),
  /** Each seat type of the passengers' cabin on this aircraft and what choosing a seat of it costs before check-in (0 when the fare includes seat choice). */
  seats: z.array(z.object({ kind: z.enum(pricedSeatKinds), price: z.number() })),
  passengers: z.array(checkInFeePassengerSchema),
});

export const checkInFeeSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  currency: currencySchema,
  segments: z.array(checkInFeeSegmentSchema),
  /** What check-in itself costs and until when seats and baggage are sold, written out. */
  rules: z.array(z.string()),
});
export type CheckInFee = z.infer<typeof checkInFeeSchema>;

/** POST /processing/fee/match/mmb */
export const manageFeeRequestSchema = z.object({ orderId: id() });
export type ManageFeeRequest = z.infer<typeof manageFeeRequestSchema>;

/** One action of manage-my-booking for a passenger: whether it is open now and, when a coupon keeps it closed, that coupon's status. */
const actionSchema = z.object({
  open: z.boolean(),
  /** The status of the ticket coupon that keeps the passenger from it (checked in, in a refund or change, refunded); null otherwise. */
  status: z.nullable(z.enum(couponStatuses)),
});

export const manageFeePassengerSchema = z.object({
  psgId: z.number(),
  type: z.enum(passengerTypes),
  lastName: z.string(),
  firstName: z.string(),
  /** A refund now: what the tickets cost, what the fare rules keep and what goes back (as /processing/fee/match answers). */
  refund: z.extend(actionSchema, { paid: z.number(), fee: z.number(), amount: z.number() }),
  /** A date change now: open when the passenger may change and a leg can be changed online; `fee` the change fees of those legs together, null when none can. */
  change: z.extend(actionSchema, { fee: z.nullable(z.number()) }),
});
export type ManageFeePassenger = z.infer<typeof manageFeePassengerSchema>;

export const manageFeeSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  currency: currencySchema,
  passengers: z.array(manageFeePassengerSchema),
  /** Each leg's change fee per passenger and why it cannot be changed online (as /processing/fee/match/change answers). */
  legs: z.array(changeLegSchema),
  /** The fare brands' refund and change rules, written out. */
  rules: z.array(z.string()),
});
export type ManageFee = z.infer<typeof manageFeeSchema>;
