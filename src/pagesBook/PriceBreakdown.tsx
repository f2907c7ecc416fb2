import { useTranslation } from 'react-i18next';
import { formatMoney } from '../app/format';
import './booking.css';

export interface Amounts {
  currency: string;
  fare: number;
  tax: number;
  ancillary: number;
  discount: number;
  total: number;
}

/** Fare, taxes, extras, discount and the total, as a list. */
export function PriceBreakdown({ price }: { price: Amounts }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, price.currency);
  return (
    <div className="rows price-breakdown">
      <div className="row">
        {t('price.fare')}
        <span className="value">{money(price.fare)}</span>
      </div>
      <div className="row">
        {t('price.tax')}
        <span className="value">{money(price.tax)}</span>
      </div>
      {price.ancillary > 0 && (
        <div className="row">
          {t('price.ancillary')}
          <span className="value">{money(price.ancillary)}</span>
        </div>
      )}
      {price.discount > 0 && (
        <div className="row">
          {t('price.discount')}
          <span className="value">−{money(price.discount)}</span>
        </div>
      )}
      <div className="row total">
        <strong>{t('price.total')}</strong>
        <strong data-testid="total">{money(price.total)}</strong>
      </div>
    </div>
  );
}
