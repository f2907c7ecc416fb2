import { useTranslation } from 'react-i18next';
import { formatMoney } from '../app/format';

/** The words of a price something starts from, the same on every page: "From HKD 835", "HKD 835 起". */
export function useFromPrice() {
  const { t } = useTranslation();
  return (amount: number, currency: string) => t('common.fromPrice', { price: formatMoney(amount, currency) });
}

/** A price something starts from (the lowest of a flight's fares), in bold. */
export function FromPrice({ amount, currency }: { amount: number; currency: string }) {
  return <strong className="price">{useFromPrice()(amount, currency)}</strong>;
}
