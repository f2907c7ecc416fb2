import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { usePaymentCountdown } from './payment-actor';
import { paymentOutcome, PaymentSummary } from './PaymentParts';

/** The hand-off to the card provider's hosted page: what happens there, the amount, and what to do if it does not open. */
export default function PaymentForWebPage({ query }: PageProps) {
  const { t } = useTranslation();
  const countdown = usePaymentCountdown('paymentForWeb', query);
  const { snapshot, send } = countdown;
  const outcome = paymentOutcome(countdown);
  if (outcome) return outcome;
  return (
    <>
      <PaymentSummary snapshot={snapshot} />
      <div className="card" data-testid="hand-off">
        <h2>{t('payment.web.heading')}</h2>
        <ol className="payment-steps">
          <li>{t('payment.web.enterCard')}</li>
          <li>{t('payment.web.comeBack')}</li>
        </ol>
        <p role="status">{snapshot.matches({ handOff: 'opening' }) ? t('payment.web.opening') : ''}</p>
        <button type="button" className="primary block" disabled={!snapshot.can({ type: 'pay.open' })} onClick={() => send({ type: 'pay.open' })}>
          {t('payment.web.continue')}
        </button>
        <p className="muted">{t('payment.web.notOpened')}</p>
        <button type="button" className="block" disabled={!snapshot.can({ type: 'pay.cancel' })} onClick={() => send({ type: 'pay.cancel' })}>
          {t('payment.otherMethod')}
        </button>
      </div>
    </>
  );
}
