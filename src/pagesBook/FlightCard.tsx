import { useTranslation } from 'react-i18next';
import { fromPrice, type FlightOption } from '../../services/schemas/offer';
import { FromPrice } from '../ui/FromPrice';
import { FlashSaleTag } from './FlashSaleTag';
import { FlightSummary } from './FlightSummary';

/** One flight of the results, chosen by pressing it: its times and stops, tags, and the price it starts from. */
export function FlightCard({ option, currency, isDisabled, onSelect }: { option: FlightOption; currency: string; isDisabled: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const fewest = Math.min(...option.brands.map((b) => b.remaining));
  return (
    <button type="button" className="card flight-card" data-testid="flight-option" disabled={isDisabled} onClick={onSelect}>
      <FlightSummary option={option} />
      <div className="price-row">
        {option.brands.some((b) => b.promo) && <span className="tag">{t('results.promo')}</span>}
        <FlashSaleTag onSale={option.brands.some((b) => b.flashSale)} />
        {fewest < 10 && <span className="tag warn">{t('results.onlyLeft', { count: fewest })}</span>}
        <FromPrice amount={fromPrice(option)} currency={currency} />
      </div>
    </button>
  );
}
