import type { EventObject } from 'xstate';
import { checkInFresh, checkInMachine, passengerChoiceProblem, type CheckInInput } from '../../machines/check-in.machine';
import {
  checkInDocumentsResponseSchema,
  checkInLuggageSchema,
  checkInSeatMapSchema,
  checkInSegmentSchema,
  confirmCheckInResponseSchema,
  confirmFlightResponseSchema,
  detrTicketResponseSchema,
  type CheckInDocumentsResponse,
  type CheckInSegment,
  type ConfirmFlightResponse,
} from '../../services/schemas/check-in';
import { booking, errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The check-in statechart's model. The booking: an adult (0) and a child (1) who may check in, an
 * infant (2) and its guardian (3) who must go to the counter, and an adult (4) checked in already.
 * Its first segment's window is open, the second's is not yet, the third's has closed. Who may check
 * in, which seats may be taken, what each call must carry and where each event leads are written out
 * here from the spec, apart from the machine.
 */
const flight = booking.option.segments[0]!;
const segmentOf = (segmentIndex: number, window: 'OPEN' | 'BEFORE' | 'CLOSED', cancelled = false): CheckInSegment =>
  checkInSegmentSchema.parse({
    ...flight,
    orderId: 7,
    pnr: 'ABC123',
    segmentIndex,
    cabin: 'Y',
    opensAt: '2027-01-10T08:00:00.000Z',
    closesAt: '2027-01-12T06:30:00.000Z',
    window,
    cancelled,
    checkedIn: 1,
    passengers: 5,
    coupons: [],
  });
/**
 * The first segment's window is open, the second's not yet, the third's closed (spec section 5: 48
 * hours to 90 minutes before departure); the fourth's is open on a flight the airline cancelled, which
 * is rebooked, never checked in.
 */
const trips = [segmentOf(0, 'OPEN'), segmentOf(1, 'BEFORE'), segmentOf(2, 'CLOSED'), segmentOf(3, 'OPEN', true)];
/** The trips read again after the server told of a change: the airline has since cancelled the first segment's flight. */
const changedTrips = [segmentOf(0, 'OPEN', true), ...trips.slice(1)];
/** Whether the segment may be checked in for: one of the answer's, inside its window. */
const open = (w: { trips: CheckInSegment[] | null }, orderId: number, segmentIndex: number) =>
  (w.trips ?? []).some((t) => t.orderId === orderId && t.segmentIndex === segmentIndex && t.window === 'OPEN' && !t.cancelled);
const person = (psgId: number, type: 'ADT' | 'CNN' | 'INF', blocked: 'COUNTER' | 'CHECKED_IN' | null = null, guardianId: number | null = null) => ({
  psgId,
  type,
  lastName: 'CHAN',
  firstName: `P${psgId}`,
  ticketNo: `999000000000${psgId}`,
  guardianId,
  status: blocked === 'CHECKED_IN' ? 'COMPLETED' : 'NOT_STARTED',
  seatNo: null,
  blocked,
  checkInId: blocked === 'CHECKED_IN' ? 30 : null,
});
const flightAnswer: ConfirmFlightResponse = confirmFlightResponseSchema.parse({
  processKey: 'key-flight',
  segment: trips[0],
  passengers: [person(0, 'ADT'), person(1, 'CNN'), person(2, 'INF', 'COUNTER', 3), person(3, 'ADT', 'COUNTER'), person(4, 'ADT', 'CHECKED_IN')],
});
/** Only the infant and its guardian are left: the counter. */
const counterFlight = confirmFlightResponseSchema.parse({ ...flightAnswer, passengers: flightAnswer.passengers.slice(2, 4) });

const document = (psgId: number, hkProblem: string | null = null, certType: string | null = 'PASSPORT') => ({
  psgId,
  lastName: 'CHAN',
  firstName: `P${psgId}`,
  certType,
  certNoMasked: certType && '****1234',
  nationality: 'CN',
  expireDate: '2030-01-01',
  birthDate: '1990-01-01',
  hkProblem,
});
const documents = (processKey: string, ...list: ReturnType<typeof document>[]) => checkInDocumentsResponseSchema.parse({ processKey, documents: list });
const answers = {
  ticket: detrTicketResponseSchema.parse({ processKey: 'key-ticket', segments: trips, guestToken: 'guest-token' }),
  /** A document missing, then one not enough for Hong Kong, then both fine. */
  chosen: documents('key-psg', document(0), document(1, null, null)),
  hkProblem: documents('key-hk', document(0), document(1, 'checkIn.hk.permitNeeded')),
  hkFine: documents('key-hk-ok', document(0), document(1)),
  updated: documents('key-update', document(0), document(1, 'checkIn.hk.permitNeeded')),
  seatMap: checkInSeatMapSchema.parse({
    processKey: 'key-seat-map',
    flightNo: flight.flightNo,
    aircraft: flight.aircraft,
    aircraftName: flight.aircraftName,
    cabin: 'Y',
    cabins: [
      {
        cabin: 'Y',
        columns: ['A', 'B', 'C'],
        rows: [
          {
            row: 12,
            exit: false,
            seats: [
              { seatNo: '12A', column: 'A', kind: 'window', state: 'available', psgId: null },
              { seatNo: '12B', column: 'B', kind: 'middle', state: 'occupied', psgId: null },
              { seatNo: '12C', column: 'C', kind: 'aisle', state: 'occupied', psgId: 0 },
            ],
          },
          { row: 14, exit: true, seats: [{ seatNo: '14A', column: 'A', kind: 'window', state: 'available', psgId: null }] },
        ],
      },
    ],
    seats: [
      { psgId: 0, seatNo: '12C' },
      { psgId: 1, seatNo: null },
    ],
  }),
  seats: { processKey: 'key-seats' },
  luggage: checkInLuggageSchema.parse({ processKey: 'key-luggage', passengers: [{ psgId: 0, freeKg: 23, prepaidKg: 10, cabinBags: 1 }] }),
  aux: { processKey: 'key-aux' },
  checkedIn: confirmCheckInResponseSchema.parse({
    segment: trips[0],
    checkIns: [
      { checkInId: 31, psgId: 0, lastName: 'CHAN', firstName: 'P0', ticketNo: '9990000000000', seatNo: '12C', sequenceNo: 7, status: 'COMPLETED' },
      { checkInId: 32, psgId: 1, lastName: 'CHAN', firstName: 'P1', ticketNo: '9990000000001', seatNo: '12A', sequenceNo: 8, status: 'COMPLETED' },
    ],
  }),
  cancelled: { checkInId: 31, status: 'CANCELLED' },
};
export const checkInAnswers = { ...answers, flightAnswer };
export const pageExpired = { code: 'B0101', msg: 'The page information has expired, please search again.' };
export const atCounter = { code: 'K00003', msg: 'Check-in failed, please go to the check-in counter' };
const request = { ticketNo: '9990000000000', lastName: 'chan', firstName: 'p0' };
const draft = [{ psgId: 1, certType: 'PASSPORT', certNo: 'E1234567', nationality: 'CN', expireDate: '2030-01-01', birthDate: '2018-05-01' }];

/** Seats on the map: 12A and the exit row's 14A free, 12B someone else's, 12C the adult's own. */
const free = (seatNo: string, psgId: number) => seatNo === '12A' || seatNo === '14A' || (seatNo === '12C' && psgId === 0);
/** Spec section 5: the child (1) may not sit in an exit row; the adult (0) may, once they say they can help in an emergency. */
const EXIT_SEAT = '14A';
const mayPick = (w: CheckInWorld, seat: { psgId: number; seatNo: string }) => w.step !== 'seats.exitRow' && at(w, 'seats') && w.selected.includes(seat.psgId) && free(seat.seatNo, seat.psgId);
const withSeat = (seats: CheckInWorld['seats'], seat: { psgId: number; seatNo: string }) => [...seats.filter((x) => x.psgId !== seat.psgId && x.seatNo !== seat.seatNo), seat];

type Keys = (typeof checkInFresh)['keys'];
interface CheckInWorld {
  step: string;
  guest: boolean;
  trips: CheckInSegment[] | null;
  ticketKey: string | null;
  request: unknown;
  choice: { orderId: number; segmentIndex: number } | null;
  segment: CheckInSegment | null;
  passengers: ConfirmFlightResponse['passengers'];
  selected: number[];
  keys: Keys;
  documents: CheckInDocumentsResponse['documents'];
  draft: unknown;
  termsAccepted: boolean;
  seatMap: unknown;
  seats: { psgId: number; seatNo: string }[];
  exitRowSeat: { psgId: number; seatNo: string } | null;
  refusedSeat: string | null;
  luggage: unknown;
  dangerousGoods: boolean;
  results: (typeof answers.checkedIn)['checkIns'];
  cancelId: number | null;
  error: unknown;
}
/** Nothing found or chosen yet, and the ticket search not sent. */
const fresh = { ...checkInFresh, request: null };

const at = (w: CheckInWorld, group: string) => w.step === group || w.step.startsWith(`${group}.`);
const codeOf = (e: EventObject) => (e as { error?: { code?: string } }).error?.code;
/** Where a failed step goes: an expired page starts again, the counter's code ends at the counter. */
const failed = (e: EventObject, own: string) => (codeOf(e) === pageExpired.code ? 'expired' : codeOf(e) === atCounter.code ? 'counter' : own);
const problemOf = (w: CheckInWorld) => {
  const key = w.selected.join(',');
  return key === '' ? 'validation.selectPassenger' : key === '1' ? 'refund.problems.childAlone' : null;
};
const everySeated = (w: CheckInWorld) => w.selected.every((id) => w.seats.some((s) => s.psgId === id));
const documentsFine = (d: CheckInDocumentsResponse) => d.documents.every((x) => x.certType !== null && x.hkProblem === null);
/** Where a check-in run ends: shown until the traveller starts again. */
const ends = ['counter', 'cancelled'];

/** The step after an event the statechart took. */
function stepAfter(w: CheckInWorld, e: EventObject & Record<string, any>): string {
  const done = (id: string) => e.type === `xstate.done.actor.${id}`;
  const error = (id: string) => e.type === `xstate.error.actor.${id}`;
  const s = w.step;
  if (s === 'loadingTrips') return done('loadTrips') ? 'itinerary.list' : error('loadTrips') ? 'tripsFailed' : s;
  if (s === 'tripsFailed' && e.type === 'retry') return 'loadingTrips';
  if (at(w, 'itinerary')) {
    if (e.type === 'segment.select' && open(w, e.orderId, e.segmentIndex)) return 'confirmingFlight';
    if (s === 'itinerary.findingTicket') return done('findTicket') ? 'itinerary.list' : error('findTicket') ? 'itinerary.findFailed' : s;
    if (s === 'itinerary.refreshing' && (done('refreshTrips') || error('refreshTrips'))) return 'itinerary.list';
    const refresh: Record<string, string> = !w.guest && w.ticketKey === null ? { 'trips.changed': 'itinerary.refreshing' } : {};
    const moves: Record<string, Record<string, string>> = {
      'itinerary.list': { 'ticket.open': 'itinerary.find', ...refresh },
      'itinerary.refreshing': { 'ticket.open': 'itinerary.find', 'trips.changed': 'itinerary.refreshing' },
      'itinerary.find': { 'ticket.find': 'itinerary.findingTicket', ...(w.guest ? {} : { back: 'itinerary.list' }) },
      'itinerary.findFailed': { 'ticket.find': 'itinerary.findingTicket', back: 'itinerary.find' },
      'itinerary.failed': { retry: 'confirmingFlight' },
    };
    return moves[s]?.[e.type] ?? s;
  }
  if (s === 'confirmingFlight') return done('confirmFlight') ? (e.output.passengers.length === 2 ? 'counter' : 'passengers.choosing') : error('confirmFlight') ? failed(e, 'itinerary.failed') : s;
  if (at(w, 'passengers')) {
    // Retry of a failed step goes on as next does: the choice may have changed since.
    if (e.type === 'next' || (e.type === 'retry' && s === 'passengers.failed')) return problemOf(w) === null ? 'confirmingPassengers' : s;
    if (e.type === 'back') return 'itinerary.list';
    return s;
  }
  if (s === 'confirmingPassengers') return done('confirmPassengers') ? 'information.overview' : error('confirmPassengers') ? failed(e, 'passengers.failed') : s;
  if (s === 'information.saving') return done('updateDocuments') ? 'information.overview' : error('updateDocuments') ? failed(e, 'information.saveFailed') : s;
  if (s === 'information.checkingHk') return done('checkHongKong') ? (documentsFine(e.output) ? 'terms.reading' : 'information.overview') : error('checkHongKong') ? failed(e, 'information.hkFailed') : s;
  if (s === 'loadingSeats') return done('querySeats') ? 'seats.choosing' : error('querySeats') ? failed(e, 'terms.failed') : s;
  if (s === 'confirmingSeats') return done('confirmSeats') ? 'loadingLuggage' : error('confirmSeats') ? failed(e, 'seats.failed') : s;
  if (s === 'loadingLuggage') return done('queryLuggage') ? 'addedService.overview' : error('queryLuggage') ? failed(e, 'luggageFailed') : s;
  if (s === 'confirmingAux') return done('confirmAux') ? 'details.reviewing' : error('confirmAux') ? failed(e, 'addedService.failed') : s;
  if (s === 'checkingIn') return done('confirmCheckIn') ? 'checkedIn.list' : error('confirmCheckIn') ? failed(e, 'details.failed') : s;
  if (s === 'seats.exitRow') return e.type === 'exitRow.accept' || e.type === 'exitRow.decline' ? 'seats.choosing' : s;
  if (e.type === 'seat.pick' && e.seat.seatNo === EXIT_SEAT && e.seat.psgId === 0 && mayPick(w, e.seat)) return 'seats.exitRow';
  if (s === 'checkedIn.cancelling') return done('cancelCheckIn') ? (w.results.length === 1 ? 'cancelled' : 'checkedIn.list') : error('cancelCheckIn') ? 'checkedIn.cancelFailed' : s;
  if (e.type === 'next' || (e.type === 'retry' && s.endsWith('.failed'))) {
    if (at(w, 'terms')) return w.termsAccepted ? 'loadingSeats' : s;
    if (at(w, 'seats')) return everySeated(w) ? 'confirmingSeats' : s;
    if (at(w, 'addedService')) return w.dangerousGoods ? 'confirmingAux' : s;
  }
  if (e.type === 'cancel' && s === 'checkedIn.list') return w.results.some((r) => r.checkInId === e.checkInId) ? 'checkedIn.cancelConfirm' : s;
  const moves: Record<string, Record<string, string>> = {
    'information.overview': { 'documents.edit': 'information.editing', next: 'information.checkingHk', back: 'passengers.choosing' },
    'information.editing': { 'documents.save': 'information.saving', back: 'information.overview' },
    'information.saveFailed': { retry: 'information.saving', back: 'information.editing' },
    'information.hkFailed': { retry: 'information.checkingHk' },
    'terms.reading': { back: 'information.overview' },
    'terms.failed': { back: 'information.overview' },
    'seats.choosing': { back: 'terms.reading' },
    'seats.failed': { back: 'terms.reading' },
    luggageFailed: { retry: 'loadingLuggage', back: 'seats.choosing' },
    'addedService.overview': { 'luggage.open': 'addedService.luggage', back: 'seats.choosing' },
    'addedService.luggage': { back: 'addedService.overview' },
    'addedService.failed': { back: 'addedService.overview' },
    'details.reviewing': { confirm: 'checkingIn', back: 'addedService.overview' },
    'details.failed': { retry: 'checkingIn', confirm: 'checkingIn', back: 'addedService.overview' },
    'checkedIn.cancelConfirm': { 'cancel.confirm': 'checkedIn.cancelling', back: 'checkedIn.list' },
    'checkedIn.cancelFailed': { retry: 'checkedIn.cancelling', back: 'checkedIn.list' },
    expired: { restart: w.guest ? 'itinerary.find' : 'loadingTrips' },
    counter: { restart: w.guest ? 'itinerary.find' : 'loadingTrips' },
    cancelled: { restart: w.guest ? 'itinerary.find' : 'loadingTrips' },
  };
  return moves[s]?.[e.type] ?? s;
}

/** The steps whose entry clears the failure shown. */
const clears = (w: CheckInWorld, next: string, e: EventObject) =>
  !e.type.startsWith('xstate.error.') && !next.endsWith('ailed') && next !== 'counter' && next !== 'expired' && (next !== w.step || e.type === 'segment.select');

/** What the statechart keeps after an event it took in the step before. */
function valuesAfter(w: CheckInWorld, e: EventObject & Record<string, any>, next: string): CheckInWorld {
  const s = w.step;
  const moved = next !== s;
  switch (e.type) {
    case 'ticket.find':
      return moved ? { ...w, request: e.request } : w;
    case 'segment.select':
      return moved ? { ...w, choice: { orderId: e.orderId, segmentIndex: e.segmentIndex } } : w;
    case 'passenger.toggle': {
      if (!at(w, 'passengers') || ![0, 1].includes(e.psgId)) return w;
      const selected = w.selected.includes(e.psgId) ? w.selected.filter((id) => id !== e.psgId) : [...w.selected, e.psgId].sort((a, b) => a - b);
      return { ...w, selected };
    }
    case 'documents.save':
      return moved ? { ...w, draft: e.passengers } : w;
    case 'terms.toggle':
      return at(w, 'terms') ? { ...w, termsAccepted: !w.termsAccepted } : w;
    case 'dangerous.toggle':
      return at(w, 'addedService') ? { ...w, dangerousGoods: !w.dangerousGoods } : w;
    case 'seat.pick': {
      if (!mayPick(w, e.seat)) return w;
      if (e.seat.seatNo === EXIT_SEAT) return e.seat.psgId === 0 ? { ...w, exitRowSeat: e.seat, refusedSeat: null } : { ...w, refusedSeat: e.seat.seatNo };
      return { ...w, seats: withSeat(w.seats, e.seat), refusedSeat: null };
    }
    case 'exitRow.accept':
      return s === 'seats.exitRow' ? { ...w, seats: withSeat(w.seats, w.exitRowSeat!), exitRowSeat: null } : w;
    case 'exitRow.decline':
      return s === 'seats.exitRow' ? { ...w, exitRowSeat: null } : w;
    case 'cancel':
      return moved ? { ...w, cancelId: e.checkInId } : w;
    case 'back':
      return s === 'checkedIn.cancelConfirm' || s === 'checkedIn.cancelFailed' ? { ...w, cancelId: null } : w;
    case 'restart':
      return ['expired', 'counter', 'cancelled'].includes(s) ? { ...w, ...fresh } : w;
    case 'xstate.done.actor.loadTrips':
    case 'xstate.done.actor.refreshTrips':
      return { ...w, trips: e.output };
    case 'xstate.done.actor.findTicket':
      return { ...w, trips: e.output.segments, ticketKey: e.output.processKey };
    case 'xstate.done.actor.confirmFlight':
      return next === 'counter'
        ? { ...w, error: { code: atCounter.code, msg: null } }
        : { ...w, segment: e.output.segment, passengers: e.output.passengers, keys: { ...checkInFresh.keys, flight: e.output.processKey }, selected: [] };
    case 'xstate.done.actor.confirmPassengers':
    case 'xstate.done.actor.updateDocuments':
    case 'xstate.done.actor.checkHongKong': {
      const kept = { ...w, documents: e.output.documents, keys: { ...w.keys, documents: e.output.processKey } };
      if (e.type.endsWith('updateDocuments')) return { ...kept, draft: null };
      return next === 'terms.reading' ? { ...kept, termsAccepted: false } : kept;
    }
    case 'xstate.done.actor.querySeats': {
      const { processKey, ...map } = e.output;
      const seats = e.output.seats.flatMap((x: { psgId: number; seatNo: string | null }) => (x.seatNo ? [{ psgId: x.psgId, seatNo: x.seatNo }] : []));
      return { ...w, seatMap: map, keys: { ...w.keys, seatMap: processKey }, seats, exitRowSeat: null, refusedSeat: null };
    }
    case 'xstate.done.actor.confirmSeats':
      return { ...w, keys: { ...w.keys, seats: e.output.processKey } };
    case 'xstate.done.actor.queryLuggage':
      return { ...w, luggage: e.output.passengers, keys: { ...w.keys, luggage: e.output.processKey }, dangerousGoods: false };
    case 'xstate.done.actor.confirmAux':
      return { ...w, keys: { ...w.keys, aux: e.output.processKey } };
    case 'xstate.done.actor.confirmCheckIn':
      return { ...w, results: e.output.checkIns, segment: e.output.segment };
    case 'xstate.done.actor.cancelCheckIn':
      return { ...w, results: w.results.filter((r) => r.checkInId !== w.cancelId), cancelId: null };
  }
  return w;
}

function after(w: CheckInWorld, e: EventObject) {
  const event = e as EventObject & Record<string, any>;
  const next = stepAfter(w, event);
  const values = valuesAfter(w, event, next);
  // A list read again that fails keeps the list as it was, with nothing to show.
  const error = e.type === 'xstate.error.actor.refreshTrips' ? values.error : e.type.startsWith('xstate.error.') ? { code: event.error.code ?? event.error.kind, msg: event.error.msg || null } : clears(w, next, e) ? null : values.error;
  return { ...values, error, step: next };
}

const retry = { type: 'retry' };
const events = {
  find: { type: 'ticket.find', request },
  segment: { type: 'segment.select', orderId: 7, segmentIndex: 0 },
  next: { type: 'next' },
  save: { type: 'documents.save', passengers: draft },
  confirm: { type: 'confirm' },
  cancelConfirm: { type: 'cancel.confirm' },
};

export const checkIn: PathModel<CheckInWorld> = {
  name: 'check-in',
  machine: checkInMachine,
  // A logged-in traveller with their trips, and a guest who finds the booking by ticket.
  inputs: [{ guest: false }, { guest: true }] satisfies CheckInInput[],
  events: [
    { type: 'trips.changed' },
    { type: 'ticket.open' },
    events.find,
    events.segment,
    ...[0, 1].map((psgId) => ({ type: 'passenger.toggle', psgId })),
    events.next,
    { type: 'documents.edit' },
    events.save,
    { type: 'terms.toggle' },
    // Only the child's pick: a seat is picked with two passengers checking in, the adult seated by the answer and the child not.
    { type: 'seat.pick', seat: { psgId: 1, seatNo: '12A' } },
    // The exit row: the adult is asked, the child refused.
    ...[0, 1].map((psgId) => ({ type: 'seat.pick', seat: { psgId, seatNo: EXIT_SEAT } })),
    { type: 'exitRow.accept' },
    { type: 'exitRow.decline' },
    { type: 'luggage.open' },
    { type: 'dangerous.toggle' },
    events.confirm,
    ...[31, 32].map((checkInId) => ({ type: 'cancel', checkInId })),
    events.cancelConfirm,
    { type: 'restart' },
    { type: 'back' },
    { type: 'retry' },
  ],
  outputs: {
    loadTrips: [trips],
    refreshTrips: [changedTrips],
    findTicket: [answers.ticket],
    confirmFlight: [flightAnswer, counterFlight],
    confirmPassengers: [answers.chosen],
    updateDocuments: [answers.updated],
    checkHongKong: [answers.hkFine, answers.hkProblem],
    querySeats: [answers.seatMap],
    confirmSeats: [answers.seats],
    queryLuggage: [answers.luggage],
    confirmAux: [answers.aux],
    confirmCheckIn: [answers.checkedIn],
    cancelCheckIn: [answers.cancelled],
  },
  errors: {
    loadTrips: [errors.busy, errors.offline],
    findTicket: [{ code: 'O00001', msg: 'order number does not exist' }],
    // B0102: the flight was cancelled after the list was read.
    confirmFlight: [errors.busy, { code: 'B0102', msg: 'This flight was cancelled by the airline.' }],
    confirmPassengers: [{ code: 'K00002', msg: 'Children cannot check in alone.' }],
    updateDocuments: [errors.noMessage],
    checkHongKong: [errors.offline],
    querySeats: [errors.busy],
    confirmSeats: [{ code: 'B0105', msg: 'This seat is no longer available.' }],
    queryLuggage: [errors.busy],
    confirmAux: [errors.busy],
    confirmCheckIn: [errors.noMessage],
    cancelCheckIn: [errors.busy],
  },
  // An expired page starts again; the counter ends the check-in: shown, but not a failure to retry.
  quietErrors: {
    refreshTrips: [errors.busy],
    confirmFlight: [pageExpired, atCounter],
    confirmPassengers: [pageExpired, atCounter],
    updateDocuments: [pageExpired],
    checkHongKong: [pageExpired],
    querySeats: [pageExpired],
    confirmSeats: [pageExpired],
    queryLuggage: [pageExpired],
    confirmAux: [pageExpired],
    confirmCheckIn: [pageExpired, atCounter],
  },
  // The itinerary page reads a failure's code too: a flight found cancelled leads on to its rebooking.
  keyOf: (c) => [c.trips !== null, c.trips?.[0]?.cancelled === true, c.selected.join(','), c.termsAccepted, JSON.stringify(c.seats), c.refusedSeat, c.dangerousGoods, c.results.length, c.error?.code === 'B0102'],
  world: { initial: (input) => ({ step: (input as CheckInInput).guest ? 'itinerary.find' : 'loadingTrips', guest: (input as CheckInInput).guest, ...fresh }), after },
  step: (w) => w.step,
  expectedInput: (id, w) => {
    if (id === 'loadTrips' || id === 'refreshTrips') return undefined;
    const calls: Record<string, () => unknown> = {
      findTicket: () => w.request,
      confirmFlight: () => ({ ...w.choice, ...(w.ticketKey && { processKey: w.ticketKey }) }),
      // Each step's call only for what its rule allows: passengers the rules let check in, terms accepted, everyone seated, dangerous goods acknowledged.
      confirmPassengers: () => (problemOf(w) === null ? { processKey: w.keys.flight, psgIds: w.selected } : noCall),
      updateDocuments: () => ({ processKey: w.keys.documents, passengers: w.draft }),
      checkHongKong: () => w.keys.documents,
      querySeats: () => (w.termsAccepted ? w.keys.documents : noCall),
      confirmSeats: () => (everySeated(w) ? { processKey: w.keys.seatMap, seats: w.seats } : noCall),
      queryLuggage: () => w.keys.seats,
      confirmAux: () => (w.dangerousGoods ? w.keys.luggage : noCall),
      confirmCheckIn: () => w.keys.aux,
      cancelCheckIn: () => w.cancelId,
    };
    return calls[id]?.() ?? noCall;
  },
  submits: {
    'checkIn.itinerary.findingTicket': events.find,
    'checkIn.confirmingFlight': events.segment,
    'checkIn.confirmingPassengers': events.next,
    'checkIn.information.saving': events.save,
    'checkIn.information.checkingHk': events.next,
    'checkIn.loadingSeats': events.next,
    'checkIn.confirmingSeats': events.next,
    'checkIn.confirmingAux': events.next,
    'checkIn.checkingIn': events.confirm,
    'checkIn.checkedIn.cancelling': events.cancelConfirm,
  },
  retries: { findTicket: { event: events.find, resends: 'findTicket' } },
  showsError: (s) => s.hasTag('failed') || s.matches('counter') || s.matches('expired'),
  refused: (w) => [
    ...trips.filter((t) => !open(w, t.orderId, t.segmentIndex)).map((t) => ({ type: 'segment.select', orderId: t.orderId, segmentIndex: t.segmentIndex })),
    { type: 'segment.select', orderId: 8, segmentIndex: 0 },
    ...[2, 3, 4, 9].map((psgId) => ({ type: 'passenger.toggle', psgId })),
    { type: 'seat.pick', seat: { psgId: 1, seatNo: '12B' } },
    { type: 'seat.pick', seat: { psgId: 1, seatNo: '12C' } },
    { type: 'seat.pick', seat: { psgId: 2, seatNo: '12A' } },
    ...(w.selected.includes(1) ? [] : [{ type: 'seat.pick', seat: { psgId: 1, seatNo: '12A' } }]),
    { type: 'cancel', checkInId: 30 },
    // Neither next nor the retry of the step's failed call goes on without what the step asks for.
    ...(at(w, 'passengers') && problemOf(w) !== null ? [events.next, retry] : []),
    ...(at(w, 'terms') && !w.termsAccepted ? [events.next, retry] : []),
    ...(at(w, 'seats') && !everySeated(w) ? [events.next, retry] : []),
    ...(at(w, 'addedService') && !w.dangerousGoods ? [events.next, retry] : []),
    ...(w.guest && w.step === 'itinerary.find' ? [{ type: 'back' }] : []),
    // Until the exit-row question is answered nothing else is picked or sent; the answer only to that question.
    ...(w.step === 'seats.exitRow' ? [{ type: 'seat.pick', seat: { psgId: 1, seatNo: '12A' } }, events.next, { type: 'back' }] : [{ type: 'exitRow.accept' }, { type: 'exitRow.decline' }]),
    // A booking found by ticket is not the traveller's list of trips: a change to their trips leaves it.
    ...(w.guest || w.ticketKey !== null ? [{ type: 'trips.changed' }] : []),
  ],
  view: {
    of: (s) => ({
      trips: s.context.trips,
      segment: s.context.segment,
      passengers: s.context.passengers,
      selected: s.context.selected,
      problem: passengerChoiceProblem(s.context),
      documents: s.context.documents,
      termsAccepted: s.context.termsAccepted,
      seatMap: s.context.seatMap,
      seats: s.context.seats,
      exitRowSeat: s.context.exitRowSeat,
      refusedSeat: s.context.refusedSeat,
      luggage: s.context.luggage,
      dangerousGoods: s.context.dangerousGoods,
      results: s.context.results,
      end: s.hasTag('end'),
      error: s.context.error,
    }),
    expected: (w) => ({
      trips: w.trips,
      segment: w.segment,
      passengers: w.passengers,
      selected: w.selected,
      problem: problemOf(w),
      documents: w.documents,
      termsAccepted: w.termsAccepted,
      seatMap: w.seatMap,
      seats: w.seats,
      exitRowSeat: w.exitRowSeat,
      refusedSeat: w.refusedSeat,
      luggage: w.luggage,
      dangerousGoods: w.dangerousGoods,
      results: w.results,
      end: at(w, 'checkedIn') || ends.includes(w.step),
      error: w.error,
    }),
  },
};
