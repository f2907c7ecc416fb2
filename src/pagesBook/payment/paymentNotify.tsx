import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { usePaymentCountdown } from './payment-actor';
import { paymentOutcome, PaymentSummary } from './PaymentParts';

/**
 * Where the provider sends the traveller back: the payment's outcome is asked of the server (the
 * address proves nothing), then the result, or the payment page again after a decline. A payment
 * the provider has not settled yet is asked after every second, with a way to pay otherwise.
 */
export default function PaymentNotifyPage({ query }: PageProps) {
  const { t } = useTranslation();
  const countdown = usePaymentCountdown('paymentNotify', query);
  const { snapshot, send } = countdown;
  const checking = (
    <p className="payment-checking" role="status" data-testid="payment-checking">
      <span className="spinner" aria-hidden="true" />
      {t('payment.notify.checking')}
    </p>
  );
  const outcome = paymentOutcome(countdown, <div className="empty">{checking}</div>);
  if (outcome) return outcome;
  return (
    <>
      <PaymentSummary snapshot={snapshot} />
      <div className="card">
        {checking}
        <p className="muted">{t('payment.notify.movesOn')}</p>
      </div>
      <button type="button" className="block" disabled={!snapshot.can({ type: 'pay.cancel' })} onClick={() => send({ type: 'pay.cancel' })}>
        {t('payment.notify.otherWay')}
      </button>
    </>
  );
}
