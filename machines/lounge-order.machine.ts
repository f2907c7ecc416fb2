import { assign, setup } from 'xstate';
import { codes } from '../services/schemas/codes';
import {
  LOUNGE_DEFAULT_AREA_CODE,
  MEET_GREET_CHILD_MAX_AGE,
  MEET_GREET_COMPANION_MIN_AGE,
  loungeSubmitRequestSchema,
  type Inventory,
  type LoungeContact,
  type LoungeProduct,
  type LoungeSubmitRequest,
  type LoungeSubmitResponse,
  type LoungeUser,
  type MeetGreetFlight,
} from '../services/schemas/lounge';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';
import { busyOn, codeOf, failedWithRetry } from './step-states';

/**
 * Ordering VIP lounge vouchers or meet-and-greet (spec sections 3 "VIP lounge product", 5 and 9 "VIP
 * lounge", "Meet-and-greet"): the products load, a product and a day are chosen and that day's stock
 * is read; then the quantity (at most the product's `limitBuy` and what is left), each user's name as on
 * the travel document, the contact (area code 86 by default) and the privacy consent; meet-and-greet
 * also takes the flight, the slot and each traveller's birthday (a traveller under 12 needs a companion
 * of 16 or more on the order). The order is submitted once and goes on to payment.
 *
 * What the pages rely on:
 * - `loading`, `checking`: a call the page waits for; `loadFailed`, `checkFailed` and `filling.failed`
 *   are tagged `failed` (`context.error`), and `retry` sends the same call again.
 * - `choosing`: the product is to be chosen (none was named, or the named one is not on sale).
 * - `soldOut`: nothing is left on the day chosen; another day or product is chosen.
 * - `filling`: the form; `submit` is taken only when `problemsOf(context)` is empty.
 * - `submitting` is tagged `busy`: `submit` again only runs `notifyBusy`.
 * - `insufficient`: the server refused for the stock ('Remaining voucher stocks are insufficient');
 *   `recheck` reads the day's stock again. `filling.refused`: refused by a rule (over the limit, a day
 *   not on sale, within 24 hours of departure, an unaccompanied child); the message shows until the
 *   form is changed.
 * - `ordered` (final): `context.order` is the unpaid order the payment pages take on.
 */
export type LoungeOrderType = 'VIP_ROOM' | 'VIP_ROOM_EMPLOYEE' | 'MEET_GREET';

export interface LoungeOrderInput {
  productType: LoungeOrderType;
  /** The product the page was opened for; null to choose one. */
  productId: number | null;
  currencyCode: LoungeProduct['currencyCode'];
  /** The first day offered (the airport's today). */
  useDate: string;
}

export interface LoungeOrderContext extends LoungeOrderInput {
  products: LoungeProduct[];
  stock: Inventory | null;
  quantity: number;
  users: LoungeUser[];
  contact: LoungeContact;
  privacyConsent: boolean;
  meetGreet: MeetGreetFlight;
  order: LoungeSubmitResponse | null;
  error: FlowError | null;
}

export type LoungeOrderEvent =
  | { type: 'product.choose'; productId: number }
  | { type: 'date.choose'; useDate: string }
  | { type: 'quantity.change'; quantity: number }
  | { type: 'user.change'; index: number; user: Partial<LoungeUser> }
  | { type: 'contact.change'; contact: Partial<LoungeContact> }
  | { type: 'consent.change'; accepted: boolean }
  | { type: 'flight.change'; flight: Partial<MeetGreetFlight> }
  | { type: 'submit' }
  | { type: 'recheck' }
  | { type: 'retry' };

export const blankUser: LoungeUser = { lastName: '', firstName: '' };
export const blankContact: LoungeContact = { name: '', areaCode: LOUNGE_DEFAULT_AREA_CODE, mobile: '', email: '' };
export const blankFlight: MeetGreetFlight = { flightNo: '', departureTime: '', slot: 'MORNING' };

const isMeetGreet = (c: Pick<LoungeOrderContext, 'productType'>) => c.productType === 'MEET_GREET';

/** The most vouchers the order may take: the product's limit and what is left on the day. */
export const maxQuantity = (stock: Inventory | null) => (stock ? Math.min(stock.limitBuy, stock.inventory) : 0);

/** The submit request the form makes, priced in the currency the products were shown in: birthdays, flight and slot only for meet-and-greet. */
export function requestOf(c: LoungeOrderContext): LoungeSubmitRequest {
  const users = c.users.map((u) => (isMeetGreet(c) ? { lastName: u.lastName, firstName: u.firstName, birthday: u.birthday ?? '' } : { lastName: u.lastName, firstName: u.firstName }));
  return {
    productId: c.productId ?? 0,
    useDate: c.useDate,
    quantity: c.quantity,
    users,
    contact: c.contact,
    privacyConsent: c.privacyConsent as true,
    currencyCode: c.currencyCode,
    ...(isMeetGreet(c) ? { meetGreet: c.meetGreet } : {}),
  };
}

/** Whole years from a birthday to a day (both YYYY-MM-DD). */
export const ageOn = (birthday: string, day: string) => Number(day.slice(0, 4)) - Number(birthday.slice(0, 4)) - (day.slice(5) < birthday.slice(5) ? 1 : 0);

/** A traveller under 12 on the day with no companion of 16 or more on the order (meet-and-greet). */
export function unaccompanied(c: Pick<LoungeOrderContext, 'users' | 'useDate'>): boolean {
  const ages = c.users.flatMap((u) => (u.birthday ? [ageOn(u.birthday, c.useDate)] : []));
  return ages.some((a) => a < MEET_GREET_CHILD_MAX_AGE) && !ages.some((a) => a >= MEET_GREET_COMPANION_MIN_AGE);
}

/** What keeps the form from being sent, by field ('users.0.lastName', 'contact.mobile', ...), as locale keys. */
export function problemsOf(c: LoungeOrderContext): Record<string, string> {
  const parsed = loungeSubmitRequestSchema.safeParse(requestOf(c));
  const problems = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  if (isMeetGreet(c) && unaccompanied(c)) problems.companion = 'lounge.companionNeeded';
  if (c.quantity > maxQuantity(c.stock)) problems.quantity = 'lounge.insufficientTitle';
  return problems;
}

/** The users resized to `quantity`: those named stay, new places are blank. */
const resized = (users: LoungeUser[], quantity: number) => Array.from({ length: quantity }, (_, i) => users[i] ?? blankUser);

const fresh = (input: LoungeOrderInput): LoungeOrderContext => ({
  ...input,
  products: [],
  stock: null,
  quantity: 1,
  users: [blankUser],
  contact: blankContact,
  privacyConsent: false,
  meetGreet: blankFlight,
  order: null,
  error: null,
});

/** Refusals of the stock (its own state) and of the rules (the form shows them), by response code. */
const stockCodes: string[] = [codes.loungeStockInsufficient];
const ruleCodes: string[] = [codes.loungeOverLimitBuy, codes.loungeDateInvalid, codes.meetGreetTooLate, codes.meetGreetUnaccompanied, codes.meetGreetDetailsRequired];

/** Another product or day, taken wherever the form or the day's stock is on screen: its stock is read. */
const chooseAgain = {
  'product.choose': { guard: 'onSale', target: '#loungeOrder.checking', actions: 'chooseProduct' },
  'date.choose': { target: '#loungeOrder.checking', actions: 'chooseDate' },
} as const;

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;

export const loungeOrderMachine = setup({
  types: { context: {} as LoungeOrderContext, events: {} as LoungeOrderEvent, input: {} as LoungeOrderInput },
  actors: {
    loadProducts: appProvided<LoungeProduct[], { productType: LoungeOrderType; currencyCode: LoungeOrderInput['currencyCode'] }>(),
    loadStock: appProvided<Inventory, { productId: number; useDate: string }>(),
    submit: appProvided<LoungeSubmitResponse, LoungeSubmitRequest>(),
  },
  actions: {
    /** The short 'submitting...' notice when the order is sent again while it is in flight. */
    notifyBusy: () => {},
    clearError: assign({ error: null }),
    fail: assign({ error: ({ event }) => flowError((event as { error?: unknown }).error) }),
    keepProducts: assign({ products: ({ event }) => outputOf<LoungeProduct[]>(event) }),
    chooseProduct: assign({ productId: ({ event }) => (event as { productId: number }).productId, stock: null, error: null }),
    chooseDate: assign({ useDate: ({ event }) => (event as { useDate: string }).useDate, stock: null, error: null }),
    /** The day's stock; the quantity is brought within what may be bought. */
    keepStock: assign(({ context, event }) => {
      const stock = outputOf<Inventory>(event);
      const quantity = Math.max(1, Math.min(context.quantity, maxQuantity(stock)));
      return { stock, quantity, users: resized(context.users, quantity) };
    }),
  },
  guards: {
    namedOnSale: ({ context, event }) => outputOf<LoungeProduct[]>(event).some((p) => p.productId === context.productId),
    onSale: ({ context, event }) => context.products.some((p) => p.productId === (event as { productId: number }).productId),
    noneLeft: ({ event }) => maxQuantity(outputOf<Inventory>(event)) === 0,
    quantityAllowed: ({ context, event }) => {
      const { quantity } = event as { quantity: number };
      return Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity(context.stock);
    },
    userExists: ({ context, event }) => (event as { index: number }).index < context.users.length,
    complete: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    stockShort: ({ event }) => stockCodes.includes(codeOf(event)),
    refusedByRule: ({ event }) => ruleCodes.includes(codeOf(event)),
  },
}).createMachine({
  id: 'loungeOrder',
  context: ({ input }) => fresh(input),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: ({ context }) => ({ productType: context.productType, currencyCode: context.currencyCode }),
        onDone: [
          { guard: 'namedOnSale', target: 'checking', actions: 'keepProducts' },
          { target: 'choosing', actions: ['keepProducts', assign({ productId: null })] },
        ],
        onError: { target: 'loadFailed', actions: 'fail' },
      },
    },
    loadFailed: failedWithRetry('loading'),
    choosing: {
      on: {
        'product.choose': { guard: 'onSale', target: 'checking', actions: 'chooseProduct' },
        'date.choose': { actions: 'chooseDate' },
      },
    },
    checking: {
      invoke: {
        id: 'loadStock',
        src: 'loadStock',
        input: ({ context }) => ({ productId: context.productId!, useDate: context.useDate }),
        onDone: [
          { guard: 'noneLeft', target: 'soldOut', actions: 'keepStock' },
          { target: 'filling', actions: 'keepStock' },
        ],
        onError: { target: 'checkFailed', actions: 'fail' },
      },
    },
    checkFailed: { tags: ['failed'], on: { retry: { target: 'checking', actions: 'clearError' }, ...chooseAgain } },
    /** Nothing left on the day: another day or product. */
    soldOut: { on: chooseAgain },
    filling: {
      initial: 'editing',
      on: {
        ...chooseAgain,
        'quantity.change': {
          guard: 'quantityAllowed',
          target: '.editing',
          actions: assign(({ context, event }) => ({ quantity: event.quantity, users: resized(context.users, event.quantity), error: null })),
        },
        'user.change': {
          guard: 'userExists',
          target: '.editing',
          actions: assign({
            users: ({ context, event }) => context.users.map((u, i) => (i === event.index ? { ...u, ...event.user } : u)),
            error: null,
          }),
        },
        'contact.change': { target: '.editing', actions: assign({ contact: ({ context, event }) => ({ ...context.contact, ...event.contact }), error: null }) },
        'consent.change': { target: '.editing', actions: assign({ privacyConsent: ({ event }) => event.accepted, error: null }) },
        'flight.change': { target: '.editing', actions: assign({ meetGreet: ({ context, event }) => ({ ...context.meetGreet, ...event.flight }), error: null }) },
        submit: { guard: 'complete', target: 'submitting', actions: 'clearError' },
      },
      states: {
        editing: {},
        /** Refused by a rule: the message stays until the form changes. */
        refused: {},
        failed: failedWithRetry('#loungeOrder.submitting'),
      },
    },
    submitting: {
      ...busyOn('submit'),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'ordered', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          { guard: 'stockShort', target: 'insufficient', actions: 'fail' },
          { guard: 'refusedByRule', target: 'filling.refused', actions: 'fail' },
          { target: 'filling.failed', actions: 'fail' },
        ],
      },
    },
    /** 'Remaining voucher stocks are insufficient': the day's stock is read again, or another day chosen. */
    insufficient: {
      on: { recheck: { target: 'checking', actions: 'clearError' }, ...chooseAgain },
    },
    /** The unpaid order: on to payment. */
    ordered: { type: 'final' },
  },
});
