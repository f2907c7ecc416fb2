import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { answers as a, cancelled, notPending, pageExpired, retimed, scheduleChange, unavailable } from './schedule-change-model';

/** Longer schedule change paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const e = (type: string, payload: Record<string, unknown> = {}): ModelEvent => ({ type, ...payload });
const busy = { code: 'B0001', msg: 'busy' };

const listed = (verified: unknown) => [done('verify', verified), e('flights.query'), done('queryFlights', a.flights)];

const scenarios: [string, ModelEvent[]][] = [
  ['a retimed flight kept: submitted from the verify key', [done('verify', retimed), e('accept'), e('submit'), done('submit', { ...a.submitted, status: 'ACCEPTED' })]],
  [
    'a cancelled flight cannot be kept; another is chosen and submitted from the choose key',
    [...listed(cancelled), e('flight.choose', { flightId: 4 }), done('chooseFlight', a.choice), e('submit'), done('submit', a.submitted)],
  ],
  [
    'an unavailable flight leaves the list and another is chosen; back from the review chooses again',
    [...listed(cancelled), e('flight.choose', { flightId: 3 }), failed('chooseFlight', unavailable), e('flight.choose', { flightId: 4 }), done('chooseFlight', a.choice), e('back'), e('flight.choose', { flightId: 4 })],
  ],
  [
    'keeping the retime, then back to choose a flight instead: the submit goes from the choose key',
    [done('verify', retimed), e('accept'), e('back'), e('flights.query'), done('queryFlights', a.flights), e('flight.choose', { flightId: 3 }), done('chooseFlight', a.choice), e('submit'), done('submit', a.submitted)],
  ],
  ['no change waiting: nothing to handle', [failed('verify', notPending)]],
  ['an expired page at the submit verifies afresh, with nothing chosen', [...listed(retimed), e('flight.choose', { flightId: 3 }), done('chooseFlight', a.choice), e('submit'), failed('submit', pageExpired), e('restart'), done('verify', retimed), e('accept')]],
  [
    'failed steps are retried or left by their own events',
    [
      done('verify', retimed),
      e('flights.query'),
      failed('queryFlights', busy),
      e('flights.query'),
      done('queryFlights', a.flights),
      e('flight.choose', { flightId: 3 }),
      failed('chooseFlight', busy),
      e('back'),
      e('flights.query'),
      done('queryFlights', a.flights),
      e('flight.choose', { flightId: 3 }),
      done('chooseFlight', a.choice),
      e('submit'),
      failed('submit', busy),
      e('submit'),
      failed('submit', busy),
      e('back'),
    ],
  ],
];

describe('the schedule change statechart', () => {
  it.each(scenarios)('%s', async (_, events) => {
    expect((await runChecked(scheduleChange, scheduleChange.inputs![0], events)).failures).toEqual([]);
  });
});
