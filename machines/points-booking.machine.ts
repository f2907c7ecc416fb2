import { assign, setup } from 'xstate';
import type { FlightSegment, RouteWay } from '../services/schemas/offer';
import type { PassengerCounts } from '../services/schemas/passenger-counts';
import { codes } from '../services/schemas/codes';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';
import { busyOn, codeOf, failedWithRetry } from './step-states';

/**
 * The award (points) booking (spec sections 4 and 5): search, a flight and an award brand for each
 * leg, who flies (the member and active beneficiaries), the award rules, the passengers confirmed,
 * then the review with the points and the taxes, the redemption password and the order; the taxes
 * are paid on the payment pages. Every step's answer carries a new processKey, handed to the next call.
 *
 * What the pages rely on:
 * - Each top-level state is a step or its call in flight; `state.matches('<step>')` names the page.
 * - Tag `busy`: a call is in flight; the step's submit sent again there only runs `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message; `retry` sends it again.
 * - `searchForm.multiCity`: a multi-city search is refused without a call ('Multi-city is not
 *   supported for award tickets').
 * - `passengers.memberIncomplete`: the member lacks what an award ticket needs (`missingOf(member)`:
 *   English name, travel document); `travellers.reload` loads the travellers again once completed.
 *   A beneficiary not yet active, or lacking something, cannot be chosen.
 * - `insufficientPoints`, `passwordLocked`, `review.passwordWrong` and `expired` show the server's
 *   answer (`context.error`) without a retry: more points, another password, or a new search.
 *   `pointsPerPassenger` gives the points an adult and a child need.
 */

export type AwardBrandName = 'ECO FFP CLASSICAWARD' | 'BIZ FFP CLASSICAWARD' | 'ECO FFP FLEXAWARD';
export const awardBrands: AwardBrandName[] = ['ECO FFP CLASSICAWARD', 'BIZ FFP CLASSICAWARD', 'ECO FFP FLEXAWARD'];

/** A cabin of an award brand: the points each passenger type pays (consumMile, chdConsumMile, infConsumMile). */
export interface AwardCabin {
  cabinCode: string;
  consumMile: number;
  chdConsumMile: number;
  infConsumMile: number;
}
export interface AwardBrand {
  brand: AwardBrandName;
  /** The first cabin prices the points (spec section 5). */
  cabinInfoList: AwardCabin[];
  /** Taxes per adult, child and infant, paid in money. */
  tax: { ADT: number; CNN: number; INF: number };
  remaining: number;
}
export interface AwardFlight {
  flightKey: string;
  segments: FlightSegment[];
  brands: AwardBrand[];
}
export interface AwardSearch {
  routeWay: RouteWay;
  segments: { org: string; dst: string; date: string }[];
  passengers: PassengerCounts;
}
export interface AwardSearchResult {
  processKey: string;
  currency: string;
  options: AwardFlight[];
}
export interface AwardLeg {
  option: AwardFlight;
  brand: AwardBrand;
}
export interface AwardBrandResult {
  processKey: string;
  legs: AwardLeg[];
  nextLegIndex: number | null;
}
export type MissingItem = 'englishName' | 'document';
/** Who may fly on the member's awards (psg/list): the member and the beneficiaries. */
export interface AwardTraveller {
  id: number;
  self: boolean;
  type: 'ADT' | 'CNN' | 'INF';
  lastName: string;
  firstName: string;
  active: boolean;
  /** When a pending beneficiary may fly. */
  effectiveAt: string | null;
  missing: MissingItem[];
}
export interface AwardPassengersResult {
  processKey: string;
  currency: string;
  points: number;
  taxes: number;
}
export interface AwardOrder {
  orderId: number;
  orderNo: string;
}

export interface PointsBookingContext {
  search: AwardSearch | null;
  currency: string;
  /** The processKey each leg's choice starts from: the search's for leg 0, then the previous leg's brand key. */
  legKeys: string[];
  legOptions: AwardFlight[][];
  legIndex: number;
  selectedFlightKey: string | null;
  brandChoice: AwardBrandName | null;
  legs: AwardLeg[];
  processKeyBrand: string | null;
  travellers: AwardTraveller[] | null;
  selected: number[];
  rules: string[] | null;
  processKeyPsg: string | null;
  quote: AwardPassengersResult | null;
  password: string;
  order: AwardOrder | null;
  error: FlowError | null;
}

export type PointsBookingEvent =
  | { type: 'search.submit'; search: AwardSearch }
  | { type: 'flight.select'; flightKey: string }
  | { type: 'brand.confirm'; brand: AwardBrandName }
  | { type: 'traveller.toggle'; id: number }
  | { type: 'travellers.reload' }
  | { type: 'passengers.submit' }
  | { type: 'rules.accept' }
  | { type: 'password.change'; password: string }
  | { type: 'order.confirm' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'booking.restart' };

/** The booking state resets this long after the order (spec section 4). */
export const AWARD_ORDER_RESET_MS = 2000;

export const initialPointsBookingContext: PointsBookingContext = {
  search: null,
  currency: 'HKD',
  legKeys: [],
  legOptions: [],
  legIndex: 0,
  selectedFlightKey: null,
  brandChoice: null,
  legs: [],
  processKeyBrand: null,
  travellers: null,
  selected: [],
  rules: null,
  processKeyPsg: null,
  quote: null,
  password: '',
  order: null,
  error: null,
};

const counted = { ADT: 'adult', CNN: 'child', INF: 'infant' } as const;

/** The points of one passenger of each type over the legs chosen: the first cabin of each leg's brand. */
export function pointsPerPassenger(legs: AwardLeg[]): { ADT: number; CNN: number; INF: number } {
  const sum = (key: keyof Omit<AwardCabin, 'cabinCode'>) => legs.reduce((s, l) => s + (l.brand.cabinInfoList[0]?.[key] ?? 0), 0);
  return { ADT: sum('consumMile'), CNN: sum('chdConsumMile'), INF: sum('infConsumMile') };
}

/** Total points = adults x adult miles + children x child miles + infants x infant miles, per leg (spec section 5). */
export function totalPoints(legs: AwardLeg[], counts: PassengerCounts): number {
  const each = pointsPerPassenger(legs);
  return counts.adult * each.ADT + counts.child * each.CNN + counts.infant * each.INF;
}

/** The taxes of every passenger over the legs chosen. */
export function totalTaxes(legs: AwardLeg[], counts: PassengerCounts): number {
  const total = legs.reduce((s, l) => s + counts.adult * l.brand.tax.ADT + counts.child * l.brand.tax.CNN + counts.infant * l.brand.tax.INF, 0);
  return Math.round(total * 100) / 100;
}

/** What the member lacks to fly an award (empty when nothing). */
export const missingOf = (travellers: AwardTraveller[] | null) => travellers?.find((t) => t.self)?.missing ?? [];
export const mayFly = (t: AwardTraveller) => t.active && t.missing.length === 0;

/** Whether the travellers chosen are as many of each type as the search asked for. */
export function selectionFits(c: Pick<PointsBookingContext, 'search' | 'travellers' | 'selected'>): boolean {
  if (!c.search || !c.travellers) return false;
  const chosen = c.travellers.filter((t) => c.selected.includes(t.id));
  return (Object.keys(counted) as (keyof typeof counted)[]).every((type) => chosen.filter((t) => t.type === type).length === c.search!.passengers[counted[type]]);
}

export const REDEMPTION_PASSWORD = /^\d{6}$/;

const selectedOption = (c: PointsBookingContext) => c.legOptions[c.legIndex]?.find((o) => o.flightKey === c.selectedFlightKey);

/** Back to choosing leg `legIndex`: its options stay, the legs after it are dropped. */
function resetTo(context: PointsBookingContext, legIndex: number): Partial<PointsBookingContext> {
  const index = Math.max(0, legIndex);
  return { legIndex: index, legs: context.legs.slice(0, index), selectedFlightKey: null, processKeyBrand: null, error: null };
}

/** A failed step: a processKey gone stale leads to `expired`, anything else to the step's failed state. */
const failTo = (target: string) =>
  [
    { guard: 'pageExpired', target: '#pointsBooking.expired', actions: 'fail' },
    { target, actions: 'fail' },
  ] as const;

export const pointsBookingMachine = setup({
  types: { context: {} as PointsBookingContext, events: {} as PointsBookingEvent },
  actors: {
    searchFlights: appProvided<AwardSearchResult, AwardSearch>(),
    searchNextLeg: appProvided<AwardSearchResult, string>(),
    confirmBrand: appProvided<AwardBrandResult, { processKey: string; flightKey: string; brand: AwardBrandName }>(),
    loadTravellers: appProvided<AwardTraveller[], void>(),
    loadRules: appProvided<string[], string>(),
    confirmPassengers: appProvided<AwardPassengersResult, { processKey: string; passengerIds: number[] }>(),
    confirmOrder: appProvided<AwardOrder, { processKey: string; password: string }>(),
  },
  actions: {
    /** The short 'submitting...' notice when a step is sent again while it is in flight. */
    notifyBusy: () => {},
    clearError: assign({ error: null }),
    fail: assign({ error: ({ event }) => flowError((event as { error?: unknown }).error) }),
  },
  guards: {
    multiCity: ({ event }) => event.type === 'search.submit' && event.search.routeWay === 'M',
    pageExpired: ({ event }) => codeOf(event) === codes.pageExpired,
    insufficientPoints: ({ event }) => codeOf(event) === codes.insufficientPoints,
    passwordWrong: ({ event }) => codeOf(event) === codes.redemptionPasswordWrong,
    passwordLocked: ({ event }) => codeOf(event) === codes.redemptionPasswordLocked,
    isFirstLeg: ({ context }) => context.legIndex === 0,
    hasNextLeg: ({ event }) => (event as { output?: AwardBrandResult }).output?.nextLegIndex != null,
    knownFlight: ({ context, event }) => event.type === 'flight.select' && context.legOptions[context.legIndex]?.some((o) => o.flightKey === event.flightKey) === true,
    knownBrand: ({ context, event }) => event.type === 'brand.confirm' && selectedOption(context)?.brands.some((b) => b.brand === event.brand) === true,
    memberIncomplete: ({ event }) => missingOf((event as { output?: AwardTraveller[] }).output ?? null).length > 0,
    mayFly: ({ context, event }) => event.type === 'traveller.toggle' && context.travellers?.some((t) => t.id === event.id && mayFly(t)) === true,
    selectionFits: ({ context }) => selectionFits(context),
    passwordComplete: ({ context }) => REDEMPTION_PASSWORD.test(context.password),
  },
  delays: { orderReset: AWARD_ORDER_RESET_MS },
}).createMachine({
  id: 'pointsBooking',
  context: initialPointsBookingContext,
  initial: 'searchForm',
  on: {
    'booking.restart': { target: '.searchForm', actions: assign(() => initialPointsBookingContext) },
  },
  states: {
    searchForm: {
      initial: 'editing',
      on: {
        'search.submit': [
          { guard: 'multiCity', target: '.multiCity', actions: assign({ search: ({ event }) => event.search, error: null }) },
          { target: 'searching', actions: assign({ search: ({ event }) => event.search, error: null }) },
        ],
      },
      states: {
        editing: {},
        multiCity: {},
        failed: failedWithRetry('#pointsBooking.searching'),
      },
    },
    searching: {
      ...busyOn('search.submit'),
      invoke: {
        id: 'searchFlights',
        src: 'searchFlights',
        input: ({ context }) => context.search!,
        onDone: {
          target: 'results',
          actions: assign({
            currency: ({ event }) => event.output.currency,
            legKeys: ({ event }) => [event.output.processKey],
            legOptions: ({ event }) => [event.output.options],
            legIndex: 0,
            legs: [],
            selectedFlightKey: null,
          }),
        },
        onError: { target: 'searchForm.failed', actions: 'fail' },
      },
    },
    results: {
      initial: 'choosing',
      on: {
        'flight.select': { guard: 'knownFlight', target: 'pickBrand', actions: assign({ selectedFlightKey: ({ event }) => event.flightKey, error: null }) },
        back: [
          { guard: 'isFirstLeg', target: 'searchForm', actions: 'clearError' },
          { target: '.choosing', actions: assign(({ context }) => resetTo(context, context.legIndex - 1)) },
        ],
      },
      states: {
        choosing: {},
        failed: failedWithRetry('#pointsBooking.searchingNextLeg'),
      },
    },
    searchingNextLeg: {
      tags: ['busy'],
      invoke: {
        id: 'searchNextLeg',
        src: 'searchNextLeg',
        input: ({ context }) => context.processKeyBrand!,
        onDone: {
          target: 'results',
          actions: assign(({ context, event }) => ({
            legKeys: [...context.legKeys.slice(0, context.legs.length), event.output.processKey],
            legOptions: [...context.legOptions.slice(0, context.legs.length), event.output.options],
            legIndex: context.legs.length,
            selectedFlightKey: null,
          })),
        },
        onError: failTo('results.failed'),
      },
    },
    pickBrand: {
      initial: 'editing',
      on: {
        'brand.confirm': { guard: 'knownBrand', target: 'confirmingBrand', actions: assign({ brandChoice: ({ event }) => event.brand, error: null }) },
        back: { target: 'results', actions: 'clearError' },
      },
      states: {
        editing: {},
        failed: failedWithRetry('#pointsBooking.confirmingBrand'),
      },
    },
    confirmingBrand: {
      ...busyOn('brand.confirm'),
      invoke: {
        id: 'confirmBrand',
        src: 'confirmBrand',
        input: ({ context }) => ({ processKey: context.legKeys[context.legIndex]!, flightKey: context.selectedFlightKey!, brand: context.brandChoice! }),
        onDone: [
          { guard: 'hasNextLeg', target: 'searchingNextLeg', actions: assign({ processKeyBrand: ({ event }) => event.output.processKey, legs: ({ event }) => event.output.legs }) },
          { target: 'passengers', actions: assign({ processKeyBrand: ({ event }) => event.output.processKey, legs: ({ event }) => event.output.legs }) },
        ],
        onError: failTo('pickBrand.failed'),
      },
    },
    /** Who flies: the member and the beneficiaries, loaded afresh each time (a beneficiary becomes active with time). */
    passengers: {
      initial: 'loading',
      on: {
        back: { target: 'results', actions: assign(({ context }) => resetTo(context, context.legs.length - 1)) },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadTravellers',
            src: 'loadTravellers',
            onDone: [
              { guard: 'memberIncomplete', target: 'memberIncomplete', actions: assign({ travellers: ({ event }) => event.output, selected: [] }) },
              {
                target: 'choosing',
                actions: assign({
                  travellers: ({ event }) => event.output,
                  // Those chosen before who may still fly stay chosen.
                  selected: ({ context, event }) => context.selected.filter((id) => event.output.some((t) => t.id === id && mayFly(t))),
                }),
              },
            ],
            onError: { target: 'loadFailed', actions: 'fail' },
          },
        },
        loadFailed: failedWithRetry('#pointsBooking.passengers.loading'),
        memberIncomplete: {
          on: { 'travellers.reload': { target: 'loading' } },
        },
        choosing: {
          on: {
            'traveller.toggle': {
              guard: 'mayFly',
              actions: assign({
                selected: ({ context, event }) => (context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id]),
              }),
            },
            'passengers.submit': { guard: 'selectionFits', target: '#pointsBooking.loadingRules' },
          },
        },
      },
    },
    loadingRules: {
      ...busyOn('passengers.submit'),
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        input: ({ context }) => context.processKeyBrand!,
        onDone: { target: 'rules', actions: assign({ rules: ({ event }) => event.output }) },
        onError: failTo('rulesFailed'),
      },
    },
    rulesFailed: {
      tags: ['failed'],
      on: { retry: { target: 'loadingRules', actions: 'clearError' }, back: { target: 'passengers', actions: 'clearError' } },
    },
    /** The award rules (change, refund, who may fly, points), accepted before the passengers are confirmed. */
    rules: {
      initial: 'reading',
      on: {
        'rules.accept': { target: 'confirmingPassengers', actions: 'clearError' },
        back: { target: 'passengers', actions: 'clearError' },
      },
      states: {
        reading: {},
        failed: failedWithRetry('#pointsBooking.confirmingPassengers'),
      },
    },
    confirmingPassengers: {
      ...busyOn('rules.accept'),
      invoke: {
        id: 'confirmPassengers',
        src: 'confirmPassengers',
        input: ({ context }) => ({ processKey: context.processKeyBrand!, passengerIds: context.selected }),
        onDone: {
          target: 'review',
          actions: assign({ processKeyPsg: ({ event }) => event.output.processKey, quote: ({ event }) => event.output, password: '' }),
        },
        onError: failTo('rules.failed'),
      },
    },
    /** The points, the taxes and the redemption password. */
    review: {
      initial: 'editing',
      on: {
        'password.change': { target: '.editing', actions: assign({ password: ({ event }) => event.password, error: null }) },
        'order.confirm': { guard: 'passwordComplete', target: 'confirmingOrder', actions: 'clearError' },
        back: { target: 'rules', actions: assign({ password: '', error: null }) },
      },
      states: {
        editing: {},
        passwordWrong: {},
        failed: failedWithRetry('#pointsBooking.confirmingOrder'),
      },
    },
    confirmingOrder: {
      ...busyOn('order.confirm'),
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }) => ({ processKey: context.processKeyPsg!, password: context.password }),
        onDone: { target: 'ordered', actions: assign({ order: ({ event }) => event.output, password: '' }) },
        onError: [
          { guard: 'insufficientPoints', target: 'insufficientPoints', actions: 'fail' },
          { guard: 'passwordWrong', target: 'review.passwordWrong', actions: ['fail', assign({ password: '' })] },
          { guard: 'passwordLocked', target: 'passwordLocked', actions: ['fail', assign({ password: '' })] },
          ...failTo('review.failed'),
        ],
      },
    },
    /** Not enough points for the passengers chosen: fewer passengers, or another search. */
    insufficientPoints: {
      on: { back: { target: 'passengers', actions: 'clearError' } },
    },
    /** Five wrong passwords in a row: points cannot be spent for a while. */
    passwordLocked: {
      on: { back: { target: 'review', actions: 'clearError' } },
    },
    /** The processKey is gone (30 minutes): only a new search goes on. */
    expired: {},
    /** The order is made; the taxes are paid on the payment pages, and the booking starts afresh after 2 s. */
    ordered: {
      tags: ['end'],
      after: { orderReset: { target: 'searchForm', actions: assign(({ context }) => ({ ...initialPointsBookingContext, search: context.search })) } },
    },
  },
});
