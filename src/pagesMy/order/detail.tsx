import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cancelOrder, deleteOrder, orderDetail, sendItinerary, sendItineraryV2 } from '../../../services/order';
import { closedStatuses, type OrderDetail } from '../../../services/schemas/order';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { useTripLoad } from '../../app/trip-changes';
import { LOGIN_PATH, VISITOR_PATH } from '../../app/navigation';
import { saveReturnTo } from '../../app/return-to';
import { useSignedIn } from '../../app/use-session';
import { showToast } from '../../app/toast';
import type { PageProps } from '../../page-props';
import { CouponStatus } from '../../components/CouponStatus';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { RemoveDialog } from '../../components/RemoveDialog';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { Card } from '../../ui/Card';
import { paymentAddress } from '../../pagesBook/payment/payment-address';
import { formatDateTime, formatList, formatMoney } from '../../app/format';
import { AddOnList, PassengerLine, StatusTag } from './order-parts';
import { OrderFlights } from './OrderFlights';
import { OrderPrice } from '../../components/OrderPrice';
import '../../pagesBook/payment/payment.css';
import './order.css';
import type { PendingScheduleChange } from '../../../services/schemas/schedule-change';
import { ScheduleChangeNotices, useScheduleChanges } from '../../pagesTravel/scheduleChange/notice';
import { ownDetailAddress } from './order-kind';

/** One order: its flights, passengers, fees and add-ons, and what can be done with it in its status. */
export default function OrderDetailPage({ query }: PageProps) {
  const orderId = Number(query.orderId);
  // A link to a related order lands on this same page: another order loads afresh.
  return <OrderOf key={orderId} orderId={orderId} />;
}

function OrderOf({ orderId }: { orderId: number }) {
  const order = useTripLoad((signal) => orderDetail(orderId, signal));
  const notices = useScheduleChanges();
  if (order.loading || !notices.settled) return <Loading />;
  if (!order.data) return <Failed error={order.error} onRetry={order.reload} />;
  // VIP service orders' vouchers and Travel Pass orders' passes are on pages of their own.
  const own = ownDetailAddress(order.data);
  if (own) return <Navigate to={own} replace />;
  return <Order order={order.data} reload={order.reload} scheduleChanges={notices.changes} />;
}

/** A refund's progress page, or the order a date change made. */
const linkAddress = (link: OrderDetail['links'][number]) =>
  link.relation === 'REFUND' ? `/pagesMy/pages/order/refund/refund-detail?refundId=${link.id}` : `/pagesMy/pages/order/detail?orderId=${link.id}`;

function Order({ order, reload, scheduleChanges }: { order: OrderDetail; reload: () => void; scheduleChanges: PendingScheduleChange[] }) {
  const { t } = useTranslation();
  // Without a login, the order of a guest: what needs an account is left out, or explained.
  const guest = !useSignedIn();
  const copy = () =>
    navigator.clipboard.writeText(order.orderNo).then(
      () => showToast(t('result.copied')),
      () => showToast(t('result.copyFailed')),
    );
  return (
    <div className="order-detail">
      {!guest && order.status === 'ISSUED' && <ScheduleChangeNotices changes={scheduleChanges} orderId={order.orderId} />}
      <Card title={t('result.order')} action={<StatusTag status={order.status} />}>
        <dl className="order-facts">
          <dt>{t('result.orderNo')}</dt>
          <dd>
            <span data-testid="detail-order-no">{order.orderNo}</span>{' '}
            <Button variant="link" onPress={copy} aria-label={t('orders.copyNo', { orderNo: order.orderNo })}>
              {t('result.copy')}
            </Button>
          </dd>
          {order.pnr && (
            <>
              <dt>{t('result.pnr')}</dt>
              <dd data-testid="detail-pnr">{order.pnr}</dd>
            </>
          )}
          <dt>{t('result.bookedAt')}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          {order.status === 'UNPAID' && (
            <>
              <dt>{t('orders.payBy')}</dt>
              <dd data-testid="pay-by">{formatDateTime(order.paymentDeadline)}</dd>
            </>
          )}
        </dl>
        {guest ? <GuestActions order={order} /> : <OrderActions order={order} reload={reload} />}
      </Card>

      <OrderFlights order={order} />

      <Card title={t('result.passengers')}>
        <ul className="order-addon-list">
          {order.passengers.map((p, i) => (
            <li key={i} data-testid="detail-passenger">
              <span>
                <PassengerLine passenger={p} />
                {p.tickets.map((k) => (
                  <span key={k.ticketNo} className="order-trip-line">
                    {order.segments[k.segmentIndex]?.flightNo} · {t('result.ticketNo')} <span data-testid="detail-ticket">{k.ticketNo}</span>
                    <CouponStatus status={k.status} />
                  </span>
                ))}
                {p.refundId !== null && (
                  <Link className="order-trip-line" to={linkAddress({ relation: 'REFUND', id: p.refundId, number: '' })}>
                    {t('orders.refundOfPassenger')}
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <Card title={t(order.change ? 'changeDate.quote.title' : 'orders.price')}>
        <OrderPrice order={order} />
        {order.change && (
          <dl className="order-net" data-testid="paid-for-trip">
            <dt>{t('orders.paidForTrip')}</dt>
            <dd>{formatMoney(order.change.paidForTrip, order.currency)}</dd>
          </dl>
        )}
        {order.refundedAmount > 0 && (
          <dl className="order-net" data-testid="order-net">
            <dt>{t('orders.refunded')}</dt>
            <dd>{formatMoney(order.refundedAmount, order.currency)}</dd>
            <dt>{t('orders.netPaid')}</dt>
            <dd>{formatMoney(Math.round((order.totalAmount - order.refundedAmount) * 100) / 100, order.currency)}</dd>
          </dl>
        )}
      </Card>

      {order.addOns.length > 0 && (
        <Card
          title={t('orders.addOns')}
          action={!guest && <Link to={`/pagesMy/pages/order/fjOrdersList?orderId=${order.orderId}&orderNo=${order.orderNo}`}>{t('orders.addOnsByKind')}</Link>}
        >
          <AddOnList addOns={order.addOns} passengers={order.passengers} segments={order.segments} />
        </Card>
      )}

      <Card
        title={t('result.contact')}
        action={
          !guest &&
          !closedStatuses.includes(order.status) && (
            <Link to={`/pagesMy/pages/contacts/order-detail?orderId=${order.orderId}`} aria-label={t('orders.changeContact')}>
              {t('common.change')}
            </Link>
          )
        }
      >
        <p data-testid="detail-contact">
          {order.contact.name} · +{order.contact.areaCode} {order.contact.mobile} · {order.contact.email}
        </p>
      </Card>

      {order.links.length > 0 && (
        <Card title={t('orders.related')}>
          {order.links.map((l) => (
            <Link key={`${l.relation}${l.id}`} className="order-trip-line" to={linkAddress(l)}>
              {t(`orders.relation.${l.relation}`, { number: l.number })}
            </Link>
          ))}
        </Card>
      )}

      <Card title={t('orders.timeline.title')}>
        <ol className="order-timeline">
          {order.timeline.map((e, i) => (
            <li key={i} data-testid="timeline-event" data-event={e.event}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> {t(`orders.timeline.${e.event}`)}
              {e.passengerIndexes.length > 0 && <span className="muted"> · {formatList(e.passengerIndexes.map((p) => `${order.passengers[p]!.lastName} ${order.passengers[p]!.firstName}`))}</span>}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/**
 * A guest pays an unpaid order; a refund or a date change of an issued one is for customer service,
 * or for the guest's account once they log in and add the order to it (spec sections 4 and 6).
 */
function GuestActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const claim = () => saveReturnTo({ route: VISITOR_PATH, options: { pnr: order.pnr ?? '' }, url: `${VISITOR_PATH}?pnr=${order.pnr ?? ''}` });
  return (
    <div className="order-actions">
      {order.status === 'UNPAID' && (
        <Link className={buttonClass('primary')} to={paymentAddress('index', order.orderId)}>
          {t('orders.pay')}
        </Link>
      )}
      {order.status === 'ISSUED' && (
        <>
          <Button onPress={() => setAsked(true)}>{t('refund.action')}</Button>
          <Button onPress={() => setAsked(true)}>{t('guestOrder.change')}</Button>
        </>
      )}
      {asked && (
        <div role="status" data-testid="guest-contact-us">
          <p>{t('guestOrder.contactUs')}</p>
          <Link className={buttonClass('primary')} to={LOGIN_PATH} onClick={claim}>
            {t('guestOrder.logInToClaim')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** Pay or cancel an unpaid order, send an issued one's itinerary or refund it, delete a closed one. */
function OrderActions({ order, reload }: { order: OrderDetail; reload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  // A trip a date change touched is sent whole, as it stands now (the booking and its changes' orders); any other order alone.
  const changedTrip = order.links.some((l) => l.relation === 'CHANGE' || l.relation === 'CHANGED_FROM');
  const sending = useFormSubmit((_: null, signal) => (changedTrip ? sendItineraryV2 : sendItinerary)(order.orderId, signal));
  const sentTo = sending.succeeded ? sending.result?.email : null;
  return (
    <div className="order-actions">
      {order.status === 'UNPAID' && (
        <>
          <Link className={buttonClass('primary')} to={paymentAddress('index', order.orderId)}>
            {t('orders.pay')}
          </Link>
          <Button onPress={() => setAsking('cancel')}>{t('orders.cancel')}</Button>
        </>
      )}
      {/* An add-on order has no booking reference: it is paid, and its trip is what the traveller manages. */}
      {order.status === 'ISSUED' && order.pnr && (
        <>
          <Link className={buttonClass('primary')} to={`/pagesTravel/pages/auxiliary/index?orderId=${order.orderId}`}>
            {t('addOns.title')}
          </Link>
          <Button onPress={() => sending.submit(null)} busy={sending.submitting}>
            {t('orders.sendItinerary')}
          </Button>
          <Link className={buttonClass()} to={`/pagesMy/pages/order/refund/index?orderId=${order.orderId}`}>
            {t('refund.action')}
          </Link>
          <Link className={buttonClass()} to={`/pagesMy/pages/order/change-date/index?${new URLSearchParams({ orderId: String(order.orderId), pnr: order.pnr })}`}>
            {t('changeDate.action')}
          </Link>
        </>
      )}
      {sentTo && (
        <p role="status" data-testid="itinerary-sent">
          {t('orders.itinerarySent', { email: sentTo })}
        </p>
      )}
      <FormError message={errorText(sending.error)} />
      {closedStatuses.includes(order.status) && <Button onPress={() => setAsking('delete')}>{t('orders.delete')}</Button>}
      {asking === 'cancel' && (
        <RemoveDialog
          title={t('orders.cancelTitle', { orderNo: order.orderNo })}
          keepLabel={t('orders.keep')}
          actionLabel={t('orders.cancel')}
          remove={(signal) => cancelOrder(order.orderId, signal)}
          onClose={() => setAsking(null)}
          onRemoved={() => {
            setAsking(null);
            showToast(t('orders.cancelled'));
            reload();
          }}
        />
      )}
      {asking === 'delete' && (
        <RemoveDialog
          title={t('orders.deleteTitle', { orderNo: order.orderNo })}
          keepLabel={t('orders.keep')}
          actionLabel={t('orders.delete')}
          remove={(signal) => deleteOrder(order.orderId, signal)}
          onClose={() => setAsking(null)}
          onRemoved={() => {
            showToast(t('orders.deleted'));
            navigate('/pagesMy/pages/order/index', { replace: true });
          }}
        />
      )}
    </div>
  );
}
