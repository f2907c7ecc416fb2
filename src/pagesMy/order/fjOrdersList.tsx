import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderAddOns } from '../../../services/order';
import { addOnKinds, addOnPathKinds, type AddOnOrder, type AddOnPathKind } from '../../../services/schemas/order';
import { useLoad } from '../../app/hooks';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { AddOnList, StatusTag } from './order-parts';
import './order.css';

const pathKindOf = Object.fromEntries(Object.entries(addOnPathKinds).map(([path, kind]) => [kind, path as AddOnPathKind]));
/** Insurance has its own pages; the other kinds share the add-on service pages. */
const detailPage = (type: AddOnPathKind) => (type === 'insure' ? '/pagesMy/pages/addOnServiceAuxi/detail' : '/pagesMy/pages/addOnService/detail');

/** The add-on orders of one order (baggage, meals, seats, insurance), a card for each kind it has. */
export default function OrderAddOnsPage({ query }: PageProps) {
  const loaded = useLoad((signal) => orderAddOns(Number(query.orderId), query.orderNo ?? '', signal));
  if (loaded.loading) return <Loading />;
  if (!loaded.data) return <Failed error={loaded.error} onRetry={loaded.reload} />;
  return <AddOnsByKind order={loaded.data} />;
}

function AddOnsByKind({ order }: { order: AddOnOrder }) {
  const { t } = useTranslation();
  if (order.addOns.length === 0) return <EmptyState title={t('addOnOrders.noneTitle')}>{t('addOnOrders.emptyHint')}</EmptyState>;
  return (
    <>
      <p>
        {t('orders.orderNo', { orderNo: order.orderNo })} <StatusTag status={order.status} />
      </p>
      {addOnKinds.map((kind) => {
        const addOns = order.addOns.filter((a) => a.kind === kind);
        const type = pathKindOf[kind]!;
        if (addOns.length === 0) return null;
        return (
          <Card key={kind} title={t(`addOnOrders.kind.${type}`)} action={<Link to={`${detailPage(type)}?type=${type}&orderId=${order.orderId}`}>{t('addOnOrders.open')}</Link>}>
            <AddOnList addOns={addOns} passengers={order.passengers} segments={order.segments} />
          </Card>
        );
      })}
    </>
  );
}
