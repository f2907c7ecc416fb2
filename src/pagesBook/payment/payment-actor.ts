import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paymentCountdownMachine, type QrPayment } from '../../../machines/payment-countdown.machine';
import { orderDetail } from '../../../services/order';
import { paymentStatus, prepay } from '../../../services/payment';
import { t } from '../../app/i18n';
import { inspector } from '../../app/inspect';
import { readJson, remove, writeJson } from '../../app/storage';
import { RUNTIME_TOAST_MS, showToast } from '../../app/toast';

/** The payment countdown's services and actions, provided here and nowhere else. */
const paymentCountdown = paymentCountdownMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => orderDetail(input, signal)),
    prepay: fromPromise(({ input, signal }) => prepay(input.provider, input.channel, input.orderId, signal)),
    checkPayment: fromPromise(({ input, signal }) => paymentStatus(input.provider, input.paymentId, signal)),
  },
  actions: {
    notifyBusy: () => showToast(t('notice.paying'), RUNTIME_TOAST_MS),
    openPayPage: ({ context }) => window.location.assign(context.payment!.payUrl),
  },
});

/** The wallet payment whose QR code is on screen, kept for a reload of this tab. */
const qrPaymentOf = (orderId: number) => `qrPayment:${orderId}`;

/**
 * The payment countdown of one order for the payment page: the QR code of a wallet payment
 * survives a reload of the tab, and a paid order goes on to the result page.
 */
export function usePaymentCountdown(orderId: number) {
  const navigate = useNavigate();
  // Worked out once: the countdown re-renders the page every second.
  const [options] = useState(() => {
    const qrPayment = readJson<QrPayment>(sessionStorage, qrPaymentOf(orderId));
    return { input: { orderId, qrPayment }, inspect: inspector({ resumesRun: qrPayment !== null }) };
  });
  const [snapshot, send] = useMachine(paymentCountdown, options);
  const { payment, provider, channel } = snapshot.context;
  const showsQrCode = snapshot.matches('awaitingScan') || snapshot.matches('checkingScan');
  useEffect(() => {
    if (showsQrCode && payment) writeJson(sessionStorage, qrPaymentOf(orderId), { provider, channel, payment } satisfies QrPayment);
    // Kept through a failed load: the wallet payment may still be under way.
    else if (['counting', 'redirecting', 'paid', 'expired'].some((s) => snapshot.matches(s as never))) remove(sessionStorage, qrPaymentOf(orderId));
  }, [showsQrCode, snapshot, orderId, payment, provider, channel]);

  useEffect(() => {
    if (snapshot.matches('paid')) navigate(`/pagesBook/pages/payment/result?orderId=${orderId}${payment ? `&paymentId=${payment.paymentId}` : ''}`, { replace: true });
  }, [snapshot, navigate, orderId, payment]);

  return { snapshot, send, showsQrCode };
}
