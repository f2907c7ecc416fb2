import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import { booking as b, errors, payment as p, returnLeg } from './fixtures';
import { models } from './models';
import type { ModelEvent } from './path-generator';

/**
 * Longer paths than the shortest ones the graph gives, for rules that show only after several steps
 * (another seat for the same passenger, going back over legs, a countdown of several seconds), run
 * with the same checks as the generated paths.
 */
const model = (name: string) => models.find((m) => m.name === name)!;
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });

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
  { type: 'passengers.submit', passengers: b.passengers, contact: b.contact, privacyConsent: true },
  done('confirmPassengers', b.passengersAnswer),
  { type: 'extras.luggage' },
  { type: 'extras.change', extras: b.extras },
  { type: 'back' },
  { type: 'extras.submit' },
  done('confirmExtras', b.extrasAnswer),
  { type: 'seat.segment', segmentIndex: 0 },
  done('loadSeatMap', b.seatMap),
];

/** The payment page's inputs: a fresh page, one whose address names a payment, and the provider's return. */
const freshPage = { orderId: 1 };
const walletNamed = { orderId: 1, payment: { provider: 'wallet', paymentId: 'PAY-QR' } };
const cardNamed = { orderId: 1, payment: { provider: 'card', paymentId: 'PAY-CARD' }, opensPayPage: true };
const cardReturned = { orderId: 1, payment: { provider: 'card', paymentId: 'PAY-CARD' }, returned: true };

/** Statechart, what the path shows, its events, and the input it starts from (the booking has none). */
const scenarios: [string, string, ModelEvent[], unknown?][] = [
  [
    'booking',
    'another seat for the same passenger replaces the first; each segment keeps its own; the order follows the promotion code',
    [
      ...toSeats,
      { type: 'seat.pick', seat: b.seat },
      { type: 'seat.pick', seat: { ...b.seat, seatNo: '32C' } },
      { type: 'seat.pick', seat: b.exitSeat },
      { type: 'seat.segment', segmentIndex: 1 },
      done('loadSeatMap', { ...b.seatMap, segmentIndex: 1 }),
      { type: 'seat.pick', seat: { ...b.seat, segmentIndex: 1 } },
      { type: 'seats.submit' },
      done('confirmSeats', b.seatsAnswer),
      { type: 'promo.apply', code: b.promoCode },
      done('applyPromo', b.promoAnswer),
      { type: 'order.confirm' },
      done('confirmOrder', b.order),
    ],
  ],
  [
    'booking',
    'failures without a response or without a message are shown by their code, and retried',
    [
      { type: 'search.submit', search: b.search },
      { type: 'xstate.error.actor.searchFlights', error: errors.offline },
      { type: 'retry' },
      done('searchFlights', b.searchAnswer),
      ...chooseFare(b.brandAnswers[1]),
      done('loadSavedPassengers', b.savedPassengers),
      { type: 'passengers.submit', passengers: b.passengers, contact: b.contact, privacyConsent: true },
      done('confirmPassengers', b.passengersAnswer),
      { type: 'extras.submit' },
      { type: 'xstate.error.actor.confirmExtras', error: errors.noMessage },
      { type: 'retry' },
      done('confirmExtras', b.extrasAnswer),
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
      done('searchNextLeg', b.nextLegAgainAnswer),
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
    "each leg's flights come a page at a time: the next leg's from its own search key, kept when going back to the leg before",
    [
      ...search,
      ...chooseFare(b.brandAnswers[0]),
      done('searchNextLeg', b.nextLegAnswer),
      { type: 'flights.more' },
      fail('searchMoreFlights', errors.offline),
      { type: 'retry' },
      done('searchMoreFlights', b.lastPageAnswers[1]),
      { type: 'back' },
      { type: 'flights.more' },
      done('searchMoreFlights', b.lastPageAnswers[0]),
      ...chooseFare(b.brandAnswers[0]),
      done('searchNextLeg', b.nextLegAgainAnswer),
    ],
  ],
  [
    'booking',
    'skipped seats are dropped; new passengers keep the extras and seats chosen, after a document warning is confirmed',
    [
      ...toSeats,
      { type: 'seat.pick', seat: b.seat },
      { type: 'seats.skip' },
      { type: 'back' },
      { type: 'seats.submit' },
      { type: 'back' },
      { type: 'seat.segment', segmentIndex: 0 },
      done('loadSeatMap', b.seatMap),
      { type: 'seat.pick', seat: b.seat },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
      { type: 'passengers.submit', passengers: b.passengers, contact: b.contact, privacyConsent: true },
      done('confirmPassengers', b.passengersWarnedAnswer),
      { type: 'documents.change' },
      { type: 'passengers.submit', passengers: b.passengers, contact: b.contact, privacyConsent: true },
      done('confirmPassengers', b.passengersWarnedAnswer),
      { type: 'documents.confirm' },
      { type: 'extras.submit' },
      done('confirmExtras', b.extrasAnswer),
      { type: 'seats.submit' },
      done('confirmSeats', b.seatsAnswer),
      { type: 'order.confirm' },
      done('confirmOrder', b.order),
    ],
  ],
  [
    'booking',
    "the return leg lists its own flights and its fare is confirmed from the return search's key",
    [
      ...search,
      ...chooseFare(b.brandAnswers[0]),
      done('searchNextLeg', returnLeg.answer),
      { type: 'flight.select', flightKey: returnLeg.flightKey },
      { type: 'brand.confirm', brand: 'MAIN' },
      done('confirmBrand', b.brandAnswers[1]),
      done('loadSavedPassengers', b.savedPassengers),
    ],
  ],
  [
    'booking',
    'seats skipped after they were priced, and a code applied: the order is at the extras price again, without the code',
    [
      ...toSeats,
      { type: 'seat.pick', seat: b.seat },
      { type: 'seats.submit' },
      done('confirmSeats', b.seatsAnswer),
      { type: 'promo.apply', code: b.promoCode },
      done('applyPromo', b.promoAnswer),
      { type: 'back' },
      { type: 'seats.skip' },
      { type: 'order.confirm' },
      done('confirmOrder', b.order),
      { type: 'xstate.after.orderReset.booking.ordered' },
    ],
  ],
  [
    'booking',
    "a guest's order is confirmed with the e-mailed code: the same code again on retry, a new one when confirmed again",
    [
      ...toSeats,
      { type: 'seats.skip' },
      { type: 'order.confirm', emailCode: '123456' },
      fail('confirmOrder', errors.busy),
      { type: 'retry' },
      fail('confirmOrder', errors.busy),
      { type: 'order.confirm', emailCode: '654321' },
      done('confirmOrder', b.order),
    ],
  ],
  [
    'booking',
    'back from a seat map that failed to load: the overview shows no failure, and another segment loads',
    [...toSeats, { type: 'back' }, { type: 'seat.segment', segmentIndex: 1 }, fail('loadSeatMap', errors.busy), { type: 'back' }, { type: 'seat.segment', segmentIndex: 1 }, done('loadSeatMap', { ...b.seatMap, segmentIndex: 1 })],
  ],
  [
    'payment-countdown',
    'an order that could no longer be paid is loaded again: expired, it has no time left',
    [done('loadOrder', p.order('UNPAID')), { type: 'pay.submit', provider: 'card', channel: 'card' }, fail('prepay', errors.notPayable), done('loadOrder', p.order('EXPIRED'))],
    freshPage,
  ],
  [
    'payment-countdown',
    'a QR payment with 1 s left: the poll takes the last second, and the declined answer finds the order expired',
    [
      done('loadOrder', p.order('UNPAID', 1)),
      { type: 'pay.submit', provider: 'wallet', channel: 'qrcode' },
      done('prepay', p.prepayment(true)),
      { type: 'xstate.after.pollInterval.paymentCountdown.awaitingPayment' },
      done('checkPayment', p.status('PAY-QR', 'DECLINED')),
    ],
    freshPage,
  ],
  [
    'payment-countdown',
    "a payment declined on the provider's return with 1 s left counts that second down, then expires",
    [done('loadOrder', p.order('UNPAID', 1)), done('checkPayment', p.status('PAY-CARD', 'DECLINED')), { type: 'xstate.after.second.paymentCountdown.counting' }],
    cardReturned,
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
      { type: 'xstate.after.pollInterval.paymentCountdown.awaitingPayment' },
    ],
    freshPage,
  ],
  [
    'payment-countdown',
    'a page whose address names a wallet payment shows its QR code again and asks after it',
    [
      done('loadOrder', p.order('UNPAID')),
      done('resumePayment', { payUrl: '/sandbox-pay/PAY-QR', qrCode: 'data:image/svg+xml;base64,' }),
      { type: 'xstate.after.pollInterval.paymentCountdown.awaitingPayment' },
      done('checkPayment', p.status('PAY-QR', 'SUCCEEDED')),
    ],
    walletNamed,
  ],
  [
    'payment-countdown',
    'the hand-off opens the hosted page by itself once, and again when asked',
    [
      done('loadOrder', p.order('UNPAID')),
      done('resumePayment', { payUrl: '/sandbox-pay/PAY-CARD' }),
      { type: 'xstate.after.handOff.paymentCountdown.handOff.opening' },
      { type: 'pay.open' },
      { type: 'pay.cancel' },
    ],
    cardNamed,
  ],
  [
    'payment-countdown',
    'the return from the provider asks for the outcome at once: a declined card goes back to choosing, with its reason',
    [done('loadOrder', p.order('UNPAID')), done('checkPayment', { ...p.status('PAY-CARD', 'DECLINED'), failureReason: 'insufficient funds' })],
    cardReturned,
  ],
  [
    'payment-countdown',
    'a payment named by the address and no longer pending has its outcome asked for',
    [done('loadOrder', p.order('UNPAID')), fail('resumePayment', { code: 'I0003', msg: 'This payment is no longer pending.' }), done('checkPayment', p.status('PAY-QR', 'PENDING'))],
    walletNamed,
  ],
];

describe.each(scenarios)('the %s statechart', (name, _, events, input) => {
  it(_, async () => {
    expect((await runChecked(model(name), input, events)).failures).toEqual([]);
  });
});
