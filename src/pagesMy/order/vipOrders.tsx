import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loungeOrderPage } from '../../../services/lounge';
import { formatMoney } from '../../app/format';
import { PagedList } from '../../components/PagedList';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';

const PAGE_SIZE = 10;

/** My VIP service orders (lounge vouchers and meet-and-greet), newest first, ten at a time. */
export default function VipOrdersPage() {
  const { t } = useTranslation();
  return (
    <PagedList
      pageSize={PAGE_SIZE}
      load={(pageNum, signal) => loungeOrderPage({ pageNum, pageSize: PAGE_SIZE }, signal)}
      empty={
        <EmptyState
          title={t('lounge.ordersEmpty')}
          action={
            <Link className={buttonClass('primary')} to="/pagesService/pages/vipLounge/index">
              {t('lounge.browse')}
            </Link>
          }
        />
      }
    >
      {(records) => (
        <ListGroup label={t('lounge.ordersTitle')}>
          {records.map((o) => (
            <ListRow
              key={o.id}
              href={`/pagesMy/pages/order/vipOrderDetail?id=${o.id}`}
              label={o.productName}
              description={`${o.airportName} · ${o.useDate} · ${o.statusDesc}`}
              value={formatMoney(o.totalAmount, o.currencyCode)}
            />
          ))}
        </ListGroup>
      )}
    </PagedList>
  );
}
