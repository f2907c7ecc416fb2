import type { EventObject } from 'xstate';
import type { BookingContact, BookingPassenger, PriceSummary, SearchRequest } from '../../services/schemas/offer';
import type { BookingContext, Extras, Seat } from '../../machines/booking.machine';
import { bookingMachine } from '../../machines/booking.machine';
import { hasMoreFlights } from '../../machines/flight-pages';
import { answered, booking as b, errors, type Output } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/** The cash booking statechart's model: what the traveller enters and the services answer, and what the spec says must follow. */
interface BookingWorld {
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
  extras: Extras;
  segment: number;
  seats: Seat[];
  /** The exit-row seat refused at the pick, until the next pick or another segment. */
  refusedSeat: string | null;
  code: string | null;
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
  extras: { luggage: [], meals: [], insurance: null },
  segment: 0,
  seats: [],
  refusedSeat: null,
  code: null,
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

type Before = { hasTag: (tag: string) => boolean; matches: (state: never) => boolean };

/** What the booking test knows after an event, from what was entered and answered alone. */
const afterBooking = (w: BookingWorld, e: EventObject, before: Before): BookingWorld => ({ ...flowAfter(w, e, before), shown: shownAfter(w, e, before) });

/** What the pages show after an answer: each priced answer's price, the offers, the applied code, the order. */
function shownAfter({ shown, code, seats, extrasPrice }: BookingWorld, e: EventObject, before: Before): BookingShown {
  if (e.type === 'booking.restart' || e.type.startsWith('xstate.after.')) return nothingShown;
  // No seats: the order goes on from the extras' answer, at its price and without the code.
  const skipped = e.type === 'seats.skip' || (e.type === 'seats.submit' && !before.hasTag('busy') && seats.length === 0);
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

/** Where the booking stands after an event: the leg, the keys each step sends, what was entered. */
function flowAfter(w: BookingWorld, e: EventObject, before: Before): BookingWorld {
  const busy = before.hasTag('busy');
  const event = e as EventObject & Record<string, any>;
  switch (e.type) {
    case 'booking.restart':
      return bookingStart;
    case 'search.submit':
      return busy ? w : { ...w, search: event.search };
    case 'flight.select':
      return { ...w, flight: event.flightKey };
    case 'brand.confirm':
      return busy ? w : { ...w, brand: event.brand, acceptPrice: false };
    case 'price.accept':
      return { ...w, acceptPrice: true };
    case 'leg.reset':
      return { ...w, leg: event.legIndex, legsChosen: event.legIndex };
    case 'back':
      // Back from a leg's flights to the leg before; back from a later step to the last leg's flights.
      if (before.matches('results' as never)) return w.leg > 0 ? { ...w, leg: w.leg - 1, legsChosen: w.leg - 1 } : w;
      if (before.matches({ seats: 'map' } as never)) return { ...w, refusedSeat: null };
      return before.matches('passengers' as never) || before.matches({ searchingNextLeg: 'failed' } as never) ? { ...w, leg: w.legsChosen - 1, legsChosen: w.legsChosen - 1 } : w;
    case 'passengers.submit':
      return busy ? w : { ...w, passengers: event.passengers, contact: event.contact };
    case 'extras.change':
      return { ...w, extras: event.extras };
    case 'seat.segment':
      return { ...w, segment: event.segmentIndex, refusedSeat: null };
    case 'seat.pick': {
      const seat = event.seat as Seat;
      // The fixture's traveller is pregnant: the exit row's seat is refused, the seats stay as they were.
      if (seat.seatNo === b.exitSeat.seatNo) return { ...w, refusedSeat: seat.seatNo };
      return { ...w, refusedSeat: null, seats: [...w.seats.filter((s) => s.segmentIndex !== seat.segmentIndex || s.passengerIndex !== seat.passengerIndex), seat] };
    }
    case 'seats.skip':
      return { ...w, seats: [], keys: { ...w.keys, review: w.keys.seats } };
    case 'seats.submit':
      // Nothing chosen: the order goes on from the extras' answer.
      return busy || w.seats.length ? w : { ...w, keys: { ...w.keys, review: w.keys.seats } };
    case 'promo.apply':
      return busy ? w : { ...w, code: event.code };
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

function bookingCall(id: string, w: BookingWorld): unknown {
  switch (id) {
    case 'searchFlights':
      return w.search;
    case 'confirmBrand':
      return { processKey: w.legKeys[w.leg], flightKey: w.flight, brand: b.option.brands.find((x) => x.brand === w.brand), acceptPrice: w.acceptPrice };
    case 'searchNextLeg':
      return w.keys.nextLeg;
    case 'searchMoreFlights':
      return w.legPages[w.leg]?.more ? { legIndex: w.leg, search: w.search, processKey: w.legKeys[w.leg], pageNum: w.legPages[w.leg]!.pageNum + 1 } : noCall;
    case 'loadSavedPassengers':
      return w.savedLoaded ? noCall : undefined;
    case 'confirmPassengers':
      return { processKey: w.keys.passengers, passengers: w.passengers, contact: w.contact, studentDocumentId: null, studentEmail: null };
    case 'confirmExtras':
      return { processKey: w.keys.extras, extras: w.extras };
    case 'loadSeatMap':
      return { processKey: w.keys.seats, segmentIndex: w.segment };
    case 'confirmSeats':
      return w.seats.length ? { processKey: w.keys.seats, seats: w.seats } : noCall;
    case 'applyPromo':
      return { processKey: w.keys.review, code: w.code };
    case 'confirmOrder':
      return w.keys.review;
  }
  return noCall;
}

const bookingEvents = {
  search: { type: 'search.submit', search: b.search },
  brand: { type: 'brand.confirm', brand: 'MAIN' },
  passengers: { type: 'passengers.submit', passengers: b.passengers, contact: b.contact },
  extras: { type: 'extras.submit' },
  seats: { type: 'seats.submit' },
  promo: { type: 'promo.apply', code: b.promoCode },
  order: { type: 'order.confirm' },
};

export const booking: PathModel<BookingWorld> = {
  name: 'booking',
  machine: bookingMachine,
  events: [
    bookingEvents.search,
    { type: 'flight.select', flightKey: b.option.flightKey },
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
    { type: 'back' },
    { type: 'retry' },
    { type: 'booking.restart' },
  ],
  outputs: {
    searchFlights: [b.searchAnswer],
    searchNextLeg: [b.nextLegAnswer],
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
  refused: (w) => [
    { type: 'flight.select', flightKey: 'no-such-flight' },
    { type: 'brand.confirm', brand: 'NO-SUCH-BRAND' },
    { type: 'leg.reset', legIndex: w.legsChosen },
    { type: 'leg.reset', legIndex: -1 },
    // No page is asked for beyond the leg's last.
    ...(w.legPages[w.leg]?.more ? [] : [{ type: 'flights.more' }]),
  ],
};

