import { useTranslation } from 'react-i18next';
import { refundPage } from '../../../services/refund';
import { formatDate, formatMoney } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';

const PAGE_SIZE = 50;

/** The traveller's refund requests, newest first, each leading to its detail. */
export default function RefundModificationPage() {
  const { t } = useTranslation();
  const page = useLoad((signal) => refundPage(1, PAGE_SIZE, signal));
  if (page.loading && !page.data) return <Loading />;
  if (!page.data) return <Failed error={page.error} onRetry={page.reload} />;
  if (page.data.records.length === 0) return <EmptyState title={t('refund.empty')} />;
  return (
    <ListGroup label={t('refund.listTitle')}>
      {page.data.records.map((r) => (
        <ListRow
          key={r.refundId}
          href={`/pagesMy/pages/refundModification/rcDetail?refundId=${r.refundId}`}
          label={t('refund.listItem', { orderNo: r.orderNo })}
          description={`${formatDate(r.createdAt)} · ${formatMoney(r.amount, r.currency)}`}
          value={t(`refund.status.${r.status}`)}
        />
      ))}
    </ListGroup>
  );
}
