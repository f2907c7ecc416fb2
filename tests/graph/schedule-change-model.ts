import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { scheduleChangeMachine, submitKeyOf, type ScheduleChangeInput } from '../../machines/schedule-change.machine';
import {
  scheduleChangeFlightChooseSchema,
  scheduleChangeFlightQuerySchema,
  scheduleChangeSubmitSchema,
  scheduleChangeVerifySchema,
  type ScheduleChangeFlightChoose,
  type ScheduleChangeFlightQuery,
  type ScheduleChangeSubmit,
  type ScheduleChangeVerify,
} from '../../services/schemas/schedule-change';
import { booking, errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The schedule change statechart's model: a booking whose flight FW201 was retimed (it may be kept)
 * or cancelled (it may not); the route's other flights are 3 and 4. Where each event leads and what
 * each call must carry are written out here from the spec, apart from the machine.
 */
const segment = booking.option.segments[0]!;
const flight = (flightId: number, flightNo: string) => ({ ...segment, flightId, flightNo });
const addOn = (kind: 'LUGGAGE' | 'SEAT', fate: 'MOVED' | 'CANCELLED') => ({ kind, segmentIndex: 0, passengerIndex: 0, item: kind === 'SEAT' ? '31A' : '10', amount: 100, fate });
const verifiedAs = (kind: 'RETIMED' | 'CANCELLED', processKey: string) =>
  scheduleChangeVerifySchema.parse({
    processKey,
    scheduleChangeId: 4,
    orderId: 7,
    pnr: 'ABC123',
    kind,
    ticketNos: ['1234567890123'],
    changeBeforeFlightList: [flight(1, 'FW201')],
    changedFlight: kind === 'RETIMED' ? { ...flight(1, 'FW201'), depAt: '2027-01-12T04:10:00.000Z' } : null,
    changeBeforePassengerList: [{ psgId: 0, type: 'ADT', lastName: 'CHAN', firstName: 'TAI MAN' }],
    auxiliaryList: [addOn('LUGGAGE', 'MOVED'), addOn('SEAT', 'MOVED')],
    canAccept: kind === 'RETIMED',
  });
export const retimed = verifiedAs('RETIMED', 'key-verify');
export const cancelled = verifiedAs('CANCELLED', 'key-verify-c');
export const answers = {
  flights: scheduleChangeFlightQuerySchema.parse({
    processKey: 'key-flights',
    itineraryList: [
      { flight: flight(3, 'FW203'), seatsLeft: 9 },
      { flight: flight(4, 'FW201'), seatsLeft: 1 },
    ],
  }),
  choice: scheduleChangeFlightChooseSchema.parse({ processKey: 'key-choose', flight: flight(3, 'FW203'), auxiliaryList: [addOn('LUGGAGE', 'MOVED'), addOn('SEAT', 'CANCELLED')], isEndChooseFlight: true, isNeedChooseSeat: false }),
  submitted: scheduleChangeSubmitSchema.parse({ scheduleChangeId: 4, status: 'REBOOKED', orderId: 7, itineraryList: [flight(3, 'FW203')], auxiliaryList: [addOn('LUGGAGE', 'MOVED'), addOn('SEAT', 'CANCELLED')] }),
};
export const pageExpired = { code: 'B0101', msg: 'The page information has expired. Please return to the homepage and try again' };
export const notPending = { code: 'S00001', msg: 'There is no flight change to handle on this booking.' };
export const unavailable = { code: 'S00002', msg: 'This flight cannot replace your changed flight or has no seats left. Please choose another.' };

interface ScheduleChangeWorld {
  step: string;
  input: ScheduleChangeInput;
  verified: ScheduleChangeVerify | null;
  flights: ScheduleChangeFlightQuery | null;
  flightId: number | null;
  choice: ScheduleChangeFlightChoose | null;
  result: ScheduleChangeSubmit | null;
  error: unknown;
}
const fresh = { verified: null, flights: null, flightId: null, choice: null, result: null, error: null };

const at = (w: ScheduleChangeWorld, group: string) => w.step === group || w.step.startsWith(`${group}.`);
const codeOf = (e: EventObject) => (e as { error?: { code?: string } }).error?.code;
const expiredOr = (e: EventObject, own: string) => (codeOf(e) === pageExpired.code ? 'expired' : own);

/** The step after an event the statechart took. */
function stepAfter(w: ScheduleChangeWorld, e: EventObject & Record<string, any>): string {
  const done = (id: string) => e.type === `xstate.done.actor.${id}`;
  const error = (id: string) => e.type === `xstate.error.actor.${id}`;
  const s = w.step;
  if (s === 'verifying') return done('verify') ? 'view.idle' : error('verify') ? (codeOf(e) === notPending.code ? 'nothingToHandle' : 'verifyFailed') : s;
  if (s === 'verifyFailed' && e.type === 'retry') return 'verifying';
  if (at(w, 'view')) {
    if (e.type === 'accept' && w.verified!.canAccept) return 'review.editing';
    if (e.type === 'flights.query') return 'querying';
    if (e.type === 'retry' && s === 'view.failed') return 'querying';
  }
  if (s === 'querying') return done('queryFlights') ? 'flights.choosing' : error('queryFlights') ? expiredOr(e, 'view.failed') : s;
  if (at(w, 'flights')) {
    if (e.type === 'flight.choose' && w.flights!.itineraryList.some((o) => o.flight.flightId === e.flightId)) return 'choosingFlight';
    if (e.type === 'back') return 'view.idle';
    if (e.type === 'retry' && s === 'flights.failed') return 'choosingFlight';
  }
  if (s === 'choosingFlight') {
    if (done('chooseFlight')) return 'review.editing';
    if (error('chooseFlight')) return codeOf(e) === unavailable.code ? 'flights.unavailable' : expiredOr(e, 'flights.failed');
  }
  if (at(w, 'review')) {
    if (e.type === 'submit') return 'submitting';
    if (e.type === 'back') return w.choice === null ? 'view.idle' : 'flights.choosing';
    if (e.type === 'retry' && s === 'review.failed') return 'submitting';
  }
  if (s === 'submitting') return done('submit') ? 'done' : error('submit') ? expiredOr(e, 'review.failed') : s;
  if (s === 'expired' && e.type === 'restart') return 'verifying';
  return s;
}

/** What the statechart keeps after an event it took in the step before. */
function valuesAfter(w: ScheduleChangeWorld, e: EventObject & Record<string, any>, next: string): ScheduleChangeWorld {
  const s = w.step;
  if (e.type.startsWith('xstate.error.actor.')) return { ...w, error: e.error, ...(next === 'flights.unavailable' ? { flights: { ...w.flights!, itineraryList: w.flights!.itineraryList.filter((o) => o.flight.flightId !== w.flightId) }, flightId: null } : {}) };
  switch (e.type) {
    case 'accept':
      return next === 'review.editing' ? { ...w, choice: null, error: null } : w;
    case 'flights.query':
    case 'submit':
      return next !== s ? { ...w, error: null } : w;
    case 'flight.choose':
      return next === 'choosingFlight' ? { ...w, flightId: e.flightId, error: null } : w;
    case 'back':
      if (at(w, 'review') && w.choice !== null) return { ...w, choice: null, error: null };
      return next !== s ? { ...w, error: null } : w;
    case 'retry':
      return next !== s ? { ...w, error: null } : w;
    case 'restart':
      return s === 'expired' ? { ...w, ...fresh } : w;
    case 'xstate.done.actor.verify':
      return { ...w, verified: e.output };
    case 'xstate.done.actor.queryFlights':
      return { ...w, flights: e.output, flightId: null };
    case 'xstate.done.actor.chooseFlight':
      return { ...w, choice: e.output };
    case 'xstate.done.actor.submit':
      return { ...w, result: e.output };
  }
  return w;
}

function after(w: ScheduleChangeWorld, e: EventObject) {
  const next = stepAfter(w, e as EventObject & Record<string, any>);
  return { ...valuesAfter(w, e as EventObject & Record<string, any>, next), step: next };
}


const events = {
  query: { type: 'flights.query' },
  choose: { type: 'flight.choose', flightId: 3 },
  submit: { type: 'submit' },
};

export const scheduleChange: PathModel<ScheduleChangeWorld> = {
  name: 'schedule-change',
  machine: scheduleChangeMachine,
  inputs: [{ orderId: 7 }, { orderId: null }] satisfies ScheduleChangeInput[],
  events: [{ type: 'accept' }, events.query, events.choose, { type: 'flight.choose', flightId: 4 }, events.submit, { type: 'back' }, { type: 'retry' }, { type: 'restart' }],
  outputs: {
    verify: [retimed, cancelled],
    queryFlights: [answers.flights],
    chooseFlight: [answers.choice],
    submit: [answers.submitted],
  },
  errors: {
    verify: [errors.busy, errors.offline],
    queryFlights: [errors.busy],
    chooseFlight: [errors.noMessage],
    submit: [errors.busy],
  },
  // No change waiting ends the flow; an expired page starts again; an unavailable flight leaves the list.
  quietErrors: {
    verify: [notPending],
    queryFlights: [pageExpired],
    chooseFlight: [unavailable, pageExpired],
    submit: [pageExpired],
  },
  keyOf: (c) => [c.verified?.canAccept ?? null, c.flights?.itineraryList.length ?? 0, c.choice !== null, c.result !== null],
  world: { initial: (input) => ({ step: (input as ScheduleChangeInput).orderId === null ? 'missingOrder' : 'verifying', input: input as ScheduleChangeInput, ...fresh }), after },
  expectedInput: (id, w) => {
    const calls: Record<string, () => unknown> = {
      verify: () => w.input.orderId,
      queryFlights: () => w.verified!.processKey,
      chooseFlight: () => ({ processKey: w.flights!.processKey, flightId: w.flightId }),
      submit: () => (w.choice ? w.choice.processKey : w.verified!.processKey),
    };
    return calls[id]?.() ?? noCall;
  },
  submits: {
    'scheduleChange.querying': events.query,
    'scheduleChange.choosingFlight': events.choose,
    'scheduleChange.submitting': events.submit,
  },
  showsError: (s: AnyMachineSnapshot) => s.hasTag('failed') || s.matches('missingOrder') || s.matches('nothingToHandle') || s.matches('expired') || s.matches({ flights: 'unavailable' }),
  refused: (w) => [{ type: 'flight.choose', flightId: 99 }, ...(w.verified && !w.verified.canAccept ? [{ type: 'accept' }] : [])],
  step: (w) => w.step,
  view: {
    of: (s) => ({
      verified: s.context.verified,
      flights: s.context.flights?.itineraryList.map((o: { flight: { flightId: number } }) => o.flight.flightId) ?? null,
      flightId: s.context.flightId,
      choice: s.context.choice,
      submitKey: submitKeyOf(s.context),
      result: s.context.result,
      final: s.status === 'done',
      end: s.hasTag('end'),
      missing: s.matches('missingOrder') ? s.context.error : null,
    }),
    expected: (w) => ({
      verified: w.verified,
      flights: w.flights?.itineraryList.map((o) => o.flight.flightId) ?? null,
      flightId: w.flightId,
      choice: w.choice,
      submitKey: w.choice?.processKey ?? w.verified?.processKey ?? null,
      result: w.result,
      final: ['missingOrder', 'nothingToHandle', 'done'].includes(w.step),
      end: w.step === 'done',
      missing: w.step === 'missingOrder' ? { code: 'O00001', msg: null } : null,
    }),
  },
};
