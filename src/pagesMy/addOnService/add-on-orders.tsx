import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addOnOrderDetail, addOnOrderPage } from '../../../services/order';
import type { AddOnOrder, AddOnPathKind } from '../../../services/schemas/order';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { PagedList } from '../../components/PagedList';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { AddOnList, OrderRows, StatusTag, TripLines } from '../order/order-parts';
import '../order/order.css';

const PAGE_SIZE = 10;

/** The orders holding add-ons of one kind; each leads to `detailPath` with its type and order. */
export function AddOnOrderList({ type, detailPath }: { type: AddOnPathKind; detailPath: string }) {
  const { t } = useTranslation();
  return (
    <PagedList
      pageSize={PAGE_SIZE}
      load={(pageNum, signal) => addOnOrderPage(type, pageNum, PAGE_SIZE, signal)}
      empty={
        <EmptyState title={t(`addOnOrders.empty.${type}`)}>
          <p>{t('addOnOrders.emptyHint')}</p>
        </EmptyState>
      }
    >
      {(records, pageNum) => (
        <OrderRows
          orders={records}
          pageNum={pageNum}
          href={(o) => `${detailPath}?type=${type}&orderId=${o.orderId}`}
          details={(o) => <span className="order-trip-line">{t('addOnOrders.count', { count: o.addOns.length })}</span>}
        />
      )}
    </PagedList>
  );
}

/** One order's add-ons of a kind, with their status, and the way to the whole order. */
export function AddOnOrderView({ type, orderId }: { type: AddOnPathKind; orderId: number }) {
  const loaded = useLoad((signal) => addOnOrderDetail(type, orderId, signal));
  if (loaded.loading) return <Loading />;
  if (!loaded.data) return <Failed error={loaded.error} onRetry={loaded.reload} />;
  return <AddOnOrderCard order={loaded.data} type={type} />;
}

function AddOnOrderCard({ order, type }: { order: AddOnOrder; type: AddOnPathKind }) {
  const { t } = useTranslation();
  return (
    <Card title={t(`addOnOrders.kind.${type}`)} action={<StatusTag status={order.status} />}>
      <p>
        <TripLines segments={order.segments} />
      </p>
      <AddOnList addOns={order.addOns} passengers={order.passengers} segments={order.segments} />
      <Link className={buttonClass('secondary', true)} to={`/pagesMy/pages/order/detail?orderId=${order.orderId}`}>
        {t('addOnOrders.toOrder', { orderNo: order.orderNo })}
      </Link>
    </Card>
  );
}

/** The kind named by a page's ?type=, when it is one of `kinds`. */
export const kindOf = <K extends AddOnPathKind>(kinds: readonly K[], type: string | undefined, fallback: K): K => kinds.find((k) => k === type) ?? fallback;
