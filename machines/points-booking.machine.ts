import { assign, setup } from 'xstate';
import type * as z from 'zod/mini';
import type { fareRuleSchema } from '../services/schemas/offer';
import type { PassengerCounts } from '../services/schemas/passenger-counts';
import type {
  AwardBrandName,
  AwardChosenLeg,
  AwardFlightOption,
  AwardPassenger,
  AwardPrice,
  ContactEtdz,
  PointConfirmOrderRequest,
  PointConfirmOrderResponse,
  PointSearchRequest,
  PointSearchResponse,
  pointConfirmBrandResponseSchema,
  pointConfirmPassengersResponseSchema,
} from '../services/schemas/points-booking';
import { redemptionPasswordSchema } from '../services/schemas/club';
import { codes } from '../services/schemas/codes';
import { appProvided } from './app-provided';
import type { FlowError } from './error-message';
import { hasMoreFlights, legPageOf, moreFlightsStates, withPage, type LegPage, type NextPage } from './flight-pages';
import { firstLegOf, listsFlight, noLegs, pickBrandState, searchingState, sellsBrand } from './leg-steps';
import { busyOn, codeOf, failedWithRetry, stepActions } from './step-states';

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
 * - `passengers.memberIncomplete`: the member lacks what an award ticket needs (`missingOf`:
 *   English name, travel document...); `travellers.reload` loads the travellers again once completed.
 *   A beneficiary lacking something cannot be chosen.
 * - `insufficientPoints`, `passwordLocked`, `review.passwordWrong` and `expired` show the server's
 *   answer (`context.error`) without a retry: fewer passengers, another password, or a new search.
 *   The price (`context.price`) gives the points an adult and a child need.
 */

export type AwardTraveller = AwardPassenger;
export type FareRule = z.infer<typeof fareRuleSchema>;
type BrandResult = z.infer<typeof pointConfirmBrandResponseSchema>;
type PassengersResult = z.infer<typeof pointConfirmPassengersResponseSchema>;
export type ConfirmPassengersInput = { processKey: string; confirmOrderPsngs: Pick<AwardPassenger, 'kind' | 'id'>[]; contactEtdz: ContactEtdz; privacyConsent: boolean };
export type ConfirmOrderInput = Omit<PointConfirmOrderRequest, 'endPoint'>;

/** A passenger chosen: `MEMBER:<id>` or `BENEFICIARY:<id>` (a member and a beneficiary may share an id). */
export const passengerKey = (p: Pick<AwardPassenger, 'kind' | 'id'>) => `${p.kind}:${p.id}`;

export interface PointsBookingContext {
  search: PointSearchRequest | null;
  currency: string;
  /** The processKey each leg's choice starts from: the search's for leg 0, then the previous leg's brand key. */
  legKeys: string[];
  legOptions: AwardFlightOption[][];
  /** How far each leg's flights are loaded: a leg's flights come a page at a time. */
  legPages: LegPage[];
  legIndex: number;
  selectedFlightKey: string | null;
  brandChoice: AwardBrandName | null;
  legs: AwardChosenLeg[];
  processKeyBrand: string | null;
  travellers: AwardPassenger[] | null;
  /** passengerKey of each passenger chosen, in the order chosen. */
  selected: string[];
  contact: ContactEtdz | null;
  /** What the passenger step's privacy consent said when it was sent. */
  privacyConsent: boolean;
  rules: FareRule[] | null;
  processKeyPsg: string | null;
  /** The points and taxes: the brands' answer, then the passengers'. */
  price: AwardPrice | null;
  password: string;
  order: PointConfirmOrderResponse | null;
  error: FlowError | null;
}

export type PointsBookingEvent =
  | { type: 'search.submit'; search: PointSearchRequest }
  | { type: 'flights.more' }
  | { type: 'flight.select'; flightKey: string }
  | { type: 'brand.confirm'; brand: AwardBrandName }
  | { type: 'traveller.toggle'; key: string }
  | { type: 'travellers.reload' }
  | { type: 'passengers.submit'; contact: ContactEtdz; privacyConsent: boolean }
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
  ...noLegs,
  travellers: null,
  selected: [],
  contact: null,
  privacyConsent: false,
  rules: null,
  processKeyPsg: null,
  price: null,
  password: '',
  order: null,
  error: null,
};

type Leg = Pick<AwardChosenLeg, 'brand'>;

/** The points of one passenger of each type over the legs: each leg's first cabin (spec section 5). */
export function pointsPerPassenger(legs: Leg[]): { ADT: number; CNN: number; INF: number } {
  const sum = (key: 'consumMile' | 'chdConsumMile' | 'infConsumMile') => legs.reduce((s, l) => s + (l.brand.cabinInfoList[0]?.[key] ?? 0), 0);
  return { ADT: sum('consumMile'), CNN: sum('chdConsumMile'), INF: sum('infConsumMile') };
}

/** Total points = adults x adult miles + children x child miles + infants x infant miles, leg by leg (spec section 5). */
export function totalPoints(legs: Leg[], counts: PassengerCounts): number {
  const each = pointsPerPassenger(legs);
  return counts.adult * each.ADT + counts.child * each.CNN + counts.infant * each.INF;
}

/** The taxes every passenger pays by card over the legs. */
export function totalTaxes(legs: Leg[], counts: PassengerCounts): number {
  const total = legs.reduce((s, l) => s + counts.adult * l.brand.totalAmount + counts.child * l.brand.totalAmountChd + counts.infant * l.brand.totalAmountInf, 0);
  return Math.round(total * 100) / 100;
}

/** What the member's record lacks to fly an award (empty when nothing). */
export const missingOf = (travellers: AwardPassenger[] | null) => travellers?.find((t) => t.kind === 'MEMBER')?.missing ?? [];
/** Whether a passenger may be chosen: nothing missing, and of a known type. */
export const mayFly = (t: AwardPassenger) => t.missing.length === 0 && t.psgTypeCode !== null;

const counted = { ADT: 'adult', CNN: 'child', INF: 'infant' } as const;

/** Whether the passengers chosen are as many of each type as the search asked for. */
export function selectionFits(c: Pick<PointsBookingContext, 'search' | 'travellers' | 'selected'>): boolean {
  if (!c.search || !c.travellers) return false;
  const chosen = c.travellers.filter((t) => c.selected.includes(passengerKey(t)));
  return (Object.keys(counted) as (keyof typeof counted)[]).every((type) => chosen.filter((t) => t.psgTypeCode === type).length === c.search!.passengers[counted[type]]);
}

/** Who is chosen when the travellers load with no one chosen: the member, when they may fly in a place the search has (spec section 4). */
export function preselected(search: PointSearchRequest | null, travellers: AwardPassenger[]): string[] {
  const member = travellers.find((t) => t.kind === 'MEMBER');
  return member && mayFly(member) && search && search.passengers[counted[member.psgTypeCode!]] > 0 ? [passengerKey(member)] : [];
}

/** The passengers chosen, as confirm/psg names them. */
export const chosenPassengers = (c: Pick<PointsBookingContext, 'travellers' | 'selected'>) =>
  c.selected.map((key) => c.travellers!.find((t) => passengerKey(t) === key)!).map(({ kind, id }) => ({ kind, id }));

/** Whether the redemption password may be sent: 6 digits, no identical or sequential digits (spec section 5). */
export const passwordComplete = (password: string) => redemptionPasswordSchema.safeParse(password).success;


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
    searchFlights: appProvided<PointSearchResponse, PointSearchRequest>(),
    searchNextLeg: appProvided<PointSearchResponse, string>(),
    searchMoreFlights: appProvided<PointSearchResponse, NextPage<PointSearchRequest>>(),
    confirmBrand: appProvided<BrandResult, { processKey: string; flightKey: string; brand: AwardBrandName }>(),
    loadTravellers: appProvided<AwardPassenger[], void>(),
    loadRules: appProvided<FareRule[], string>(),
    confirmPassengers: appProvided<PassengersResult, ConfirmPassengersInput>(),
    confirmOrder: appProvided<PointConfirmOrderResponse, ConfirmOrderInput>(),
  },
  actions: {
    ...stepActions<PointsBookingContext, PointsBookingEvent>(),
    /** The first leg's flights, priced in the currency the search answered in. */
    keepFirstLeg: assign(({ event }) => {
      const output = (event as unknown as { output: PointSearchResponse }).output;
      return { currency: output.currency, ...firstLegOf(output) };
    }),
    chooseBrand: assign({ error: null, brandChoice: ({ event }) => (event.type === 'brand.confirm' ? event.brand : null) }),
    appendFlights: assign(({ context, event }) => withPage(context, (event as unknown as { output: PointSearchResponse }).output)),
    keepBrandAnswer: assign(({ event }) => {
      const { processKey, legs, price } = (event as unknown as { output: BrandResult }).output;
      return { processKeyBrand: processKey, legs, price };
    }),
  },
  guards: {
    multiCity: ({ event }) => event.type === 'search.submit' && event.search.routeWay === 'M',
    pageExpired: ({ event }) => codeOf(event) === codes.pageExpired,
    insufficientPoints: ({ event }) => codeOf(event) === codes.insufficientPoints,
    passwordWrong: ({ event }) => codeOf(event) === codes.redemptionPasswordWrong,
    passwordLocked: ({ event }) => codeOf(event) === codes.redemptionPasswordLocked,
    isFirstLeg: ({ context }) => context.legIndex === 0,
    hasMoreFlights: ({ context }) => hasMoreFlights(context),
    hasNextLeg: ({ event }) => (event as { output?: BrandResult }).output?.nextLegIndex != null,
    knownFlight: ({ context, event }) => event.type === 'flight.select' && listsFlight(context, event.flightKey),
    knownBrand: ({ context, event }) => event.type === 'brand.confirm' && sellsBrand(context, event.brand),
    memberIncomplete: ({ event }) => missingOf((event as { output?: AwardPassenger[] }).output ?? null).length > 0,
    mayFly: ({ context, event }) => event.type === 'traveller.toggle' && context.travellers?.some((t) => passengerKey(t) === event.key && mayFly(t)) === true,
    selectionFits: ({ context }) => selectionFits(context),
    passwordComplete: ({ context }) => passwordComplete(context.password),
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
    searching: searchingState<PointSearchRequest>(),
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
        ...moreFlightsStates<PointSearchRequest>()(failTo('#pointsBooking.results.moreFailed')),
        failed: failedWithRetry('#pointsBooking.searchingNextLeg'),
      },
    },
    /** The next leg's flights load after a brand is confirmed: a second confirm only raises the notice. */
    searchingNextLeg: {
      ...busyOn('brand.confirm'),
      invoke: {
        id: 'searchNextLeg',
        src: 'searchNextLeg',
        input: ({ context }) => context.processKeyBrand!,
        onDone: {
          target: 'results',
          actions: assign(({ context, event }) => ({
            legKeys: [...context.legKeys.slice(0, context.legs.length), event.output.processKey],
            legOptions: [...context.legOptions.slice(0, context.legs.length), event.output.options],
            legPages: [...context.legPages.slice(0, context.legs.length), legPageOf(event.output)],
            legIndex: context.legs.length,
            selectedFlightKey: null,
          })),
        },
        onError: failTo('results.failed'),
      },
    },
    pickBrand: pickBrandState('pointsBooking'),
    confirmingBrand: {
      ...busyOn('brand.confirm'),
      invoke: {
        id: 'confirmBrand',
        src: 'confirmBrand',
        input: ({ context }) => ({ processKey: context.legKeys[context.legIndex]!, flightKey: context.selectedFlightKey!, brand: context.brandChoice! }),
        onDone: [
          { guard: 'hasNextLeg', target: 'searchingNextLeg', actions: 'keepBrandAnswer' },
          { target: 'passengers', actions: 'keepBrandAnswer' },
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
                  // Those chosen before who may still fly stay chosen; with none, the member is.
                  selected: ({ context, event }) => {
                    const kept = context.selected.filter((key) => event.output.some((t) => passengerKey(t) === key && mayFly(t)));
                    return kept.length ? kept : preselected(context.search, event.output);
                  },
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
                selected: ({ context, event }) => (context.selected.includes(event.key) ? context.selected.filter((key) => key !== event.key) : [...context.selected, event.key]),
              }),
            },
            'passengers.submit': { guard: 'selectionFits', target: '#pointsBooking.loadingRules', actions: assign({ contact: ({ event }) => event.contact, privacyConsent: ({ event }) => event.privacyConsent }) },
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
        input: ({ context }) => ({ processKey: context.processKeyBrand!, confirmOrderPsngs: chosenPassengers(context), contactEtdz: context.contact!, privacyConsent: context.privacyConsent }),
        onDone: {
          target: 'review',
          actions: assign({ processKeyPsg: ({ event }) => event.output.processKey, price: ({ event }) => event.output.price, password: '' }),
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
        input: ({ context }) => ({ processKey: context.processKeyPsg!, redemptionPassword: context.password }),
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
