import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passOrderPage } from '../../../services/travel-pass';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { EmptyState } from '../../ui/EmptyState';
import { OrderHeading } from './pass-parts';
import { BASE } from './travel-pass-actor';
import './travel-pass.css';

/** The user's Travel Pass orders, newest first, each through the statuses of spec section 4. */
export default function PackageOrderListPage() {
  const { t } = useTranslation();
  const list = useLoad((signal) => passOrderPage({ pageNum: 1, pageSize: 50 }, signal));
  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
  if (list.data.records.length === 0)
    return (
      <EmptyState title={t('travelPass.noOrders')}>
        <Link to={`${BASE}/index`}>{t('travelPass.title')}</Link>
      </EmptyState>
    );
  return (
    <ul className="travel-pass-list">
      {list.data.records.map((order) => (
        <li key={order.orderId}>
          <Link to={`${BASE}/package-order-detail?orderId=${order.orderId}`}>
            <OrderHeading order={order} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
