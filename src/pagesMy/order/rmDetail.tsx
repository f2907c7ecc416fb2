import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changeAddOns, changeDetail } from '../../../services/date-change';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { QuoteLines } from '../../components/OrderPrice';
import { Card } from '../../ui/Card';
import { addOnItem, TripLines } from './order-parts';
import './order.css';

/** One date change: the flights left and the new ones, its passengers, what it cost, the add-ons moved or cancelled, and both orders. */
export default function ChangeDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const changeId = Number(query.changeId);
  const detail = useLoad((signal) => changeDetail(changeId, signal));
  const addOns = useLoad((signal) => changeAddOns(changeId, signal));
  if (detail.loading || addOns.loading) return <Loading />;
  if (!detail.data) return <Failed error={detail.error} onRetry={detail.reload} />;
  if (!addOns.data) return <Failed error={addOns.error} onRetry={addOns.reload} />;
  const c = detail.data;
  return (
    <div className="order-detail">
      <Card title={t('changeDate.detailTitle')} action={<span className="tag" data-testid="change-status">{t(`changeDate.status.${c.status}`)}</span>}>
        <dl className="order-facts">
          <dt>{t('changeDate.changeNo')}</dt>
          <dd data-testid="change-no">{c.changeNo}</dd>
          <dt>{t('changeDate.submittedAt')}</dt>
          <dd>{formatDate(c.createdAt)}</dd>
          {c.completedAt && (
            <>
              <dt>{t('changeDate.completedAt')}</dt>
              <dd>{formatDate(c.completedAt)}</dd>
            </>
          )}
        </dl>
        <Link className="order-trip-line" to={`/pagesMy/pages/order/detail?orderId=${c.orderId}`}>
          {t('changeDate.oldOrder', { orderNo: c.orderNo })}
        </Link>
        <Link className="order-trip-line" to={`/pagesMy/pages/order/detail?orderId=${c.newOrderId}`}>
          {t('changeDate.newOrder', { orderNo: c.newOrderNo })}
        </Link>
      </Card>
      <Card title={t('changeDate.oldFlights')}>
        <p>
          <TripLines segments={c.oldSegments} />
        </p>
      </Card>
      <Card title={t('changeDate.newFlights')}>
        <p>
          <TripLines segments={c.newSegments} />
        </p>
      </Card>
      <Card title={t('result.passengers')}>
        <ul className="order-addon-list">
          {c.passengers.map((p) => (
            <li key={p.psgId}>
              {p.lastName} {p.firstName}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('changeDate.quote.title')}>
        <QuoteLines quote={c.quote} />
      </Card>
      <Card title={t('orders.addOns')}>
        {addOns.data.length === 0 ? (
          <p className="muted">{t('changeDate.noAddOns')}</p>
        ) : (
          <ul className="order-addon-list">
            {addOns.data.map((a, i) => (
              <li key={i} data-testid="change-addon">
                <span>
                  <strong>{t(`orders.addOn.kind.${a.kind}`)}</strong> {addOnItem(t, a)}
                </span>
                <span className={a.fate === 'CANCELLED' ? 'tag warn' : 'tag'}>{t(`changeDate.fate.${a.kind === 'INSURANCE' ? 'KEPT' : a.fate}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
