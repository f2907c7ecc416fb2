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
  payment: Prepayment | null;
  error: FlowError | null;
}

export type PaymentCountdownEvent =
  | { type: 'pay.submit'; provider: PaymentProvider; channel: PaymentChannel }
  | { type: 'pay.cancel' }
  | { type: 'retry' };

/** A wallet payment whose QR code was on screen before a reload. */
export interface QrPayment {
  provider: PaymentProvider;
  channel: PaymentChannel;
  payment: Prepayment;
}

export interface PaymentCountdownInput {
  orderId: number;
  /** Shown again, and asked after, while the order is unpaid. */
  qrPayment?: QrPayment | null;
}

export const remainingOf = (order: OrderDetail, offsetMs: number, now = Date.now()) => Math.max(0, Date.parse(order.paymentDeadline) - (now + offsetMs));

export const paymentCountdownMachine = setup({
  types: { context: {} as PaymentCountdownContext, events: {} as PaymentCountdownEvent, input: {} as PaymentCountdownInput },
  actors: {
    loadOrder: appProvided<OrderDetail, number>(),
    prepay: appProvided<Prepayment, { provider: PaymentProvider; channel: PaymentChannel; orderId: number }>(),
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
      const order = (event as unknown as { output: OrderDetail }).output;
      return { order, clockOffsetMs: Date.parse(order.serverTime) - Date.now() };
    }),
  },
  guards: {
    isPaid: ({ event }) => (event as { output?: OrderDetail }).output?.status === 'ISSUED',
    isUnpaid: ({ event }) => {
      const order = (event as { output?: OrderDetail }).output;
      return order?.status === 'UNPAID' && remainingOf(order, Date.parse(order.serverTime) - Date.now()) > 0;
    },
    timeIsUp: ({ context }) => context.remainingMs <= 0,
    isQrCode: ({ event }) => (event as { output?: Prepayment }).output?.qrCode !== undefined,
    hasQrCode: ({ context }) => context.payment?.qrCode !== undefined,
    notPayable: ({ event }) => flowError((event as { error?: unknown }).error).code === codes.orderNotPayable,
    paymentSucceeded: ({ event }) => (event as { output?: PaymentStatusResult }).output?.status === 'SUCCEEDED',
    paymentFailed: ({ event }) => ['DECLINED', 'REFUNDED'].includes((event as { output?: PaymentStatusResult }).output?.status ?? ''),
  },
  delays: { second: 1000, pollInterval: 2000 },
}).createMachine({
  id: 'paymentCountdown',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    clockOffsetMs: 0,
    remainingMs: 0,
    provider: input.qrPayment?.provider ?? 'card',
    channel: input.qrPayment?.channel ?? 'card',
    payment: input.qrPayment?.payment ?? null,
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
          { guard: 'isPaid', target: 'paid', actions: assign({ order: ({ event }) => event.output }) },
          { guard: and(['isUnpaid', 'hasQrCode']), target: 'awaitingScan', actions: ['takeUnpaidOrder', 'sync'] },
          { guard: 'isUnpaid', target: 'counting', actions: [assign({ payment: null }), 'takeUnpaidOrder', 'sync'] },
          { target: 'expired', actions: assign({ order: ({ event }) => event.output }) },
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
          actions: assign({ provider: ({ event }) => event.provider, channel: ({ event }) => event.channel, error: null }),
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
          { guard: 'isQrCode', target: 'awaitingScan', actions: assign({ payment: ({ event }) => event.output }) },
          { target: 'redirecting', actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: 'notPayable', target: 'loading', actions: 'fail' },
          { target: 'counting.failed', actions: ['fail', 'sync'] },
        ],
      },
    },
    /** The provider's hosted page takes over; it comes back to the result page. */
    redirecting: {
      entry: 'openPayPage',
    },
    /** The QR code is shown; the payment's status is asked for every 2 s while time is left. */
    awaitingScan: {
      always: { guard: 'timeIsUp', target: 'expired' },
      after: { pollInterval: { target: 'checkingScan', actions: { type: 'tick', params: { ms: 2000 } } } },
      on: { 'pay.cancel': { target: 'counting', actions: 'sync' } },
    },
    checkingScan: {
      tags: ['busy'],
      on: { 'pay.cancel': { target: 'counting', actions: 'sync' } },
      invoke: {
        id: 'checkPayment',
        src: 'checkPayment',
        input: ({ context }) => ({ provider: context.provider, paymentId: context.payment!.paymentId }),
        onDone: [
          { guard: 'paymentSucceeded', target: 'paid' },
          { guard: 'paymentFailed', target: 'counting', actions: [assign({ error: { code: 'declined', msg: null }, payment: null }), 'sync'] },
          { target: 'awaitingScan' },
        ],
        onError: { target: 'awaitingScan' },
      },
    },
    paid: { type: 'final' },
    expired: { type: 'final' },
  },
});
