import { paymentCountdownMachine, type PaymentCountdownInput } from '../../machines/payment-countdown.machine';
import type { OrderDetail } from '../../services/schemas/order';
import type { PaymentStatusResult, Prepayment } from '../../services/schemas/payment';
import { flowError } from '../../machines/error-message';
import type { EventObject } from 'xstate';
import { answered, errors, isEvent, payment as p } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * Where the payment page stands, from the model's own table of the spec's payment steps: the order
 * loading (or failed to), the traveller choosing a method (or a start that failed, the countdown
 * going on), a payment starting or taken up again, the hand-off to the provider's page, a QR code
 * shown and its payment's status asked for, and the ends: paid, or expired.
 */
type PayPhase = 'loading' | 'loadFailed' | 'choosing' | 'startFailed' | 'starting' | 'resuming' | 'handOff' | 'awaiting' | 'checking' | 'paid' | 'expired';

interface PaymentWorld {
  at: PayPhase;
  orderId: number;
  provider: string;
  channel: string;
  /** The payment the flow is about: its id, and its hosted page and QR code once answered. */
  payment: { paymentId: string; payUrl?: string; qrCode?: string } | null;
  returned: boolean;
  opensPayPage: boolean;
  order: OrderDetail | null;
  /** The time left when the order was loaded, and the time passed since. */
  leftAtLoadMs: number;
  passedMs: number;
  /** The reason of the payment last declined, while it is shown. */
  declinedFor: string | null;
  /** Whether the hand-off to the provider's hosted page is on screen, and whether it is to open that page by itself. */
  handedOff: boolean;
  payPageDue: boolean;
  /** How often the provider's hosted page was opened. */
  payPageOpened: number;
}
const paySubmit = { type: 'pay.submit', provider: 'card', channel: 'card' };
const qrPage = { payUrl: '/sandbox-pay/PAY-QR', qrCode: 'data:image/svg+xml;base64,' };
const notPending = { code: 'I0003', msg: 'This payment is no longer pending.' };
const paymentFailure = ['DECLINED', 'REFUNDED'];
const errorCode = (e: EventObject) => flowError((e as { error?: unknown }).error).code;

/** The countdown's second, the status poll while a QR code is shown, the moment before the hosted page opens. */
const timers = { 'paymentCountdown.counting': 1000, 'paymentCountdown.awaitingPayment': 1000, 'paymentCountdown.handOff.opening': 1500 };
const timerMs: Record<string, number> = {
  'xstate.after.second.paymentCountdown.counting': timers['paymentCountdown.counting'],
  'xstate.after.pollInterval.paymentCountdown.awaitingPayment': timers['paymentCountdown.awaitingPayment'],
  'xstate.after.handOff.paymentCountdown.handOff.opening': timers['paymentCountdown.handOff.opening'],
};

/** The time left to pay in: the window the server gave at the load, less the time passed since. */
const timeLeftMs = (w: PaymentWorld) => Math.max(0, w.leftAtLoadMs - w.passedMs);

/**
 * The spec's steps of paying an order: paid only once a status check answers SUCCEEDED or the order
 * loads ISSUED; expired once the deadline by the server's clock has passed while the traveller
 * chooses a method or a QR code is shown (a call in flight, or the provider's page, has its own
 * outcome first); a declined or refunded payment goes back to choosing, its reason shown.
 */
const stepOf: Record<PayPhase, (w: PaymentWorld) => string> = {
  loading: () => 'loading',
  loadFailed: () => 'failed',
  choosing: (w) => (timeLeftMs(w) > 0 ? 'counting.ready' : 'expired'),
  startFailed: (w) => (timeLeftMs(w) > 0 ? 'counting.failed' : 'expired'),
  starting: () => 'starting',
  resuming: () => 'resuming',
  handOff: (w) => (w.payPageDue ? 'handOff.opening' : 'handOff.waiting'),
  awaiting: (w) => (timeLeftMs(w) > 0 ? 'awaitingPayment' : 'expired'),
  checking: () => 'checkingPayment',
  paid: () => 'paid',
  expired: () => 'expired',
};
const stepIn = (w: PaymentWorld) => stepOf[w.at](w);
/** The steps where the traveller chooses a method: pay starts a payment there, and nowhere else. */
const choosing = (w: PaymentWorld) => stepIn(w).startsWith('counting.');
/** The steps that show a started payment, which cancel leaves for choosing again. */
const cancellable = (w: PaymentWorld) => w.at === 'handOff' || w.at === 'awaiting' || w.at === 'checking';

/** Where the loaded order leads: paid when issued; while unpaid with time left by the server's clock, the payment named, or choosing. */
function loaded(w: PaymentWorld, order: OrderDetail): PaymentWorld {
  const leftAtLoadMs = order.status === 'UNPAID' ? Math.max(0, Date.parse(order.paymentDeadline) - Date.parse(order.serverTime)) : 0;
  const base = { ...w, order, leftAtLoadMs, passedMs: 0 };
  if (order.status === 'ISSUED') return { ...base, at: 'paid' };
  if (order.status !== 'UNPAID' || leftAtLoadMs === 0) return { ...base, at: 'expired' };
  if (!w.payment) return { ...base, at: 'choosing' };
  // The provider sent the traveller back: the outcome is asked for at once; otherwise the payment is taken up again.
  return { ...base, at: w.returned ? 'checking' : 'resuming' };
}

/** The call each step makes on entering it. */
const callOf: Partial<Record<PayPhase, string>> = { loading: 'loadOrder', starting: 'prepay', resuming: 'resumePayment', checking: 'checkPayment' };

/** What the payment test knows after an event, from what was entered and answered and its own step. */
function paymentAfter(w: PaymentWorld, e: EventObject): PaymentWorld {
  if (stepIn(w) === 'expired' || stepIn(w) === 'paid') return w;
  switch (e.type) {
    case 'pay.submit': {
      if (!choosing(w)) return w;
      const { provider, channel } = e as typeof paySubmit;
      return { ...w, at: 'starting', provider, channel, payment: null, declinedFor: null };
    }
    case 'retry':
      if (w.at === 'loadFailed') return { ...w, at: 'loading' };
      return w.at === 'startFailed' ? { ...w, at: 'starting' } : w;
    case 'pay.cancel':
      return cancellable(w) ? { ...w, at: 'choosing', payment: null, handedOff: false, payPageDue: false } : w;
    case 'pay.open':
      return w.at === 'handOff' ? { ...w, payPageOpened: w.payPageOpened + 1, payPageDue: false } : w;
  }
  // Time passes on every timer's step (the clock moves by its delay); what follows depends on the step.
  const timer = timerMs[e.type];
  if (timer !== undefined) {
    const later = { ...w, passedMs: w.passedMs + timer };
    // The hosted page opens by itself once, after a payment started here or one this tab has not opened yet.
    if (e.type.endsWith('.handOff.opening') && w.at === 'handOff' && w.payPageDue) return { ...later, payPageOpened: w.payPageOpened + 1, payPageDue: false };
    // The QR code's payment is asked after every second.
    if (e.type.endsWith('.awaitingPayment') && w.at === 'awaiting') return { ...later, at: 'checking' };
    return later;
  }
  // A call's answer is taken only in the step that made the call.
  const answeredCall = /^xstate\.(done|error)\.actor\.(.*)$/.exec(e.type)?.[2];
  if (answeredCall !== undefined && callOf[w.at] !== answeredCall) return w;
  if (answered<OrderDetail>(e, 'loadOrder')) return loaded(w, e.output);
  if (isEvent(e, 'xstate.error.actor.loadOrder')) return { ...w, at: 'loadFailed' };
  // A QR code is shown and its payment asked after; a card's payment hands off to the provider's page, which opens by itself.
  if (answered<Prepayment>(e, 'prepay')) return { ...w, at: e.output.qrCode ? 'awaiting' : 'handOff', payment: e.output, handedOff: !e.output.qrCode, payPageDue: !e.output.qrCode };
  // An order that can no longer be paid is loaded again to show why; any other failure lets the traveller try again.
  if (isEvent(e, 'xstate.error.actor.prepay')) return { ...w, at: errorCode(e) === errors.notPayable.code ? 'loading' : 'startFailed' };
  if (answered<{ payUrl: string; qrCode?: string }>(e, 'resumePayment'))
    return { ...w, at: e.output.qrCode ? 'awaiting' : 'handOff', payment: { ...w.payment!, ...e.output }, handedOff: !e.output.qrCode, payPageDue: !e.output.qrCode && w.opensPayPage };
  // A payment no longer pending has an outcome to ask for; one that cannot be taken up again is left.
  if (isEvent(e, 'xstate.error.actor.resumePayment')) return errorCode(e) === notPending.code ? { ...w, at: 'checking' } : { ...w, at: 'choosing', payment: null };
  if (answered<PaymentStatusResult>(e, 'checkPayment')) {
    if (e.output.status === 'SUCCEEDED') return { ...w, at: 'paid' };
    if (paymentFailure.includes(e.output.status)) return { ...w, at: 'choosing', declinedFor: e.output.failureReason };
    return { ...w, at: 'awaiting' };
  }
  // A failed status check is asked again at the next poll.
  if (isEvent(e, 'xstate.error.actor.checkPayment')) return { ...w, at: 'awaiting' };
  return w;
}

export const paymentCountdown: PathModel<PaymentWorld> = {
  name: 'payment-countdown',
  machine: paymentCountdownMachine,
  // The page the provider sends the traveller back to; a fresh payment page; one whose address names
  // a payment (a reload or a link), whose hosted page opens by itself once. The return comes first:
  // the paths are generated by replaying the statechart on the real clock, where no time passes, and
  // its paths are the ones where a declined payment leaves time to count down (1 s, as in the checked
  // run's clock); after a poll that time is gone, and the order expires with the answer.
  inputs: [
    { orderId: 1, payment: { provider: 'card', paymentId: 'PAY-CARD' }, returned: true },
    { orderId: 1 },
    { orderId: 1, payment: { provider: 'wallet', paymentId: 'PAY-QR' } },
    { orderId: 1, payment: { provider: 'card', paymentId: 'PAY-CARD' }, opensPayPage: true },
  ],
  // The wallet's QR code first: the paths start their payments with a provider and channel other than
  // the page's defaults (card, card), so a payment started with those whatever was chosen shows.
  events: [{ type: 'pay.submit', provider: 'wallet', channel: 'qrcode' }, paySubmit, { type: 'pay.open' }, { type: 'pay.cancel' }, { type: 'retry' }],
  outputs: {
    // Unpaid with time left (20 min, 1 s), unpaid with its deadline passed by the server's clock, paid, expired, cancelled.
    loadOrder: [p.order('UNPAID'), p.order('UNPAID', 1), p.order('UNPAID', 0), p.order('ISSUED'), p.order('EXPIRED'), p.order('CANCELLED')],
    prepay: [p.prepayment(false), p.prepayment(true)],
    resumePayment: [qrPage, { payUrl: '/sandbox-pay/PAY-CARD' }],
    checkPayment: [
      p.status('PAY-QR', 'SUCCEEDED'),
      { ...p.status('PAY-QR', 'DECLINED'), failureReason: 'card declined' },
      p.status('PAY-QR', 'REFUNDED'),
      p.status('PAY-QR', 'PENDING'),
    ],
  },
  errors: { loadOrder: [errors.busy], prepay: [errors.busy] },
  // An order that can no longer be paid is loaded again to show why; a status check is asked again
  // at the next poll; a payment that cannot be taken up again has its outcome asked, or is left.
  quietErrors: { prepay: [errors.notPayable], checkPayment: [errors.offline], resumePayment: [notPending, errors.busy] },
  keyOf: (c) => [c.remainingMs > 1000, c.remainingMs > 0, c.payment !== null, c.opensPayPage, c.returned],
  world: {
    initial: (input) => {
      const { orderId, payment, returned, opensPayPage } = input as PaymentCountdownInput;
      return {
        orderId,
        provider: payment?.provider ?? 'card',
        channel: 'card',
        payment: payment ? { paymentId: payment.paymentId } : null,
        returned: returned ?? false,
        opensPayPage: opensPayPage ?? false,
        at: 'loading',
        order: null,
        leftAtLoadMs: 0,
        passedMs: 0,
        declinedFor: null,
        handedOff: false,
        payPageDue: false,
        payPageOpened: 0,
      };
    },
    after: paymentAfter,
  },
  step: stepIn,
  view: {
    of: (s) => ({
      remainingMs: s.context.remainingMs,
      payment: s.context.payment,
      order: s.context.order,
      declinedFor: s.context.error?.code === 'declined' ? s.context.error.msg : null,
      handOff: s.matches('handOff'),
    }),
    expected: (w) => ({
      remainingMs: timeLeftMs(w),
      payment: w.payment,
      order: w.order,
      declinedFor: w.declinedFor,
      handOff: w.handedOff,
    }),
  },
  effects: { openPayPage: (w) => w.payPageOpened },
  // Each call is made on entering the step that makes it, and only there.
  expectedInput: (id, w) => {
    if (callOf[w.at] !== id) return noCall;
    const inputs: Record<string, unknown> = {
      loadOrder: w.orderId,
      prepay: { provider: w.provider, channel: w.channel, orderId: w.orderId },
      // The return from the provider asks for the outcome, and takes nothing up again.
      resumePayment: { provider: w.provider, paymentId: w.payment?.paymentId },
      checkPayment: { provider: w.provider, paymentId: w.payment?.paymentId },
    };
    return inputs[id];
  },
  timers,
  submits: {
    'paymentCountdown.loading': null,
    'paymentCountdown.starting': paySubmit,
    'paymentCountdown.resuming': null,
    'paymentCountdown.checkingPayment': null,
  },
};

