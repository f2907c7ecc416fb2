import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderDetail } from '../../../services/order';
import { paymentStatus } from '../../../services/payment';
import { useLoad } from '../../app/hooks';
import type { PageProps } from '../../page-props';
import { Loading } from '../../components/Loading';
import { Failed } from '../../components/Failed';
import { FlightSummary } from '../FlightSummary';

const POLL_MS = 3000;

/** The payment's outcome: tickets and the booking reference, or why it failed and a way to pay again. */
export default function PaymentResultPage({ query }: PageProps) {
  const { t } = useTranslation();
  const orderId = Number(query.orderId);
  const result = useLoad(async (signal) => {
    const [order, payment] = await Promise.all([
      orderDetail(orderId, signal),
      // The return address names the payment, not its provider.
      query.paymentId
        ? paymentStatus('card', query.paymentId, signal)
            .catch(() => paymentStatus('wallet', query.paymentId!, signal))
            .catch(() => null)
        : Promise.resolve(null),
    ]);
    return { order, payment };
  });
  const pending = result.data?.order.status === 'UNPAID' && result.data.payment?.status === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(result.reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, result]);

  if (result.loading && !result.data) return <Loading />;
  if (!result.data) return <Failed error={result.error} onRetry={result.reload} />;
  const { order, payment } = result.data;
  if (order.status === 'ISSUED') {
    return (
      <>
        <div className="hero" data-testid="payment-success">
          <h2>{t('result.success')}</h2>
          <p>
            {t('result.pnr')}
            {t('format.colon')}
            <strong data-testid="pnr">{order.pnr}</strong>
          </p>
          <p className="muted">{t('payment.orderNo', { no: order.orderNo })}</p>
        </div>
        {order.segments.map((s, i) => (
          <div key={i} className="card">
            <FlightSummary option={{ flightKey: String(s.flightId), segments: [s], durationMin: s.durationMin, stops: 0, transit: [], brands: [] }} />
          </div>
        ))}
        <div className="list">
          {order.passengers.map((p, i) => (
            <div key={i} className="row">
              <span>
                {p.lastName} {p.firstName}
              </span>
              <span className="value" data-testid="tickets">
                {p.tickets.map((x) => x.ticketNo).join(', ')}
              </span>
            </div>
          ))}
        </div>
        <Link className="button block" to="/pages/home/new-index">
          {t('notFound.home')}
        </Link>
      </>
    );
  }
  return (
    <div className="empty" data-testid="payment-failed">
      {pending ? <p>{t('result.pending')}</p> : <p>{payment?.status === 'DECLINED' ? t('result.declined', { reason: t(`providerMessage.${payment.failureReason}`, { defaultValue: t('providerMessage.other') }) }) : t(`result.status.${order.status}`)}</p>}
      {order.status === 'UNPAID' && (
        <Link className="button primary" to={`/pagesBook/pages/payment/index?orderId=${order.orderId}`}>
          {t('result.payAgain')}
        </Link>
      )}
    </div>
  );
}
