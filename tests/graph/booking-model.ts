import type { EventObject } from 'xstate';
import type { BookingContact, BookingPassenger, PriceSummary, SearchRequest } from '../../services/schemas/offer';
import type { BookingContext, Extras, Seat } from '../../machines/booking.machine';
import { bookingMachine } from '../../machines/booking.machine';
import { hasMoreFlights } from '../../machines/flight-pages';
import { flowError } from '../../machines/error-message';
import { answered, booking as b, errors, returnLeg, type Output } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/** The cash booking statechart's model: what the traveller enters and the services answer, and what the spec says must follow. */
interface BookingWorld {
  /** The step the booking is on (its state as `stateName` writes it), from the table below. */
  at: string;
  search: SearchRequest | null;
  leg: number;
  /** How many legs have their fare chosen. */
  legsChosen: number;
  /** The key of each leg's search answer, which that leg's fare is confirmed with. */
  legKeys: string[];
  /** The flights of each leg on the pages loaded, each shown once; the last page loaded, and whether there are more. */
  legFlights: string[][];
  legPages: { pageNum: number; more: boolean }[];
  flight: string | null;
  brand: string | null;
  acceptPrice: boolean;
  /** The key each step sends its call with: that of the answer that led to the step. */
  keys: Partial<Record<'nextLeg' | 'passengers' | 'extras' | 'seats' | 'review', string>>;
  savedLoaded: boolean;
  passengers: BookingPassenger[] | null;
  contact: BookingContact | null;
  privacyConsent: boolean;
  extras: Extras;
  segment: number;
  seats: Seat[];
  /** The exit-row seat refused at the pick, until the next pick or another segment. */
  refusedSeat: string | null;
  code: string | null;
  /** The code a guest confirmed the order with (sent again on retry); null for a logged-in traveller. */
  emailCode: string | null;
  /** The extras' answer's price: the order's when no seats are chosen. */
  extrasPrice: PriceSummary | null;
  /** What the pages show: the latest price, the answers' offers, the applied code, the order. */
  shown: BookingShown;
}
type BookingShown = Pick<
  BookingContext,
  'price' | 'savedPassengers' | 'auxiliaryOffers' | 'warnings' | 'ffpClubPoints' | 'seatMap' | 'promoCode' | 'order'
>;
const nothingShown: BookingShown = { price: null, savedPassengers: null, auxiliaryOffers: null, warnings: [], ffpClubPoints: 0, seatMap: null, promoCode: null, order: null };
const bookingStart: BookingWorld = {
  at: 'searchForm.editing',
  search: null,
  leg: 0,
  legsChosen: 0,
  legKeys: [],
  legFlights: [],
  legPages: [],
  flight: null,
  brand: null,
  acceptPrice: false,
  keys: {},
  savedLoaded: false,
  passengers: null,
  contact: null,
  privacyConsent: false,
  extras: { luggage: [], meals: [], insurance: null },
  segment: 0,
  seats: [],
  refusedSeat: null,
  code: null,
  emailCode: null,
  extrasPrice: null,
  shown: nothingShown,
};
const keyOf = (e: Output) => (e.output as { processKey: string }).processKey;
type LegAnswer = { options: { flightKey: string }[]; pageNum: number; pageSize: number; total: number };
const flightsOf = (e: Output) => (e.output as LegAnswer).options.map((o) => o.flightKey);
const pageOf = (e: Output) => {
  const { pageNum, pageSize, total } = e.output as LegAnswer;
  return { pageNum, more: pageNum * pageSize < total };
};

/**
 * The spec's booking steps (section 4, "Booking flow"; section 2, "Booking step order"): search,
 * a flight and fare for each leg, passengers and contact, extras, seats, the promotion code, the
 * order. Each step's call, where its answer leads, and where its failure is shown (the traveller
 * may try it again there); a call in flight takes its own submit only to say it is busy.
 */
interface CallStep {
  call: string;
  /** The step a success leads to, given what was answered. */
  done: (w: BookingWorld, output: any) => string;
  failed: string;
  /** The submit that started the call, pressed again while it runs. */
  submit: string;
}
/** The passengers' page: the saved passengers load first, once per booking. */
const passengersPage = (w: BookingWorld) => (w.savedLoaded ? 'passengers.editing' : 'passengers.loadingSaved');
const callSteps: Record<string, CallStep> = {
  searching: { call: 'searchFlights', done: () => 'results.choosing', failed: 'searchForm.failed', submit: 'search.submit' },
  'results.loadingMore': { call: 'searchMoreFlights', done: () => 'results.choosing', failed: 'results.moreFailed', submit: 'flights.more' },
  // A round trip's first fare leads to the return leg's flights; the last fare to the passengers.
  confirmingBrand: {
    call: 'confirmBrand',
    done: (w, o: { nextLegIndex: number | null }) => (o.nextLegIndex === null ? passengersPage(w) : 'searchingNextLeg.loading'),
    failed: 'pickBrand.failed',
    submit: 'brand.confirm',
  },
  'searchingNextLeg.loading': { call: 'searchNextLeg', done: () => 'results.choosing', failed: 'searchingNextLeg.failed', submit: 'brand.confirm' },
  'passengers.loadingSaved': { call: 'loadSavedPassengers', done: () => 'passengers.editing', failed: 'passengers.loadFailed', submit: '' },
  // A travel document that expires before the flight is warned of before the extras.
  confirmingPassengers: {
    call: 'confirmPassengers',
    done: (_, o: { warnings: unknown[] }) => (o.warnings.length ? 'passengers.documentsWarned' : 'extras.overview'),
    failed: 'passengers.failed',
    submit: 'passengers.submit',
  },
  confirmingExtras: { call: 'confirmExtras', done: () => 'seats.overview', failed: 'extras.failed', submit: 'extras.submit' },
  'seats.map.loading': { call: 'loadSeatMap', done: () => 'seats.map.choosing', failed: 'seats.map.loadFailed', submit: 'seats.submit' },
  confirmingSeats: { call: 'confirmSeats', done: () => 'review.editing', failed: 'seats.failed', submit: 'seats.submit' },
  applyingPromo: { call: 'applyPromo', done: () => 'review.editing', failed: 'review.promoFailed', submit: 'promo.apply' },
  // After a successful order confirmation the booking resets after 2 seconds.
  confirmingOrder: { call: 'confirmOrder', done: () => 'ordered', failed: 'review.failed', submit: 'order.confirm' },
};
/** Retry in a failed step sends the failed call again. */
const retryOf = Object.fromEntries(Object.entries(callSteps).map(([step, c]) => [c.failed, step]));

const inStep = (w: BookingWorld, group: string) => w.at === group || w.at.startsWith(`${group}.`);
/** A leg chosen before, which the traveller may go back to. */
const earlierLeg = (w: BookingWorld, legIndex: number) => legIndex >= 0 && legIndex < w.legsChosen;
/** Back from a later step: the last leg's flights, its fare to choose again. */
const lastLegAgain = 'results.choosing';
/** The fares of a listed flight: every flight of the fixtures sells the same ones. */
const knownBrand = (brand: string) => b.option.brands.some((x) => x.brand === brand);

/** The step after a user's event in step `w.at`, or null when the step does not take it. */
function userStep(w: BookingWorld, e: EventObject & Record<string, any>): string | null {
  const t = e.type;
  if (inStep(w, 'searchForm')) return t === 'search.submit' ? 'searching' : null;
  if (inStep(w, 'results')) {
    if (t === 'flight.select') return w.legFlights[w.leg]?.includes(e.flightKey) ? 'pickBrand.editing' : null;
    if (t === 'leg.reset') return earlierLeg(w, e.legIndex) ? 'results.choosing' : null;
    // Back from the first leg's flights to the search; from a later leg's to the leg before.
    if (t === 'back') return w.leg === 0 ? 'searchForm.editing' : 'results.choosing';
    // More flights while the leg has more; a failed page is asked for again.
    if (t === 'flights.more') return w.at === 'results.moreFailed' || (w.at === 'results.choosing' && w.legPages[w.leg]?.more) ? 'results.loadingMore' : null;
    return null;
  }
  if (inStep(w, 'pickBrand')) {
    if (t === 'brand.confirm') return knownBrand(e.brand) ? 'confirmingBrand' : null;
    return t === 'back' ? 'results.choosing' : null;
  }
  // 'Promotional fare has been updated to ...': confirm to proceed, or cancel back to the flights.
  if (w.at === 'priceChanged') return t === 'price.accept' ? 'confirmingBrand' : t === 'price.decline' ? 'results.choosing' : null;
  if (w.at === 'searchingNextLeg.failed' || inStep(w, 'passengers')) {
    if (t === 'leg.reset') return earlierLeg(w, e.legIndex) ? 'results.choosing' : null;
    if (t === 'back') return lastLegAgain;
    if (w.at === 'passengers.documentsWarned' && t === 'documents.confirm') return 'extras.overview';
    if (w.at === 'passengers.documentsWarned' && t === 'documents.change') return 'passengers.editing';
    return inStep(w, 'passengers') && t === 'passengers.submit' ? 'confirmingPassengers' : null;
  }
  if (inStep(w, 'extras')) {
    const page = { 'extras.luggage': 'extras.luggage', 'extras.food': 'extras.food', 'extras.insurance': 'extras.insurance' }[t];
    if (page) return page;
    if (t === 'extras.change') return w.at;
    if (t === 'extras.submit') return 'confirmingExtras';
    // Each kind's page goes back to the overview; the overview back to the passengers.
    if (t === 'back') return ['extras.overview', 'extras.failed'].includes(w.at) ? passengersPage(w) : 'extras.overview';
    return null;
  }
  if (inStep(w, 'seats')) {
    if (t === 'seat.segment') return 'seats.map.loading';
    // Seats chosen are confirmed; none chosen, the order goes on without them.
    if (t === 'seats.submit') return w.seats.length ? 'confirmingSeats' : 'review.editing';
    if (t === 'seats.skip') return 'review.editing';
    if (t === 'back') return inStep(w, 'seats.map') ? 'seats.overview' : 'extras.overview';
    return t === 'seat.pick' && w.at === 'seats.map.choosing' ? w.at : null;
  }
  if (inStep(w, 'review')) return { 'promo.apply': 'applyingPromo', 'order.confirm': 'confirmingOrder', back: 'seats.overview' }[t] ?? null;
  return null;
}

/** The step after any event: the restart, the order's reset, a call's answer, a retry, a busy press, or the user's step. */
function stepAfter(w: BookingWorld, e: EventObject & Record<string, any>): string | null {
  if (e.type === 'booking.restart') return 'searchForm.editing';
  if (e.type.startsWith('xstate.after.')) return w.at === 'ordered' ? 'searchForm.editing' : null;
  const inFlight = callSteps[w.at];
  if (e.type.startsWith('xstate.done.actor.') || e.type.startsWith('xstate.error.actor.')) {
    if (!inFlight || !e.type.endsWith(`.${inFlight.call}`)) return null;
    if (e.type.startsWith('xstate.done.actor.')) return inFlight.done(w, e.output);
    // A promotional fare that changed is not a failure: the new fare is shown to accept or decline.
    return inFlight.call === 'confirmBrand' && flowError(e.error).code === errors.promoFareChanged.code ? 'priceChanged' : inFlight.failed;
  }
  if (e.type === 'retry') return retryOf[w.at] ?? null;
  // Pressed again while its call runs: only the 'submitting...' notice.
  if (inFlight && e.type === inFlight.submit) return w.at;
  return userStep(w, e);
}

/** What the booking test knows after an event, from what was entered and answered alone. */
function afterBooking(w: BookingWorld, e: EventObject): BookingWorld {
  const at = stepAfter(w, e as EventObject & Record<string, any>);
  // Not taken where the booking is, or a busy step's submit: nothing changes.
  if (at === null || (callSteps[w.at] && at === w.at)) return w;
  return { ...flowAfter(w, e), at, shown: shownAfter(w, e) };
}

/** What the pages show after an answer: each priced answer's price, the offers, the applied code, the order. */
function shownAfter({ shown, code, seats, extrasPrice }: BookingWorld, e: EventObject): BookingShown {
  if (e.type === 'booking.restart' || e.type.startsWith('xstate.after.')) return nothingShown;
  // No seats: the order goes on from the extras' answer, at its price and without the code.
  const skipped = e.type === 'seats.skip' || (e.type === 'seats.submit' && seats.length === 0);
  if (skipped) return { ...shown, price: extrasPrice, promoCode: null };
  if (!e.type.startsWith('xstate.done.actor.')) return shown;
  const output = (e as Output).output as Record<string, any>;
  const price = output.price ?? shown.price;
  if (answered(e, 'loadSavedPassengers')) return { ...shown, savedPassengers: e.output as BookingShown['savedPassengers'] };
  if (answered(e, 'loadSeatMap')) {
    const { processKey: _, ...seatMap } = output;
    return { ...shown, seatMap: seatMap as BookingShown['seatMap'] };
  }
  if (answered(e, 'confirmPassengers'))
    return { ...shown, price, auxiliaryOffers: output.auxiliary, warnings: output.warnings, ffpClubPoints: output.ffpClubPoints, promoCode: null };
  if (answered(e, 'applyPromo')) return { ...shown, price, promoCode: code };
  if (answered(e, 'confirmSeats')) return { ...shown, price, promoCode: null };
  if (answered(e, 'confirmOrder')) return { ...shown, order: output as BookingShown['order'] };
  return { ...shown, price };
}

/**
 * Spec section 5: pregnant passengers and children may not sit in an emergency-exit row, nor an
 * adult with an infant in their care; the seat map on screen says which rows are exit rows.
 */
function exitRowRefused(w: BookingWorld, seat: Seat): boolean {
  const map = w.shown.seatMap;
  const inExitRow = map?.segmentIndex === seat.segmentIndex && map.cabins.some((c) => c.rows.some((r) => r.exit && r.seats.some((x) => x.seatNo === seat.seatNo)));
  if (!inExitRow) return false;
  const who = w.passengers?.[seat.passengerIndex];
  const carriesInfant = (w.passengers ?? []).some((p) => p.type === 'INF' && p.guardianIndex === seat.passengerIndex);
  return !who || who.type !== 'ADT' || who.pregnant === true || carriesInfant;
}

/** Where the booking stands after an event its step took: the leg, the keys each step sends, what was entered. */
function flowAfter(w: BookingWorld, e: EventObject): BookingWorld {
  const event = e as EventObject & Record<string, any>;
  switch (e.type) {
    case 'booking.restart':
      return bookingStart;
    case 'search.submit':
      return { ...w, search: event.search };
    case 'flight.select':
      return { ...w, flight: event.flightKey };
    case 'brand.confirm':
      return { ...w, brand: event.brand, acceptPrice: false };
    case 'price.accept':
      return { ...w, acceptPrice: true };
    case 'leg.reset':
      return { ...w, leg: event.legIndex, legsChosen: event.legIndex };
    case 'back':
      // Back from a leg's flights to the leg before; back from the passengers (or the next leg's failed search) to the last leg's flights.
      if (inStep(w, 'results')) return w.leg > 0 ? { ...w, leg: w.leg - 1, legsChosen: w.leg - 1 } : w;
      if (inStep(w, 'seats.map')) return { ...w, refusedSeat: null };
      return inStep(w, 'passengers') || w.at === 'searchingNextLeg.failed' ? { ...w, leg: w.legsChosen - 1, legsChosen: w.legsChosen - 1 } : w;
    case 'passengers.submit':
      return { ...w, passengers: event.passengers, contact: event.contact, privacyConsent: event.privacyConsent };
    case 'extras.change':
      return { ...w, extras: event.extras };
    case 'seat.segment':
      return { ...w, segment: event.segmentIndex, refusedSeat: null };
    case 'seat.pick': {
      const seat = event.seat as Seat;
      // A refused exit-row seat leaves the seats as they were.
      if (exitRowRefused(w, seat)) return { ...w, refusedSeat: seat.seatNo };
      // One seat per passenger on each segment, and one passenger per seat.
      const kept = w.seats.filter((s) => s.segmentIndex !== seat.segmentIndex || (s.passengerIndex !== seat.passengerIndex && s.seatNo !== seat.seatNo));
      return { ...w, refusedSeat: null, seats: [...kept, seat] };
    }
    case 'seats.skip':
      return { ...w, seats: [], keys: { ...w.keys, review: w.keys.seats } };
    case 'seats.submit':
      // Nothing chosen: the order goes on from the extras' answer.
      return w.seats.length ? w : { ...w, keys: { ...w.keys, review: w.keys.seats } };
    case 'promo.apply':
      return { ...w, code: event.code };
    case 'order.confirm':
      return { ...w, emailCode: event.emailCode ?? null };
  }
  // The one timer: the booking starts afresh after the order, with the same search.
  if (e.type.startsWith('xstate.after.')) return { ...bookingStart, search: w.search };
  if (answered(e, 'searchFlights')) return { ...w, leg: 0, legsChosen: 0, legKeys: [keyOf(e)], legFlights: [flightsOf(e)], legPages: [pageOf(e)] };
  if (answered(e, 'searchNextLeg')) {
    const kept = w.leg + 1;
    return {
      ...w,
      leg: kept,
      legKeys: [...w.legKeys.slice(0, kept), keyOf(e)],
      legFlights: [...w.legFlights.slice(0, kept), flightsOf(e)],
      legPages: [...w.legPages.slice(0, kept), pageOf(e)],
    };
  }
  if (answered(e, 'searchMoreFlights')) {
    const at = <T>(list: T[], item: T) => list.map((x, i) => (i === w.leg ? item : x));
    return { ...w, legFlights: at(w.legFlights, [...new Set([...w.legFlights[w.leg]!, ...flightsOf(e)])]), legPages: at(w.legPages, pageOf(e)) };
  }
  if (answered<{ processKey: string; nextLegIndex: number | null; legs: unknown[] }>(e, 'confirmBrand'))
    return { ...w, legsChosen: e.output.legs.length, keys: { ...w.keys, [e.output.nextLegIndex === null ? 'passengers' : 'nextLeg']: e.output.processKey } };
  if (answered(e, 'loadSavedPassengers')) return { ...w, savedLoaded: true };
  // New passengers keep the extras and seats chosen (the fixture's offers still sell them).
  if (answered(e, 'confirmPassengers')) return { ...w, keys: { ...w.keys, extras: keyOf(e) } };
  if (answered<{ processKey: string; price: PriceSummary }>(e, 'confirmExtras')) return { ...w, segment: 0, extrasPrice: e.output.price, keys: { ...w.keys, seats: keyOf(e) } };
  if (answered(e, 'confirmSeats') || answered(e, 'applyPromo')) return { ...w, keys: { ...w.keys, review: keyOf(e) } };
  return w;
}

/** The input of the call the booking's step makes, and no call elsewhere. */
function bookingCall(id: string, w: BookingWorld): unknown {
  if (callSteps[w.at]?.call !== id) return noCall;
  switch (id) {
    case 'searchFlights':
      return w.search;
    case 'confirmBrand':
      return { processKey: w.legKeys[w.leg], flightKey: w.flight, brand: b.option.brands.find((x) => x.brand === w.brand), acceptPrice: w.acceptPrice };
    case 'searchNextLeg':
      return w.keys.nextLeg;
    case 'searchMoreFlights':
      return { legIndex: w.leg, search: w.search, processKey: w.legKeys[w.leg], pageNum: w.legPages[w.leg]!.pageNum + 1 };
    case 'loadSavedPassengers':
      return undefined;
    case 'confirmPassengers':
      return { processKey: w.keys.passengers, passengers: w.passengers, contact: w.contact, privacyConsent: w.privacyConsent, studentDocumentId: null, studentEmail: null };
    case 'confirmExtras':
      return { processKey: w.keys.extras, extras: w.extras };
    case 'loadSeatMap':
      return { processKey: w.keys.seats, segmentIndex: w.segment };
    case 'confirmSeats':
      return { processKey: w.keys.seats, seats: w.seats };
    case 'applyPromo':
      return { processKey: w.keys.review, code: w.code };
    case 'confirmOrder':
      return { processKey: w.keys.review, emailCode: w.emailCode };
  }
  return noCall;
}

const bookingEvents = {
  search: { type: 'search.submit', search: b.search },
  brand: { type: 'brand.confirm', brand: 'MAIN' },
  passengers: { type: 'passengers.submit', passengers: b.passengers, contact: b.contact, privacyConsent: true },
  extras: { type: 'extras.submit' },
  seats: { type: 'seats.submit' },
  promo: { type: 'promo.apply', code: b.promoCode },
  order: { type: 'order.confirm' },
  /** A guest confirms with the code e-mailed to the booking's contact. */
  guestOrder: { type: 'order.confirm', emailCode: '123456' },
};

export const booking: PathModel<BookingWorld> = {
  name: 'booking',
  machine: bookingMachine,
  events: [
    bookingEvents.search,
    { type: 'flight.select', flightKey: b.option.flightKey },
    { type: 'flight.select', flightKey: returnLeg.flightKey },
    { type: 'flights.more' },
    bookingEvents.brand,
    { type: 'price.accept' },
    { type: 'price.decline' },
    { type: 'leg.reset', legIndex: 0 },
    bookingEvents.passengers,
    { type: 'documents.confirm' },
    { type: 'documents.change' },
    { type: 'extras.change', extras: b.extras },
    { type: 'extras.luggage' },
    { type: 'extras.food' },
    { type: 'extras.insurance' },
    bookingEvents.extras,
    { type: 'seat.segment', segmentIndex: 0 },
    { type: 'seat.segment', segmentIndex: 1 },
    { type: 'seat.pick', seat: b.seat },
    { type: 'seat.pick', seat: b.exitSeat },
    bookingEvents.seats,
    { type: 'seats.skip' },
    bookingEvents.promo,
    bookingEvents.order,
    bookingEvents.guestOrder,
    { type: 'back' },
    { type: 'retry' },
    { type: 'booking.restart' },
  ],
  outputs: {
    searchFlights: [b.searchAnswer],
    searchNextLeg: [returnLeg.answer],
    searchMoreFlights: [b.lastPageAnswers[0]],
    confirmBrand: b.brandAnswers,
    loadSavedPassengers: [b.savedPassengers],
    confirmPassengers: [b.passengersAnswer, b.passengersWarnedAnswer],
    confirmExtras: [b.extrasAnswer],
    loadSeatMap: [b.seatMap],
    confirmSeats: [b.seatsAnswer],
    applyPromo: [b.promoAnswer],
    confirmOrder: [b.order],
  },
  // A promotional fare that changed asks the traveller to accept the new fare: not a failure.
  errors: { confirmBrand: [errors.busy], searchFlights: [errors.busy, errors.offline], searchMoreFlights: [errors.offline], confirmExtras: [errors.noMessage] },
  quietErrors: { confirmBrand: [errors.promoFareChanged] },
  keyOf: (c) => [c.legIndex > 0, c.legs.length > 0, hasMoreFlights(c), c.seats.length > 0, c.search !== null, c.savedPassengers !== null],
  world: { initial: () => bookingStart, after: afterBooking },
  step: (w) => w.at,
  // A changed promotional fare shows its message with the new fare.
  showsError: (s) => s.hasTag('failed') || s.matches('priceChanged'),
  view: {
    of: (s) => ({
      price: s.context.price,
      savedPassengers: s.context.savedPassengers,
      auxiliaryOffers: s.context.auxiliaryOffers,
      warnings: s.context.warnings,
      ffpClubPoints: s.context.ffpClubPoints,
      seatMap: s.context.seatMap,
      promoCode: s.context.promoCode,
      order: s.context.order,
      extras: s.context.extras,
      seats: s.context.seats,
      refusedSeat: s.context.refusedSeat,
      legsChosen: s.context.legs.length,
      flights: s.context.legOptions[s.context.legIndex]?.map((o: { flightKey: string }) => o.flightKey) ?? [],
      finished: s.hasTag('end'),
    }),
    // The funnel counts a booking as finished (tag 'end') once its order is made.
    expected: (w) => ({ ...w.shown, extras: w.extras, seats: w.seats, refusedSeat: w.refusedSeat, legsChosen: w.legsChosen, flights: w.legFlights[w.leg] ?? [], finished: w.shown.order !== null }),
  },
  expectedInput: (id, w) => bookingCall(id, w),
  timers: { 'booking.ordered': 2000 },
  submits: {
    'booking.searching': bookingEvents.search,
    'booking.confirmingBrand': bookingEvents.brand,
    'booking.searchingNextLeg.loading': bookingEvents.brand,
    'booking.results.loadingMore': { type: 'flights.more' },
    'booking.confirmingPassengers': bookingEvents.passengers,
    'booking.confirmingExtras': bookingEvents.extras,
    'booking.seats.map.loading': bookingEvents.seats,
    'booking.confirmingSeats': bookingEvents.seats,
    'booking.applyingPromo': bookingEvents.promo,
    'booking.confirmingOrder': bookingEvents.order,
  },
  // Only an earlier leg, whose fare was chosen, can be chosen again.
  // Only a flight the leg lists can be chosen: the outbound's flights are not the return's.
  refused: (w) => [
    { type: 'flight.select', flightKey: 'no-such-flight' },
    ...[b.option.flightKey, returnLeg.flightKey].filter((f) => !w.legFlights[w.leg]?.includes(f)).map((flightKey) => ({ type: 'flight.select', flightKey })),
    { type: 'brand.confirm', brand: 'NO-SUCH-BRAND' },
    { type: 'leg.reset', legIndex: w.legsChosen },
    { type: 'leg.reset', legIndex: -1 },
    // No page is asked for beyond the leg's last.
    ...(w.legPages[w.leg]?.more ? [] : [{ type: 'flights.more' }]),
  ],
};

