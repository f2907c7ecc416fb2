import { paymentCountdownMachine, type PaymentCountdownInput } from '../../machines/payment-countdown.machine';
import type { OrderDetail } from '../../services/schemas/order';
import type { PaymentStatusResult, Prepayment } from '../../services/schemas/payment';
import { flowError } from '../../machines/error-message';
import { answered, errors, isEvent, payment as p } from './fixtures';
import { noCall, type PathModel } from './path-generator';

interface PaymentWorld {
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

export const paymentCountdown: PathModel<PaymentWorld> = {
  name: 'payment-countdown',
  machine: paymentCountdownMachine,
  // A fresh payment page; one whose address names a payment (a reload or a link), whose hosted page
  // opens by itself once; and the page the provider sends the traveller back to.
  inputs: [
    { orderId: 1 },
    { orderId: 1, payment: { provider: 'wallet', paymentId: 'PAY-QR' } },
    { orderId: 1, payment: { provider: 'card', paymentId: 'PAY-CARD' }, opensPayPage: true },
    { orderId: 1, payment: { provider: 'card', paymentId: 'PAY-CARD' }, returned: true },
  ],
  events: [paySubmit, { type: 'pay.submit', provider: 'wallet', channel: 'qrcode' }, { type: 'pay.open' }, { type: 'pay.cancel' }, { type: 'retry' }],
  outputs: {
    loadOrder: [p.order('UNPAID'), p.order('UNPAID', 1), p.order('ISSUED'), p.order('EXPIRED')],
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
        order: null,
        leftAtLoadMs: 0,
        passedMs: 0,
        declinedFor: null,
        handedOff: false,
        payPageDue: false,
        payPageOpened: 0,
      };
    },
    after: (w, e, before) => {
      if (e.type === 'pay.submit' && !before.hasTag('busy')) {
        const { provider, channel } = e as typeof paySubmit;
        return { ...w, provider, channel, payment: null, declinedFor: null };
      }
      if (e.type === 'pay.cancel') return { ...w, payment: null, handedOff: false };
      if (e.type === 'pay.open' && before.matches('handOff')) return { ...w, payPageOpened: w.payPageOpened + 1, payPageDue: false };
      // The hosted page opens by itself once, after a payment started here or one this tab has not opened yet.
      if (e.type === 'xstate.after.handOff.paymentCountdown.handOff.opening')
        return { ...w, passedMs: w.passedMs + 1500, payPageOpened: w.payPageOpened + (w.payPageDue ? 1 : 0), payPageDue: false };
      if (answered<OrderDetail>(e, 'loadOrder')) {
        const order = e.output;
        const leftAtLoadMs = order.status === 'UNPAID' ? Date.parse(order.paymentDeadline) - Date.parse(order.serverTime) : 0;
        return { ...w, order, leftAtLoadMs, passedMs: 0 };
      }
      if (answered<Prepayment>(e, 'prepay')) return { ...w, payment: e.output, handedOff: !e.output.qrCode, payPageDue: !e.output.qrCode };
      if (answered<{ payUrl: string; qrCode?: string }>(e, 'resumePayment'))
        return { ...w, payment: { ...w.payment!, ...e.output }, handedOff: !e.output.qrCode, payPageDue: !e.output.qrCode && w.opensPayPage };
      if (isEvent(e, 'xstate.error.actor.resumePayment') && flowError((e as { error?: unknown }).error).code !== notPending.code) return { ...w, payment: null };
      if (answered<PaymentStatusResult>(e, 'checkPayment') && paymentFailure.includes(e.output.status)) return { ...w, declinedFor: e.output.failureReason };
      if (e.type === 'xstate.after.second.paymentCountdown.counting') return { ...w, passedMs: w.passedMs + 1000 };
      if (e.type === 'xstate.after.pollInterval.paymentCountdown.awaitingPayment') return { ...w, passedMs: w.passedMs + 1000 };
      return w;
    },
  },
  view: {
    of: (s) => ({
      remainingMs: s.context.remainingMs,
      payment: s.context.payment,
      order: s.context.order,
      declinedFor: s.context.error?.code === 'declined' ? s.context.error.msg : null,
      handOff: s.matches('handOff'),
    }),
    expected: (w) => ({
      remainingMs: Math.max(0, w.leftAtLoadMs - w.passedMs),
      payment: w.payment,
      order: w.order,
      declinedFor: w.declinedFor,
      handOff: w.handedOff,
    }),
  },
  effects: { openPayPage: (w) => w.payPageOpened },
  expectedInput: (id, w) =>
    ({
      loadOrder: w.orderId,
      prepay: { provider: w.provider, channel: w.channel, orderId: w.orderId },
      // The return from the provider asks for the outcome, and takes nothing up again.
      resumePayment: !w.returned && w.payment && { provider: w.provider, paymentId: w.payment.paymentId },
      checkPayment: { provider: w.provider, paymentId: w.payment?.paymentId },
    })[id] ?? noCall,
  timers: { 'paymentCountdown.counting': 1000, 'paymentCountdown.awaitingPayment': 1000, 'paymentCountdown.handOff.opening': 1500 },
  submits: {
    'paymentCountdown.loading': null,
    'paymentCountdown.starting': paySubmit,
    'paymentCountdown.resuming': null,
    'paymentCountdown.checkingPayment': null,
  },
};

