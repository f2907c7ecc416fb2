import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { paymentCountdownMachine } from '../../../machines/payment-countdown.machine';
import { orderDetail, submitOrder } from '../../../services/order';
import { gotoPay, paymentStatus, prepay } from '../../../services/payment';
import { paymentProviders } from '../../../services/schemas/payment';
import { t } from '../../app/i18n';
import { inspector } from '../../app/inspect';
import { readJson, writeJson } from '../../app/storage';
import { RUNTIME_TOAST_MS, showToast } from '../../app/toast';
import { paymentAddress, type NamedPayment, type PaymentPage } from './payment-address';

/** A hosted page already opened in this tab does not open by itself again (a reload or Back shows its button). */
const payPageOpened = (paymentId: string) => `payPageOpened:${paymentId}`;

/** The payment countdown's services and actions, provided here and nowhere else. */
const paymentCountdown = paymentCountdownMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => orderDetail(input, signal)),
    // The order is handed to payment first: an order that can no longer be paid (paid, expired, cancelled, its flight cancelled) answers O00002 before any payment starts.
    prepay: fromPromise(async ({ input, signal }) => {
      await submitOrder(input.orderId, signal);
      return prepay(input.provider, input.channel, input.orderId, signal);
    }),
    resumePayment: fromPromise(({ input, signal }) => gotoPay(input.provider, input.paymentId, signal)),
    checkPayment: fromPromise(({ input, signal }) => paymentStatus(input.provider, input.paymentId, signal)),
  },
  actions: {
    notifyBusy: () => showToast(t('notice.paying'), RUNTIME_TOAST_MS),
    openPayPage: ({ context }) => {
      writeJson(sessionStorage, payPageOpened(context.payment!.paymentId), true);
      window.location.assign(context.payment!.payUrl!);
    },
  },
});

export type PaymentSnapshot = SnapshotFrom<typeof paymentCountdownMachine>;

/** The payment a page's address names, if it names one. */
export function namedPayment(query: Record<string, string>): NamedPayment | null {
  const provider = paymentProviders.find((p) => p === query.provider);
  return provider && query.paymentId ? { provider, paymentId: query.paymentId } : null;
}

/** The page that shows a state, or null where the page on screen shows it. */
function pageOf(snapshot: PaymentSnapshot, current: PaymentPage): PaymentPage | null {
  if (snapshot.matches('paid')) return 'result';
  if (snapshot.matches('handOff')) return 'paymentForWeb';
  if ((snapshot.matches('awaitingPayment') || snapshot.matches('checkingPayment')) && snapshot.context.payment?.qrCode) return 'qrCode';
  // The mini-app's page offers methods of its own.
  if ((snapshot.matches('counting') || snapshot.matches('starting')) && current !== 'paymentForMiniApp') return 'index';
  return null;
}

/**
 * The payment countdown of the order a payment page's address names. Each state has its page: a
 * started wallet payment goes on to its QR code, a card payment to the hand-off, a declined one
 * back to the payment page (which names it, to say why), a paid order to the result. A page
 * opened for a payment (a reload, a link, the provider's return) takes that payment up again.
 */
export function usePaymentCountdown(page: Exclude<PaymentPage, 'result'>, query: Record<string, string>) {
  const navigate = useNavigate();
  // Worked out once: the countdown re-renders the page every second.
  const [options] = useState(() => {
    const payment = namedPayment(query);
    const input = {
      orderId: Number(query.orderId),
      payment,
      returned: page === 'paymentNotify',
      opensPayPage: payment !== null && !readJson(sessionStorage, payPageOpened(payment.paymentId)),
    };
    return { input, inspect: inspector({ resumesRun: payment !== null }) };
  });
  const [snapshot, send] = useMachine(paymentCountdown, options);
  const next = pageOf(snapshot, page);
  const { orderId, provider, payment, error } = snapshot.context;
  const named = payment && (next !== 'index' || error?.code === 'declined') ? { provider, paymentId: payment.paymentId } : null;
  const address = next && next !== page ? paymentAddress(next, orderId, named) : null;

  useEffect(() => {
    // Starting a payment is a step forward that Back returns from; any other move replaces the page.
    if (address) navigate(address, { replace: !(page === 'index' || page === 'paymentForMiniApp') || next === 'result' });
  }, [address, navigate, page, next]);

  return { snapshot, send };
}
