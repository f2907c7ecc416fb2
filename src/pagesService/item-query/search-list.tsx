import { useTranslation } from 'react-i18next';
import { searchLostItems } from '../../../services/lost-property';
import type { LostItem, LostSearch } from '../../../services/schemas/lost-property';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import type { PageProps } from '../../page-props';
import { formatDate } from '../../app/format';

/** The items a lost-property search found (category, date, keyword); none answers "Lost item not found". */
export default function ItemSearchListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const items = useLoad<LostItem[]>((signal) =>
    searchLostItems({ category: query.category as LostSearch['category'], date: query.date ?? '', keyword: query.keyword || undefined }, signal),
  );
  if (items.loading) return <Loading />;
  if (!items.data) return <Failed error={items.error} onRetry={items.reload} />;
  return (
    <div className="list" data-testid="lost-items">
      {items.data.map((item) => (
        <Card key={item.id} title={item.description} level={2}>
          <p>{t('lostProperty.foundOn', { date: formatDate(item.foundDate) })}</p>
          <p>{t('lostProperty.foundAt', { place: item.foundAt })}</p>
        </Card>
      ))}
    </div>
  );
}
