import * as z from 'zod/mini';
import { text } from './text';
import { MAX_TRANSITIONS_PER_BATCH } from './flow-limits';
import { locales } from './locale';

/**
 * The funnel of the flow atlas: anonymous transitions of the app's statecharts, and what they add
 * up to. A transition names only the machine, its states and the event type; never what a
 * traveller typed.
 */

/** State ids of the deepest active states, comma-separated when regions run in parallel. */
const stateIds = z.string().check(z.regex(/^[A-Za-z][\w.,-]{0,199}$/));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The latest time a JavaScript date can hold. */
const MAX_TIME_MS = 8.64e15;

export const flowTransitionSchema = z.object({
  machine: z.string().check(z.regex(/^[A-Za-z][\w-]{0,59}$/)),
  from: stateIds,
  to: stateIds,
  event: z.string().check(z.regex(/^[\w.:-]{1,160}$/)),
  /** A random id per run of a flow, made on the device; it ties a run's transitions together. */
  visitId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  /** The device's time of the transition, in ms since 1970: orders a run's transitions. */
  at: z.number().check(z.int(), z.gte(0), z.lte(MAX_TIME_MS)),
  locale: z.enum(locales),
});
export type FlowTransition = z.infer<typeof flowTransitionSchema>;

export const flowBatchSchema = z.object({
  transitions: z.array(flowTransitionSchema).check(z.minLength(1), z.maxLength(MAX_TRANSITIONS_PER_BATCH)),
});

export const funnelQuerySchema = z.object({
  machine: text().check(z.minLength(1)),
  /** Days in Hong Kong time, both included; default today. */
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  locale: z.optional(z.enum(locales)),
});
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export const funnelStateSchema = z.object({
  state: z.string(),
  /** Runs that reached the state. */
  visits: z.number(),
  /** Runs whose last known state was this one: they left the flow here. */
  exits: z.number(),
});
export const funnelSchema = z.object({
  machine: z.string(),
  from: z.string(),
  to: z.string(),
  locale: z.nullable(z.enum(locales)),
  visits: z.number(),
  states: z.array(funnelStateSchema),
});
export type Funnel = z.infer<typeof funnelSchema>;
