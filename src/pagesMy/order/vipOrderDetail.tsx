import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cancelLoungeOrder, deleteLoungeOrder, loungeOrderDetail } from '../../../services/lounge';
import { closedStatuses } from '../../../services/schemas/order';
import { formatDate, formatDateTime, formatMoney } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { useSessionState } from '../../app/use-session';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { RemoveDialog } from '../../components/RemoveDialog';
import { Facts, type Fact } from '../../components/Facts';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';
import { VoucherCard } from './VoucherCard';
import type { LoungeGuestAccess } from './VipGuestLookup';
import '../../pagesService/vipLounge/lounge.css';
import { paymentAddress } from '../../pagesBook/payment/payment-address';

/**
 * A VIP service order (`id`): what was bought, for when, its contact and its vouchers; its owner
 * pays or cancels it unpaid, deletes it closed and changes its vouchers' names. A guest who opened it
 * with an e-mailed code (in the history entry) reads it only; logged out without one, the order is
 * looked up first.
 */
export default function VipOrderDetailPage({ query }: PageProps) {
  const session = useSessionState();
  const guest = (useLocation().state as LoungeGuestAccess | null) ?? undefined;
  if (session === 'busy') return <Loading />;
  if (session === 'out' && !guest) return <Navigate to="/pagesMy/pages/order/vipOrders" replace />;
  return <VipOrderDetail id={Number(query.id)} guest={session === 'out' ? guest : undefined} />;
}

function VipOrderDetail({ id, guest }: { id: number; guest: LoungeGuestAccess | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useLoad((signal) => loungeOrderDetail({ id, ...guest }, signal));
  const owner = !guest;
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  if (!order.data) return order.loading ? <Loading /> : <Failed error={order.error} onRetry={order.reload} />;
  const o = order.data;
  const rows: Fact[] = [
    [t('lounge.orderNo'), o.orderNo],
    [t('lounge.status'), o.statusDesc],
    [t('lounge.service'), `${o.airportName} (${o.airportCode})`],
    [o.meetGreet ? t('lounge.flightDate') : t('lounge.useDate'), formatDate(o.useDate)],
    [t('lounge.flight'), o.meetGreet && `${t('lounge.flightOn', { flightNo: o.meetGreet.flightNo, time: formatDateTime(o.meetGreet.departureTime) })} · ${t(`lounge.slot.${o.meetGreet.slot}`, o.meetGreet)}`],
    [t('lounge.quantity'), String(o.quantity)],
    [t('lounge.total'), formatMoney(o.totalAmount, o.currencyCode)],
    [t('lounge.orderTime'), formatDateTime(o.orderTime)],
    [t('lounge.paidAt'), o.paymentTime && formatDateTime(o.paymentTime)],
    [t('lounge.contact'), `${o.contact.name} · +${o.contact.areaCode} ${o.contact.mobile} · ${o.contact.email}`],
  ];
  return (
    <>
      <Card title={o.productName}>
        <Facts facts={rows} className="lounge-facts" testId="lounge-order" />
        <div className="lounge-actions">
          {owner && o.status === 'UNPAID' && (
            <>
              <Button onPress={() => setAsking('cancel')}>{t('lounge.cancel')}</Button>
              <Link className={buttonClass('primary')} to={paymentAddress('index', o.id)}>
                {t('lounge.pay')}
              </Link>
            </>
          )}
          {owner && closedStatuses.includes(o.status) && <Button onPress={() => setAsking('delete')}>{t('lounge.delete')}</Button>}
        </div>
      </Card>
      <h2>{t('lounge.vouchers')}</h2>
      {o.vipRoomList.length === 0 ? <p className="muted">{t('lounge.vouchersLater')}</p> : o.vipRoomList.map((v) => <VoucherCard key={v.id} voucher={v} onChanged={owner ? order.reload : undefined} />)}
      {asking === 'cancel' && (
        <RemoveDialog
          title={t('lounge.cancelTitle')}
          keepLabel={t('orders.keep')}
          actionLabel={t('lounge.cancel')}
          remove={(signal) => cancelLoungeOrder(o.id, signal)}
          onClose={() => setAsking(null)}
          onRemoved={() => {
            setAsking(null);
            order.reload();
          }}
        />
      )}
      {asking === 'delete' && (
        <RemoveDialog
          title={t('lounge.deleteTitle')}
          keepLabel={t('orders.keep')}
          actionLabel={t('lounge.delete')}
          remove={(signal) => deleteLoungeOrder(o.id, signal)}
          onClose={() => setAsking(null)}
          onRemoved={() => navigate('/pagesMy/pages/order/vipOrders', { replace: true })}
        />
      )}
    </>
  );
}
