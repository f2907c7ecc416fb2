import * as z from 'zod/mini';
import { certTypes } from './documents';
import { cabins, flightSegmentSchema, seatStateSchema } from './offer';
import { couponStatuses } from './order';
import { passengerTypes } from './passenger';
import { text } from './text';
import { id, idParam, place } from './system';
import { dateSchema } from './validation';

/**
 * Mobile check-in (spec sections 2 "checkIn", 3 "Check-in state", 4 "Check-in", 5 "Check-in" and 7
 * "Check-in"). Its steps follow the pages: itinerary, passengers, confirm information, terms, seat,
 * added service, details, electronic boarding pass. Each step answers a fresh processKey that the
 * next step sends, as the booking's steps do; a stale one answers "page expired".
 */

export { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_HOURS } from './check-in-window';

export const checkInStatuses = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];

/** Why a passenger cannot check in online: COUNTER for an infant and its guardian, CHECKED_IN once done, NOT_ISSUED for a ticket refunded, changed or in a change. */
export const passengerBlocks = ['COUNTER', 'CHECKED_IN', 'NOT_ISSUED'] as const;

/** A segment the traveller may check in for, at its flight's current times, with its window. */
export const checkInSegmentSchema = z.extend(flightSegmentSchema, {
  orderId: z.number(),
  pnr: z.string(),
  segmentIndex: z.number(),
  cabin: z.enum(cabins),
  /** ISO instants: the window is [opensAt, closesAt). */
  opensAt: z.string(),
  closesAt: z.string(),
  /** BEFORE the window, OPEN inside it, CLOSED after it. */
  window: z.enum(['BEFORE', 'OPEN', 'CLOSED']),
  /** The airline cancelled the flight: no check-in; its travellers rebook or refund through the schedule change. */
  cancelled: z.boolean(),
  /** How many of the booking's passengers are checked in on this segment. */
  checkedIn: z.number(),
  passengers: z.number(),
  /** Each passenger and their coupon's status on this segment, as every other screen shows it. */
  coupons: z.array(z.object({ lastName: z.string(), firstName: z.string(), status: z.nullable(z.enum(couponStatuses)) })),
});
export type CheckInSegment = z.infer<typeof checkInSegmentSchema>;

/** POST /my/trip: the logged-in traveller's segments from now to 48 hours after the window opens, soonest first. */
export const myCheckInTripsSchema = z.array(checkInSegmentSchema);

/** POST /detr/ticket: a booking found by one of its ticket numbers and that passenger's name, without logging in. */
export const detrTicketRequestSchema = z.object({
  ticketNo: text().check(z.trim(), z.regex(/^\d{13}$/, 'validation.ticketNo')),
  lastName: text().check(z.trim(), z.toUpperCase(), z.minLength(1, 'validation.required'), z.maxLength(40)),
  firstName: text().check(z.trim(), z.toUpperCase(), z.minLength(1, 'validation.required'), z.maxLength(40)),
});
export type DetrTicketRequest = z.input<typeof detrTicketRequestSchema>;

/**
 * The segments of the booking the ticket belongs to, and the processKey the next step sends. A caller
 * without an account also gets a guest token for that booking (sent as X-Guest-Token), which reaches
 * the check-ins' detail, cancel and boarding pass; a logged-in caller owns the check-ins they make.
 */
export const detrTicketResponseSchema = z.object({ processKey: z.string(), segments: z.array(checkInSegmentSchema), guestToken: z.nullable(z.string()) });
export type DetrTicketResponse = z.infer<typeof detrTicketResponseSchema>;

/** POST /confirm/flight: the segment chosen. `processKey` is the one /detr/ticket answered, or absent for a logged-in owner. */
export const confirmFlightRequestSchema = z.object({
  processKey: z.optional(text()),
  orderId: id(),
  segmentIndex: place(),
});
export type ConfirmFlightRequest = z.infer<typeof confirmFlightRequestSchema>;

export const checkInPassengerSchema = z.object({
  /** The passenger's place in the order. */
  psgId: z.number(),
  type: z.enum(passengerTypes),
  lastName: z.string(),
  firstName: z.string(),
  ticketNo: z.string(),
  guardianId: z.nullable(z.number()),
  status: z.enum(checkInStatuses),
  /** The seat held or bought for this segment, if any. */
  seatNo: z.nullable(z.string()),
  blocked: z.nullable(z.enum(passengerBlocks)),
  /** The check-in to cancel or whose boarding pass to show, once there is one. */
  checkInId: z.nullable(z.number()),
});
export type CheckInPassenger = z.infer<typeof checkInPassengerSchema>;

export const confirmFlightResponseSchema = z.object({
  processKey: z.string(),
  segment: checkInSegmentSchema,
  passengers: z.array(checkInPassengerSchema),
});
export type ConfirmFlightResponse = z.infer<typeof confirmFlightResponseSchema>;

/** POST /confirm/psg: who checks in. At least one; a child not without an adult of the booking; an infant and its guardian go to the counter. */
export const confirmCheckInPassengersRequestSchema = z.object({
  processKey: text(),
  psgIds: z.array(place()).check(z.minLength(1, 'validation.selectPassenger'), z.maxLength(9)),
});
export type ConfirmCheckInPassengersRequest = z.infer<typeof confirmCheckInPassengersRequestSchema>;

/** A passenger's travel document as check-in shows it, masked but for its last four characters. */
export const checkInDocumentSchema = z.object({
  psgId: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  certType: z.nullable(z.enum(certTypes)),
  certNoMasked: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  expireDate: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  /** Null when the document is enough to enter or leave through Hong Kong; otherwise the locale key of what is missing. */
  hkProblem: z.nullable(z.string()),
});
export type CheckInDocument = z.infer<typeof checkInDocumentSchema>;

export const checkInDocumentsResponseSchema = z.object({ processKey: z.string(), documents: z.array(checkInDocumentSchema) });
export type CheckInDocumentsResponse = z.infer<typeof checkInDocumentsResponseSchema>;

/** POST /check/hk: checks each chosen passenger's document against the Hong Kong immigration requirement. */
export const checkHkRequestSchema = z.object({ processKey: text() });

/** POST /update/psg: completes or corrects the chosen passengers' travel documents. */
export const updateCheckInPassengerSchema = z.object({
  psgId: z.number(),
  certType: z.enum(certTypes),
  certNo: text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9()-]{5,20}$/, 'validation.certNo')),
  nationality: text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'validation.nationality')),
  expireDate: dateSchema,
  birthDate: dateSchema,
});
export const updateCheckInPassengersRequestSchema = z.object({
  processKey: text(),
  passengers: z.array(updateCheckInPassengerSchema).check(z.minLength(1), z.maxLength(9)),
});
export type UpdateCheckInPassengersRequest = z.input<typeof updateCheckInPassengersRequestSchema>;

/** POST /query/seat: the aircraft's real seat map; seats others hold are occupied, the party's own are marked. */
export const checkInSeatMapSchema = z.object({
  processKey: z.string(),
  flightNo: z.string(),
  /** The aircraft type's code (A333), shown where its English name would not be read. */
  aircraft: z.string(),
  aircraftName: z.string(),
  cabin: z.enum(cabins),
  cabins: z.array(
    z.object({
      cabin: z.enum(cabins),
      columns: z.array(z.string()),
      rows: z.array(
        z.object({
          row: z.number(),
          exit: z.boolean(),
          seats: z.array(
            z.object({
              seatNo: z.string(),
              column: z.string(),
              kind: z.string(),
              state: seatStateSchema,
              /** The passenger of this party who holds the seat, if one does. */
              psgId: z.nullable(z.number()),
            }),
          ),
        }),
      ),
    }),
  ),
  /** Each chosen passenger's current seat. */
  seats: z.array(z.object({ psgId: place(), seatNo: z.nullable(z.string()) })),
});
export type CheckInSeatMap = z.infer<typeof checkInSeatMapSchema>;
export const querySeatRequestSchema = z.object({ processKey: text() });

/** POST /confirm/seat: a seat for every chosen passenger, free of charge at check-in within the passenger's cabin; not an exit seat for a child. */
export const confirmCheckInSeatRequestSchema = z.object({
  processKey: text(),
  seats: z.array(z.object({ psgId: place(), seatNo: text().check(z.regex(/^\d{1,2}[A-K]$/, 'validation.seatNo')) })).check(z.minLength(1), z.maxLength(9)),
});
export type ConfirmCheckInSeatRequest = z.infer<typeof confirmCheckInSeatRequestSchema>;

export const checkInStepSchema = z.object({ processKey: z.string() });

/** POST /query/luggage: the chosen passengers' baggage for the segment: free allowance and what was bought. */
export const checkInLuggageSchema = z.object({
  processKey: z.string(),
  passengers: z.array(z.object({ psgId: z.number(), freeKg: z.number(), prepaidKg: z.number(), cabinBags: z.number() })),
});
export type CheckInLuggage = z.infer<typeof checkInLuggageSchema>;

/** POST /confirm/aux: the traveller has read the added-service page (baggage and dangerous goods). */
export const confirmCheckInAuxRequestSchema = z.object({ processKey: text(), dangerousGoodsAccepted: z.literal(true, 'validation.acknowledge') });

/** POST /confirm/checkin: checks the chosen passengers in with their seats; the terms must be accepted. */
export const confirmCheckInRequestSchema = z.object({ processKey: text(), termsAccepted: z.literal(true, 'validation.acknowledge') });

export const checkInResultSchema = z.object({
  checkInId: z.number(),
  psgId: z.number(),
  lastName: z.string(),
  firstName: z.string(),
  ticketNo: z.string(),
  seatNo: z.string(),
  sequenceNo: z.number(),
  status: z.enum(checkInStatuses),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;
export const confirmCheckInResponseSchema = z.object({ segment: checkInSegmentSchema, checkIns: z.array(checkInResultSchema) });
export type ConfirmCheckInResponse = z.infer<typeof confirmCheckInResponseSchema>;

/** POST /query/checkin: the check-ins of one segment of a booking. */
export const queryCheckInRequestSchema = z.object({ processKey: z.optional(text()), orderId: id(), segmentIndex: place() });
export const queryCheckInResponseSchema = z.object({ segment: checkInSegmentSchema, passengers: z.array(checkInPassengerSchema) });

/** GET /front/detail/{id}: one check-in. */
export const checkInIdParamsSchema = z.object({ id: idParam() });
export const checkInDetailSchema = z.extend(checkInResultSchema, { segment: checkInSegmentSchema, boardingPassFrom: z.string(), boardingPassUntil: z.string() });
export type CheckInDetail = z.infer<typeof checkInDetailSchema>;

/** GET /front/cancel/{id}: the check-in is cancelled and its seat given back, unless the seat was bought. */
export const cancelCheckInResponseSchema = z.object({ checkInId: z.number(), status: z.literal('CANCELLED') });

/**
 * GET /front/boarding/card/{id}: the electronic boarding pass. `bcbp` is the IATA bar-coded boarding
 * pass (Resolution 792, format M, one leg) the barcode carries.
 */
export const boardingPassSchema = z.object({
  checkInId: z.number(),
  passengerName: z.string(),
  ticketNo: z.string(),
  pnr: z.string(),
  flightNo: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
  depLocal: z.string(),
  arrLocal: z.string(),
  /** Local 'YYYY-MM-DD HH:mm' at the departure airport: 40 minutes before departure; the gate closes 20 minutes before. */
  boardingLocal: z.string(),
  gateClosesLocal: z.string(),
  terminal: z.nullable(z.string()),
  gate: z.nullable(z.string()),
  cabin: z.enum(cabins),
  seatNo: z.string(),
  sequenceNo: z.number(),
  bcbp: z.string(),
  issuedAt: z.string(),
});
export type BoardingPass = z.infer<typeof boardingPassSchema>;
