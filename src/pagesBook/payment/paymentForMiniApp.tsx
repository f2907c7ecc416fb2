import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { PaymentError, PaymentFrame, PaymentProgress } from './PaymentParts';

const card = { type: 'pay.submit', provider: 'card', channel: 'card' } as const;
const qrCode = { type: 'pay.submit', provider: 'wallet', channel: 'qrcode' } as const;

/** What a mini-app channel sees: the mini-app pays in its own wallet sheet, a browser goes on with a card or a QR code. */
export default function PaymentForMiniAppPage({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <PaymentFrame page="paymentForMiniApp" query={query}>
      {(countdown) => (
        <>
          <div className="card" data-testid="mini-app">
            <h2>{t('payment.miniApp.heading')}</h2>
            <p>{t('payment.miniApp.walletSheet')}</p>
            <p>{t('payment.miniApp.inBrowser')}</p>
          </div>
          <PaymentError {...countdown} />
          <button type="button" className="primary block" disabled={!countdown.snapshot.can(card)} onClick={() => countdown.send(card)}>
            {t('payment.miniApp.card')}
          </button>
          <button type="button" className="block" disabled={!countdown.snapshot.can(qrCode)} onClick={() => countdown.send(qrCode)}>
            {t('payment.miniApp.qrCode')}
          </button>
          <PaymentProgress {...countdown} />
        </>
      )}
    </PaymentFrame>
  );
}
