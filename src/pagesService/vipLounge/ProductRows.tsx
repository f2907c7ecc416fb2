import { useTranslation } from 'react-i18next';
import type { LoungeProduct } from '../../../services/schemas/lounge';
import { formatMoney } from '../../app/format';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { productPath } from './products';

/** Products as rows: name and airport, price, today's stock; each leads to its details. */
export function ProductRows({ products, label }: { products: LoungeProduct[]; label: string }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="muted">{t('lounge.none')}</p>;
  return (
    <ListGroup label={label}>
      {products.map((p) => (
        <ListRow
          key={p.productId}
          href={productPath(p)}
          label={p.productName}
          description={`${p.airportName} (${p.airportCode}) · ${p.inventory > 0 ? t('lounge.leftToday', { count: p.inventory }) : t('lounge.soldOutToday')}`}
          value={formatMoney(p.amount, p.currencyCode)}
        />
      ))}
    </ListGroup>
  );
}
