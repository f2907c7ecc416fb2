import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentChannel, PaymentProvider } from '../../../services/schemas/payment';
import { formatMoney } from '../../app/format';
import { useSignedIn } from '../../app/use-session';
import type { PageProps } from '../../page-props';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { OrderPrice } from '../../components/OrderPrice';
import { PaymentError, PaymentFrame, PaymentProgress } from './PaymentParts';

const methods: { id: string; provider: PaymentProvider; channel: PaymentChannel }[] = [
  { id: 'card', provider: 'card', channel: 'card' },
  { id: 'wallet', provider: 'wallet', channel: 'qrcode' },
];

/** Payment: the countdown from the server's deadline and the method; a declined payment's reason. */
export default function PaymentPage({ query }: PageProps) {
  const { t } = useTranslation();
  // Vouchers are a user's: a guest pays by card or wallet.
  const signedIn = useSignedIn();
  const [method, setMethod] = useState(methods[0]!.id);
  const chosen = methods.find((m) => m.id === method)!;
  const pay = { type: 'pay.submit', provider: chosen.provider, channel: chosen.channel } as const;
  return (
    <PaymentFrame page="index" query={query}>
      {(countdown) => {
        const { snapshot, send } = countdown;
        const { order } = snapshot.context;
        return (
          <>
            {order && <OrderPrice order={order} />}
            {order && signedIn && (
              <ListGroup>
                <ListRow
                  label={t('voucher.entry')}
                  value={order.amountDue < order.totalAmount ? t('voucher.entryApplied', { amount: formatMoney(order.totalAmount - order.amountDue, order.currency) }) : undefined}
                  href={`/pagesBook/pages/payment/voucher?orderId=${order.orderId}`}
                />
              </ListGroup>
            )}
            <PaymentError {...countdown} />
            <div className="list" role="radiogroup" aria-label={t('payment.method')}>
              {methods.map((m) => (
                <button key={m.id} type="button" role="radio" aria-checked={m.id === method} onClick={() => setMethod(m.id)}>
                  {t(`payment.methods.${m.id}`)}
                  {m.id === method && <span aria-hidden="true">✓</span>}
                </button>
              ))}
            </div>
            <button type="button" className="primary block" disabled={!snapshot.can(pay)} onClick={() => send(pay)}>
              {snapshot.hasTag('busy') ? t('notice.paying') : t('payment.pay')}
            </button>
            <PaymentProgress {...countdown} />
          </>
        );
      }}
    </PaymentFrame>
  );
}
