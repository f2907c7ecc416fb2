import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import { atCounter, checkIn, checkInAnswers as a } from './check-in-model';
import type { ModelEvent } from './path-generator';

/** Longer check-in paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const e = (type: string, payload: Record<string, unknown> = {}): ModelEvent => ({ type, ...payload });
const [signedIn, guest] = checkIn.inputs!;

const chosen = [done('loadTrips', a.ticket.segments), e('segment.select', { orderId: 7, segmentIndex: 0 }), done('confirmFlight', a.flightAnswer), e('passenger.toggle', { psgId: 1 }), e('passenger.toggle', { psgId: 0 }), e('next'), done('confirmPassengers', a.chosen)];
const seated = [...chosen, e('next'), done('checkHongKong', a.hkFine), e('terms.toggle'), e('next'), done('querySeats', a.seatMap), e('seat.pick', { seat: { psgId: 1, seatNo: '12A' } }), e('next'), done('confirmSeats', a.seats)];
const checkedIn = [...seated, done('queryLuggage', a.luggage), e('luggage.open'), e('back'), e('dangerous.toggle'), e('next'), done('confirmAux', a.aux), e('confirm'), done('confirmCheckIn', a.checkedIn)];

const scenarios: [string, ModelEvent[], unknown][] = [
  [
    'two passengers check in with their seats, each step sending the key the one before answered; both check-ins are cancelled one by one',
    [...checkedIn, e('cancel', { checkInId: 32 }), e('back'), e('cancel', { checkInId: 32 }), e('cancel.confirm'), done('cancelCheckIn', a.cancelled), e('cancel', { checkInId: 31 }), e('cancel.confirm'), done('cancelCheckIn', a.cancelled)],
    signedIn,
  ],
  [
    'a document Hong Kong does not accept keeps the passengers on their information until it is corrected',
    [...chosen, e('next'), done('checkHongKong', a.hkProblem), e('documents.edit'), e('documents.save', { passengers: [] }), done('updateDocuments', a.updated), e('next'), done('checkHongKong', a.hkFine), e('terms.toggle'), e('terms.toggle'), e('terms.toggle'), e('next')],
    signedIn,
  ],
  [
    'a guest finds the booking by ticket and name; the segment is confirmed with the ticket key',
    [e('ticket.find', { request: { ticketNo: '9990000000000', lastName: 'chan', firstName: 'p0' } }), done('findTicket', a.ticket), e('segment.select', { orderId: 7, segmentIndex: 0 }), done('confirmFlight', a.flightAnswer), e('back'), e('segment.select', { orderId: 7, segmentIndex: 0 })],
    guest,
  ],
  ['the server sends the passengers to the counter at the check-in itself', [...checkedIn.slice(0, -1), { type: 'xstate.error.actor.confirmCheckIn', error: atCounter }], signedIn],
  [
    'going back from the seats to the terms and on again asks for the seat map with the documents key again, and keeps the seats chosen only from the new map',
    [...seated.slice(0, -3), e('back'), e('next'), done('querySeats', a.seatMap), e('seat.pick', { seat: { psgId: 0, seatNo: '12A' } }), e('seat.pick', { seat: { psgId: 1, seatNo: '12A' } }), e('seat.pick', { seat: { psgId: 0, seatNo: '12C' } }), e('next'), failed('confirmSeats', { code: 'B0105', msg: 'taken' }), e('back'), e('next'), done('querySeats', a.seatMap)],
    signedIn,
  ],
  [
    'an exit-row seat is refused to the child, asked of the adult: declined it stays free, accepted it is theirs and the seats sent are those',
    [
      ...seated.slice(0, -2),
      e('seat.pick', { seat: { psgId: 1, seatNo: '14A' } }),
      e('seat.pick', { seat: { psgId: 0, seatNo: '14A' } }),
      e('next'),
      e('exitRow.decline'),
      e('seat.pick', { seat: { psgId: 0, seatNo: '14A' } }),
      e('exitRow.accept'),
      e('next'),
    ],
    signedIn,
  ],
];

describe('the check-in statechart', () => {
  it.each(scenarios)('%s', async (_, events, input) => {
    expect((await runChecked(checkIn, input, events)).failures).toEqual([]);
  });
});
