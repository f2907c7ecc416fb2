import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { usePaymentCountdown } from './payment-actor';
import { PaymentError, paymentOutcome, PaymentSummary } from './PaymentParts';

const card = { type: 'pay.submit', provider: 'card', channel: 'card' } as const;
const qrCode = { type: 'pay.submit', provider: 'wallet', channel: 'qrcode' } as const;

/** What a mini-app channel sees: the mini-app pays in its own wallet sheet, a browser goes on with a card or a QR code. */
export default function PaymentForMiniAppPage({ query }: PageProps) {
  const { t } = useTranslation();
  const countdown = usePaymentCountdown('paymentForMiniApp', query);
  const { snapshot, send } = countdown;
  const outcome = paymentOutcome(countdown);
  if (outcome) return outcome;
  return (
    <>
      <PaymentSummary snapshot={snapshot} />
      <div className="card" data-testid="mini-app">
        <h2>{t('payment.miniApp.heading')}</h2>
        <p>{t('payment.miniApp.walletSheet')}</p>
        <p>{t('payment.miniApp.inBrowser')}</p>
      </div>
      <PaymentError {...countdown} />
      <button type="button" className="primary block" disabled={!snapshot.can(card)} onClick={() => send(card)}>
        {t('payment.miniApp.card')}
      </button>
      <button type="button" className="block" disabled={!snapshot.can(qrCode)} onClick={() => send(qrCode)}>
        {t('payment.miniApp.qrCode')}
      </button>
    </>
  );
}
