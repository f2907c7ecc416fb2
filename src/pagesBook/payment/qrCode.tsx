import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { CancelPayment, PaymentFrame } from './PaymentParts';

/** A wallet payment: the QR code to scan, the time left and the amount; it moves on once the wallet answers. */
export default function QrCodePage({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <PaymentFrame page="qrCode" query={query}>
      {(countdown) => {
        const { payment } = countdown.snapshot.context;
        return (
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
            <CancelPayment {...countdown}>{t('payment.otherMethod')}</CancelPayment>
          </div>
        );
      }}
    </PaymentFrame>
  );
}
