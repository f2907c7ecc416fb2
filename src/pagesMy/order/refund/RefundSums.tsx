import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format';

/** What the passengers paid, what the fare rules keep, and what comes back. */
export function RefundSums({ paid, fee, amount, currency }: { paid: number; fee: number; amount: number; currency: string }) {
  const { t } = useTranslation();
  return (
    <dl className="refund-sums" data-testid="refund-fee">
      <dt>{t('refund.paid')}</dt>
      <dd>{formatMoney(paid, currency)}</dd>
      <dt>{t('refund.fee')}</dt>
      <dd>{formatMoney(fee, currency)}</dd>
      <dt>{t('refund.amount')}</dt>
      <dd>{formatMoney(amount, currency)}</dd>
    </dl>
  );
}
