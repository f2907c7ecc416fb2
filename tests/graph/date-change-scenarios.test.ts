import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import { dateChange, dateChangeAnswers as a, pageExpired, soldOut, transitView, view } from './date-change-model';
import type { ModelEvent } from './path-generator';

/** Longer date change paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const e = (type: string, payload: Record<string, unknown> = {}): ModelEvent => ({ type, ...payload });
const [lastLeg, firstLeg] = a.brand;
const [due, nothingDue] = a.order;

const chosen = [done('loadView', view), e('start'), e('passenger.toggle', { psgId: 3 }), e('passenger.toggle', { psgId: 2 }), e('leg.toggle', { legIndex: 0 }), e('next')];
const dated = [...chosen, done('confirmPassengers', a.passengers), e('date.open'), e('date.pick', { date: '2027-01-15' }), e('date.submit'), done('queryFlights', a.flights)];
const branded = [...dated, e('flight.select', { flightKey: 'FW201' }), done('queryBrands', a.brands), e('brand.confirm', { brand: 'MAIN' })];
const reviewed = [...branded, done('confirmBrand', lastLeg), e('next'), e('addOns.luggage'), e('addOns.food'), e('back'), e('next'), e('seats.skip'), done('confirmSeats', a.seats)];

const scenarios: [string, ModelEvent[]][] = [
  [
    'the return leg is queried from the first leg brand key, and the order is made from the seats key; the difference is paid 2 s later',
    [
      ...branded,
      done('confirmBrand', firstLeg),
      e('date.pick', { date: '2027-01-20' }),
      e('date.submit'),
      done('queryFlights', a.flights),
      e('flight.select', { flightKey: 'FW203' }),
      done('queryBrands', a.brands),
      e('brand.confirm', { brand: 'FLEX' }),
      done('confirmBrand', lastLeg),
      e('next'),
      e('next'),
      e('seats.travel'),
      e('seat.segment', { segmentIndex: 0 }),
      done('chooseSeat', a.seatMap),
      e('seat.pick', { seat: { segmentIndex: 0, passengerIndex: 0, seatNo: '31A' } }),
      e('seat.pick', { seat: { segmentIndex: 0, passengerIndex: 2, seatNo: '31A' } }),
      e('back'),
      e('back'),
      e('seats.submit'),
      done('confirmSeats', a.seats),
      e('ack.toggle'),
      e('order.confirm'),
      done('confirmOrder', due),
      { type: 'xstate.after.changeReset.dateChange.confirmed' },
    ],
  ],
  ['nothing due: the change is done 2 s after the order', [...reviewed, e('ack.toggle'), e('order.confirm'), done('confirmOrder', nothingDue), { type: 'xstate.after.changeReset.dateChange.confirmed' }]],
  [
    'a sold-out flight leaves the list and another is chosen; back from the passengers review chooses the brand again',
    [...dated, e('flight.select', { flightKey: 'FW201' }), failed('queryBrands', soldOut), e('flight.select', { flightKey: 'FW203' }), done('queryBrands', a.brands), e('brand.confirm', { brand: 'FLEX' }), done('confirmBrand', lastLeg), e('back'), e('brand.confirm', { brand: 'MAIN' }), done('confirmBrand', lastLeg)],
  ],
  ['an expired page at the order confirm starts again from the view, with nothing chosen', [...reviewed, e('ack.toggle'), e('order.confirm'), failed('confirmOrder', pageExpired), e('restart'), done('loadView', view), e('start')]],
  [
    'only the connection chosen: under construction; back, the outbound leg alone goes on (with both, next is refused)',
    [done('loadView', view), e('start'), e('passenger.toggle', { psgId: 0 }), e('passenger.toggle', { psgId: 2 }), e('leg.toggle', { legIndex: 1 }), e('next'), e('back'), e('leg.toggle', { legIndex: 0 }), e('leg.toggle', { legIndex: 1 }), e('next'), done('confirmPassengers', a.passengers)],
  ],
  [
    'an order whose outbound has flown and whose return is a connection: the connection may be chosen, to be told it is under construction',
    [done('loadView', transitView), e('start'), e('passenger.toggle', { psgId: 0 }), e('passenger.toggle', { psgId: 2 }), e('leg.toggle', { legIndex: 1 }), e('next')],
  ],
  [
    'a failed step is left by its own events too: next again, back, a brand again, the order confirm again',
    [
      ...chosen,
      failed('confirmPassengers', { code: 'B0001', msg: 'busy' }),
      e('back'),
      e('start'),
      e('next'),
      failed('confirmPassengers', { code: 'B0001', msg: 'busy' }),
      e('next'),
      done('confirmPassengers', a.passengers),
      e('date.pick', { date: '2027-01-15' }),
      e('date.submit'),
      done('queryFlights', a.flights),
      e('flight.select', { flightKey: 'FW201' }),
      failed('queryBrands', { code: 'B0001', msg: 'busy' }),
      e('back'),
      e('date.submit'),
      done('queryFlights', a.flights),
      e('flight.select', { flightKey: 'FW201' }),
      done('queryBrands', a.brands),
      e('brand.confirm', { brand: 'MAIN' }),
      failed('confirmBrand', { code: 'B0001', msg: 'busy' }),
      e('brand.confirm', { brand: 'FLEX' }),
      done('confirmBrand', lastLeg),
      e('next'),
      e('next'),
      e('seats.skip'),
      done('confirmSeats', a.seats),
      e('ack.toggle'),
      e('order.confirm'),
      failed('confirmOrder', { code: 'B0001', msg: 'busy' }),
      e('order.confirm'),
      failed('confirmOrder', { code: 'B0001', msg: 'busy' }),
      e('back'),
      e('seats.skip'),
    ],
  ],
  [
    'a seat taken by a companion moves to them; the map of a segment opened again loads afresh',
    [
      ...reviewed.slice(0, -2),
      e('seats.travel'),
      e('seat.segment', { segmentIndex: 0 }),
      done('chooseSeat', a.seatMap),
      e('seat.pick', { seat: { segmentIndex: 0, passengerIndex: 0, seatNo: '31A' } }),
      e('seat.pick', { seat: { segmentIndex: 0, passengerIndex: 2, seatNo: '31C' } }),
      e('seat.pick', { seat: { segmentIndex: 0, passengerIndex: 0, seatNo: '31C' } }),
      e('back'),
      e('seat.segment', { segmentIndex: 0 }),
      done('chooseSeat', a.seatMap),
      e('seat.pick', { seat: { segmentIndex: 0, passengerIndex: 2, seatNo: '31A' } }),
      e('seats.submit'),
      done('confirmSeats', a.seats),
    ],
  ],
  ['the acknowledgement is asked again after the seats change', [...reviewed, e('ack.toggle'), e('back'), e('seats.skip'), done('confirmSeats', a.seats), e('ack.toggle'), e('order.confirm')]],
];

describe('the date change statechart', () => {
  it.each(scenarios)('%s', async (_, events) => {
    expect((await runChecked(dateChange, dateChange.inputs![0], events)).failures).toEqual([]);
  });
});
