import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paymentCountdownMachine, type QrPayment } from '../../../machines/payment-countdown.machine';
import { orderDetail } from '../../../services/order';
import { paymentStatus, prepay } from '../../../services/payment';
import type { PaymentChannel, PaymentProvider } from '../../../services/schemas/payment';
import { t as translate } from '../../app/i18n';
import { useErrorText } from '../../app/hooks';
import { RUNTIME_TOAST_MS, showToast } from '../../app/toast';
import type { PageProps } from '../../page-props';
import { Loading } from '../../components/Loading';
import { FormError } from '../../components/fields';
import { PriceBreakdown } from '../PriceBreakdown';
import { inspector } from '../../app/inspect';
import { readJson, remove, writeJson } from '../../app/storage';

const methods: { id: string; provider: PaymentProvider; channel: PaymentChannel }[] = [
  { id: 'card', provider: 'card', channel: 'card' },
  { id: 'wallet', provider: 'wallet', channel: 'qrcode' },
];

const clock = (ms: number) => `${String(Math.floor(ms / 60_000)).padStart(2, '0')}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/** The wallet payment whose QR code is on screen, kept for a reload of this tab. */
const qrPaymentOf = (orderId: number) => `qrPayment:${orderId}`;

const paymentCountdown = paymentCountdownMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => orderDetail(input, signal)),
    prepay: fromPromise(({ input, signal }) => prepay(input.provider, input.channel, input.orderId, signal)),
    checkPayment: fromPromise(({ input, signal }) => paymentStatus(input.provider, input.paymentId, signal)),
  },
  actions: {
    notifyBusy: () => showToast(translate('notice.paying'), RUNTIME_TOAST_MS),
    openPayPage: ({ context }) => window.location.assign(context.payment!.payUrl),
  },
});

/** Payment: the countdown from the server's deadline, the method, and the QR code of a wallet payment. */
export default function PaymentPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const orderId = Number(query.orderId);
  const [method, setMethod] = useState(methods[0]!.id);
  // Worked out once: the countdown re-renders the page every second.
  const [options] = useState(() => {
    const qrPayment = readJson<QrPayment>(sessionStorage, qrPaymentOf(orderId));
    return { input: { orderId, qrPayment }, inspect: inspector({ resumesRun: qrPayment !== null }) };
  });
  const [snapshot, send] = useMachine(paymentCountdown, options);
  const { order, remainingMs, payment, provider, channel, error } = snapshot.context;
  const showsQrCode = snapshot.matches('awaitingScan') || snapshot.matches('checkingScan');
  useEffect(() => {
    if (showsQrCode && payment) writeJson(sessionStorage, qrPaymentOf(orderId), { provider, channel, payment } satisfies QrPayment);
    // Kept through a failed load: the wallet payment may still be under way.
    else if (['counting', 'redirecting', 'paid', 'expired'].some((s) => snapshot.matches(s as never))) remove(sessionStorage, qrPaymentOf(orderId));
  }, [showsQrCode, snapshot, orderId, payment, provider, channel]);

  useEffect(() => {
    if (snapshot.matches('paid')) navigate(`/pagesBook/pages/payment/result?orderId=${orderId}${payment ? `&paymentId=${payment.paymentId}` : ''}`, { replace: true });
  }, [snapshot, navigate, orderId, payment]);

  if (snapshot.matches('loading')) return <Loading />;
  if (snapshot.matches('failed')) {
    return (
      <div className="empty">
        <FormError message={errorText(error)} />
        <button type="button" onClick={() => send({ type: 'retry' })}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (snapshot.matches('expired')) {
    return (
      <div className="empty" data-testid="payment-expired">
        <p>{t('payment.expired')}</p>
        <button type="button" className="primary" onClick={() => navigate('/pages/home/index', { replace: true })}>
          {t('payment.searchAgain')}
        </button>
      </div>
    );
  }
  const chosen = methods.find((m) => m.id === method)!;
  return (
    <>
      <div className="card countdown">
        <p className="muted">{t('payment.timeLeft')}</p>
        <strong data-testid="countdown">{clock(remainingMs)}</strong>
        <p className="muted">{t('payment.orderNo', { no: order?.orderNo })}</p>
      </div>
      {order && <PriceBreakdown price={{ currency: order.currency, fare: order.fareAmount, tax: order.taxAmount, ancillary: order.ancillaryAmount, discount: order.discountAmount, total: order.totalAmount }} />}
      <FormError message={error ? (error.code === 'declined' ? t('payment.declined') : errorText(error)) : null} />
      {showsQrCode ? (
        <div className="card qr" data-testid="qr">
          <p>{t('payment.scan')}</p>
          <img src={payment?.qrCode} alt={t('payment.qrAlt')} width={220} height={220} />
          <a className="link" href={payment?.payUrl} data-testid="pay-url">
            {t('payment.openWallet')}
          </a>
          <button type="button" onClick={() => send({ type: 'pay.cancel' })}>
            {t('payment.otherMethod')}
          </button>
        </div>
      ) : (
        <>
          <div className="list" role="radiogroup" aria-label={t('payment.method')}>
            {methods.map((m) => (
              <button key={m.id} type="button" role="radio" aria-checked={m.id === method} onClick={() => setMethod(m.id)}>
                {t(`payment.methods.${m.id}`)}
                {m.id === method && <span aria-hidden="true">✓</span>}
              </button>
            ))}
          </div>
          <button type="button" className="primary block" onClick={() => send({ type: 'pay.submit', provider: chosen.provider, channel: chosen.channel })}>
            {snapshot.matches('starting') || snapshot.matches('redirecting') ? t('notice.paying') : t('payment.pay')}
          </button>
        </>
      )}
    </>
  );
}
