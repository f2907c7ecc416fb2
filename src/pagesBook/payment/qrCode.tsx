import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { usePaymentCountdown } from './payment-actor';
import { paymentOutcome, PaymentSummary } from './PaymentParts';

/** A wallet payment: the QR code to scan, the time left and the amount; it moves on once the wallet answers. */
export default function QrCodePage({ query }: PageProps) {
  const { t } = useTranslation();
  const countdown = usePaymentCountdown('qrCode', query);
  const { snapshot, send } = countdown;
  const { payment } = snapshot.context;
  const outcome = paymentOutcome(countdown);
  if (outcome) return outcome;
  return (
    <>
      <PaymentSummary snapshot={snapshot} />
      <div className="card qr" data-testid="qr">
        <h2>{t('payment.qr.heading')}</h2>
        {payment?.qrCode && <img src={payment.qrCode} alt={t('payment.qrAlt')} width={220} height={220} />}
        <ol className="payment-steps">
          <li>{t('payment.qr.open')}</li>
          <li>{t('payment.scan')}</li>
          <li>{t('payment.qr.approve')}</li>
        </ol>
        <p className="muted" role="status">
          {t('payment.qr.waiting')}
        </p>
        {payment?.payUrl && (
          <a className="button block" href={payment.payUrl} data-testid="pay-url">
            {t('payment.openWallet')}
          </a>
        )}
        <button type="button" className="block" disabled={!snapshot.can({ type: 'pay.cancel' })} onClick={() => send({ type: 'pay.cancel' })}>
          {t('payment.otherMethod')}
        </button>
      </div>
    </>
  );
}
