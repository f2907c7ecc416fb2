import { and, assign, setup } from 'xstate';
import { codes } from '../services/schemas/codes';
import type {
  CheckInDocument,
  CheckInDocumentsResponse,
  CheckInLuggage,
  CheckInPassenger,
  CheckInResult,
  CheckInSeatMap,
  CheckInSegment,
  ConfirmCheckInPassengersRequest,
  ConfirmCheckInResponse,
  ConfirmCheckInSeatRequest,
  ConfirmFlightRequest,
  ConfirmFlightResponse,
  DetrTicketRequest,
  DetrTicketResponse,
  UpdateCheckInPassengersRequest,
} from '../services/schemas/check-in';
import { exitRowAllowed } from '../services/schemas/seat-rules';
import { appProvided } from './app-provided';
import type { FlowError } from './error-message';
import { busyOn, codeOf, failedWithRetry, stepActions, togglePassenger } from './step-states';

/**
 * Mobile check-in (spec sections 2 "checkIn", 4 "Check-in", 5 "Check-in", 7 "Check-in"): the
 * itinerary (the traveller's trips, or a booking found by ticket number and name), the passengers,
 * their information (travel documents and the Hong Kong immigration check), the terms, a seat for
 * each, the added service (baggage and dangerous goods), the details and the check-in; then the
 * boarding passes, and cancelling a check-in.
 *
 * What the pages rely on:
 * - Each top-level state is a step (or its call in flight); `state.matches('<step>')` names the page.
 * - Tag `busy`: a call is in flight; the step's press again there only runs `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message; `retry` sends it again.
 * - `expired`: a step's processKey was older than the page (B0101): `restart` starts afresh.
 * - `counter`: 'Check-in failed, please go to the check-in counter': every passenger left must
 *   check in at the counter (an infant and its guardian), or the server said so.
 * - Each step's call sends the processKey the step before answered; a step gone back to sends its own again.
 * - `seats.exitRow`: an exit-row seat was picked for a passenger the rules let sit there (`context.exitRowSeat`);
 *   it is theirs once `exitRow.accept` answers the eligibility question, and stays free on `exitRow.decline`.
 *   A child or an adult with an infant is refused such a seat at the pick (`context.refusedSeat` names it).
 * - `trips.changed` (the server said one of the traveller's trips changed) reads their trips again
 *   behind the list shown (`itinerary.refreshing`); the list stays if that fails.
 */
export type CheckInSeat = ConfirmCheckInSeatRequest['seats'][number];
export type DocumentDraft = UpdateCheckInPassengersRequest['passengers'];

type Keys = Record<'flight' | 'documents' | 'seatMap' | 'seats' | 'luggage' | 'aux', string | null>;

export interface CheckInContext {
  guest: boolean;
  trips: CheckInSegment[] | null;
  /** The key /detr/ticket answered: the segment chosen from a booking found by ticket goes on from it. */
  ticketKey: string | null;
  choice: { orderId: number; segmentIndex: number } | null;
  segment: CheckInSegment | null;
  passengers: CheckInPassenger[];
  selected: number[];
  keys: Keys;
  documents: CheckInDocument[];
  draft: DocumentDraft | null;
  termsAccepted: boolean;
  seatMap: Omit<CheckInSeatMap, 'processKey'> | null;
  seats: CheckInSeat[];
  /** The exit-row seat awaiting the passenger's answer to the eligibility question. */
  exitRowSeat: CheckInSeat | null;
  /** The exit-row seat just refused to the passenger picking it. */
  refusedSeat: string | null;
  luggage: CheckInLuggage['passengers'] | null;
  dangerousGoods: boolean;
  results: CheckInResult[];
  cancelId: number | null;
  error: FlowError | null;
}

export type CheckInEvent =
  | { type: 'trips.changed' }
  | { type: 'ticket.open' }
  | { type: 'ticket.find'; request: DetrTicketRequest }
  | { type: 'segment.select'; orderId: number; segmentIndex: number }
  | { type: 'passenger.toggle'; psgId: number }
  | { type: 'documents.edit' }
  | { type: 'documents.save'; passengers: DocumentDraft }
  | { type: 'terms.toggle' }
  | { type: 'seat.pick'; seat: CheckInSeat }
  | { type: 'exitRow.accept' }
  | { type: 'exitRow.decline' }
  | { type: 'luggage.open' }
  | { type: 'dangerous.toggle' }
  | { type: 'next' }
  | { type: 'confirm' }
  | { type: 'cancel'; checkInId: number }
  | { type: 'cancel.confirm' }
  | { type: 'restart' }
  | { type: 'back' }
  | { type: 'retry' };

export interface CheckInInput {
  /** Not logged in: the booking is found by ticket number and name. */
  guest: boolean;
}

const noKeys: Keys = { flight: null, documents: null, seatMap: null, seats: null, luggage: null, aux: null };
const fresh = {
  trips: null,
  ticketKey: null,
  choice: null,
  segment: null,
  passengers: [],
  selected: [],
  keys: noKeys,
  documents: [],
  draft: null,
  termsAccepted: false,
  seatMap: null,
  seats: [],
  exitRowSeat: null,
  refusedSeat: null,
  luggage: null,
  dangerousGoods: false,
  results: [],
  cancelId: null,
  error: null,
} satisfies Omit<CheckInContext, 'guest'>;
/** The context of a check-in with nothing found or chosen yet (as at the start and after restart). */
export const checkInFresh: Readonly<typeof fresh> = fresh;

/** What stops the choice of passengers (a locale key), or null: at least one, and children not without an adult. */
export function passengerChoiceProblem(context: Pick<CheckInContext, 'passengers' | 'selected'>): string | null {
  const chosen = context.passengers.filter((p) => context.selected.includes(p.psgId));
  if (chosen.length === 0) return 'validation.selectPassenger';
  return chosen.every((p) => p.type === 'CNN') ? 'refund.problems.childAlone' : null;
}

/** Who may check in online here: not at the counter, not checked in already, ticket issued. */
export const choosable = (p: CheckInPassenger) => p.blocked === null && p.status !== 'COMPLETED';

/** The passengers checking in, each of whom needs a seat. */
export const checkingIn = (context: Pick<CheckInContext, 'passengers' | 'selected'>) => context.passengers.filter((p) => context.selected.includes(p.psgId));

/** The seat map's row of a seat. */
const rowOf = (seatMap: CheckInContext['seatMap'], seatNo: string) => seatMap?.cabins.flatMap((c) => c.rows).find((r) => r.seats.some((s) => s.seatNo === seatNo));

/** Whether a passenger checking in may sit in an exit row: the booking's rule, an infant on their lap counting. */
export const mayTakeCheckInExitRow = (passengers: CheckInPassenger[], psgId: number) => {
  const passenger = passengers.find((p) => p.psgId === psgId);
  return !!passenger && exitRowAllowed(passenger, passengers.some((p) => p.type === 'INF' && p.guardianId === psgId));
};

/** A seat taken for its passenger: whoever held it and whatever the passenger held before are let go. */
const withSeat = (seats: CheckInSeat[], seat: CheckInSeat) => [...seats.filter((s) => s.psgId !== seat.psgId && s.seatNo !== seat.seatNo), seat];

/** What keeps a passenger's document from going on (a locale key), or null. */
export const documentProblem = (d: CheckInDocument) => (d.certType === null ? 'checkIn.documentMissing' : d.hkProblem);

/** A step's call failing: an expired page starts again, anything else is the step's failure. */
const failTo = (target: string) =>
  [
    { guard: 'pageExpired', target: '#checkIn.expired', actions: 'fail' },
    { target, actions: 'fail' },
  ] as const;
/** A call that decides who may check in failing: the counter's code ends the check-in at the counter. */
/** A failed step whose choice may have changed since (a passenger, a seat, a box ticked): retry goes on only as next does. */
const failedWhile = <G extends 'choiceComplete' | 'termsAccepted' | 'everySeated'>(guard: G, target: string) => ({ tags: ['failed'], on: { retry: { guard, target, actions: 'clearError' } } }) as const;
const failOrCounter = (target: string) => [{ guard: 'atCounter', target: '#checkIn.counter', actions: 'fail' }, ...failTo(target)] as const;

export const checkInMachine = setup({
  types: { context: {} as CheckInContext, events: {} as CheckInEvent, input: {} as CheckInInput },
  actors: {
    loadTrips: appProvided<CheckInSegment[], void>(),
    findTicket: appProvided<DetrTicketResponse, DetrTicketRequest>(),
    confirmFlight: appProvided<ConfirmFlightResponse, ConfirmFlightRequest>(),
    confirmPassengers: appProvided<CheckInDocumentsResponse, ConfirmCheckInPassengersRequest>(),
    updateDocuments: appProvided<CheckInDocumentsResponse, UpdateCheckInPassengersRequest>(),
    checkHongKong: appProvided<CheckInDocumentsResponse, string>(),
    querySeats: appProvided<CheckInSeatMap, string>(),
    confirmSeats: appProvided<{ processKey: string }, ConfirmCheckInSeatRequest>(),
    queryLuggage: appProvided<CheckInLuggage, string>(),
    confirmAux: appProvided<{ processKey: string }, string>(),
    confirmCheckIn: appProvided<ConfirmCheckInResponse, string>(),
    cancelCheckIn: appProvided<unknown, number>(),
  },
  actions: {
    ...stepActions<CheckInContext, CheckInEvent>(),
    togglePassenger: togglePassenger<CheckInContext, CheckInEvent>(),
    keepDocuments: assign(({ context, event }) => {
      const output = (event as unknown as { output: CheckInDocumentsResponse }).output;
      return { documents: output.documents, keys: { ...context.keys, documents: output.processKey } };
    }),
  },
  guards: {
    isGuest: ({ context }) => context.guest,
    signedIn: ({ context }) => !context.guest,
    /** The list shows the traveller's own trips, not a booking found by ticket. */
    ownTrips: ({ context }) => !context.guest && !context.ticketKey,
    openSegment: ({ context, event }) =>
      event.type === 'segment.select' && (context.trips ?? []).some((s) => s.orderId === event.orderId && s.segmentIndex === event.segmentIndex && s.window === 'OPEN' && !s.cancelled),
    allAtCounter: ({ event }) => {
      const { passengers } = (event as unknown as { output: ConfirmFlightResponse }).output;
      return passengers.some((p) => p.blocked === 'COUNTER') && !passengers.some(choosable);
    },
    choosablePassenger: ({ context, event }) => event.type === 'passenger.toggle' && context.passengers.some((p) => p.psgId === event.psgId && choosable(p)),
    choiceComplete: ({ context }) => passengerChoiceProblem(context) === null,
    documentsReady: ({ event }) => (event as unknown as { output: CheckInDocumentsResponse }).output.documents.every((d) => documentProblem(d) === null),
    termsAccepted: ({ context }) => context.termsAccepted,
    seatable: ({ context, event }) =>
      event.type === 'seat.pick' &&
      checkingIn(context).some((p) => p.psgId === event.seat.psgId && p.type !== 'INF') &&
      context.seatMap!.cabins.some((c) =>
        c.rows.some((r) => r.seats.some((s) => s.seatNo === event.seat.seatNo && (s.state === 'available' || s.psgId === event.seat.psgId))),
      ),
    exitRowSeat: ({ context, event }) => event.type === 'seat.pick' && rowOf(context.seatMap, event.seat.seatNo)?.exit === true,
    exitRowRefused: ({ context, event }) => event.type === 'seat.pick' && !mayTakeCheckInExitRow(context.passengers, event.seat.psgId),
    everySeated: ({ context }) => checkingIn(context).every((p) => p.type === 'INF' || context.seats.some((s) => s.psgId === p.psgId)),
    dangerousGoodsAccepted: ({ context }) => context.dangerousGoods,
    knownCheckIn: ({ context, event }) => event.type === 'cancel' && context.results.some((r) => r.checkInId === event.checkInId),
    noneLeft: ({ context }) => context.results.length === 1,
    pageExpired: ({ event }) => codeOf(event) === codes.pageExpired,
    atCounter: ({ event }) => codeOf(event) === codes.checkInAtCounter,
  },
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({ guest: input.guest, ...fresh }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isGuest', target: 'itinerary.find' }, { target: 'loadingTrips' }] },
    loadingTrips: {
      invoke: {
        id: 'loadTrips',
        src: 'loadTrips',
        onDone: { target: 'itinerary', actions: assign({ trips: ({ event }) => event.output }) },
        onError: { target: 'tripsFailed', actions: 'fail' },
      },
    },
    tripsFailed: failedWithRetry('loadingTrips'),
    /** Select itinerary: the segments to check in for, with their windows; or a booking found by ticket. */
    itinerary: {
      initial: 'list',
      on: {
        'segment.select': {
          guard: 'openSegment',
          target: 'confirmingFlight',
          actions: assign({ choice: ({ event }) => ({ orderId: event.orderId, segmentIndex: event.segmentIndex }), error: null }),
        },
      },
      states: {
        list: { on: { 'ticket.open': 'find', 'trips.changed': { guard: 'ownTrips', target: 'refreshing' } } },
        refreshing: {
          invoke: {
            id: 'refreshTrips',
            src: 'loadTrips',
            onDone: { target: 'list', actions: assign({ trips: ({ event }) => event.output }) },
            onError: 'list',
          },
          // A change told of while reading may be newer than what the read finds: read again.
          on: { 'ticket.open': 'find', 'trips.changed': { target: 'refreshing', reenter: true } },
        },
        find: {
          on: {
            'ticket.find': 'findingTicket',
            back: { guard: 'signedIn', target: 'list' },
          },
        },
        findingTicket: {
          ...busyOn('ticket.find'),
          invoke: {
            id: 'findTicket',
            src: 'findTicket',
            input: ({ event }) => (event as Extract<CheckInEvent, { type: 'ticket.find' }>).request,
            onDone: { target: 'list', actions: assign({ trips: ({ event }) => event.output.segments, ticketKey: ({ event }) => event.output.processKey }) },
            onError: { target: 'findFailed', actions: 'fail' },
          },
        },
        findFailed: { tags: ['failed'], on: { 'ticket.find': { target: 'findingTicket', actions: 'clearError' }, back: { target: 'find', actions: 'clearError' } } },
        failed: failedWithRetry('#checkIn.confirmingFlight'),
      },
    },
    confirmingFlight: {
      ...busyOn('segment.select'),
      invoke: {
        id: 'confirmFlight',
        src: 'confirmFlight',
        input: ({ context }) => ({ ...context.choice!, ...(context.ticketKey && { processKey: context.ticketKey }) }),
        onDone: [
          { guard: 'allAtCounter', target: 'counter', actions: assign({ error: { code: codes.checkInAtCounter, msg: null } }) },
          {
            target: 'passengers',
            actions: assign({
              segment: ({ event }) => event.output.segment,
              passengers: ({ event }) => event.output.passengers,
              keys: ({ event }) => ({ ...noKeys, flight: event.output.processKey }),
              selected: [],
            }),
          },
        ],
        onError: failOrCounter('itinerary.failed'),
      },
    },
    /** Select passenger: who checks in now. */
    passengers: {
      initial: 'choosing',
      on: {
        'passenger.toggle': { guard: 'choosablePassenger', actions: 'togglePassenger' },
        next: { guard: 'choiceComplete', target: 'confirmingPassengers', actions: 'clearError' },
        back: { target: 'itinerary', actions: 'clearError' },
      },
      states: {
        choosing: {},
        failed: failedWhile('choiceComplete', '#checkIn.confirmingPassengers'),
      },
    },
    confirmingPassengers: {
      ...busyOn('next'),
      invoke: {
        id: 'confirmPassengers',
        src: 'confirmPassengers',
        input: ({ context }) => ({ processKey: context.keys.flight!, psgIds: context.selected }),
        onDone: { target: 'information', actions: 'keepDocuments' },
        onError: failOrCounter('passengers.failed'),
      },
    },
    /** Confirm information: each passenger's travel document; next runs the Hong Kong immigration check. */
    information: {
      initial: 'overview',
      states: {
        overview: {
          on: {
            'documents.edit': 'editing',
            next: { target: 'checkingHk', actions: 'clearError' },
            back: '#checkIn.passengers',
          },
        },
        editing: {
          on: {
            'documents.save': { target: 'saving', actions: assign({ draft: ({ event }) => event.passengers }) },
            back: 'overview',
          },
        },
        saving: {
          ...busyOn('documents.save'),
          invoke: {
            id: 'updateDocuments',
            src: 'updateDocuments',
            input: ({ context }) => ({ processKey: context.keys.documents!, passengers: context.draft! }),
            onDone: { target: 'overview', actions: ['keepDocuments', assign({ draft: null })] },
            onError: failTo('saveFailed'),
          },
        },
        saveFailed: { tags: ['failed'], on: { retry: { target: 'saving', actions: 'clearError' }, back: { target: 'editing', actions: 'clearError' } } },
        checkingHk: {
          ...busyOn('next'),
          invoke: {
            id: 'checkHongKong',
            src: 'checkHongKong',
            input: ({ context }) => context.keys.documents!,
            onDone: [
              { guard: 'documentsReady', target: '#checkIn.terms', actions: ['keepDocuments', assign({ termsAccepted: false })] },
              { target: 'overview', actions: 'keepDocuments' },
            ],
            onError: failTo('hkFailed'),
          },
        },
        hkFailed: failedWithRetry('checkingHk'),
      },
    },
    /** Detailed explanation: the terms of check-in, accepted before going on. */
    terms: {
      initial: 'reading',
      on: {
        'terms.toggle': { actions: assign({ termsAccepted: ({ context }) => !context.termsAccepted }) },
        next: { guard: 'termsAccepted', target: 'loadingSeats', actions: 'clearError' },
        back: { target: 'information', actions: 'clearError' },
      },
      states: {
        reading: {},
        failed: failedWhile('termsAccepted', '#checkIn.loadingSeats'),
      },
    },
    loadingSeats: {
      ...busyOn('next'),
      invoke: {
        id: 'querySeats',
        src: 'querySeats',
        input: ({ context }) => context.keys.documents!,
        onDone: {
          target: 'seats',
          actions: assign({
            seatMap: ({ event }) => withoutKey(event.output),
            keys: ({ context, event }) => ({ ...context.keys, seatMap: event.output.processKey }),
            seats: ({ event }) => event.output.seats.flatMap((s) => (s.seatNo ? [{ psgId: s.psgId, seatNo: s.seatNo }] : [])),
            exitRowSeat: null,
            refusedSeat: null,
          }),
        },
        onError: failTo('terms.failed'),
      },
    },
    /** Seat: one seat on the real aircraft for each passenger checking in (an infant on a lap). */
    seats: {
      initial: 'choosing',
      on: {
        'seat.pick': [
          { guard: and(['seatable', 'exitRowSeat', 'exitRowRefused']), actions: assign({ refusedSeat: ({ event }) => event.seat.seatNo }) },
          { guard: and(['seatable', 'exitRowSeat']), target: '.exitRow', actions: ['clearError', assign({ exitRowSeat: ({ event }) => event.seat, refusedSeat: null })] },
          { guard: 'seatable', actions: assign({ seats: ({ context, event }) => withSeat(context.seats, event.seat), refusedSeat: null }) },
        ],
        next: { guard: 'everySeated', target: 'confirmingSeats', actions: 'clearError' },
        back: { target: 'terms', actions: 'clearError' },
      },
      states: {
        choosing: {},
        /** The eligibility question over the map: nothing else is picked or sent until it is answered. */
        exitRow: {
          on: {
            'exitRow.accept': { target: 'choosing', actions: assign({ seats: ({ context }) => withSeat(context.seats, context.exitRowSeat!), exitRowSeat: null }) },
            'exitRow.decline': { target: 'choosing', actions: assign({ exitRowSeat: null }) },
            'seat.pick': {},
            next: {},
            back: {},
          },
        },
        failed: failedWhile('everySeated', '#checkIn.confirmingSeats'),
      },
    },
    confirmingSeats: {
      ...busyOn('next'),
      invoke: {
        id: 'confirmSeats',
        src: 'confirmSeats',
        input: ({ context }) => ({ processKey: context.keys.seatMap!, seats: context.seats }),
        onDone: { target: 'loadingLuggage', actions: assign({ keys: ({ context, event }) => ({ ...context.keys, seats: event.output.processKey }) }) },
        onError: failTo('seats.failed'),
      },
    },
    loadingLuggage: {
      invoke: {
        id: 'queryLuggage',
        src: 'queryLuggage',
        input: ({ context }) => context.keys.seats!,
        onDone: {
          target: 'addedService',
          actions: assign({
            luggage: ({ event }) => event.output.passengers,
            keys: ({ context, event }) => ({ ...context.keys, luggage: event.output.processKey }),
            dangerousGoods: false,
          }),
        },
        onError: failTo('luggageFailed'),
      },
    },
    luggageFailed: { tags: ['failed'], on: { retry: { target: 'loadingLuggage', actions: 'clearError' }, back: { target: 'seats', actions: 'clearError' } } },
    /** Added service: the baggage allowance (its own page) and the dangerous goods notice, acknowledged. */
    addedService: {
      initial: 'overview',
      on: {
        'dangerous.toggle': { actions: assign({ dangerousGoods: ({ context }) => !context.dangerousGoods }) },
        next: { guard: 'dangerousGoodsAccepted', target: 'confirmingAux', actions: 'clearError' },
      },
      states: {
        overview: { on: { 'luggage.open': 'luggage', back: { target: '#checkIn.seats', actions: 'clearError' } } },
        luggage: { on: { back: 'overview' } },
        failed: { tags: ['failed'], on: { retry: { guard: 'dangerousGoodsAccepted', target: '#checkIn.confirmingAux', actions: 'clearError' }, back: { target: 'overview', actions: 'clearError' } } },
      },
    },
    confirmingAux: {
      ...busyOn('next'),
      invoke: {
        id: 'confirmAux',
        src: 'confirmAux',
        input: ({ context }) => context.keys.luggage!,
        onDone: { target: 'details', actions: assign({ keys: ({ context, event }) => ({ ...context.keys, aux: event.output.processKey }) }) },
        onError: failTo('addedService.failed'),
      },
    },
    /** Details: the flight, the passengers and their seats; confirm checks them in. */
    details: {
      initial: 'reviewing',
      on: {
        confirm: { target: 'checkingIn', actions: 'clearError' },
        back: { target: 'addedService', actions: 'clearError' },
      },
      states: {
        reviewing: {},
        failed: failedWithRetry('#checkIn.checkingIn'),
      },
    },
    checkingIn: {
      ...busyOn('confirm'),
      invoke: {
        id: 'confirmCheckIn',
        src: 'confirmCheckIn',
        input: ({ context }) => context.keys.aux!,
        onDone: { target: 'checkedIn', actions: assign({ results: ({ event }) => event.output.checkIns, segment: ({ event }) => event.output.segment }) },
        onError: failOrCounter('details.failed'),
      },
    },
    /** Checked in: each passenger's boarding pass, and cancelling a check-in. Tagged 'end' for the funnel. */
    checkedIn: {
      tags: ['end'],
      initial: 'list',
      states: {
        list: { on: { cancel: { guard: 'knownCheckIn', target: 'cancelConfirm', actions: assign({ cancelId: ({ event }) => event.checkInId }) } } },
        cancelConfirm: { on: { 'cancel.confirm': 'cancelling', back: { target: 'list', actions: assign({ cancelId: null }) } } },
        cancelling: {
          ...busyOn('cancel.confirm'),
          invoke: {
            id: 'cancelCheckIn',
            src: 'cancelCheckIn',
            input: ({ context }) => context.cancelId!,
            onDone: [
              { guard: 'noneLeft', target: '#checkIn.cancelled', actions: assign({ results: [], cancelId: null }) },
              { target: 'list', actions: assign({ results: ({ context }) => context.results.filter((r) => r.checkInId !== context.cancelId), cancelId: null }) },
            ],
            onError: { target: 'cancelFailed', actions: 'fail' },
          },
        },
        cancelFailed: { tags: ['failed'], on: { retry: { target: 'cancelling', actions: 'clearError' }, back: { target: 'list', actions: ['clearError', assign({ cancelId: null })] } } },
      },
    },
    /** Every check-in of this run was cancelled; the traveller may start again (check-in stays open). */
    cancelled: { tags: ['end'], on: { restart: { target: 'start', actions: assign(() => fresh) } } },
    /** 'Check-in failed, please go to the check-in counter'; shown until the traveller starts again. */
    counter: { tags: ['end'], on: { restart: { target: 'start', actions: assign(() => fresh) } } },
    /** The page information expired: the check-in starts again from the itinerary. */
    expired: { on: { restart: { target: 'start', actions: assign(() => fresh) } } },
  },
});

const withoutKey = ({ processKey: _, ...map }: CheckInSeatMap) => map;
