import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import { booking as b, payment as p } from './fixtures';
import { models } from './models';
import type { ModelEvent } from './path-generator';

/**
 * Longer paths than the shortest ones the graph gives, for rules that show only after several steps
 * (another seat for the same passenger, going back over legs, a countdown of several seconds), run
 * with the same checks as the generated paths.
 */
const model = (name: string) => models.find((m) => m.name === name)!;
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });

/** Choosing a leg's flight and fare, answered with the brand step's `answer`. */
const chooseFare = (answer: unknown): ModelEvent[] => [
  { type: 'flight.select', flightKey: b.option.flightKey },
  { type: 'brand.confirm', brand: 'MAIN' },
  done('confirmBrand', answer),
];
const search: ModelEvent[] = [{ type: 'search.submit', search: b.search }, done('searchFlights', b.searchAnswer)];

const toSeats: ModelEvent[] = [
  ...search,
  ...chooseFare(b.brandAnswers[1]),
  done('loadSavedPassengers', b.savedPassengers),
  { type: 'passengers.submit', passengers: b.passengers, contact: b.contact },
  done('confirmPassengers', b.passengersAnswer),
  { type: 'extras.submit', extras: b.extras },
  done('confirmExtras', b.extrasAnswer),
  done('loadSeatMap', b.seatMap),
];

const scenarios: [string, string, ModelEvent[]][] = [
  [
    'booking',
    'another seat for the same passenger replaces the first',
    [
      ...toSeats,
      { type: 'seat.pick', seat: b.seat },
      { type: 'seat.pick', seat: { ...b.seat, seatNo: '32C' } },
      { type: 'seats.submit' },
      done('confirmSeats', b.seatsAnswer),
      { type: 'order.confirm' },
      done('confirmOrder', b.order),
    ],
  ],
  [
    'booking',
    'going back over the legs of a round trip confirms each leg from its own search',
    [
      ...search,
      ...chooseFare(b.brandAnswers[0]),
      done('searchNextLeg', b.nextLegAnswer),
      { type: 'back' },
      ...chooseFare(b.brandAnswers[0]),
      done('searchNextLeg', b.nextLegAnswer),
      ...chooseFare(b.brandAnswers[1]),
      { type: 'back' },
      ...chooseFare(b.brandAnswers[1]),
      { type: 'leg.reset', legIndex: 1 },
      ...chooseFare(b.brandAnswers[1]),
      { type: 'leg.reset', legIndex: 0 },
      ...chooseFare(b.brandAnswers[0]),
      done('searchNextLeg', b.nextLegAnswer),
    ],
  ],
  [
    'booking',
    'seats of another segment, then new passengers choose their seats afresh',
    [
      ...toSeats,
      { type: 'seat.pick', seat: b.seat },
      { type: 'seat.segment', segmentIndex: 1 },
      done('loadSeatMap', { ...b.seatMap, segmentIndex: 1 }),
      { type: 'back' },
      { type: 'back' },
      { type: 'passengers.submit', passengers: b.passengers, contact: b.contact },
      done('confirmPassengers', b.passengersAnswer),
      { type: 'extras.submit', extras: b.extras },
      done('confirmExtras', b.extrasAnswer),
      done('loadSeatMap', b.seatMap),
      { type: 'seats.submit' },
      { type: 'order.confirm' },
      done('confirmOrder', b.order),
    ],
  ],
  [
    'payment-countdown',
    'the time left counts down second by second, and by the poll while a QR code is shown',
    [
      done('loadOrder', p.order('UNPAID', 4)),
      { type: 'xstate.after.second.paymentCountdown.counting' },
      { type: 'xstate.after.second.paymentCountdown.counting' },
      { type: 'pay.submit', provider: 'wallet', channel: 'qrcode' },
      done('prepay', p.prepayment(true)),
      { type: 'xstate.after.pollInterval.paymentCountdown.awaitingScan' },
    ],
  ],
];

describe.each(scenarios)('the %s statechart', (name, _, events) => {
  it(_, async () => {
    const input = model(name).inputs?.[0];
    expect((await runChecked(model(name), input, events)).failures).toEqual([]);
  });
});
