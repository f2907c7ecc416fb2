import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { cancelPassOrder, deletePassOrder, passOrderDetail, passOrderFlights, refundPassOrder, refundReasons } from '../../../services/travel-pass';
import type { PassOrder } from '../../../services/schemas/travel-pass';
import { formatDate, formatDateTime } from '../../app/format';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { FlightWithPass } from './flight-with-pass';
import { lastTravelDay, OrderHeading, PackageFacts, PassSummary } from './pass-parts';
import { BASE } from './travel-pass-actor';
import './travel-pass.css';
import { paymentAddress } from '../../pagesBook/payment/payment-address';

/** A Travel Pass order: its passes, the flights booked with them, and what may be done (pay, bind, book, cancel, refund, delete). */
export default function PackageOrderDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const orderId = Number(query.orderId);
  const order = useLoad((signal) => passOrderDetail(orderId, signal));
  const flights = useLoad((signal) => passOrderFlights(orderId, signal));
  if (order.loading) return <Loading />;
  if (!order.data) return <Failed error={order.error} onRetry={order.reload} />;
  const o = order.data;
  const payment = `${BASE}/payment?orderId=${o.orderId}`;
  return (
    <>
      <OrderHeading order={o} />
      {(o.status === 'UNPAID' || o.status === 'PENDING_PAYMENT') && (
        <Link className="button primary block" to={payment}>
          {t('travelPass.pay')}
        </Link>
      )}
      {o.status === 'PAID' && (
        <Link className="button primary block" to={payment}>
          {t('travelPass.bind')}
        </Link>
      )}
      {o.passes.length > 0 && (
        <Card title={t('travelPass.passes')}>
          {o.passes.map((p) => (
            <div key={p.id}>
              <PassSummary pass={p} />
              {p.status === 'ACTIVE' && <FlightWithPass pkg={o.package} pass={p} />}
            </div>
          ))}
        </Card>
      )}
      <Card title={t('travelPass.flights')}>
        {(flights.data ?? []).length === 0 && <p className="muted">{t('travelPass.noBookedFlights')}</p>}
        <ul className="travel-pass-list">
          {(flights.data ?? []).map((f) => (
            <li key={f.id} data-testid="pass-flight">
              {`${f.segment.flightNo} ${f.segment.depAirport}–${f.segment.arrAirport} ${formatDateTime(f.segment.depLocal)}`} · {`${f.passenger.lastName} ${f.passenger.firstName}`} · {t(`travelPass.useStatus.${f.status}`)}
              {f.status === 'HELD' && <Link to={paymentAddress('index', f.orderId)}> {t('travelPass.payTaxes')}</Link>}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={o.package.name}>
        <PackageFacts pkg={o.package} lastDay={o.passes[0] && lastTravelDay(o.package, o.passes[0])} />
        <Link to={`${BASE}/ticket-detail?id=${o.package.id}`}>{t('travelPass.rules')}</Link>
      </Card>
      <OrderActions order={o} onChanged={order.reload} />
    </>
  );
}

/** Cancel while unpaid, refund in the cooling-off days with a reason, delete once closed. */
function OrderActions({ order, onChanged }: { order: PassOrder; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const reasons = useLoad((signal) => refundReasons(signal));
  const [reason, setReason] = useState<string>('');
  const [remark, setRemark] = useState('');
  const cancel = useFormSubmit((id: number, signal) => cancelPassOrder(id, signal).then(onChanged));
  const remove = useFormSubmit((id: number, signal) => deletePassOrder(id, signal).then(() => navigate(`${BASE}/package-order`, { replace: true })));
  const refund = useFormSubmit((body: Parameters<typeof refundPassOrder>[0], signal) => refundPassOrder(body, signal).then(onChanged));
  const refundable = order.refundableUntil !== null && ['PAID', 'ACTIVE'].includes(order.status);
  const closed = ['CANCELLED', 'EXPIRED', 'REFUND_IN_PROGRESS', 'REFUND_COMPLETED'].includes(order.status);
  return (
    <>
      {order.refund && <p role="status">{t('travelPass.refundInfo', { reason: order.refund.reason, date: formatDate(order.refund.completesAt) })}</p>}
      {refundable && (
        <Card title={t('travelPass.refund')}>
          <p className="muted">{t('travelPass.refundUntil', { date: formatDate(order.refundableUntil!) })}</p>
          <Select label={t('travelPass.refundReasonLabel')} name="refundReason" value={reason} onChange={setReason} options={(reasons.data ?? []).map((r) => ({ id: r.code, label: r.text }))} />
          <TextField label={t('travelPass.refundRemark')} name="refundRemark" value={remark} onChange={setRemark} />
          <FormError message={errorText(refund.error)} />
          <Button isDisabled={reason === ''} busy={refund.submitting} onPress={() => refund.submit({ orderId: order.orderId, reason: reason as 'OTHER', remark: remark || undefined })}>
            {t('travelPass.refundSubmit')}
          </Button>
        </Card>
      )}
      <FormError message={errorText(cancel.error ?? remove.error)} />
      <div className="travel-pass-actions">
        {order.status === 'UNPAID' && (
          <Button busy={cancel.submitting} onPress={() => cancel.submit(order.orderId)}>
            {t('travelPass.cancel')}
          </Button>
        )}
        {closed && (
          <Button busy={remove.submitting} onPress={() => remove.submit(order.orderId)}>
            {t('travelPass.delete')}
          </Button>
        )}
      </div>
    </>
  );
}
