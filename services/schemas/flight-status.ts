import * as z from 'zod/mini';
import { text } from './text';
import { dateSchema } from './validation';
import { id } from './system';

/**
 * Flight status and followed flights (spec sections 2 "flight-info", 3 "Flight status" and 7
 * "Flight information and my flights"). How a status follows from the times: docs/flight-status.md.
 */

export const flightStatuses = ['SCHEDULED', 'DELAYED', 'BOARDING', 'DEPARTED', 'ARRIVED', 'CANCELLED'] as const;
export type FlightStatus = (typeof flightStatuses)[number];

/** Boarding starts this many minutes before the (estimated) departure. */
export const BOARDING_MINUTES = 40;

const airport = text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, 'validation.airport'));

/** POST my/flight/info/query/airport: the flights of a route on a day. */
export const flightRouteQuerySchema = z.object({ depAirport: airport, arrAirport: airport, date: dateSchema });
export type FlightRouteQuery = z.input<typeof flightRouteQuerySchema>;

/**
 * An airline code and 3-4 digits, such as FW201 or 3U8888, or the digits alone: the airline's own
 * code is their default prefix. An airline code has a letter, so 12345 is no flight number.
 */
export const flightNoPattern = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])?\d{3,4}$/;

/** POST my/flight/info/query/flightNo: one flight number's flight on a day. */
export const flightNoQuerySchema = z.object({
  flightNo: text().check(z.trim(), z.toUpperCase(), z.regex(flightNoPattern, 'validation.flightNo')),
  date: dateSchema,
});
export type FlightNoQuery = z.input<typeof flightNoQuerySchema>;

/** A flight as the status board shows it. Instants are ISO; `*Local` is 'YYYY-MM-DD HH:mm' at the airport. */
export const flightInfoSchema = z.object({
  flightId: z.number(),
  flightNo: z.string(),
  depDate: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
  status: z.enum(flightStatuses),
  schedDepLocal: z.string(),
  schedArrLocal: z.string(),
  /** Null while the flight runs to schedule. */
  estDepLocal: z.nullable(z.string()),
  estArrLocal: z.nullable(z.string()),
  /** Null until it has departed or arrived. */
  actDepLocal: z.nullable(z.string()),
  actArrLocal: z.nullable(z.string()),
  /** Terminals are numbered: '1'. */
  depTerminal: z.string(),
  arrTerminal: z.string(),
  gate: z.string(),
  carousel: z.string(),
  /** The aircraft type's code (A320) and name (Airbus A320-200). */
  aircraft: z.string(),
  aircraftName: z.string(),
});
export type FlightInfo = z.infer<typeof flightInfoSchema>;
export const flightInfoListSchema = z.array(flightInfoSchema);

/** POST my/flight/info/add, del and check: one flight. */
export const flightIdSchema = z.object({ flightId: id() });
export type FlightIdRequest = z.infer<typeof flightIdSchema>;

export const followCheckSchema = z.object({ followed: z.boolean() });

/** GET my/flight/status/list: each followed flight that has not landed a day ago, soonest first, with its status. */
export const followedStatusSchema = z.object({ flightId: z.number(), flightNo: z.string(), depDate: z.string(), status: z.enum(flightStatuses) });
export const followedStatusListSchema = z.array(followedStatusSchema);
