import * as z from 'zod/mini';
import { detrTicketRequestSchema } from './check-in';
import { flightSegmentSchema } from './offer';
import { addOnSchema, couponSchema, tripSchema } from './order';
import { passengerTypes } from './passenger';
import { id, pageOf, pageRequestSchema } from './system';

/**
 * Travel management (spec sections 2 "travel" and 7 "Travel management"): the user's trips, their own
 * issued bookings and those they added by a ticket number and name, with fellow passengers.
 */

/** UPCOMING: a trip with a flight still to depart; PAST: every flight departed. */
export const tripScopes = ['UPCOMING', 'PAST'] as const;
export type TripScope = (typeof tripScopes)[number];

export const tripPageRequestSchema = z.extend(pageRequestSchema, {
  scope: z._default(z.enum(tripScopes), 'UPCOMING'),
  pageSize: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(1), z.lte(50)), 10),
});
export type TripPageRequest = z.input<typeof tripPageRequestSchema>;

/** A page of trips; UPCOMING soonest first, PAST latest first. */
export const tripPageSchema = z.extend(pageOf(tripSchema), {
  /** The server's time when it answered: check-in countdowns run on it, not on the phone's clock. */
  serverTime: z.string(),
});
export type TripPage = z.infer<typeof tripPageSchema>;

/** POST add/itinerary: someone else's booking, by one of its ticket numbers and that passenger's name. */
export const addItineraryRequestSchema = detrTicketRequestSchema;
export type AddItineraryRequest = z.input<typeof addItineraryRequestSchema>;
export const addItineraryResponseSchema = z.object({ orderId: z.number() });

/** POST remove/itinerary: an added trip taken off the list (the user's own bookings stay). */
export const removeItineraryRequestSchema = z.object({ orderId: id() });

/** POST add/companion: a fellow passenger on another booking of the same flights. */
export const addCompanionRequestSchema = z.extend(detrTicketRequestSchema, { orderId: id() });
export type AddCompanionRequest = z.input<typeof addCompanionRequestSchema>;
export const removeCompanionRequestSchema = z.object({ orderId: id(), companionId: id() });

/**
 * A segment's status on the trip: SCHEDULED; DELAYED when operations give a later estimated departure;
 * CHANGED when the airline moved the flight to another time than the one booked; CANCELLED when the
 * airline cancelled it; CHECKED_IN when every passenger shown is; FLOWN once departed.
 */
export const segmentStatuses = ['SCHEDULED', 'DELAYED', 'CHANGED', 'CANCELLED', 'CHECKED_IN', 'FLOWN'] as const;
export type SegmentStatus = (typeof segmentStatuses)[number];

export const tripSegmentSchema = z.extend(flightSegmentSchema, {
  segmentIndex: z.number(),
  cabin: z.string(),
  status: z.enum(segmentStatuses),
  /** ISO instant of the departure now expected when delayed or changed by the airline, else null. */
  estDepAt: z.nullable(z.string()),
  /** ISO instants: online check-in is open in [checkInOpensAt, checkInClosesAt). */
  checkInOpensAt: z.string(),
  checkInClosesAt: z.string(),
});
export type TripSegment = z.infer<typeof tripSegmentSchema>;

export const tripPassengerSchema = z.object({
  /** The passenger's place in the order. */
  psgId: z.number(),
  type: z.enum(passengerTypes),
  lastName: z.string(),
  firstName: z.string(),
  /** Each coupon with its completed check-in, whose boarding pass the trip opens. */
  tickets: z.array(z.extend(couponSchema, { checkInId: z.nullable(z.number()) })),
});

export const companionSchema = z.object({ companionId: z.number(), lastName: z.string(), firstName: z.string(), pnr: z.string() });
export type Companion = z.infer<typeof companionSchema>;

/** GET detail/{id}: one trip with what the traveller does next. */
export const tripDetailSchema = z.object({
  orderId: z.number(),
  pnr: z.string(),
  /** True for a booking the user added (someone else's); they see only the passenger they named. */
  added: z.boolean(),
  segments: z.array(tripSegmentSchema),
  passengers: z.array(tripPassengerSchema),
  addOns: z.array(addOnSchema),
  companions: z.array(companionSchema),
  serverTime: z.string(),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;
