import { assign, setup } from 'xstate';
import { codes } from '../services/schemas/codes';
import type {
  ChangeAddOn,
  ChangeBrandConfirmRequest,
  ChangeBrandQueryResponse,
  ChangeConfirmPassengersRequest,
  ChangeFlightQueryResponse,
  ChangeOrderConfirmResponse,
  ChangeQuote,
  ChangeSeatConfirmRequest,
  ChangeView,
} from '../services/schemas/date-change';
import type { FlightOption, SeatMapResponse } from '../services/schemas/offer';
import { refundChoiceProblem, refundGroupOf } from '../services/schemas/refund';
import { appProvided } from './app-provided';
import type { FlowError } from './error-message';
import { afterTap, busyOn, codeOf, failedWithRetry, stepActions, togglePassenger } from './step-states';

/**
 * A date change (spec sections 3, 4 "Rebooking" and 7 "Date change"): the view of the order, the
 * passengers and legs that change, for each chosen leg a date, a flight and a brand, the changing
 * passengers and what happens to their add-ons, seats (or none), the review, and the order confirm;
 * 2 s after it the change goes on to paying the difference, or is done when nothing is due.
 *
 * What the pages rely on:
 * - Each top-level state is a step (or its call in flight); `state.matches('<step>')` names the page.
 * - `missingOrder`: opened without an order; `contactCustomerService`: a guest (spec section 6);
 *   `notChangeable`: nothing of the order can be changed online; `transitUnderConstruction`: every
 *   chosen leg is a connection (under construction: contact the call centre).
 * - Tag `busy`: a call is in flight; the step's press again there only runs `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message; `retry` sends it again.
 * - `expired`: a step's processKey was older than the page (code B0101): `restart` loads the view afresh.
 * - `flights.soldOut`: the flight chosen is gone (code B0102): it leaves the list, the others stay.
 * - `passenger.toggle` chooses a passenger with those who go with them (an infant and its guardian);
 *   `next` is taken only for a choice the refund's rules allow too (`changeChoiceProblem`).
 * - `order.confirm` is taken only once the add-ons that move and those cancelled were acknowledged.
 */
export type ChangeSeat = ChangeSeatConfirmRequest['seats'][number];

export interface ChosenLeg {
  legIndex: number;
  date: string;
  option: FlightOption;
  brand: string;
}

export interface DateChangeContext {
  orderId: number | null;
  pnr: string | null;
  guest: boolean;
  view: ChangeView | null;
  selected: number[];
  legIndexes: number[];
  /** The processKey each call went on from, per step. */
  passengersKey: string | null;
  flightsKey: string | null;
  brandsKey: string | null;
  brandKey: string | null;
  seatsKey: string | null;
  /** The leg being chosen now, and its new date. */
  legIndex: number | null;
  date: string | null;
  flights: ChangeFlightQueryResponse | null;
  flightKey: string | null;
  brands: ChangeBrandQueryResponse | null;
  brand: string | null;
  /** Each leg's new flight and brand, in the order chosen. */
  chosen: ChosenLeg[];
  quote: ChangeQuote | null;
  seatSegment: number;
  seatMap: Omit<SeatMapResponse, 'processKey'> | null;
  seats: ChangeSeat[];
  acknowledged: boolean;
  change: ChangeOrderConfirmResponse | null;
  error: FlowError | null;
}

export type DateChangeEvent =
  | { type: 'start' }
  | { type: 'passenger.toggle'; psgId: number }
  | { type: 'leg.toggle'; legIndex: number }
  | { type: 'next' }
  | { type: 'date.open' }
  | { type: 'date.pick'; date: string }
  | { type: 'date.submit' }
  | { type: 'flight.select'; flightKey: string }
  | { type: 'brand.confirm'; brand: string }
  | { type: 'addOns.luggage' }
  | { type: 'addOns.food' }
  | { type: 'addOns.insurance' }
  | { type: 'seats.travel' }
  | { type: 'seat.segment'; segmentIndex: number }
  | { type: 'seat.pick'; seat: ChangeSeat }
  | { type: 'seats.submit' }
  | { type: 'seats.skip' }
  | { type: 'ack.toggle' }
  | { type: 'order.confirm' }
  | { type: 'restart' }
  | { type: 'back' }
  | { type: 'retry' };

export interface DateChangeInput {
  orderId: number | null;
  pnr: string | null;
  /** Not logged in: a guest is told to contact customer service (spec section 4). */
  guest: boolean;
}

/** The change goes on to payment, or is done, this long after the order confirm (spec section 4: "it resets after 2 seconds like booking"). */
export const CHANGE_RESET_MS = 2000;

type FlightsInput = { processKey: string; date: string; back: boolean };

const fresh = {
  view: null,
  selected: [],
  legIndexes: [],
  passengersKey: null,
  flightsKey: null,
  brandsKey: null,
  brandKey: null,
  seatsKey: null,
  legIndex: null,
  date: null,
  flights: null,
  flightKey: null,
  brands: null,
  brand: null,
  chosen: [],
  quote: null,
  seatSegment: 0,
  seatMap: null,
  seats: [],
  acknowledged: false,
  change: null,
  error: null,
} satisfies Omit<DateChangeContext, 'orderId' | 'pnr' | 'guest'>;
/** The context of a change with nothing loaded or chosen yet (as at the start and after restart). */
export const dateChangeFresh: Readonly<typeof fresh> = fresh;

/** The passengers as the refund's rules see them: one that cannot change is like one refunded already. */
const asRefund = (view: ChangeView | null) => (view?.passengers ?? []).map((p) => ({ ...p, refunded: !p.changeable }));

/** What stops the choice of passengers and legs (a locale key), or null. */
export function changeChoiceProblem(context: Pick<DateChangeContext, 'view' | 'selected' | 'legIndexes'>): string | null {
  if (context.selected.length === 0) return 'validation.selectPassenger';
  const problem = refundChoiceProblem(asRefund(context.view), new Set(context.selected));
  if (problem) return `refund.problems.${problem}`;
  if (context.legIndexes.length === 0) return 'changeDate.problems.selectLeg';
  const transit = legsChosen(context).filter((l) => l.blocked === 'TRANSIT').length;
  return transit > 0 && transit < context.legIndexes.length ? 'changeDate.problems.transitLeg' : null;
}

const legsChosen = (context: Pick<DateChangeContext, 'view' | 'legIndexes'>) => context.view?.legs.filter((l) => context.legIndexes.includes(l.legIndex)) ?? [];

/** The order's segment indexes of a leg: the legs' segments counted in order. */
const segmentIndexesOf = (view: ChangeView, legIndex: number) => {
  const before = view.legs.filter((l) => l.legIndex < legIndex).reduce((n, l) => n + l.segments.length, 0);
  return view.legs.find((l) => l.legIndex === legIndex)!.segments.map((_, i) => before + i);
};

/** The add-ons of the passengers and legs chosen: what moves to the new trip and what is cancelled. */
export function affectedAddOns(context: Pick<DateChangeContext, 'view' | 'selected' | 'legIndexes'>): ChangeAddOn[] {
  if (!context.view) return [];
  const segments = context.legIndexes.flatMap((l) => segmentIndexesOf(context.view!, l));
  return context.view.addOns.filter(
    (a) => (a.passengerIndex === null || context.selected.includes(a.passengerIndex)) && (a.segmentIndex === null || segments.includes(a.segmentIndex)),
  );
}

/** The new segments, across the chosen legs in order: the seat step's segment indexes. */
export const newSegments = (context: Pick<DateChangeContext, 'chosen'>) => context.chosen.flatMap((l) => l.option.segments);

/** The passengers who may sit on the new flights: the changing ones, infants on a lap. */
export const seatedPassengers = (context: Pick<DateChangeContext, 'view' | 'selected'>) =>
  context.view?.passengers.filter((p) => context.selected.includes(p.psgId) && p.type !== 'INF') ?? [];

/** A step's call failing: an expired page starts again, anything else is the step's failure. */
const failTo = (target: string) =>
  [
    { guard: 'pageExpired', target: '#dateChange.expired', actions: 'fail' },
    { target, actions: 'fail' },
  ] as const;
const soldOutTo = (target: string) => [{ guard: 'soldOut', target: '#dateChange.flights.soldOut', actions: ['fail', 'dropFlight'] }, ...failTo(target)] as const;

/** Next from the passengers, and retry of their failed confirm: only for a choice the rules allow; a connection alone is under construction. */
const choiceNext = [
  { guard: 'onlyTransitChosen', target: '#dateChange.transitUnderConstruction', actions: 'clearError' },
  { guard: 'choiceComplete', target: '#dateChange.confirmingPassengers', actions: 'clearError' },
] as const;

export const dateChangeMachine = setup({
  types: { context: {} as DateChangeContext, events: {} as DateChangeEvent, input: {} as DateChangeInput },
  actors: {
    loadView: appProvided<ChangeView, { orderId: number; pnr: string }>(),
    confirmPassengers: appProvided<{ processKey: string; nextLegIndex: number | null }, ChangeConfirmPassengersRequest>(),
    queryFlights: appProvided<ChangeFlightQueryResponse, FlightsInput>(),
    queryBrands: appProvided<ChangeBrandQueryResponse, { processKey: string; flightKey: string }>(),
    confirmBrand: appProvided<{ processKey: string; nextLegIndex: number | null; quote: ChangeQuote }, ChangeBrandConfirmRequest>(),
    chooseSeat: appProvided<SeatMapResponse, { processKey: string; segmentIndex: number }>(),
    confirmSeats: appProvided<{ processKey: string; quote: ChangeQuote }, ChangeSeatConfirmRequest>(),
    confirmOrder: appProvided<ChangeOrderConfirmResponse, string>(),
  },
  actions: {
    ...stepActions<DateChangeContext, DateChangeEvent>(),
    togglePassenger: togglePassenger<DateChangeContext, DateChangeEvent>((context, psgId) => refundGroupOf(asRefund(context.view), psgId)),
    keepBrand: assign(({ context, event }) => {
      const output = (event as unknown as { output: { processKey: string; quote: ChangeQuote } }).output;
      const leg = { legIndex: context.legIndex!, date: context.date!, option: context.brands!.option, brand: context.brand! };
      return { brandKey: output.processKey, quote: output.quote, chosen: [...context.chosen, leg] };
    }),
    dropFlight: assign({
      flights: ({ context }) => context.flights && { ...context.flights, options: context.flights.options.filter((o) => o.flightKey !== context.flightKey) },
      flightKey: null,
    }),
  },
  guards: {
    isGuest: ({ context }) => context.guest,
    hasOrder: ({ context }) => context.orderId !== null && context.pnr !== null,
    nothingChangeable: ({ event }) => {
      const view = (event as unknown as { output: ChangeView }).output;
      return !view.passengers.some((p) => p.changeable) || !view.legs.some((l) => l.blocked === null || l.blocked === 'TRANSIT');
    },
    choosablePassenger: ({ context, event }) => event.type === 'passenger.toggle' && context.view!.passengers.some((p) => p.psgId === event.psgId && p.changeable),
    choosableLeg: ({ context, event }) =>
      event.type === 'leg.toggle' && context.view!.legs.some((l) => l.legIndex === event.legIndex && (l.blocked === null || l.blocked === 'TRANSIT')),
    choiceComplete: ({ context }) => changeChoiceProblem(context) === null,
    onlyTransitChosen: ({ context }) => changeChoiceProblem(context) === null && legsChosen(context).every((l) => l.blocked === 'TRANSIT'),
    hasDate: ({ context }) => context.date !== null,
    knownFlight: ({ context, event }) => event.type === 'flight.select' && context.flights!.options.some((o) => o.flightKey === event.flightKey),
    knownBrand: ({ context, event }) => event.type === 'brand.confirm' && context.brands!.pairs.some((p) => p.toBrand === event.brand),
    hasNextLeg: ({ event }) => (event as { output?: { nextLegIndex: number | null } }).output?.nextLegIndex != null,
    knownSegment: ({ context, event }) => event.type === 'seat.segment' && event.segmentIndex >= 0 && event.segmentIndex < newSegments(context).length,
    seatable: ({ context, event }) =>
      event.type === 'seat.pick' &&
      event.seat.segmentIndex === context.seatMap?.segmentIndex &&
      seatedPassengers(context).some((p) => p.psgId === event.seat.passengerIndex) &&
      context.seatMap.cabins.some((c) => c.rows.some((r) => r.seats.some((s) => s.seatNo === event.seat.seatNo && s.state === 'available'))),
    hasSeatsChosen: ({ context }) => context.seats.length > 0,
    acknowledged: ({ context }) => context.acknowledged,
    pageExpired: ({ event }) => codeOf(event) === codes.pageExpired,
    soldOut: ({ event }) => codeOf(event) === codes.flightUnavailable,
    amountDue: ({ context }) => context.change!.amountDue > 0,
  },
  delays: { changeReset: CHANGE_RESET_MS },
}).createMachine({
  id: 'dateChange',
  context: ({ input }) => ({ orderId: input.orderId, pnr: input.pnr, guest: input.guest, ...fresh }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isGuest', target: 'contactCustomerService' }, { guard: 'hasOrder', target: 'loadingView' }, { target: 'missingOrder' }],
    },
    missingOrder: { type: 'final', entry: assign({ error: { code: codes.orderNotFound, msg: null } }) },
    contactCustomerService: { type: 'final' },
    loadingView: {
      invoke: {
        id: 'loadView',
        src: 'loadView',
        input: ({ context }) => ({ orderId: context.orderId!, pnr: context.pnr! }),
        onDone: [
          { guard: 'nothingChangeable', target: 'notChangeable', actions: assign({ view: ({ event }) => event.output }) },
          { target: 'view', actions: assign({ view: ({ event }) => event.output }) },
        ],
        onError: { target: 'viewFailed', actions: 'fail' },
      },
    },
    viewFailed: failedWithRetry('loadingView'),
    notChangeable: { type: 'final' },
    /** The order as a change sees it: legs with their fees and blocks, passengers, rules, add-on fates. */
    view: { on: { start: 'passengers' } },
    /** Confirm passengers: who changes and which legs. */
    passengers: {
      initial: 'choosing',
      on: {
        'passenger.toggle': { guard: 'choosablePassenger', actions: 'togglePassenger' },
        'leg.toggle': { guard: 'choosableLeg', actions: assign({ legIndexes: ({ context, event }) => afterTap(context.legIndexes, event.legIndex) }) },
        next: choiceNext,
        back: { target: 'view', actions: 'clearError' },
      },
      states: {
        choosing: {},
        /** The choice may have changed since the call failed: retry goes on only as next does. */
        failed: { tags: ['failed'], on: { retry: choiceNext } },
      },
    },
    confirmingPassengers: {
      ...busyOn('next'),
      invoke: {
        id: 'confirmPassengers',
        src: 'confirmPassengers',
        input: ({ context }) => ({ orderId: context.orderId!, psgIdList: context.selected, legIndexes: context.legIndexes }),
        onDone: {
          target: 'date',
          actions: assign({ passengersKey: ({ event }) => event.output.processKey, legIndex: ({ event }) => event.output.nextLegIndex, date: null, chosen: [] }),
        },
        onError: failTo('passengers.failed'),
      },
    },
    /** Rebooking a connection is under construction: contact the call centre. */
    transitUnderConstruction: { on: { back: 'passengers' } },
    /** The new date of the leg being chosen: the leg's overview, and the calendar. */
    date: {
      initial: 'overview',
      on: {
        'date.pick': { target: '.overview', actions: assign({ date: ({ event }) => event.date, error: null }) },
        'date.submit': { guard: 'hasDate', target: 'flightQuery', actions: 'clearError' },
      },
      states: {
        overview: {
          on: {
            'date.open': 'calendar',
            back: { target: '#dateChange.passengers', actions: assign({ chosen: [], legIndex: null, date: null }) },
          },
        },
        calendar: { on: { back: 'overview' } },
        failed: { tags: ['failed'], on: { retry: { target: '#dateChange.flightQuery', actions: 'clearError' }, back: { target: 'overview', actions: 'clearError' } } },
      },
    },
    /** Flight query: the first chosen leg from the passengers' key, the next from the last brand's. */
    flightQuery: {
      ...busyOn('date.submit'),
      invoke: {
        id: 'queryFlights',
        src: 'queryFlights',
        input: ({ context }) => ({ processKey: context.chosen.length ? context.brandKey! : context.passengersKey!, date: context.date!, back: context.chosen.length > 0 }),
        onDone: { target: 'flights', actions: assign({ flights: ({ event }) => event.output, flightsKey: ({ event }) => event.output.processKey, flightKey: null }) },
        onError: failTo('date.failed'),
      },
    },
    flights: {
      initial: 'choosing',
      on: {
        'flight.select': { guard: 'knownFlight', target: 'brandQuery', actions: assign({ flightKey: ({ event }) => event.flightKey, error: null }) },
        back: { target: 'date', actions: 'clearError' },
      },
      states: {
        choosing: {},
        /** The flight chosen sold out: it has left the list. */
        soldOut: {},
        failed: failedWithRetry('#dateChange.brandQuery'),
      },
    },
    brandQuery: {
      ...busyOn('flight.select'),
      invoke: {
        id: 'queryBrands',
        src: 'queryBrands',
        input: ({ context }) => ({ processKey: context.flightsKey!, flightKey: context.flightKey! }),
        onDone: { target: 'brands', actions: assign({ brands: ({ event }) => event.output, brandsKey: ({ event }) => event.output.processKey, brand: null }) },
        onError: soldOutTo('flights.failed'),
      },
    },
    /** Brands with the change price of each pair. */
    brands: {
      initial: 'choosing',
      on: {
        'brand.confirm': { guard: 'knownBrand', target: 'brandConfirm', actions: assign({ brand: ({ event }) => event.brand, error: null }) },
        back: { target: 'flights', actions: 'clearError' },
      },
      states: {
        choosing: {},
        failed: failedWithRetry('#dateChange.brandConfirm'),
      },
    },
    brandConfirm: {
      ...busyOn('brand.confirm'),
      invoke: {
        id: 'confirmBrand',
        src: 'confirmBrand',
        input: ({ context }) => ({ processKey: context.brandsKey!, flightKey: context.flightKey!, brand: context.brand! }),
        onDone: [
          { guard: 'hasNextLeg', target: 'date', actions: ['keepBrand', assign({ legIndex: ({ event }) => event.output.nextLegIndex, date: null })] },
          { target: 'travellers', actions: 'keepBrand' },
        ],
        onError: soldOutTo('brands.failed'),
      },
    },
    /** The changing passengers, read-only. */
    travellers: {
      on: {
        next: 'addOns',
        back: { target: 'brands', actions: assign({ chosen: ({ context }) => context.chosen.slice(0, -1) }) },
      },
    },
    /** What the change does to each kind of add-on: baggage moves, meals and seats are cancelled, insurance stays. */
    addOns: {
      initial: 'overview',
      on: {
        'addOns.luggage': '.luggage',
        'addOns.food': '.food',
        'addOns.insurance': '.insurance',
      },
      states: {
        overview: { on: { next: '#dateChange.seats', back: '#dateChange.travellers' } },
        luggage: { on: { back: 'overview' } },
        food: { on: { back: 'overview' } },
        insurance: { on: { back: 'overview' } },
      },
    },
    /** Seat choose: the overview, the segment to seat, and its map; or no seats at all. */
    seats: {
      initial: 'overview',
      on: {
        'seats.submit': { guard: 'hasSeatsChosen', target: 'seatConfirm', actions: 'clearError' },
        'seats.skip': { target: 'seatConfirm', actions: assign({ seats: [], error: null }) },
      },
      states: {
        overview: { on: { 'seats.travel': 'travel', back: '#dateChange.addOns' } },
        travel: {
          on: {
            'seat.segment': { guard: 'knownSegment', target: 'map', actions: assign({ seatSegment: ({ event }) => event.segmentIndex, seatMap: null }) },
            back: 'overview',
          },
        },
        map: {
          initial: 'loading',
          on: { back: { target: '#dateChange.seats.travel', actions: 'clearError' } },
          states: {
            loading: {
              tags: ['busy'],
              on: { 'seat.segment': { actions: 'notifyBusy' } },
              invoke: {
                id: 'chooseSeat',
                src: 'chooseSeat',
                input: ({ context }) => ({ processKey: context.brandKey!, segmentIndex: context.seatSegment }),
                onDone: { target: 'choosing', actions: assign({ seatMap: ({ event }) => withoutKey(event.output) }) },
                onError: failTo('loadFailed'),
              },
            },
            loadFailed: failedWithRetry('loading'),
            choosing: {
              on: {
                'seat.pick': {
                  guard: 'seatable',
                  actions: assign({
                    seats: ({ context, event }) => [
                      ...context.seats.filter((s) => !(s.segmentIndex === event.seat.segmentIndex && (s.passengerIndex === event.seat.passengerIndex || s.seatNo === event.seat.seatNo))),
                      event.seat,
                    ],
                  }),
                },
              },
            },
          },
        },
        failed: { tags: ['failed'], on: { retry: { target: '#dateChange.seatConfirm', actions: 'clearError' }, back: { target: 'overview', actions: 'clearError' } } },
      },
    },
    /** Seat confirm: the seats chosen, or none. */
    seatConfirm: {
      tags: ['busy'],
      on: { 'seats.submit': { actions: 'notifyBusy' }, 'seats.skip': { actions: 'notifyBusy' } },
      invoke: {
        id: 'confirmSeats',
        src: 'confirmSeats',
        input: ({ context }) => ({ processKey: context.brandKey!, seats: context.seats }),
        onDone: { target: 'review', actions: assign({ seatsKey: ({ event }) => event.output.processKey, quote: ({ event }) => event.output.quote, acknowledged: false }) },
        onError: failTo('seats.failed'),
      },
    },
    /** The quote, the add-ons that move and those cancelled (acknowledged), and the order confirm. */
    review: {
      initial: 'editing',
      on: {
        'ack.toggle': { actions: assign({ acknowledged: ({ context }) => !context.acknowledged }) },
        'order.confirm': { guard: 'acknowledged', target: 'orderConfirm', actions: 'clearError' },
        back: { target: 'seats', actions: 'clearError' },
      },
      states: {
        editing: {},
        /** The acknowledgement may have been taken back since the call failed: retry goes on only with it. */
        failed: { tags: ['failed'], on: { retry: { guard: 'acknowledged', target: '#dateChange.orderConfirm', actions: 'clearError' } } },
      },
    },
    orderConfirm: {
      ...busyOn('order.confirm'),
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }) => context.seatsKey!,
        onDone: { target: 'confirmed', actions: assign({ change: ({ event }) => event.output }) },
        onError: failTo('review.failed'),
      },
    },
    /** The new order is made; 2 s on, the traveller pays the difference, or the change is done. Tagged 'end' for the funnel. */
    confirmed: {
      tags: ['end'],
      after: { changeReset: [{ guard: 'amountDue', target: 'payDifference' }, { target: 'done' }] },
    },
    /** The payment page of the new order. */
    payDifference: { type: 'final', tags: ['end'] },
    /** Nothing was due: the change is COMPLETED. */
    done: { type: 'final', tags: ['end'] },
    /** The page information expired: the change starts again from the view. */
    expired: { on: { restart: { target: 'loadingView', actions: assign(() => fresh) } } },
  },
});

const withoutKey = ({ processKey: _, ...map }: SeatMapResponse) => map;
