import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loungeOrderPage } from '../../../services/lounge';
import { formatDate, formatMoney } from '../../app/format';
import { useSessionState } from '../../app/use-session';
import { Loading } from '../../components/Loading';
import { PagedList } from '../../components/PagedList';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { VipGuestLookup } from './VipGuestLookup';

const PAGE_SIZE = 10;

/** My VIP service orders (lounge vouchers and meet-and-greet), newest first, ten at a time; logged out, a guest's order is found by its number and e-mail. */
export default function VipOrdersPage() {
  const session = useSessionState();
  if (session === 'busy') return <Loading />;
  return session === 'in' ? <MyVipOrders /> : <VipGuestLookup />;
}

function MyVipOrders() {
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
              description={`${o.airportName} · ${formatDate(o.useDate)} · ${o.statusDesc}`}
              value={formatMoney(o.totalAmount, o.currencyCode)}
            />
          ))}
        </ListGroup>
      )}
    </PagedList>
  );
}
