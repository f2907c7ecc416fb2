import { useTranslation } from 'react-i18next';
import type { LoungeProduct } from '../../../services/schemas/lounge';
import { formatMoney } from '../../app/format';
import './lounge.css';

/** The price of one voucher (per traveller for meet-and-greet), and the price before the discount. */
export function Price({ product }: { product: LoungeProduct }) {
  const { t } = useTranslation();
  const amount = formatMoney(product.amount, product.currencyCode);
  return (
    <p className="lounge-price">
      {product.productType === 'MEET_GREET' ? t('lounge.perTraveller', { amount }) : t('lounge.perVoucher', { amount })}
      {product.originalAmount !== null && <span className="lounge-was">{t('lounge.wasPrice', { amount: formatMoney(product.originalAmount, product.currencyCode) })}</span>}
    </p>
  );
}

/** Where the product is and when: address, hours, last admission, closing, meet-and-greet's slots. */
export function ProductFacts({ product }: { product: LoungeProduct }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('lounge.service'), `${product.airportName} (${product.airportCode})`],
    [t('lounge.address'), product.address],
    [t('lounge.hours'), product.slots.length ? null : product.operateTime],
    [t('lounge.lastAdmission'), product.lastAdmission],
    [t('lounge.closedTime'), product.closedTime],
    [t('lounge.slots'), product.slots.map((s) => t(`lounge.slot.${s.slot}`, { start: s.start, end: s.end })).join(', ') || null],
  ];
  return (
    <dl className="lounge-facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The product's own usage rules, as the server words them. */
export function UsageRules({ product }: { product: LoungeProduct }) {
  return (
    <ul className="lounge-rules">
      {product.usageRules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}

/** Today's stock as a short line. */
export function TodayStock({ product }: { product: LoungeProduct }) {
  const { t } = useTranslation();
  return <p className="muted">{product.inventory > 0 ? t('lounge.leftToday', { count: product.inventory }) : t('lounge.soldOutToday')}</p>;
}
