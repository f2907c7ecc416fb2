import { assign, setup } from 'xstate';
import { codes } from '../services/schemas/codes';
import { bookingContactSchema, type BookingContact } from '../services/schemas/offer';
import { passengerToBindSchema, type PassengerToBind } from '../services/schemas/bound-passenger';
import type { BindRequest, CreatePassOrderRequest, PassOrder, PassOrderCreated, TravelPass, TravelPassPackage } from '../services/schemas/travel-pass';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';
import { paymentCountdownMachine, type PaymentCountdownInput } from './payment-countdown.machine';
import { busyOn, codeOf, failedWithRetry } from './step-states';

/**
 * Buying a Travel Pass and binding its passengers (spec sections 3 "Travel Pass", 4, 5): a package
 * on sale is chosen with how many passes (adults only, at most its limit) and a contact; the order
 * is made and paid within its countdown (the payment countdown statechart, with the airpass payment
 * calls, runs as the `pay` child); once paid, the passes are bound each to an adult passenger, once. A coming-soon package offers a reminder instead. Opened
 * with an order (back from paying, or from the order list), the flow goes on where the order is.
 *
 * What the pages rely on:
 * - Each top-level state is a step (or its call in flight); `state.matches('<step>')` names the page.
 * - Tag `busy`: a call is in flight; pressing again only runs `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message; `retry` sends it again.
 * - `unavailable`: the package cannot be bought (sold out, not on sale, over its limit); `restart` reloads it.
 * - `binding.childRefused`: 'Travel pass does not support child or infant'; the details stay to correct.
 * - `payment`: the `pay` child (`state.children.pay`) has the countdown and the provider's page; when
 *   it ends (paid, or the time ran out) the order is read again.
 * - `bound`: every pass has its passenger (tagged `end`); `closed`: the order was cancelled, expired or refunded.
 */
export interface TravelPassContext {
  packageId: number | null;
  orderId: number | null;
  pkg: TravelPassPackage | null;
  quantity: number;
  contact: BookingContact;
  order: PassOrder | null;
  /** The payment the page's address names (back from the provider's page): its outcome is asked for first. */
  payment: PaymentCountdownInput['payment'];
  /** The details typed for each pass still to bind, in the order of `unboundPasses`. */
  passengers: PassengerToBind[];
  error: FlowError | null;
}

export type TravelPassEvent =
  | { type: 'quantity.change'; quantity: number }
  | { type: 'contact.change'; contact: Partial<BookingContact> }
  | { type: 'buy' }
  | { type: 'remind' }
  | { type: 'passenger.change'; index: number; details: Partial<PassengerToBind> }
  | { type: 'bind' }
  | { type: 'retry' }
  | { type: 'restart' };

export interface TravelPassInput {
  /** The package to buy, or null when an order is given. */
  packageId: number | null;
  orderId: number | null;
  payment?: PaymentCountdownInput['payment'];
}

export const blankPassenger: PassengerToBind = { lastName: '', firstName: '', gender: 'M', birthday: '', certType: 'PASSPORT', certNo: '', certExpiry: '', nationality: 'HK' };
const blankContact: BookingContact = { name: '', areaCode: '852', mobile: '', email: '' };

export const unboundPasses = (order: PassOrder | null): TravelPass[] => (order?.passes ?? []).filter((p) => p.status === 'UNBOUND');
export const passengerComplete = (p: PassengerToBind) => passengerToBindSchema.safeParse(p).success;

/** The bind request: each unbound pass with its typed passenger. */
export const bindingOf = (context: Pick<TravelPassContext, 'order' | 'passengers'>): BindRequest => ({
  orderId: context.order!.orderId,
  passengers: unboundPasses(context.order).map((pass, i) => ({ passId: pass.id, passenger: context.passengers[i]! })),
});

export const orderRequestOf = (context: Pick<TravelPassContext, 'pkg' | 'quantity' | 'contact'>): CreatePassOrderRequest => ({ packageId: context.pkg!.id, quantity: context.quantity, contact: context.contact });

type Output<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Output<T>).output;
const orderStatus = (event: unknown) => outputOf<PassOrder>(event).status;

export const travelPassMachine = setup({
  types: { context: {} as TravelPassContext, events: {} as TravelPassEvent, input: {} as TravelPassInput, children: {} as { pay: 'pay' } },
  actors: {
    loadPackage: appProvided<TravelPassPackage, number>(),
    remind: appProvided<unknown, number>(),
    createOrder: appProvided<PassOrderCreated, CreatePassOrderRequest>(),
    loadOrder: appProvided<PassOrder, number>(),
    /** The order's payment within its countdown; the app provides it with the airpass payment calls. */
    pay: paymentCountdownMachine,
    bind: appProvided<unknown, BindRequest>(),
  },
  actions: {
    notifyBusy: () => {},
    clearError: assign({ error: null }),
    fail: assign({ error: ({ event }) => flowError((event as { error?: unknown }).error) }),
    keepOrder: assign({
      order: ({ event }) => outputOf<PassOrder>(event),
      passengers: ({ event }) => unboundPasses(outputOf<PassOrder>(event)).map(() => blankPassenger),
    }),
  },
  guards: {
    hasOrder: ({ context }) => context.orderId !== null,
    canBuy: ({ context }) =>
      context.pkg?.saleStatus === 'ON_SALE' && Number.isInteger(context.quantity) && context.quantity >= 1 && context.quantity <= context.pkg.limitBuy && bookingContactSchema.safeParse(context.contact).success,
    canRemind: ({ context }) => context.pkg?.saleStatus === 'COMING_SOON' && !context.pkg.reminded,
    unavailable: ({ event }) => [codes.travelPassSoldOut, codes.travelPassNotOnSale, codes.travelPassOverLimit].includes(codeOf(event) as never),
    adultsOnly: ({ event }) => codeOf(event) === codes.travelPassAdultsOnly,
    unpaid: ({ event }) => ['UNPAID', 'PENDING_PAYMENT'].includes(orderStatus(event)),
    toBind: ({ event }) => orderStatus(event) === 'PAID',
    inUse: ({ event }) => ['ACTIVE', 'FULLY_USED'].includes(orderStatus(event)),
    allComplete: ({ context }) => context.passengers.length > 0 && context.passengers.every(passengerComplete),
  },
}).createMachine({
  id: 'travelPass',
  context: ({ input }) => ({ packageId: input.packageId, orderId: input.orderId, pkg: null, quantity: 1, contact: blankContact, order: null, payment: input.payment ?? null, passengers: [], error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasOrder', target: 'loadingOrder' }, { target: 'loadingPackage' }] },
    loadingPackage: {
      invoke: {
        id: 'loadPackage',
        src: 'loadPackage',
        input: ({ context }) => context.packageId!,
        onDone: { target: 'choosing', actions: assign({ pkg: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: 'fail' },
      },
    },
    loadFailed: failedWithRetry('start'),
    /** The package: how many passes, the contact; buy, or set a reminder for a coming-soon one. */
    choosing: {
      initial: 'editing',
      on: {
        // A change to what is bought leaves a failure shown: the order is bought again with buy, whose guard checks it.
        'quantity.change': { target: '.editing', actions: assign({ quantity: ({ event }) => event.quantity, error: null }) },
        'contact.change': { target: '.editing', actions: assign({ contact: ({ context, event }) => ({ ...context.contact, ...event.contact }), error: null }) },
        buy: { guard: 'canBuy', target: 'creating', actions: 'clearError' },
        remind: { guard: 'canRemind', target: 'reminding', actions: 'clearError' },
      },
      states: {
        editing: {},
        failed: failedWithRetry('#travelPass.creating'),
        remindFailed: failedWithRetry('#travelPass.reminding'),
      },
    },
    reminding: {
      ...busyOn('remind'),
      invoke: {
        id: 'remind',
        src: 'remind',
        input: ({ context }) => context.pkg!.id,
        onDone: { target: 'choosing.editing', actions: assign({ pkg: ({ context }) => ({ ...context.pkg!, reminded: true }) }) },
        onError: { target: 'choosing.remindFailed', actions: 'fail' },
      },
    },
    creating: {
      ...busyOn('buy'),
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => orderRequestOf(context),
        onDone: { target: 'loadingOrder', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
        onError: [
          { guard: 'unavailable', target: 'unavailable', actions: 'fail' },
          { target: 'choosing.failed', actions: 'fail' },
        ],
      },
    },
    /** The package cannot be bought as asked: shown with the server's message; `restart` reloads it. */
    unavailable: { on: { restart: { target: 'loadingPackage', actions: 'clearError' } } },
    loadingOrder: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderId!,
        onDone: [
          { guard: 'unpaid', target: 'payment', actions: 'keepOrder' },
          { guard: 'toBind', target: 'binding', actions: 'keepOrder' },
          { guard: 'inUse', target: 'bound', actions: 'keepOrder' },
          { target: 'closed', actions: 'keepOrder' },
        ],
        onError: { target: 'loadFailed', actions: 'fail' },
      },
    },
    /** The unpaid order paid within its countdown; paid or out of time, the order is read again. */
    payment: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ orderId: context.orderId!, payment: context.payment, returned: context.payment !== null }),
        onDone: { target: 'loadingOrder', actions: assign({ payment: null }) },
      },
    },
    /** The paid passes, each waiting for its adult passenger's details. */
    binding: {
      initial: 'editing',
      on: {
        'passenger.change': {
          target: '.editing',
          actions: assign({ passengers: ({ context, event }) => context.passengers.map((p, i) => (i === event.index ? { ...p, ...event.details } : p)), error: null }),
        },
        bind: { guard: 'allComplete', target: 'bindingPassengers', actions: 'clearError' },
      },
      states: {
        editing: {},
        /** 'Travel pass does not support child or infant.' */
        childRefused: {},
        failed: failedWithRetry('#travelPass.bindingPassengers'),
      },
    },
    bindingPassengers: {
      ...busyOn('bind'),
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ context }) => bindingOf(context),
        onDone: { target: 'loadingOrder' },
        onError: [
          { guard: 'adultsOnly', target: 'binding.childRefused', actions: 'fail' },
          { target: 'binding.failed', actions: 'fail' },
        ],
      },
    },
    /** Every pass has its passenger: flights may be booked with them. Tagged 'end' for the funnel. */
    bound: { tags: ['end'] },
    /** The order was cancelled, expired or refunded. */
    closed: {},
  },
});
