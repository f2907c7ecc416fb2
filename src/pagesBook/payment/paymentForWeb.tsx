import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { CancelPayment, PaymentFrame, PaymentProgress } from './PaymentParts';

/** The hand-off to the card provider's hosted page: what happens there, the amount, and what to do if it does not open. */
export default function PaymentForWebPage({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <PaymentFrame page="paymentForWeb" query={query}>
      {(countdown) => (
        <div className="card" data-testid="hand-off">
          <h2>{t('payment.web.heading')}</h2>
          <ol className="payment-steps">
            <li>{t('payment.web.enterCard')}</li>
            <li>{t('payment.web.comeBack')}</li>
          </ol>
          <PaymentProgress {...countdown} />
          <button type="button" className="primary block" disabled={!countdown.snapshot.can({ type: 'pay.open' })} onClick={() => countdown.send({ type: 'pay.open' })}>
            {t('payment.web.continue')}
          </button>
          <p className="muted">{t('payment.web.notOpened')}</p>
          <CancelPayment {...countdown}>{t('payment.otherMethod')}</CancelPayment>
        </div>
      )}
    </PaymentFrame>
  );
}
