import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PaymentChannel, PaymentProvider } from '../../../services/schemas/payment';
import { useErrorText } from '../../app/hooks';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { FormError } from '../../components/fields';
import { PriceBreakdown } from '../PriceBreakdown';
import { usePaymentCountdown } from './payment-actor';

const methods: { id: string; provider: PaymentProvider; channel: PaymentChannel }[] = [
  { id: 'card', provider: 'card', channel: 'card' },
  { id: 'wallet', provider: 'wallet', channel: 'qrcode' },
];

const clock = (ms: number) => `${String(Math.floor(ms / 60_000)).padStart(2, '0')}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/** Payment: the countdown from the server's deadline, the method, and the QR code of a wallet payment. */
export default function PaymentPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const orderId = Number(query.orderId);
  const [method, setMethod] = useState(methods[0]!.id);
  const { snapshot, send, showsQrCode } = usePaymentCountdown(orderId);
  const { order, remainingMs, payment, error } = snapshot.context;
  const retry = <Failed error={error} onRetry={() => send({ type: 'retry' })} canRetry={snapshot.can({ type: 'retry' })} />;

  if (snapshot.matches('loading')) return <Loading />;
  if (snapshot.matches('failed')) {
    return (
      <div className="empty">{retry}</div>
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
  const pay = { type: 'pay.submit', provider: chosen.provider, channel: chosen.channel } as const;
  return (
    <>
      <div className="card countdown">
        <p className="muted">{t('payment.timeLeft')}</p>
        <strong data-testid="countdown">{clock(remainingMs)}</strong>
        <p className="muted">{t('payment.orderNo', { no: order?.orderNo })}</p>
      </div>
      {order && <PriceBreakdown price={{ currency: order.currency, fare: order.fareAmount, tax: order.taxAmount, ancillary: order.ancillaryAmount, discount: order.discountAmount, total: order.totalAmount }} />}
      {snapshot.hasTag('failed') ? retry : <FormError message={error ? (error.code === 'declined' ? t('payment.declined') : errorText(error)) : null} />}
      {showsQrCode ? (
        <div className="card qr" data-testid="qr">
          <p>{t('payment.scan')}</p>
          <img src={payment?.qrCode} alt={t('payment.qrAlt')} width={220} height={220} />
          <a className="link" href={payment?.payUrl} data-testid="pay-url">
            {t('payment.openWallet')}
          </a>
          <button type="button" disabled={!snapshot.can({ type: 'pay.cancel' })} onClick={() => send({ type: 'pay.cancel' })}>
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
          <button type="button" className="primary block" disabled={!snapshot.can(pay)} onClick={() => send(pay)}>
            {snapshot.matches('starting') || snapshot.matches('redirecting') ? t('notice.paying') : t('payment.pay')}
          </button>
        </>
      )}
    </>
  );
}
