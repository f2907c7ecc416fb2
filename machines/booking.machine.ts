import { assign, setup } from 'xstate';
import type {
  AuxiliaryOffers,
  BookingContact,
  BookingPassenger,
  BrandOffer,
  ChosenLeg,
  ConfirmAuxiliaryRequest,
  ConfirmOrderResponse,
  ConfirmSeatRequest,
  FlightOption,
  PriceSummary,
  SearchRequest,
  SearchPageResponse,
  SeatMapResponse,
} from '../services/schemas/offer';
import type { Passenger } from '../services/schemas/passenger';
import { mayTakeExitRow } from '../services/schemas/seat-rules';
import { codes } from '../services/schemas/codes';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';
import { hasMoreFlights, legPageOf, moreFlightsStates, withPage, type LegPage, type NextPage } from './flight-pages';
import { firstLegOf, listsFlight, noLegs, pickBrandState, searchingState, selectedOption, sellsBrand } from './leg-steps';
import { busyOn, failedWithRetry, stepActions } from './step-states';

/**
 * The cash booking (spec section 4, "Booking flow"): search, a fare for each leg, passengers and
 * contact, extras, seats, a promotion code, then the order. Every step's answer carries a new
 * processKey; the machine keeps them so a traveller can go back to any step and go on from there.
 *
 * What the pages rely on:
 * - Each top-level state is a step (or its call in flight); `state.matches('<step>')` names the page.
 * - Tag `busy`: a call is in flight. Sending the step's submit again there sends nothing and runs
 *   `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message. `retry` sends the same
 *   call again, and the step's own events (submit, back, ...) still work. `retry` is taken nowhere else.
 *   A promotional fare that changed is not a failure: it goes to `priceChanged`.
 * - On entering `passengers` while `context.savedPassengers` is null the saved passengers load
 *   (invoke `loadSavedPassengers`, state `passengers.loadingSaved`, not busy: the traveller may fill
 *   in and submit meanwhile); if that fails, `passengers.loadFailed` is tagged `failed`.
 * - A travel document that expires before the last flight is warned in `passengers.documentsWarned`:
 *   the traveller confirms (`documents.confirm`, on to the extras) or changes it (`documents.change`).
 * - The extras step is an overview with a page for each kind (`extras.luggage`, `extras.food`,
 *   `extras.insurance`); the choices are kept in the context as they are made (`extras.change`), so
 *   they stay through back and forward and new passengers (those that still fit the new offers).
 * - The seats step is an overview of the segments and the map of one (`seats.map`); an exit-row seat
 *   that the passenger may not take is refused at the pick (`context.refusedSeat` names it).
 */
export type Seat = ConfirmSeatRequest['seats'][number];
export type Extras = Omit<ConfirmAuxiliaryRequest, 'processKey'>;

export interface BookingContext {
  search: SearchRequest | null;
  /** The processKey each leg's choice starts from: the search's for leg 0, then the previous leg's brand key. */
  legKeys: string[];
  legOptions: FlightOption[][];
  /** How far each leg's flights are loaded: a leg's flights come a page at a time. */
  legPages: LegPage[];
  legIndex: number;
  selectedFlightKey: string | null;
  brandChoice: string | null;
  legs: ChosenLeg[];
  processKeyBrand: string | null;
  /** The traveller's saved passengers, loaded once per booking; null until they are. */
  savedPassengers: Passenger[] | null;
  passengers: BookingPassenger[];
  contact: BookingContact | null;
  /** What the passenger step's privacy consent said when it was sent. */
  privacyConsent: boolean;
  studentDocumentId: number | null;
  studentEmail: string | null;
  processKeyPsg: string | null;
  auxiliaryOffers: AuxiliaryOffers | null;
  warnings: { passengerIndex: number; key: string }[];
  ffpClubPoints: number;
  extras: Extras;
  processKeyAux: string | null;
  seatMap: Omit<SeatMapResponse, 'processKey'> | null;
  seatSegment: number;
  seats: Seat[];
  /** The price of each chosen seat, by `seatKey`, from the map it was chosen on. */
  seatPrices: Record<string, number>;
  /** The exit-row seat just refused to the passenger picking it. */
  refusedSeat: string | null;
  processKeySeat: string | null;
  /** The promotion code sent (and sent again on retry). */
  enteredPromoCode: string | null;
  /** The promotion code applied to the price. */
  promoCode: string | null;
  price: PriceSummary | null;
  /** The price the extras' answer gave: the order's price when no seats are chosen. */
  extrasPrice: PriceSummary | null;
  /** The code e-mailed to a guest's booking contact, sent with the order's confirmation (and again on retry); null for a logged-in traveller. */
  emailCode: string | null;
  order: ConfirmOrderResponse | null;
  acceptPrice: boolean;
  error: FlowError | null;
}

export type BookingEvent =
  | { type: 'search.submit'; search: SearchRequest }
  | { type: 'flights.more' }
  | { type: 'flight.select'; flightKey: string }
  | { type: 'brand.confirm'; brand: string }
  | { type: 'price.accept' }
  | { type: 'price.decline' }
  | { type: 'leg.reset'; legIndex: number }
  | { type: 'passengers.submit'; passengers: BookingPassenger[]; contact: BookingContact; privacyConsent: boolean; studentDocumentId?: number; studentEmail?: string }
  | { type: 'documents.confirm' }
  | { type: 'documents.change' }
  | { type: 'extras.change'; extras: Extras }
  | { type: 'extras.luggage' }
  | { type: 'extras.food' }
  | { type: 'extras.insurance' }
  | { type: 'extras.submit' }
  | { type: 'seat.segment'; segmentIndex: number }
  | { type: 'seat.pick'; seat: Seat }
  | { type: 'seats.submit' }
  | { type: 'seats.skip' }
  | { type: 'promo.apply'; code: string }
  /** A guest confirms with the code e-mailed to the booking's contact; a logged-in traveller without one. */
  | { type: 'order.confirm'; emailCode?: string }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'booking.restart' };

type StepResult = { processKey: string; price: PriceSummary };
type BrandResult = { processKey: string; legs: ChosenLeg[]; nextLegIndex: number | null; price: PriceSummary };
type PassengersInput = {
  processKey: string;
  passengers: BookingPassenger[];
  contact: BookingContact;
  privacyConsent: boolean;
  studentDocumentId: number | null;
  studentEmail: string | null;
};
type PassengersResult = { processKey: string; warnings: BookingContext['warnings']; ffpClubPoints: number; auxiliary: AuxiliaryOffers; price: PriceSummary };

/** The booking state resets this long after a confirmed order (spec section 9). */
export const ORDER_RESET_MS = 2000;

const emptyExtras: Extras = { luggage: [], meals: [], insurance: null };

export const initialBookingContext: BookingContext = {
  search: null,
  ...noLegs,
  savedPassengers: null,
  passengers: [],
  contact: null,
  privacyConsent: false,
  studentDocumentId: null,
  studentEmail: null,
  processKeyPsg: null,
  auxiliaryOffers: null,
  warnings: [],
  ffpClubPoints: 0,
  extras: emptyExtras,
  processKeyAux: null,
  seatMap: null,
  seatSegment: 0,
  seats: [],
  seatPrices: {},
  refusedSeat: null,
  processKeySeat: null,
  enteredPromoCode: null,
  promoCode: null,
  price: null,
  extrasPrice: null,
  emailCode: null,
  order: null,
  acceptPrice: false,
  error: null,
};

/** A failed call's state: `retry` sends the call again from `target`. */
/** A state that waits on the server: tagged busy, and a second press of the button that started it says so. */

/** The key the order is confirmed from: the last step the traveller took. */
export const lastProcessKey = (c: BookingContext) => c.processKeySeat ?? c.processKeyAux ?? c.processKeyPsg ?? c.processKeyBrand;
export const seatKey = (seat: Pick<Seat, 'segmentIndex' | 'seatNo'>) => `${seat.segmentIndex}:${seat.seatNo}`;

/** The seat map's row of the seat picked, if it is on the map on screen. */
const rowOf = (c: BookingContext, seat: Seat) =>
  c.seatMap?.segmentIndex === seat.segmentIndex ? c.seatMap.cabins.flatMap((cabin) => cabin.rows).find((r) => r.seats.some((s) => s.seatNo === seat.seatNo)) : undefined;

/** The extras chosen before that the new passengers' offers still sell. */
function extrasStillOffered(extras: Extras, offers: AuxiliaryOffers, passengerCount: number): Extras {
  const seated = (i: { passengerIndex: number }) => i.passengerIndex < passengerCount;
  return {
    luggage: extras.luggage.filter((l) => seated(l) && offers.luggage[l.segmentIndex]?.options.some((o) => o.kg === l.kg)),
    meals: extras.meals.filter((m) => seated(m) && offers.meals[m.segmentIndex]?.options.some((o) => o.code === m.code)),
    insurance: extras.insurance && offers.insurance.some((p) => p.code === extras.insurance!.code) ? extras.insurance : null,
  };
}

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent },
  actors: {
    searchFlights: appProvided<SearchPageResponse, SearchRequest>(),
    searchNextLeg: appProvided<SearchPageResponse, string>(),
    searchMoreFlights: appProvided<SearchPageResponse, NextPage<SearchRequest>>(),
    confirmBrand: appProvided<BrandResult, { processKey: string; flightKey: string; brand: BrandOffer; acceptPrice: boolean }>(),
    confirmPassengers: appProvided<PassengersResult, PassengersInput>(),
    confirmExtras: appProvided<StepResult, { processKey: string; extras: Extras }>(),
    loadSeatMap: appProvided<SeatMapResponse, { processKey: string; segmentIndex: number }>(),
    confirmSeats: appProvided<StepResult, { processKey: string; seats: Seat[] }>(),
    applyPromo: appProvided<StepResult, { processKey: string; code: string }>(),
    confirmOrder: appProvided<ConfirmOrderResponse, { processKey: string; emailCode: string | null }>(),
    loadSavedPassengers: appProvided<Passenger[], void>(),
  },
  actions: {
    ...stepActions<BookingContext, BookingEvent>(),
    keepFirstLeg: assign(({ event }) => firstLegOf((event as unknown as { output: SearchPageResponse }).output)),
    chooseBrand: assign({ acceptPrice: false, error: null, brandChoice: ({ event }) => (event.type === 'brand.confirm' ? event.brand : null) }),
    appendFlights: assign(({ context, event }) => withPage(context, (event as unknown as { output: SearchPageResponse }).output)),
    resetToLeg: assign(({ context, event }) => resetTo(context, event.type === 'leg.reset' ? event.legIndex : context.legIndex)),
    /** Back from the passengers to choosing the last leg again. */
    resetToLastLeg: assign(({ context }) => resetTo(context, context.legs.length - 1)),
    pickSeat: assign(({ context, event }) => {
      if (event.type !== 'seat.pick') return {};
      const { seat } = event;
      const price = rowOf(context, seat)?.seats.find((s) => s.seatNo === seat.seatNo)?.price ?? 0;
      return {
        seats: [...context.seats.filter((s) => !(s.segmentIndex === seat.segmentIndex && (s.passengerIndex === seat.passengerIndex || s.seatNo === seat.seatNo))), seat],
        seatPrices: { ...context.seatPrices, [seatKey(seat)]: price },
        refusedSeat: null,
        error: null,
      };
    }),
    refuseSeat: assign({ refusedSeat: ({ event }) => (event.type === 'seat.pick' ? event.seat.seatNo : null) }),
    /** The guest's e-mailed code the order is confirmed with, kept for a retry. */
    keepEmailCode: assign({ emailCode: ({ event }) => (event.type === 'order.confirm' ? (event.emailCode ?? null) : null), error: null }),
    /** No seats chosen: the order is confirmed from the extras' key, at the extras' price, without a promotion code. */
    skipSeats: assign(({ context }) => ({ seats: [], processKeySeat: null, price: context.extrasPrice, enteredPromoCode: null, promoCode: null, error: null })),
    keepPassengersAnswer: assign(({ context, event }) => {
      const output = (event as unknown as { output: PassengersResult }).output;
      return {
        processKeyPsg: output.processKey,
        auxiliaryOffers: output.auxiliary,
        warnings: output.warnings,
        ffpClubPoints: output.ffpClubPoints,
        price: output.price,
        extras: extrasStillOffered(context.extras, output.auxiliary, context.passengers.length),
        seats: context.seats.filter((s) => context.passengers[s.passengerIndex] && context.passengers[s.passengerIndex]!.type !== 'INF'),
        processKeyAux: null,
        processKeySeat: null,
        enteredPromoCode: null,
        promoCode: null,
      };
    }),
  },
  guards: {
    hasNextLeg: ({ event }) => (event as { output?: BrandResult }).output?.nextLegIndex != null,
    promoFareChanged: ({ event }) => flowError((event as { error?: unknown }).error).code === codes.promoFareChanged,
    isFirstLeg: ({ context }) => context.legIndex === 0,
    hasMoreFlights: ({ context }) => hasMoreFlights(context),
    earlierLeg: ({ context, event }) => event.type === 'leg.reset' && event.legIndex >= 0 && event.legIndex < context.legs.length,
    knownFlight: ({ context, event }) => event.type === 'flight.select' && listsFlight(context, event.flightKey),
    knownBrand: ({ context, event }) => event.type === 'brand.confirm' && sellsBrand(context, event.brand),
    hasSeatsChosen: ({ context }) => context.seats.length > 0,
    documentsWarned: ({ event }) => ((event as { output?: PassengersResult }).output?.warnings.length ?? 0) > 0,
    exitRowRefused: ({ context, event }) => event.type === 'seat.pick' && rowOf(context, event.seat)?.exit === true && !mayTakeExitRow(context.passengers, event.seat.passengerIndex),
    savedPassengersLoaded: ({ context }) => context.savedPassengers !== null,
  },
  delays: { orderReset: ORDER_RESET_MS },
}).createMachine({
  id: 'booking',
  context: initialBookingContext,
  initial: 'searchForm',
  on: {
    'booking.restart': { target: '.searchForm', actions: assign(() => initialBookingContext) },
  },
  states: {
    searchForm: {
      initial: 'editing',
      on: { 'search.submit': { target: 'searching', actions: assign({ search: ({ event }) => event.search, error: null }) } },
      states: {
        editing: {},
        failed: failedWithRetry('#booking.searching'),
      },
    },
    searching: searchingState<SearchRequest>(),
    /** A leg's flights, a page at a time: `flights.more` loads the next page while the flights shown can still be chosen. */
    results: {
      initial: 'choosing',
      on: {
        'flight.select': { guard: 'knownFlight', target: 'pickBrand', actions: assign({ selectedFlightKey: ({ event }) => event.flightKey, error: null }) },
        'leg.reset': { guard: 'earlierLeg', target: 'results', actions: 'resetToLeg' },
        back: [
          { guard: 'isFirstLeg', target: 'searchForm', actions: 'clearError' },
          { target: 'results', actions: assign(({ context }) => resetTo(context, context.legIndex - 1)) },
        ],
      },
      states: moreFlightsStates<SearchRequest>()({ target: 'moreFailed', actions: 'fail' } as const),
    },
    pickBrand: pickBrandState('booking'),
    confirmingBrand: {
      ...busyOn('brand.confirm'),
      invoke: {
        id: 'confirmBrand',
        src: 'confirmBrand',
        input: ({ context }) => {
          const option = selectedOption(context)!;
          const brand = option.brands.find((b) => b.brand === context.brandChoice)!;
          return { processKey: context.legKeys[context.legIndex]!, flightKey: option.flightKey, brand, acceptPrice: context.acceptPrice };
        },
        onDone: [
          {
            guard: 'hasNextLeg',
            target: 'searchingNextLeg',
            actions: assign({ processKeyBrand: ({ event }) => event.output.processKey, legs: ({ event }) => event.output.legs, price: ({ event }) => event.output.price }),
          },
          {
            target: 'passengers',
            actions: assign({ processKeyBrand: ({ event }) => event.output.processKey, legs: ({ event }) => event.output.legs, price: ({ event }) => event.output.price }),
          },
        ],
        onError: [
          { guard: 'promoFareChanged', target: 'priceChanged', actions: 'fail' },
          { target: 'pickBrand.failed', actions: 'fail' },
        ],
      },
    },
    /** 'Promotional fare has been updated to ...': confirm to proceed, or cancel. */
    priceChanged: {
      on: {
        'price.accept': { target: 'confirmingBrand', actions: assign({ acceptPrice: true, error: null }) },
        'price.decline': { target: 'results', actions: 'clearError' },
      },
    },
    /** The next leg's flights load on the flight list page. */
    searchingNextLeg: {
      initial: 'loading',
      states: {
        loading: {
          ...busyOn('brand.confirm'),
          invoke: {
            id: 'searchNextLeg',
            src: 'searchNextLeg',
            input: ({ context }) => context.processKeyBrand!,
            onDone: {
              target: '#booking.results',
              actions: assign({
                legIndex: ({ context }) => context.legIndex + 1,
                legKeys: ({ context, event }) => [...context.legKeys.slice(0, context.legIndex + 1), event.output.processKey],
                legOptions: ({ context, event }) => [...context.legOptions.slice(0, context.legIndex + 1), event.output.options],
                legPages: ({ context, event }) => [...context.legPages.slice(0, context.legIndex + 1), legPageOf(event.output)],
                selectedFlightKey: null,
              }),
            },
            onError: { target: 'failed', actions: 'fail' },
          },
        },
        failed: {
          tags: ['failed'],
          on: {
            retry: { target: 'loading', actions: 'clearError' },
            'leg.reset': { guard: 'earlierLeg', target: '#booking.results', actions: 'resetToLeg' },
            back: { target: '#booking.results', actions: 'resetToLastLeg' },
          },
        },
      },
    },
    passengers: {
      initial: 'checkingSaved',
      on: {
        'passengers.submit': {
          target: 'confirmingPassengers',
          actions: assign({
            passengers: ({ event }) => event.passengers,
            contact: ({ event }) => event.contact,
            privacyConsent: ({ event }) => event.privacyConsent,
            studentDocumentId: ({ event }) => event.studentDocumentId ?? null,
            studentEmail: ({ event }) => event.studentEmail ?? null,
            error: null,
          }),
        },
        'leg.reset': { guard: 'earlierLeg', target: 'results', actions: 'resetToLeg' },
        back: { target: 'results', actions: 'resetToLastLeg' },
      },
      states: {
        checkingSaved: { always: [{ guard: 'savedPassengersLoaded', target: 'editing' }, { target: 'loadingSaved' }] },
        loadingSaved: {
          invoke: {
            id: 'loadSavedPassengers',
            src: 'loadSavedPassengers',
            onDone: { target: 'editing', actions: assign({ savedPassengers: ({ event }) => event.output }) },
            onError: { target: 'loadFailed', actions: 'fail' },
          },
        },
        loadFailed: failedWithRetry('loadingSaved'),
        editing: {},
        failed: failedWithRetry('#booking.confirmingPassengers'),
        documentsWarned: {
          on: {
            'documents.confirm': '#booking.extras',
            'documents.change': 'editing',
          },
        },
      },
    },
    confirmingPassengers: {
      ...busyOn('passengers.submit'),
      invoke: {
        id: 'confirmPassengers',
        src: 'confirmPassengers',
        input: ({ context }) => ({
          processKey: context.processKeyBrand!,
          passengers: context.passengers,
          contact: context.contact!,
          privacyConsent: context.privacyConsent,
          studentDocumentId: context.studentDocumentId,
          studentEmail: context.studentEmail,
        }),
        onDone: [
          { guard: 'documentsWarned', target: 'passengers.documentsWarned', actions: 'keepPassengersAnswer' },
          { target: 'extras', actions: 'keepPassengersAnswer' },
        ],
        onError: { target: 'passengers.failed', actions: 'fail' },
      },
    },
    /** The overview of the extras, and a page for each kind; each page's back returns to the overview. */
    extras: {
      initial: 'overview',
      on: {
        'extras.change': { actions: assign({ extras: ({ event }) => event.extras }) },
        'extras.luggage': { target: '.luggage', actions: 'clearError' },
        'extras.food': { target: '.food', actions: 'clearError' },
        'extras.insurance': { target: '.insurance', actions: 'clearError' },
        'extras.submit': { target: 'confirmingExtras', actions: 'clearError' },
        back: { target: 'passengers', actions: 'clearError' },
      },
      states: {
        overview: {},
        luggage: { on: { back: 'overview' } },
        food: { on: { back: 'overview' } },
        insurance: { on: { back: 'overview' } },
        failed: failedWithRetry('#booking.confirmingExtras'),
      },
    },
    confirmingExtras: {
      ...busyOn('extras.submit'),
      invoke: {
        id: 'confirmExtras',
        src: 'confirmExtras',
        input: ({ context }) => ({ processKey: context.processKeyPsg!, extras: context.extras }),
        onDone: {
          target: 'seats',
          actions: assign({
            processKeyAux: ({ event }) => event.output.processKey,
            price: ({ event }) => event.output.price,
            extrasPrice: ({ event }) => event.output.price,
            seatSegment: 0,
            processKeySeat: null,
          }),
        },
        onError: { target: 'extras.failed', actions: 'fail' },
      },
    },
    /**
     * The segments with each passenger's seat, and the seat map of one segment at a time (its back
     * returns to the overview); confirming sends the seats of every segment.
     */
    seats: {
      initial: 'overview',
      on: {
        'seat.segment': { target: '.map', actions: assign({ seatSegment: ({ event }) => event.segmentIndex, refusedSeat: null, error: null }) },
        'seats.submit': [{ guard: 'hasSeatsChosen', target: 'confirmingSeats', actions: 'clearError' }, { target: 'review', actions: 'skipSeats' }],
        'seats.skip': { target: 'review', actions: 'skipSeats' },
        back: { target: 'extras', actions: 'clearError' },
      },
      states: {
        overview: {},
        failed: failedWithRetry('#booking.confirmingSeats'),
        map: {
          initial: 'loading',
          on: { back: { target: 'overview', actions: assign({ refusedSeat: null, error: null }) } },
          states: {
            loading: {
              ...busyOn('seats.submit'),
              invoke: {
                id: 'loadSeatMap',
                src: 'loadSeatMap',
                input: ({ context }) => ({ processKey: context.processKeyAux!, segmentIndex: context.seatSegment }),
                onDone: { target: 'choosing', actions: assign({ seatMap: ({ event }) => withoutKey(event.output) }) },
                onError: { target: 'loadFailed', actions: 'fail' },
              },
            },
            loadFailed: failedWithRetry('loading'),
            /** A refused exit-row pick leaves `refusedSeat` for the one message that says why. */
            choosing: { on: { 'seat.pick': [{ guard: 'exitRowRefused', actions: 'refuseSeat' }, { actions: 'pickSeat' }] } },
          },
        },
      },
    },
    confirmingSeats: {
      ...busyOn('seats.submit'),
      invoke: {
        id: 'confirmSeats',
        src: 'confirmSeats',
        input: ({ context }) => ({ processKey: context.processKeyAux!, seats: context.seats }),
        // The seats' answer is priced from the extras' key: a promotion code applied before is gone.
        onDone: {
          target: 'review',
          actions: assign({ processKeySeat: ({ event }) => event.output.processKey, price: ({ event }) => event.output.price, enteredPromoCode: null, promoCode: null }),
        },
        onError: { target: 'seats.failed', actions: 'fail' },
      },
    },
    /** The order confirmation page: the price, a promotion code, the acknowledgements. */
    review: {
      initial: 'editing',
      on: {
        'promo.apply': { target: 'applyingPromo', actions: assign({ enteredPromoCode: ({ event }) => event.code, error: null }) },
        'order.confirm': { target: 'confirmingOrder', actions: 'keepEmailCode' },
        back: { target: 'seats', actions: 'clearError' },
      },
      states: {
        editing: {},
        promoFailed: failedWithRetry('#booking.applyingPromo'),
        failed: failedWithRetry('#booking.confirmingOrder'),
      },
    },
    applyingPromo: {
      ...busyOn('promo.apply'),
      invoke: {
        id: 'applyPromo',
        src: 'applyPromo',
        input: ({ context }) => ({ processKey: lastProcessKey(context)!, code: context.enteredPromoCode! }),
        onDone: {
          target: 'review',
          actions: assign({ processKeySeat: ({ event }) => event.output.processKey, price: ({ event }) => event.output.price, promoCode: ({ context }) => context.enteredPromoCode }),
        },
        onError: { target: 'review.promoFailed', actions: 'fail' },
      },
    },
    confirmingOrder: {
      ...busyOn('order.confirm'),
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }) => ({ processKey: lastProcessKey(context)!, emailCode: context.emailCode }),
        onDone: { target: 'ordered', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'review.failed', actions: 'fail' },
      },
    },
    /**
     * The order is made; the traveller goes to pay it, and the booking starts afresh after 2 s.
     * Tagged 'end': the funnel counts a run as finished here.
     */
    ordered: {
      tags: ['end'],
      after: { orderReset: { target: 'searchForm', actions: assign(({ context }) => ({ ...initialBookingContext, search: context.search })) } },
    },
  },
});

const withoutKey = ({ processKey: _, ...map }: SeatMapResponse) => map;

/** Back to choosing leg `legIndex`: its options stay, the legs after it are dropped. */
function resetTo(context: BookingContext, legIndex: number): Partial<BookingContext> {
  const index = Math.max(0, legIndex);
  return { legIndex: index, legs: context.legs.slice(0, index), selectedFlightKey: null, processKeyBrand: null, error: null };
}
