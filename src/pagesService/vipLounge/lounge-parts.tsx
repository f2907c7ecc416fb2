import { useTranslation } from 'react-i18next';
import type { LoungeProduct } from '../../../services/schemas/lounge';
import { formatList, formatMoney } from '../../app/format';
import { Facts, type Fact } from '../../components/Facts';
import { TextField } from '../../ui/TextField';
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
  const rows: Fact[] = [
    [t('lounge.service'), `${product.airportName} (${product.airportCode})`],
    [t('lounge.address'), product.address],
    [t('lounge.hours'), product.slots.length ? null : product.operateTime],
    [t('lounge.lastAdmission'), product.lastAdmission],
    [t('lounge.closedTime'), product.closedTime],
    [t('lounge.slots'), formatList(product.slots.map((s) => t(`lounge.slot.${s.slot}`, { start: s.start, end: s.end }))) || null],
  ];
  return <Facts facts={rows} className="lounge-facts" />;
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

/** A user's surname and given names as on the travel document; `errorOf` gives a field's problem (a locale key) to show. */
export function NameFields(props: {
  names: [string, string];
  value: { lastName: string; firstName: string };
  onChange: (change: { lastName?: string; firstName?: string }) => void;
  errorOf: (field: 'lastName' | 'firstName') => string | undefined;
}) {
  const { t } = useTranslation();
  const { names, value, onChange, errorOf } = props;
  return (
    <>
      <TextField label={t('book.lastName')} name={names[0]} autoCapitalize="characters" value={value.lastName} onChange={(lastName) => onChange({ lastName })} error={errorOf('lastName')} />
      <TextField label={t('book.firstName')} name={names[1]} autoCapitalize="characters" value={value.firstName} onChange={(firstName) => onChange({ firstName })} error={errorOf('firstName')} />
    </>
  );
}
