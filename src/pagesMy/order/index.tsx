import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderPage } from '../../../services/order';
import { orderTabs, type OrderTab } from '../../../services/schemas/order';
import { formatDateTime, formatMoney } from '../../app/format';
import type { PageProps } from '../../page-props';
import { PagedList } from '../../components/PagedList';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs } from '../../ui/Tabs';
import { detailAddress, OrderKindLine } from './order-kind';
import { OrderRows, routeText } from './order-parts';
import { CompactFlights } from './OrderFlights';
import './order.css';
import { PassengerCouponLines } from '../../components/CouponStatus';

const PAGE_SIZE = 10;

/** My Orders: a tab per status (its choice kept in the address), each a list that loads ten more at a time; every kind of order, each opening its own detail page. */
export default function OrderListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = orderTabs.find((id) => id === query.tab) ?? 'ALL';
  return (
    <Tabs
      label={t('orders.tabsLabel')}
      selected={tab}
      onSelect={(id) => navigate(`/pagesMy/pages/order/index?tab=${id}`, { replace: true })}
      tabs={orderTabs.map((id) => ({ id, title: t(`orders.tab.${id}`), content: <OrderList key={id} tab={id} /> }))}
    />
  );
}

function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  return (
    <PagedList
      followTrips
      pageSize={PAGE_SIZE}
      load={(pageNum, signal) => orderPage(tab, pageNum, PAGE_SIZE, signal)}
      empty={
        <EmptyState
          title={t('orders.emptyTitle')}
          action={
            <Link className={buttonClass('primary')} to="/pages/home/index">
              {t('orders.bookNow')}
            </Link>
          }
        >
          <p>{t(tab === 'ALL' ? 'orders.emptyAll' : 'orders.emptyTab')}</p>
        </EmptyState>
      }
    >
      {(records, pageNum) => (
        <OrderRows
          orders={records}
          pageNum={pageNum}
          href={detailAddress}
          title={(o) => o.productName ?? routeText(o.segments)}
          details={(o) => (
            <>
              <OrderKindLine order={o} />
              <CompactFlights segments={o.segments} />
              <PassengerCouponLines passengers={o.passengers} flightNos={o.segments.map((s) => s.flightNo)} />
              {o.status === 'UNPAID' && (
                <span className="order-trip-line order-pay-by" data-testid="order-pay-by">
                  {t('orders.payByTime', { time: formatDateTime(o.paymentDeadline) })}
                </span>
              )}
            </>
          )}
          value={(o) => formatMoney(o.totalAmount, o.currency)}
        />
      )}
    </PagedList>
  );
}
