import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { CancelPayment, PaymentFrame } from './PaymentParts';

/**
 * Where the provider sends the traveller back: the payment's outcome is asked of the server (the
 * address proves nothing), then the result, or the payment page again after a decline. A payment
 * the provider has not settled yet is asked after every second, with a way to pay otherwise.
 */
export default function PaymentNotifyPage({ query }: PageProps) {
  const { t } = useTranslation();
  const checking = (
    <p className="payment-checking" role="status" data-testid="payment-checking">
      <span className="spinner" aria-hidden="true" />
      {t('payment.notify.checking')}
    </p>
  );
  return (
    <PaymentFrame page="paymentNotify" query={query} busy={<div className="empty">{checking}</div>}>
      {(countdown) => (
        <>
          <div className="card">
            {checking}
            <p className="muted">{t('payment.notify.movesOn')}</p>
          </div>
          <CancelPayment {...countdown}>{t('payment.notify.otherWay')}</CancelPayment>
        </>
      )}
    </PaymentFrame>
  );
}
