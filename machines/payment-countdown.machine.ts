import { and, assign, setup } from 'xstate';
import type { OrderDetail } from '../services/schemas/order';
import type { PaymentChannel, PaymentProvider, PaymentStatusResult, Prepayment } from '../services/schemas/payment';
import { codes } from '../services/schemas/codes';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';

/**
 * Paying an order within its countdown (spec section 4, "Payment"). The time left is worked out
 * from the server's deadline and the server's clock every second, so a reload or a phone with a
 * wrong clock shows the true time; when it reaches zero the order can no longer be paid.
 *
 * A started payment is shown by the page of its kind: a wallet's QR code while its status is asked
 * for every second (`awaitingPayment`), a card's hand-off to the provider's hosted page (`handOff`).
 * A page opened for a payment (its address names it) takes it up again from the server
 * (`resuming`); the page the provider sends the traveller back to asks for its outcome at once.
 * A declined payment goes back to choosing a method, its error's `msg` the provider's reason.
 *
 * Tags as in the booking machine: `busy` while a call is in flight (`pay.submit` again only runs
 * `notifyBusy`), `failed` when the order did not load (`failed`) or the payment did not start
 * (`counting.failed`, the countdown goes on): `context.error` holds the failure, `retry` sends the
 * call again. An order that can no longer be paid is loaded again to show why; a failed status
 * check is asked again at the next poll.
 */
export interface PaymentCountdownContext {
  orderId: number;
  order: OrderDetail | null;
  /** Server time minus this device's time, from the order's answer. */
  clockOffsetMs: number;
  remainingMs: number;
  provider: PaymentProvider;
  channel: PaymentChannel;
  /** The payment under way, with its hosted page and QR code once started or taken up again. */
  payment: PaymentInHand | null;
  /** A hosted page not opened yet in this tab opens by itself after a moment. */
  opensPayPage: boolean;
  /** The provider sent the traveller back: the payment's outcome is asked for once the order is in. */
  returned: boolean;
  error: FlowError | null;
}

export interface PaymentInHand {
  paymentId: string;
  payUrl?: string;
  qrCode?: string;
}

export type PaymentCountdownEvent =
  | { type: 'pay.submit'; provider: PaymentProvider; channel: PaymentChannel }
  | { type: 'pay.open' }
  | { type: 'pay.cancel' }
  | { type: 'retry' };

export interface PaymentCountdownInput {
  orderId: number;
  /** The payment the page's address names, taken up again while the order is unpaid. */
  payment?: { provider: PaymentProvider; paymentId: string } | null;
  /** The provider sent the traveller back: the payment's outcome is asked for at once. */
  returned?: boolean;
  opensPayPage?: boolean;
}

export const remainingOf = (order: OrderDetail, offsetMs: number, now = Date.now()) => Math.max(0, Date.parse(order.paymentDeadline) - (now + offsetMs));

type PaymentPage = Pick<Prepayment, 'payUrl' | 'qrCode'>;
const outputOf = <T>(event: unknown) => (event as { output?: T }).output;

export const paymentCountdownMachine = setup({
  types: { context: {} as PaymentCountdownContext, events: {} as PaymentCountdownEvent, input: {} as PaymentCountdownInput },
  actors: {
    loadOrder: appProvided<OrderDetail, number>(),
    prepay: appProvided<Prepayment, { provider: PaymentProvider; channel: PaymentChannel; orderId: number }>(),
    resumePayment: appProvided<PaymentPage, { provider: PaymentProvider; paymentId: string }>(),
    checkPayment: appProvided<PaymentStatusResult, { provider: PaymentProvider; paymentId: string }>(),
  },
  actions: {
    /** The short 'paying...' notice when pay is pressed again while a payment starts. */
    notifyBusy: () => {},
    /** Opens the provider's hosted page (provided by the app). */
    openPayPage: () => {},
    /**
     * The time left after `ms` more: never more than the deadline by the server's clock allows, so
     * a phone that slept or has a wrong clock still shows the true time.
     */
    tick: assign({
      remainingMs: ({ context }, params: { ms: number }) =>
        context.order ? Math.max(0, Math.min(context.remainingMs - params.ms, remainingOf(context.order, context.clockOffsetMs))) : 0,
    }),
    /** The time left when the order arrives. */
    sync: assign({ remainingMs: ({ context }) => (context.order ? remainingOf(context.order, context.clockOffsetMs) : 0) }),
    clearError: assign({ error: null }),
    fail: assign({ error: ({ event }) => flowError((event as { error?: unknown }).error) }),
    /** The order, and how far the server's clock is from this device's. */
    takeUnpaidOrder: assign(({ event }) => {
      const order = outputOf<OrderDetail>(event)!;
      return { order, clockOffsetMs: Date.parse(order.serverTime) - Date.now() };
    }),
    /** An order that can no longer be paid (paid, expired, cancelled): no time is left to pay it in. */
    takeClosedOrder: assign({ order: ({ event }) => outputOf<OrderDetail>(event)!, remainingMs: 0 }),
    takePayment: assign({ payment: ({ event }) => outputOf<Prepayment>(event)! }),
    takePaymentPage: assign({ payment: ({ context, event }) => ({ paymentId: context.payment!.paymentId, ...outputOf<PaymentPage>(event) }) }),
    dropPayment: assign({ payment: null }),
    /** The declined payment stays named, so the payment page can say why. */
    declined: assign({ error: ({ event }) => ({ code: 'declined', msg: outputOf<PaymentStatusResult>(event)?.failureReason ?? null }) }),
  },
  guards: {
    isPaid: ({ event }) => outputOf<OrderDetail>(event)?.status === 'ISSUED',
    isUnpaid: ({ event }) => {
      const order = outputOf<OrderDetail>(event);
      return order?.status === 'UNPAID' && remainingOf(order, Date.parse(order.serverTime) - Date.now()) > 0;
    },
    returned: ({ context }) => context.returned,
    hasPayment: ({ context }) => context.payment !== null,
    timeIsUp: ({ context }) => context.remainingMs <= 0,
    isQrCode: ({ event }) => outputOf<PaymentPage>(event)?.qrCode !== undefined,
    opensPayPage: ({ context }) => context.opensPayPage,
    notPayable: ({ event }) => flowError((event as { error?: unknown }).error).code === codes.orderNotPayable,
    notPending: ({ event }) => flowError((event as { error?: unknown }).error).code === codes.invalidState,
    paymentSucceeded: ({ event }) => outputOf<PaymentStatusResult>(event)?.status === 'SUCCEEDED',
    paymentFailed: ({ event }) => ['DECLINED', 'REFUNDED'].includes(outputOf<PaymentStatusResult>(event)?.status ?? ''),
  },
  delays: { second: 1000, pollInterval: 1000, handOff: 1500 },
}).createMachine({
  id: 'paymentCountdown',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    clockOffsetMs: 0,
    remainingMs: 0,
    provider: input.payment?.provider ?? 'card',
    channel: 'card',
    payment: input.payment ? { paymentId: input.payment.paymentId } : null,
    opensPayPage: input.opensPayPage ?? false,
    returned: input.returned ?? false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => context.orderId,
        onDone: [
          { guard: 'isPaid', target: 'paid', actions: 'takeClosedOrder' },
          { guard: and(['isUnpaid', 'hasPayment', 'returned']), target: 'checkingPayment', actions: ['takeUnpaidOrder', 'sync'] },
          { guard: and(['isUnpaid', 'hasPayment']), target: 'resuming', actions: ['takeUnpaidOrder', 'sync'] },
          { guard: 'isUnpaid', target: 'counting', actions: ['takeUnpaidOrder', 'sync'] },
          { target: 'expired', actions: 'takeClosedOrder' },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    /** The time left counts down every second, in whichever child the page is. */
    counting: {
      initial: 'ready',
      always: { guard: 'timeIsUp', target: 'expired' },
      after: { second: { target: '.shown', reenter: true, actions: { type: 'tick', params: { ms: 1000 } } } },
      on: {
        'pay.submit': {
          target: 'starting',
          actions: assign({ provider: ({ event }) => event.provider, channel: ({ event }) => event.channel, payment: null, error: null }),
        },
      },
      states: {
        ready: {},
        /** Starting the payment failed: `retry` starts it again with the same provider and channel. */
        failed: { tags: ['failed'], on: { retry: { target: '#paymentCountdown.starting', actions: 'clearError' } } },
        /** The child the countdown was in before the second's tick. */
        shown: { type: 'history' },
      },
    },
    starting: {
      tags: ['busy'],
      on: { 'pay.submit': { actions: 'notifyBusy' } },
      invoke: {
        id: 'prepay',
        src: 'prepay',
        input: ({ context }) => ({ provider: context.provider, channel: context.channel, orderId: context.orderId }),
        onDone: [
          { guard: 'isQrCode', target: 'awaitingPayment', actions: 'takePayment' },
          { target: 'handOff.opening', actions: 'takePayment' },
        ],
        onError: [
          { guard: 'notPayable', target: 'loading', actions: 'fail' },
          { target: 'counting.failed', actions: ['fail', 'sync'] },
        ],
      },
    },
    /** The payment the page was opened for is taken up again: its hosted page, and its QR code if it has one. */
    resuming: {
      tags: ['busy'],
      invoke: {
        id: 'resumePayment',
        src: 'resumePayment',
        input: ({ context }) => ({ provider: context.provider, paymentId: context.payment!.paymentId }),
        onDone: [
          { guard: 'isQrCode', target: 'awaitingPayment', actions: 'takePaymentPage' },
          { guard: 'opensPayPage', target: 'handOff.opening', actions: 'takePaymentPage' },
          { target: 'handOff.waiting', actions: 'takePaymentPage' },
        ],
        // A payment no longer pending has an outcome to show; any other starts afresh.
        onError: [
          { guard: 'notPending', target: 'checkingPayment' },
          { target: 'counting', actions: ['fail', 'dropPayment', 'sync'] },
        ],
      },
    },
    /** The provider's hosted page opens after a moment, or at once with `pay.open`; it sends the traveller back. */
    handOff: {
      initial: 'waiting',
      on: {
        'pay.open': { target: '.waiting', actions: 'openPayPage' },
        'pay.cancel': { target: 'counting', actions: ['dropPayment', 'sync'] },
      },
      states: {
        opening: { after: { handOff: { target: 'waiting', actions: [{ type: 'tick', params: { ms: 1500 } }, 'openPayPage'] } } },
        waiting: {},
      },
    },
    /** The payment's status is asked for every second while time is left (a QR code is shown meanwhile). */
    awaitingPayment: {
      always: { guard: 'timeIsUp', target: 'expired' },
      after: { pollInterval: { target: 'checkingPayment', actions: { type: 'tick', params: { ms: 1000 } } } },
      on: { 'pay.cancel': { target: 'counting', actions: ['dropPayment', 'sync'] } },
    },
    checkingPayment: {
      tags: ['busy'],
      on: { 'pay.cancel': { target: 'counting', actions: ['dropPayment', 'sync'] } },
      invoke: {
        id: 'checkPayment',
        src: 'checkPayment',
        input: ({ context }) => ({ provider: context.provider, paymentId: context.payment!.paymentId }),
        onDone: [
          { guard: 'paymentSucceeded', target: 'paid' },
          { guard: 'paymentFailed', target: 'counting', actions: ['declined', 'sync'] },
          { target: 'awaitingPayment' },
        ],
        onError: { target: 'awaitingPayment' },
      },
    },
    paid: { type: 'final' },
    expired: { type: 'final' },
  },
});
