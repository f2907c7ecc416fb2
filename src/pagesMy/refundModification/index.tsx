import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changePage } from '../../../services/date-change';
import { refundPage } from '../../../services/refund';
import { formatDate, formatMoney } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { Tabs } from '../../ui/Tabs';

const PAGE_SIZE = 50;
const tabs = ['refunds', 'changes'] as const;

/** The traveller's refunds and date changes (spec section 4: refund and change tabs), newest first, each leading to its detail. */
export default function RefundModificationPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = tabs.find((id) => id === query.tab) ?? 'refunds';
  return (
    <Tabs
      label={t('refund.listTitle')}
      selected={tab}
      onSelect={(id) => navigate(`/pagesMy/pages/refundModification/index?tab=${id}`, { replace: true })}
      tabs={[
        { id: 'refunds', title: t('changeDate.tabs.refunds'), content: <Refunds /> },
        { id: 'changes', title: t('changeDate.tabs.changes'), content: <Changes /> },
      ]}
    />
  );
}

function Refunds() {
  const { t } = useTranslation();
  const page = useLoad((signal) => refundPage(1, PAGE_SIZE, signal));
  if (page.loading && !page.data) return <Loading />;
  if (!page.data) return <Failed error={page.error} onRetry={page.reload} />;
  if (page.data.records.length === 0) return <EmptyState title={t('refund.empty')} />;
  return (
    <ListGroup label={t('changeDate.tabs.refunds')}>
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

function Changes() {
  const { t } = useTranslation();
  const page = useLoad((signal) => changePage(1, PAGE_SIZE, signal));
  if (page.loading && !page.data) return <Loading />;
  if (!page.data) return <Failed error={page.error} onRetry={page.reload} />;
  if (page.data.records.length === 0) return <EmptyState title={t('changeDate.empty')} />;
  return (
    <ListGroup label={t('changeDate.tabs.changes')}>
      {page.data.records.map((c) => (
        <ListRow
          key={c.changeId}
          href={`/pagesMy/pages/order/rmDetail?changeId=${c.changeId}`}
          label={t('changeDate.listItem', { orderNo: c.orderNo })}
          description={`${formatDate(c.createdAt)} · ${formatMoney(c.amount, c.currency)}`}
          value={t(`changeDate.status.${c.status}`)}
        />
      ))}
    </ListGroup>
  );
}
