import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { answers, awardErrors, contact, pointsBooking, searches, travellers } from './points-booking-model';

/** Longer award booking paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const toggle = (key: string): ModelEvent => ({ type: 'traveller.toggle', key });
const password = (value: string): ModelEvent => ({ type: 'password.change', password: value });

/** A round trip, classic award both ways, for the member and a beneficiary, to the review. */
const roundTripToReview: ModelEvent[] = [
  { type: 'search.submit', search: searches.roundTrip },
  done('searchFlights', answers.search),
  { type: 'flight.select', flightKey: 'FW201' },
  { type: 'brand.confirm', brand: 'ECO FFP CLASSICAWARD' },
  done('confirmBrand', answers.brandGo),
  done('searchNextLeg', answers.nextLeg),
  { type: 'flight.select', flightKey: 'FW202' },
  { type: 'brand.confirm', brand: 'ECO FFP CLASSICAWARD' },
  done('confirmBrand', answers.brandReturn),
  // The member is preselected.
  done('loadTravellers', travellers.complete),
  toggle('BENEFICIARY:1'),
  { type: 'passengers.submit', contact, privacyConsent: true },
  done('loadRules', answers.rules),
  { type: 'rules.accept' },
  done('confirmPassengers', answers.passengers),
];

const scenarios: [string, ModelEvent[]][] = [
  [
    'a round trip for two: each leg from the key before it, a wrong password then the right one, the order',
    [...roundTripToReview, password('147036'), { type: 'order.confirm' }, failed('confirmOrder', awardErrors.wrongPassword), password('258036'), { type: 'order.confirm' }, done('confirmOrder', answers.order)],
  ],
  [
    'insufficient points: back to who flies, the choice kept, and on with one traveller less after a new search',
    [...roundTripToReview, password('258036'), { type: 'order.confirm' }, failed('confirmOrder', awardErrors.insufficient), { type: 'back' }, done('loadTravellers', travellers.complete), toggle('BENEFICIARY:1'), { type: 'booking.restart' }],
  ],
  [
    'back from the return leg to the outbound one chooses it again from the search key',
    [
      ...roundTripToReview.slice(0, 6),
      { type: 'back' },
      { type: 'flight.select', flightKey: 'FW201' },
      { type: 'brand.confirm', brand: 'ECO FFP FLEXAWARD' },
      done('confirmBrand', answers.brandGo),
      failed('searchNextLeg', awardErrors.expired),
      { type: 'booking.restart' },
    ],
  ],
  [
    "the return leg's flights come a page at a time from its own search key; a key gone stale ends the booking",
    [
      ...roundTripToReview.slice(0, 6),
      { type: 'flights.more' },
      done('searchMoreFlights', answers.lastPage),
      { type: 'back' },
      { type: 'flights.more' },
      failed('searchMoreFlights', awardErrors.expired),
    ],
  ],
  [
    'the member completes the English name and document, then is chosen first',
    [
      { type: 'search.submit', search: searches.oneWay },
      done('searchFlights', answers.search),
      { type: 'flight.select', flightKey: 'FW201' },
      { type: 'brand.confirm', brand: 'ECO FFP FLEXAWARD' },
      done('confirmBrand', answers.brandOneWay),
      done('loadTravellers', travellers.memberIncomplete),
      { type: 'travellers.reload' },
      done('loadTravellers', travellers.complete),
      toggle('MEMBER:1'),
      toggle('MEMBER:1'),
      toggle('BENEFICIARY:3'),
      toggle('BENEFICIARY:3'),
      toggle('BENEFICIARY:6'),
      toggle('BENEFICIARY:3'),
      { type: 'passengers.submit', contact, privacyConsent: true },
      failed('loadRules', awardErrors.expired),
    ],
  ],
];

describe('the award booking statechart', () => {
  it.each(scenarios)('%s', async (_, events) => {
    expect((await runChecked(pointsBooking, undefined, events)).failures).toEqual([]);
  });
});
