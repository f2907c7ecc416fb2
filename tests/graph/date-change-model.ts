import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { affectedAddOns, changeChoiceProblem, dateChangeFresh, dateChangeMachine, newSegments, type DateChangeInput } from '../../machines/date-change.machine';
import {
  changeBrandConfirmResponseSchema,
  changeBrandQueryResponseSchema,
  changeFlightQueryResponseSchema,
  changeOrderConfirmResponseSchema,
  changeSeatConfirmResponseSchema,
  changeStepSchema,
  changeViewSchema,
  type ChangeView,
} from '../../services/schemas/date-change';
import { seatMapResponseSchema } from '../../services/schemas/offer';
import { booking, errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The date change statechart's model. The order: an adult (0) with the infant (3) in their care,
 * an adult (1) whose ticket already changed, a child (2); the outbound leg (0) may change, the
 * return (1) is a connection (TRANSIT). Who may change together, what each answer holds, and where
 * each event leads are written out here from the spec, apart from the machine.
 */
const segment = booking.option.segments[0]!;
const leg = (legIndex: number, blocked: 'TRANSIT' | null, segments: number) => ({
  legIndex,
  segments: Array.from({ length: segments }, (_, i) => ({ ...segment, flightId: 10 * legIndex + i, brand: 'MAIN', rbd: 'M', cabin: 'Y' })),
  changeFee: blocked ? null : 400,
  blocked,
});
const person = (psgId: number, type: 'ADT' | 'CNN' | 'INF', changeable = true, guardianId: number | null = null) => ({
  psgId,
  type,
  lastName: 'CHAN',
  firstName: `P${psgId}`,
  guardianId,
  changeable,
  status: changeable ? null : ('REFUNDED' as const),
});
const addOn = (kind: 'LUGGAGE' | 'MEAL' | 'SEAT' | 'INSURANCE', segmentIndex: number | null, passengerIndex: number | null, fate: 'MOVED' | 'CANCELLED') => ({
  kind,
  segmentIndex,
  passengerIndex,
  item: kind,
  amount: 100,
  fate,
});
export const view: ChangeView = changeViewSchema.parse({
  orderId: 7,
  orderNo: 'FW20270101000007',
  pnr: 'ABC123',
  currency: 'HKD',
  passengers: [person(0, 'ADT'), person(1, 'ADT', false), person(2, 'CNN'), person(3, 'INF', true, 0)],
  legs: [leg(0, null, 1), leg(1, 'TRANSIT', 2)],
  // Baggage of the outbound leg moves, a seat on it and a meal on the return are cancelled, insurance of the order stays.
  addOns: [addOn('LUGGAGE', 0, 0, 'MOVED'), addOn('SEAT', 0, 2, 'CANCELLED'), addOn('MEAL', 1, 0, 'CANCELLED'), addOn('SEAT', 2, 0, 'CANCELLED'), addOn('LUGGAGE', 0, 1, 'MOVED'), addOn('INSURANCE', null, null, 'MOVED')],
  rules: ['MAIN: Change: HKD 400'],
});
/** An order whose every ticket has changed already. */
const spentView = changeViewSchema.parse({ ...view, passengers: view.passengers.map((p) => ({ ...p, changeable: false, status: 'EXCHANGED' })) });
/** An order whose outbound has flown and whose return is not changeable. */
export const flownView = changeViewSchema.parse({ ...view, legs: [{ ...view.legs[0]!, blocked: 'DEPARTED' }, { ...view.legs[1]!, blocked: 'NOT_CHANGEABLE' }] });
/** An order whose outbound has flown and whose return is a connection. */
export const transitView = changeViewSchema.parse({ ...view, legs: [{ ...view.legs[0]!, blocked: 'DEPARTED' }, view.legs[1]!] });

const quote = (total: number) => ({ currency: 'HKD', fareDifference: total - 400, taxDifference: 0, changeFee: 400, seatAmount: 0, total });
const answers = {
  passengers: changeStepSchema.parse({ processKey: 'key-psg', nextLegIndex: 0 }),
  flights: changeFlightQueryResponseSchema.parse({
    processKey: 'key-flights',
    legIndex: 0,
    currency: 'HKD',
    options: [booking.option, { ...booking.option, flightKey: 'FW203' }],
  }),
  brands: changeBrandQueryResponseSchema.parse({
    processKey: 'key-brands',
    legIndex: 0,
    option: booking.option,
    pairs: [
      { fromBrand: 'MAIN', toBrand: 'MAIN', quote: quote(400) },
      { fromBrand: 'MAIN', toBrand: 'FLEX', quote: quote(900) },
    ],
  }),
  /** The last leg, then a first leg with the return to choose next. */
  brand: [changeBrandConfirmResponseSchema.parse({ processKey: 'key-brand', nextLegIndex: null, quote: quote(900) }), changeBrandConfirmResponseSchema.parse({ processKey: 'key-brand-first', nextLegIndex: 1, quote: quote(400) })],
  seatMap: seatMapResponseSchema.parse({
    processKey: 'key-seat-map',
    segmentIndex: 0,
    flightNo: 'FW201',
    cabins: [
      {
        cabin: 'Y',
        columns: ['A', 'B', 'C'],
        rows: [
          {
            row: 31,
            exit: false,
            seats: [
              { seatNo: '31A', column: 'A', kind: 'window', state: 'available', price: 150 },
              { seatNo: '31B', column: 'B', kind: 'middle', state: 'occupied', price: 0 },
              { seatNo: '31C', column: 'C', kind: 'aisle', state: 'available', price: 100 },
            ],
          },
        ],
      },
    ],
  }),
  seats: changeSeatConfirmResponseSchema.parse({ processKey: 'key-seats', quote: quote(1050) }),
  /** A difference to pay, and a change with nothing due. */
  order: [
    changeOrderConfirmResponseSchema.parse({ changeId: 5, changeNo: 'CH5', status: 'UNPAID', orderId: 8, orderNo: 'FW8', amountDue: 1050, currency: 'HKD', paymentDeadline: '2027-01-01T00:30:00.000Z' }),
    changeOrderConfirmResponseSchema.parse({ changeId: 6, changeNo: 'CH6', status: 'COMPLETED', orderId: 9, orderNo: 'FW9', amountDue: 0, currency: 'HKD', paymentDeadline: '2027-01-01T00:30:00.000Z' }),
  ],
};
export const dateChangeAnswers = answers;
/** The map of the second new segment: the graph opens only that one, so that its paths choose two legs and query the second from the first leg's brand key. */
const returnSeatMap = seatMapResponseSchema.parse({ ...answers.seatMap, processKey: 'key-seat-map-return', segmentIndex: 1 });
export const pageExpired = { code: 'B0101', msg: 'The page information has expired, please search again.' };
export const soldOut = { code: 'B0102', msg: 'This flight is sold out.' };
const seat = { segmentIndex: 1, passengerIndex: 0, seatNo: '31A' };

/** Who goes with whom: an infant and its guardian together. */
const groups: Record<number, number[]> = { 0: [0, 3], 2: [2], 3: [0, 3] };
/** What stops each choice of passengers and legs (spec section 4: infants with their guardian, children never alone; a connection is not changed online). */
function problemOf(selected: number[], legs: number[]): string | null {
  const passengers: Record<string, string | null> = { '': 'validation.selectPassenger', '0,3': 'refund.problems.childAlone', '2': 'refund.problems.childAlone', '0,2,3': null };
  const legProblems: Record<string, string | null> = { '': 'changeDate.problems.selectLeg', '0': null, '1': null, '0,1': 'changeDate.problems.transitLeg' };
  return passengers[selected.join(',')] ?? legProblems[legs.join(',')]!;
}
/** The add-ons of the passengers and legs chosen (the return's segments are 1 and 2). */
function addOnsOf(w: DateChangeWorld) {
  if (!w.view) return [];
  const segments = [...(w.legIndexes.includes(0) ? [0] : []), ...(w.legIndexes.includes(1) ? [1, 2] : [])];
  return w.view.addOns.filter((a) => (a.passengerIndex === null || w.selected.includes(a.passengerIndex)) && (a.segmentIndex === null || segments.includes(a.segmentIndex)));
}

interface DateChangeWorld {
  step: string;
  input: DateChangeInput;
  view: ChangeView | null;
  selected: number[];
  legIndexes: number[];
  keys: Record<'passengers' | 'flights' | 'brands' | 'brand' | 'seats', string | null>;
  legIndex: number | null;
  date: string | null;
  flights: typeof answers.flights | null;
  flightKey: string | null;
  brands: typeof answers.brands | null;
  brand: string | null;
  chosen: { legIndex: number; date: string; option: unknown; brand: string }[];
  quote: unknown;
  seatSegment: number;
  seatMap: unknown;
  seats: (typeof seat)[];
  acknowledged: boolean;
  change: (typeof answers.order)[number] | null;
}

const noKeys = { passengers: null, flights: null, brands: null, brand: null, seats: null };
/** Nothing loaded or chosen yet: the world keeps the steps' keys together, and the failure shown apart. */
const { passengersKey: _p, flightsKey: _f, brandsKey: _bs, brandKey: _b, seatsKey: _s, error: _e, ...nothingChosen } = dateChangeFresh;
const fresh = { ...nothingChosen, keys: noKeys };

const dates = ['2027-01-12', '2027-01-15'];
const at = (w: DateChangeWorld, group: string) => w.step === group || w.step.startsWith(`${group}.`);
const onlyTransit = (w: DateChangeWorld) => problemOf(w.selected, w.legIndexes) === null && w.legIndexes.every((l) => l === 1);
const codeOf = (e: EventObject) => (e as { error?: { code?: string } }).error?.code;
/** Where a failed call of a step goes: an expired page starts again; a sold-out flight leaves the list. */
const failed = (e: EventObject, own: string, soldOutToo = false) => (codeOf(e) === pageExpired.code ? 'expired' : soldOutToo && codeOf(e) === soldOut.code ? 'flights.soldOut' : own);

/** Whether anything of the order may change online: a passenger, and a leg that is not blocked (or a connection, to be told about). */
const changeable = (v: ChangeView) => v.passengers.some((p) => p.changeable) && v.legs.some((l) => l.blocked === null || l.blocked === 'TRANSIT');
const finals = ['missingOrder', 'contactCustomerService', 'notChangeable', 'payDifference', 'done'];

/** The step after an event the statechart took. */
function stepAfter(w: DateChangeWorld, e: EventObject & Record<string, any>): string {
  const done = (id: string) => e.type === `xstate.done.actor.${id}`;
  const error = (id: string) => e.type === `xstate.error.actor.${id}`;
  const s = w.step;
  if (s === 'loadingView') return done('loadView') ? (changeable(e.output) ? 'view' : 'notChangeable') : error('loadView') ? 'viewFailed' : s;
  if (s === 'viewFailed' && e.type === 'retry') return 'loadingView';
  if (s === 'view' && e.type === 'start') return 'passengers.choosing';
  if (at(w, 'passengers')) {
    // Retry of a failed confirm goes on as next does: the choice may have changed since.
    if (e.type === 'next' || (e.type === 'retry' && s === 'passengers.failed'))
      return onlyTransit(w) ? 'transitUnderConstruction' : problemOf(w.selected, w.legIndexes) === null ? 'confirmingPassengers' : s;
    if (e.type === 'back') return 'view';
  }
  if (s === 'confirmingPassengers') return done('confirmPassengers') ? 'date.overview' : error('confirmPassengers') ? failed(e, 'passengers.failed') : s;
  if (s === 'transitUnderConstruction' && e.type === 'back') return 'passengers.choosing';
  if (at(w, 'date')) {
    if (e.type === 'date.pick') return 'date.overview';
    if (e.type === 'date.submit' && w.date !== null) return 'flightQuery';
    const moves: Record<string, Record<string, string>> = {
      'date.overview': { 'date.open': 'date.calendar', back: 'passengers.choosing' },
      'date.calendar': { back: 'date.overview' },
      'date.failed': { retry: 'flightQuery', back: 'date.overview' },
    };
    return moves[s]?.[e.type] ?? s;
  }
  if (s === 'flightQuery') return done('queryFlights') ? 'flights.choosing' : error('queryFlights') ? failed(e, 'date.failed') : s;
  if (at(w, 'flights')) {
    if (e.type === 'flight.select' && w.flights!.options.some((o) => o.flightKey === e.flightKey)) return 'brandQuery';
    if (e.type === 'back') return 'date.overview';
    if (e.type === 'retry' && s === 'flights.failed') return 'brandQuery';
  }
  if (s === 'brandQuery') return done('queryBrands') ? 'brands.choosing' : error('queryBrands') ? failed(e, 'flights.failed', true) : s;
  if (at(w, 'brands')) {
    if (e.type === 'brand.confirm' && w.brands!.pairs.some((p) => p.toBrand === e.brand)) return 'brandConfirm';
    if (e.type === 'back') return 'flights.choosing';
    if (e.type === 'retry' && s === 'brands.failed') return 'brandConfirm';
  }
  if (s === 'brandConfirm') return done('confirmBrand') ? (e.output.nextLegIndex !== null ? 'date.overview' : 'travellers') : error('confirmBrand') ? failed(e, 'brands.failed', true) : s;
  if (s === 'travellers') return { next: 'addOns.overview', back: 'brands.choosing' }[e.type] ?? s;
  if (at(w, 'addOns')) {
    const kinds: Record<string, string> = { 'addOns.luggage': 'addOns.luggage', 'addOns.food': 'addOns.food', 'addOns.insurance': 'addOns.insurance' };
    if (kinds[e.type]) return kinds[e.type]!;
    if (s === 'addOns.overview') return { next: 'seats.overview', back: 'travellers' }[e.type] ?? s;
    return e.type === 'back' ? 'addOns.overview' : s;
  }
  if (at(w, 'seats')) {
    if (e.type === 'seats.skip' || (e.type === 'seats.submit' && w.seats.length > 0)) return 'seatConfirm';
    if (s.startsWith('seats.map')) {
      if (e.type === 'back') return 'seats.travel';
      if (s === 'seats.map.loading') return done('chooseSeat') ? 'seats.map.choosing' : error('chooseSeat') ? failed(e, 'seats.map.loadFailed') : s;
      if (s === 'seats.map.loadFailed' && e.type === 'retry') return 'seats.map.loading';
      return s;
    }
    if (s === 'seats.travel' && e.type === 'seat.segment' && e.segmentIndex >= 0 && e.segmentIndex < w.chosen.length) return 'seats.map.loading';
    const moves: Record<string, Record<string, string>> = {
      'seats.overview': { 'seats.travel': 'seats.travel', back: 'addOns.overview' },
      'seats.travel': { back: 'seats.overview' },
      'seats.failed': { retry: 'seatConfirm', back: 'seats.overview' },
    };
    return moves[s]?.[e.type] ?? s;
  }
  if (s === 'seatConfirm') return done('confirmSeats') ? 'review.editing' : error('confirmSeats') ? failed(e, 'seats.failed') : s;
  if (at(w, 'review')) {
    if ((e.type === 'order.confirm' || (e.type === 'retry' && s === 'review.failed')) && w.acknowledged) return 'orderConfirm';
    if (e.type === 'back') return 'seats.overview';
  }
  if (s === 'orderConfirm') return done('confirmOrder') ? 'confirmed' : error('confirmOrder') ? failed(e, 'review.failed') : s;
  if (s === 'confirmed' && e.type.startsWith('xstate.after.')) return w.change!.amountDue > 0 ? 'payDifference' : 'done';
  if (s === 'expired' && e.type === 'restart') return 'loadingView';
  return s;
}

const toggle = (list: number[], items: number[]) =>
  list.includes(items[0]!) ? list.filter((x) => !items.includes(x)) : [...list.filter((x) => !items.includes(x)), ...items].sort((a, b) => a - b);

/** What the statechart keeps after an event it took in the step before. */
function valuesAfter(w: DateChangeWorld, e: EventObject & Record<string, any>, next: string): DateChangeWorld {
  const s = w.step;
  switch (e.type) {
    case 'passenger.toggle':
      return at(w, 'passengers') && [0, 2, 3].includes(e.psgId) ? { ...w, selected: toggle(w.selected, groups[e.psgId]!) } : w;
    case 'leg.toggle':
      return at(w, 'passengers') && w.view!.legs.some((l) => l.legIndex === e.legIndex && (l.blocked === null || l.blocked === 'TRANSIT'))
        ? { ...w, legIndexes: toggle(w.legIndexes, [e.legIndex]) }
        : w;
    case 'back':
      if (s === 'date.overview') return { ...w, chosen: [], legIndex: null, date: null };
      if (s === 'travellers') return { ...w, chosen: w.chosen.slice(0, -1) };
      return w;
    case 'date.pick':
      return at(w, 'date') ? { ...w, date: e.date } : w;
    case 'flight.select':
      return at(w, 'flights') && next === 'brandQuery' ? { ...w, flightKey: e.flightKey } : w;
    case 'brand.confirm':
      return at(w, 'brands') && next === 'brandConfirm' ? { ...w, brand: e.brand } : w;
    case 'seat.segment':
      return s === 'seats.travel' && next === 'seats.map.loading' ? { ...w, seatSegment: e.segmentIndex, seatMap: null } : w;
    case 'seat.pick': {
      const taken = s === 'seats.map.choosing' && e.seat.segmentIndex === w.seatSegment && ['31A', '31C'].includes(e.seat.seatNo) && [0, 2].includes(e.seat.passengerIndex) && w.selected.includes(e.seat.passengerIndex);
      const rest = w.seats.filter((x) => !(x.segmentIndex === e.seat.segmentIndex && (x.passengerIndex === e.seat.passengerIndex || x.seatNo === e.seat.seatNo)));
      return taken ? { ...w, seats: [...rest, e.seat] } : w;
    }
    case 'seats.skip':
      return at(w, 'seats') ? { ...w, seats: [] } : w;
    case 'ack.toggle':
      return at(w, 'review') ? { ...w, acknowledged: !w.acknowledged } : w;
    case 'restart':
      return s === 'expired' ? { ...w, ...fresh } : w;
    case 'xstate.done.actor.loadView':
      return { ...w, view: e.output };
    case 'xstate.done.actor.confirmPassengers':
      return { ...w, keys: { ...w.keys, passengers: e.output.processKey }, legIndex: e.output.nextLegIndex, date: null, chosen: [] };
    case 'xstate.done.actor.queryFlights':
      return { ...w, flights: e.output, keys: { ...w.keys, flights: e.output.processKey }, flightKey: null };
    case 'xstate.done.actor.queryBrands':
      return { ...w, brands: e.output, keys: { ...w.keys, brands: e.output.processKey }, brand: null };
    case 'xstate.done.actor.confirmBrand': {
      const chosen = [...w.chosen, { legIndex: w.legIndex!, date: w.date!, option: w.brands!.option, brand: w.brand! }];
      const more = e.output.nextLegIndex !== null ? { legIndex: e.output.nextLegIndex, date: null } : {};
      return { ...w, keys: { ...w.keys, brand: e.output.processKey }, quote: e.output.quote, chosen, ...more };
    }
    case 'xstate.done.actor.chooseSeat':
      return { ...w, seatMap: (({ processKey: _, ...map }) => map)(e.output) };
    case 'xstate.done.actor.confirmSeats':
      return { ...w, keys: { ...w.keys, seats: e.output.processKey }, quote: e.output.quote, acknowledged: false };
    case 'xstate.done.actor.confirmOrder':
      return { ...w, change: e.output };
  }
  if (next === 'flights.soldOut') return { ...w, flights: { ...w.flights!, options: w.flights!.options.filter((o) => o.flightKey !== w.flightKey) }, flightKey: null };
  return w;
}

function after(w: DateChangeWorld, e: EventObject) {
  const next = stepAfter(w, e as EventObject & Record<string, any>);
  return { ...valuesAfter(w, e as EventObject & Record<string, any>, next), step: next };
}

const events = {
  passengers: { type: 'next' },
  date: { type: 'date.submit' },
  flight: { type: 'flight.select', flightKey: 'FW201' },
  brand: { type: 'brand.confirm', brand: 'FLEX' },
  segment: { type: 'seat.segment', segmentIndex: 1 },
  seats: { type: 'seats.submit' },
  order: { type: 'order.confirm' },
};

export const dateChange: PathModel<DateChangeWorld> = {
  name: 'date-change',
  machine: dateChangeMachine,
  // Opened from an order, by a guest, and without an order.
  inputs: [
    { orderId: 7, pnr: 'ABC123', guest: false },
    { orderId: 7, pnr: 'ABC123', guest: true },
    { orderId: null, pnr: null, guest: false },
    { orderId: 7, pnr: null, guest: false },
  ] satisfies DateChangeInput[],
  events: [
    { type: 'start' },
    ...[0, 2, 3].map((psgId) => ({ type: 'passenger.toggle', psgId })),
    ...[0, 1].map((legIndex) => ({ type: 'leg.toggle', legIndex })),
    events.passengers,
    { type: 'date.open' },
    ...dates.map((date) => ({ type: 'date.pick', date })),
    events.date,
    events.flight,
    { type: 'flight.select', flightKey: 'FW203' },
    events.brand,
    { type: 'addOns.luggage' },
    { type: 'addOns.food' },
    { type: 'addOns.insurance' },
    { type: 'seats.travel' },
    events.segment,
    { type: 'seat.pick', seat },
    { type: 'seat.pick', seat: { ...seat, passengerIndex: 2 } },
    events.seats,
    { type: 'seats.skip' },
    { type: 'ack.toggle' },
    events.order,
    { type: 'restart' },
    { type: 'back' },
    { type: 'retry' },
  ],
  outputs: {
    loadView: [view, spentView, flownView],
    confirmPassengers: [answers.passengers],
    queryFlights: [answers.flights],
    queryBrands: [answers.brands],
    confirmBrand: answers.brand,
    chooseSeat: [returnSeatMap],
    confirmSeats: [answers.seats],
    confirmOrder: answers.order,
  },
  errors: {
    loadView: [errors.busy, errors.offline],
    confirmPassengers: [errors.busy],
    queryFlights: [errors.noMessage],
    queryBrands: [errors.busy],
    confirmBrand: [errors.offline],
    chooseSeat: [errors.busy],
    confirmSeats: [errors.busy],
    confirmOrder: [errors.noMessage],
  },
  // An expired page starts again; a sold-out flight leaves the list: shown, but not a failure to retry.
  quietErrors: {
    confirmPassengers: [pageExpired],
    queryFlights: [pageExpired],
    queryBrands: [soldOut, pageExpired],
    confirmBrand: [soldOut, pageExpired],
    chooseSeat: [pageExpired],
    confirmSeats: [pageExpired],
    confirmOrder: [pageExpired],
  },
  keyOf: (c) => [
    c.selected.join(','),
    c.legIndexes.join(','),
    c.date !== null,
    // The seat step's segments (at most the two the paths open a map of): the second is there only once two legs are chosen.
    Math.min(newSegments(c).length, 2),
    c.flights?.options.length ?? 0,
    c.seats.length > 0,
    c.acknowledged,
    c.change ? c.change.amountDue > 0 : null,
  ],
  world: { initial: (input) => ({ step: initialStep(input as DateChangeInput), input: input as DateChangeInput, ...fresh }), after },
  step: (w) => w.step,
  expectedInput: (id, w) => {
    const calls: Record<string, () => unknown> = {
      loadView: () => ({ orderId: w.input.orderId, pnr: w.input.pnr }),
      // Only a choice the rules allow is confirmed, and only once the add-ons' fates were acknowledged is the order.
      confirmPassengers: () => (problemOf(w.selected, w.legIndexes) === null ? { orderId: w.input.orderId, psgIdList: w.selected, legIndexes: w.legIndexes } : noCall),
      queryFlights: () => ({ processKey: w.chosen.length ? w.keys.brand : w.keys.passengers, date: w.date, back: w.chosen.length > 0 }),
      queryBrands: () => ({ processKey: w.keys.flights, flightKey: w.flightKey }),
      confirmBrand: () => ({ processKey: w.keys.brands, flightKey: w.flightKey, brand: w.brand }),
      chooseSeat: () => ({ processKey: w.keys.brand, segmentIndex: w.seatSegment }),
      confirmSeats: () => ({ processKey: w.keys.brand, seats: w.seats }),
      confirmOrder: () => (w.acknowledged ? w.keys.seats : noCall),
    };
    return calls[id]?.() ?? noCall;
  },
  timers: { 'dateChange.confirmed': 2000 },
  submits: {
    'dateChange.confirmingPassengers': events.passengers,
    'dateChange.flightQuery': events.date,
    'dateChange.brandQuery': events.flight,
    'dateChange.brandConfirm': events.brand,
    'dateChange.seats.map.loading': events.segment,
    'dateChange.seatConfirm': events.seats,
    'dateChange.orderConfirm': events.order,
  },
  showsError: (s: AnyMachineSnapshot) => s.hasTag('failed') || s.matches('missingOrder') || s.matches('expired') || s.matches({ flights: 'soldOut' }),
  refused: (w) => [
    { type: 'passenger.toggle', psgId: 1 },
    { type: 'passenger.toggle', psgId: 9 },
    { type: 'leg.toggle', legIndex: 5 },
    { type: 'flight.select', flightKey: 'FW999' },
    { type: 'brand.confirm', brand: 'NOPE' },
    { type: 'seat.segment', segmentIndex: -1 },
    { type: 'seat.segment', segmentIndex: w.chosen.length },
    // On the map shown: a seat of another segment, an occupied seat, the infant (on a lap) and a passenger who does not change.
    { type: 'seat.pick', seat: { ...seat, segmentIndex: w.seatSegment + 1 } },
    { type: 'seat.pick', seat: { ...seat, segmentIndex: w.seatSegment, seatNo: '31B' } },
    { type: 'seat.pick', seat: { ...seat, segmentIndex: w.seatSegment, passengerIndex: 3 } },
    { type: 'seat.pick', seat: { ...seat, segmentIndex: w.seatSegment, passengerIndex: 1 } },
    // Neither next nor the retry of a failed confirm goes on with a choice the rules do not allow, nor without the acknowledgement.
    ...(at(w, 'passengers') && problemOf(w.selected, w.legIndexes) !== null ? [events.passengers, { type: 'retry' }] : []),
    ...(w.date === null ? [events.date] : []),
    ...(w.seats.length === 0 && at(w, 'seats') ? [events.seats] : []),
    ...(!w.acknowledged ? [events.order, ...(at(w, 'review') ? [{ type: 'retry' }] : [])] : []),
  ],
  view: {
    of: (s) => ({
      view: s.context.view,
      selected: s.context.selected,
      legIndexes: s.context.legIndexes,
      problem: changeChoiceProblem(s.context),
      addOns: affectedAddOns(s.context),
      legIndex: s.context.legIndex,
      date: s.context.date,
      flights: s.context.flights?.options.map((o: { flightKey: string }) => o.flightKey) ?? null,
      flightKey: s.context.flightKey,
      pairs: s.context.brands?.pairs ?? null,
      brand: s.context.brand,
      chosen: s.context.chosen,
      segments: newSegments(s.context).map((x) => x.flightNo),
      final: s.status === 'done',
      end: s.hasTag('end'),
      missing: s.matches('missingOrder') ? s.context.error : null,
      quote: s.context.quote,
      seatMap: s.context.seatMap,
      seats: s.context.seats,
      acknowledged: s.context.acknowledged,
      change: s.context.change,
    }),
    expected: (w) => ({
      view: w.view,
      selected: w.selected,
      legIndexes: w.legIndexes,
      problem: problemOf(w.selected, w.legIndexes),
      addOns: addOnsOf(w),
      legIndex: w.legIndex,
      date: w.date,
      flights: w.flights?.options.map((o) => o.flightKey) ?? null,
      flightKey: w.flightKey,
      pairs: w.brands?.pairs ?? null,
      brand: w.brand,
      chosen: w.chosen,
      segments: w.chosen.map(() => segment.flightNo),
      final: finals.includes(w.step),
      end: ['confirmed', 'payDifference', 'done'].includes(w.step),
      missing: w.step === 'missingOrder' ? { code: 'O00001', msg: null } : null,
      quote: w.quote,
      seatMap: w.seatMap,
      seats: w.seats,
      acknowledged: w.acknowledged,
      change: w.change,
    }),
  },
};

function initialStep(input: DateChangeInput) {
  if (input.guest) return 'contactCustomerService';
  return input.orderId === null || input.pnr === null ? 'missingOrder' : 'loadingView';
}
