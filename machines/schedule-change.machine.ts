import { assign, setup } from 'xstate';
import { codes } from '../services/schemas/codes';
import type { ScheduleChangeFlightChoose, ScheduleChangeFlightQuery, ScheduleChangeSubmit, ScheduleChangeVerify } from '../services/schemas/schedule-change';
import { appProvided } from './app-provided';
import type { FlowError } from './error-message';
import { busyOn, codeOf, failedWithRetry, stepActions } from './step-states';

/**
 * A schedule change (spec sections 3, 4 "Schedule-change flow" and 7 "Schedule-change handling"):
 * the airline retimed or cancelled a flight of the traveller's booking. Verify shows the change;
 * the traveller keeps a retimed flight as it now runs, or queries the other flights of the route,
 * chooses one (seeing what happens to each add-on), and submits; the booking then holds the new flight.
 *
 * What the pages rely on:
 * - Each top-level state is a step (or its call in flight); `state.matches('<step>')` names the page.
 * - `missingOrder`: opened without an order; `nothingToHandle`: the booking has no change waiting (S00001).
 * - Tag `busy`: a call is in flight; the step's press again there only runs `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message; `retry` sends it again.
 * - `expired`: a step's processKey was older than the page (B0101): `restart` verifies afresh.
 * - `flights.unavailable`: the flight chosen can no longer be taken (S00002): it leaves the list.
 * - `review` with no `choice`: keeping the retimed flight; with one: moving to `choice.flight`.
 */
export interface ScheduleChangeContext {
  orderId: number | null;
  verified: ScheduleChangeVerify | null;
  flights: ScheduleChangeFlightQuery | null;
  flightId: number | null;
  choice: ScheduleChangeFlightChoose | null;
  result: ScheduleChangeSubmit | null;
  error: FlowError | null;
}

export type ScheduleChangeEvent =
  | { type: 'accept' }
  | { type: 'flights.query' }
  | { type: 'flight.choose'; flightId: number }
  | { type: 'submit' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'restart' };

export interface ScheduleChangeInput {
  orderId: number | null;
}

const fresh = { verified: null, flights: null, flightId: null, choice: null, result: null, error: null } satisfies Omit<ScheduleChangeContext, 'orderId'>;

/** The key the submit continues from: the choice's when a flight was chosen, else verify's (keeping the retimed flight). */
export const submitKeyOf = (context: Pick<ScheduleChangeContext, 'verified' | 'choice'>) => context.choice?.processKey ?? context.verified?.processKey ?? null;

const failTo = (target: string) =>
  [
    { guard: 'pageExpired', target: '#scheduleChange.expired', actions: 'fail' },
    { target, actions: 'fail' },
  ] as const;

export const scheduleChangeMachine = setup({
  types: { context: {} as ScheduleChangeContext, events: {} as ScheduleChangeEvent, input: {} as ScheduleChangeInput },
  actors: {
    verify: appProvided<ScheduleChangeVerify, number>(),
    queryFlights: appProvided<ScheduleChangeFlightQuery, string>(),
    chooseFlight: appProvided<ScheduleChangeFlightChoose, { processKey: string; flightId: number }>(),
    submit: appProvided<ScheduleChangeSubmit, string>(),
  },
  actions: {
    ...stepActions<ScheduleChangeContext, ScheduleChangeEvent>(),
    dropFlight: assign({
      flights: ({ context }) => context.flights && { ...context.flights, itineraryList: context.flights.itineraryList.filter((o) => o.flight.flightId !== context.flightId) },
      flightId: null,
    }),
  },
  guards: {
    hasOrder: ({ context }) => context.orderId !== null,
    canAccept: ({ context }) => context.verified!.canAccept,
    knownFlight: ({ context, event }) => event.type === 'flight.choose' && context.flights!.itineraryList.some((o) => o.flight.flightId === event.flightId),
    keepingRetime: ({ context }) => context.choice === null,
    notPending: ({ event }) => codeOf(event) === codes.scheduleChangeNotPending,
    pageExpired: ({ event }) => codeOf(event) === codes.pageExpired,
    flightUnavailable: ({ event }) => codeOf(event) === codes.scheduleChangeFlightUnavailable,
  },
}).createMachine({
  id: 'scheduleChange',
  context: ({ input }) => ({ orderId: input.orderId, ...fresh }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasOrder', target: 'verifying' }, { target: 'missingOrder' }] },
    missingOrder: { type: 'final', entry: assign({ error: { code: codes.orderNotFound, msg: null } }) },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => context.orderId!,
        onDone: { target: 'view', actions: assign({ verified: ({ event }) => event.output }) },
        onError: [
          { guard: 'notPending', target: 'nothingToHandle', actions: 'fail' },
          { target: 'verifyFailed', actions: 'fail' },
        ],
      },
    },
    verifyFailed: failedWithRetry('verifying'),
    /** No change waits on this booking (none, or handled already). */
    nothingToHandle: { type: 'final' },
    /** The flight as booked and as it now runs, the passengers and their add-ons. */
    view: {
      initial: 'idle',
      on: {
        accept: { guard: 'canAccept', target: 'review', actions: assign({ choice: null, error: null }) },
        'flights.query': { target: 'querying', actions: 'clearError' },
      },
      states: {
        idle: {},
        failed: failedWithRetry('#scheduleChange.querying'),
      },
    },
    querying: {
      ...busyOn('flights.query'),
      invoke: {
        id: 'queryFlights',
        src: 'queryFlights',
        input: ({ context }) => context.verified!.processKey,
        onDone: { target: 'flights', actions: assign({ flights: ({ event }) => event.output, flightId: null }) },
        onError: failTo('view.failed'),
      },
    },
    /** The other flights of the route with seats for every passenger. */
    flights: {
      initial: 'choosing',
      on: {
        'flight.choose': { guard: 'knownFlight', target: 'choosingFlight', actions: assign({ flightId: ({ event }) => event.flightId, error: null }) },
        back: { target: 'view', actions: 'clearError' },
      },
      states: {
        choosing: {},
        /** The flight chosen can no longer be taken: it has left the list. */
        unavailable: {},
        failed: failedWithRetry('#scheduleChange.choosingFlight'),
      },
    },
    choosingFlight: {
      ...busyOn('flight.choose'),
      invoke: {
        id: 'chooseFlight',
        src: 'chooseFlight',
        input: ({ context }) => ({ processKey: context.flights!.processKey, flightId: context.flightId! }),
        onDone: { target: 'review', actions: assign({ choice: ({ event }) => event.output }) },
        onError: [{ guard: 'flightUnavailable', target: 'flights.unavailable', actions: ['fail', 'dropFlight'] }, ...failTo('flights.failed')],
      },
    },
    /** The new flight (or the retimed one kept) and what happens to each add-on; submit. */
    review: {
      initial: 'editing',
      on: {
        submit: { target: 'submitting', actions: 'clearError' },
        back: [
          { guard: 'keepingRetime', target: 'view', actions: 'clearError' },
          { target: 'flights', actions: assign({ choice: null, error: null }) },
        ],
      },
      states: {
        editing: {},
        failed: failedWithRetry('#scheduleChange.submitting'),
      },
    },
    submitting: {
      ...busyOn('submit'),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => submitKeyOf(context)!,
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: failTo('review.failed'),
      },
    },
    /** The booking holds the new flight (or the retimed one). Tagged 'end' for the funnel. */
    done: { type: 'final', tags: ['end'] },
    /** The page information expired: the change is verified afresh. */
    expired: { on: { restart: { target: 'verifying', actions: assign(() => fresh) } } },
  },
});
