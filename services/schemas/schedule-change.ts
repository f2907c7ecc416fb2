import * as z from 'zod/mini';
import { changeAddOnSchema } from './date-change';
import { flightSegmentSchema, processKeySchema } from './offer';
import { text } from './text';
import { id } from './system';
import { dateSchema } from './validation';

/**
 * Schedule-change handling (spec sections 3, 4 and 7, "IFC"): the airline retimed or cancelled a
 * flight of an issued booking; its traveller accepts the new times or moves to another flight of
 * the same route. Each step continues from the processKey of the one before.
 */

const day = () => dateSchema;
/** The airline's code and 3-4 digits. */
const flightNo = () => text().check(z.regex(/^[A-Z0-9]{2}\d{3,4}$/, 'validation.fullFlightNo'));

export const scheduleChangeKinds = ['RETIMED', 'CANCELLED'] as const;
export type ScheduleChangeKind = (typeof scheduleChangeKinds)[number];
export const scheduleChangeStatuses = ['PENDING', 'ACCEPTED', 'REBOOKED'] as const;

/** Operations: POST /dsb-ops/api/v1/flight/change (new departure time; the flight keeps its duration) and /flight/cancel. */
export const flightRetimeRequestSchema = z.object({ flightNo: flightNo(), depDate: day(), depAt: z.iso.datetime({ offset: true }) });
export type FlightRetimeRequest = z.infer<typeof flightRetimeRequestSchema>;
export const flightCancelRequestSchema = z.object({ flightNo: flightNo(), depDate: day() });
export type FlightCancelRequest = z.infer<typeof flightCancelRequestSchema>;
export const flightChangeResultSchema = z.object({
  flightId: z.number(),
  flightNo: z.string(),
  depDate: z.string(),
  kind: z.enum(scheduleChangeKinds),
  /** How many bookings' travellers were told. */
  affectedOrders: z.number(),
});
export type FlightChangeResult = z.infer<typeof flightChangeResultSchema>;

/** GET /ifc/change/list: the user's bookings with a change waiting for them (the trip's notice). */
export const pendingScheduleChangeSchema = z.object({
  scheduleChangeId: z.number(),
  orderId: z.number(),
  pnr: z.string(),
  kind: z.enum(scheduleChangeKinds),
  flightNo: z.string(),
  oldDepAt: z.string(),
  /** The new departure of a retimed flight; null when it is cancelled. */
  newDepAt: z.nullable(z.string()),
});
export type PendingScheduleChange = z.infer<typeof pendingScheduleChangeSchema>;
export const pendingScheduleChangesSchema = z.array(pendingScheduleChangeSchema);

/** POST /ifc/check/change/verify: is there a change to handle on this booking, and what it is. */
export const scheduleChangeVerifyRequestSchema = z.object({ orderId: id() });
export const scheduleChangeVerifySchema = z.object({
  processKey: z.string(),
  scheduleChangeId: z.number(),
  orderId: z.number(),
  pnr: z.string(),
  kind: z.enum(scheduleChangeKinds),
  ticketNos: z.array(z.string()),
  /** The flight as booked. */
  changeBeforeFlightList: z.array(flightSegmentSchema),
  /** The flight as it now runs; null when cancelled. */
  changedFlight: z.nullable(flightSegmentSchema),
  changeBeforePassengerList: z.array(z.object({ psgId: z.number(), type: z.string(), lastName: z.string(), firstName: z.string() })),
  /** The passengers' add-ons on the changed flight. */
  auxiliaryList: z.array(changeAddOnSchema),
  /** A retimed flight may be kept as it now runs. */
  canAccept: z.boolean(),
});
export type ScheduleChangeVerify = z.infer<typeof scheduleChangeVerifySchema>;

/** POST /ifc/flight/query: flights of the same route and cabin with seats for every passenger. */
export const scheduleChangeFlightQueryRequestSchema = processKeySchema;
export const scheduleChangeFlightOptionSchema = z.object({ flight: flightSegmentSchema, seatsLeft: z.number() });
export type ScheduleChangeFlightOption = z.infer<typeof scheduleChangeFlightOptionSchema>;
export const scheduleChangeFlightQuerySchema = z.object({ processKey: z.string(), itineraryList: z.array(scheduleChangeFlightOptionSchema) });
export type ScheduleChangeFlightQuery = z.infer<typeof scheduleChangeFlightQuerySchema>;

/** POST /ifc/flight/choose: the new flight, and what happens to each add-on on it. */
export const scheduleChangeFlightChooseRequestSchema = z.extend(processKeySchema, { flightId: id() });
export type ScheduleChangeFlightChooseRequest = z.infer<typeof scheduleChangeFlightChooseRequestSchema>;
export const scheduleChangeFlightChooseSchema = z.object({
  processKey: z.string(),
  flight: flightSegmentSchema,
  auxiliaryList: z.array(changeAddOnSchema),
  isEndChooseFlight: z.boolean(),
  isNeedChooseSeat: z.boolean(),
});
export type ScheduleChangeFlightChoose = z.infer<typeof scheduleChangeFlightChooseSchema>;

/** POST /ifc/submit: from verify's key, keep the retimed flight; from choose's key, move to the flight chosen. */
export const scheduleChangeSubmitRequestSchema = processKeySchema;
export const scheduleChangeSubmitSchema = z.object({
  scheduleChangeId: z.number(),
  status: z.enum(['ACCEPTED', 'REBOOKED']),
  orderId: z.number(),
  /** The booking's itinerary as it now stands. */
  itineraryList: z.array(flightSegmentSchema),
  auxiliaryList: z.array(changeAddOnSchema),
});
export type ScheduleChangeSubmit = z.infer<typeof scheduleChangeSubmitSchema>;
