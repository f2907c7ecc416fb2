import { useTranslation } from 'react-i18next';
import type { ChangeQuote } from '../../services/schemas/date-change';
import type { OrderDetail } from '../../services/schemas/order';
import { formatMoney } from '../app/format';
import { PriceBreakdown } from '../pagesBook/PriceBreakdown';
import './OrderPrice.css';

/** What moving costs every changing passenger together: to pay, or paid once the change's order is. */
export function QuoteLines({ quote, paid = false }: { quote: ChangeQuote; paid?: boolean }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, quote.currency);
  return (
    <dl className="change-quote" data-testid="change-quote">
      <dt>{t('changeDate.quote.fareDifference')}</dt>
      <dd>{money(quote.fareDifference)}</dd>
      <dt>{t('changeDate.quote.taxDifference')}</dt>
      <dd>{money(quote.taxDifference)}</dd>
      <dt>{t('changeDate.quote.changeFee')}</dt>
      <dd>{money(quote.changeFee)}</dd>
      <dt>{t('changeDate.quote.seatAmount')}</dt>
      <dd>{money(quote.seatAmount)}</dd>
      <dt>{t(paid ? 'changeDate.quote.paid' : 'changeDate.quote.total')}</dt>
      <dd>
        <strong data-testid="change-total">{money(quote.total)}</strong>
      </dd>
    </dl>
  );
}

/** What an order costs: fare, taxes, extras and discount; on an order a date change made, what the change cost part by part. */
export function OrderPrice({ order }: { order: OrderDetail }) {
  if (order.change) return <QuoteLines quote={{ currency: order.currency, ...order.change, total: order.totalAmount }} paid={order.paidAt !== null} />;
  return <PriceBreakdown price={{ currency: order.currency, fare: order.fareAmount, tax: order.taxAmount, ancillary: order.ancillaryAmount, discount: order.discountAmount, total: order.totalAmount }} />;
}
