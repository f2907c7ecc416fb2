import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { orderDetail } from '../../../services/order';
import { paymentStatus } from '../../../services/payment';
import { providerReasonKey } from '../../../services/schemas/payment';
import type { OrderDetail } from '../../../services/schemas/order';
import { useLoad } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { useSignedIn } from '../../app/use-session';
import type { PageProps } from '../../page-props';
import { Loading } from '../../components/Loading';
import { Failed } from '../../components/Failed';
import { OrderPrice } from '../../components/OrderPrice';
import { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_HOURS, checkInOpens, useCalendarUrl } from './itinerary';
import { dateAndTime, formatDateTime, formatLocal, longDate } from '../../app/format';
import { namedPayment } from './payment-actor';
import { paymentAddress } from './payment-address';
import { AddOnsPaid } from '../../pagesTravel/auxiliary/AddOnsPaid';
import { isVipServiceOrder, LoungePaid } from '../../pagesService/vipLounge/LoungePaid';
import './payment.css';

const POLL_MS = 3000;

/** The payment's outcome: tickets and the booking reference, or why it failed and a way to pay again. */
export default function PaymentResultPage({ query }: PageProps) {
  const { t } = useTranslation();
  const orderId = Number(query.orderId);
  const named = namedPayment(query);
  const result = useLoad(async (signal) => {
    const [order, payment] = await Promise.all([
      orderDetail(orderId, signal),
      named ? paymentStatus(named.provider, named.paymentId, signal).catch(() => null) : Promise.resolve(null),
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
  // An add-on order has no booking reference nor tickets of its own.
  if (order.status === 'ISSUED' && order.links.some((l) => l.relation === 'ADD_ON_FOR')) return <AddOnsPaid order={order} />;
  if (order.status === 'ISSUED') return isVipServiceOrder(order) ? <LoungePaid order={order} /> : <Issued order={order} />;
  return (
    <div className="empty" data-testid="payment-failed">
      {pending ? (
        <p>{t('result.pending')}</p>
      ) : (
        <p>{payment?.status === 'DECLINED' ? t('result.declined', { reason: t(providerReasonKey(payment.failureReason)) }) : t(`result.status.${order.status}`)}</p>
      )}
      {order.status === 'UNPAID' && (
        <Link className="button primary" to={paymentAddress('index', order.orderId)}>
          {t('result.payAgain')}
        </Link>
      )}
    </div>
  );
}

/** The booking reference, the flights, who flies on which ticket, what to do next and the order itself. */
function Issued({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  // A guest's order is not in My Orders.
  const signedIn = useSignedIn();
  const locale = i18n.language;
  const calendar = useCalendarUrl(order, t('result.calendarNote', { pnr: order.pnr }));
  const copy = () =>
    navigator.clipboard.writeText(order.pnr ?? '').then(
      () => showToast(t('result.copied')),
      () => showToast(t('result.copyFailed')),
    );

  return (
    <div className="payment-result">
      <section className="result-hero" data-testid="payment-success">
        <h2>{t('result.success')}</h2>
        <p>{t('result.pnr')}</p>
        <div className="pnr-row">
          <strong className="pnr" data-testid="pnr">
            {order.pnr}
          </strong>
          <button type="button" onClick={copy} aria-label={t('result.copyPnr', { pnr: order.pnr })}>
            {t('result.copy')}
          </button>
        </div>
      </section>

      <section className="card" aria-labelledby="result-flights">
        <h3 id="result-flights">{t('result.flights')}</h3>
        {order.segments.map((s, i) => (
          <div key={i} className="result-flight" data-testid="result-flight">
            <p className="muted">
              <time dateTime={s.depLocal.replace(' ', 'T')}>{formatLocal(s.depLocal, locale, longDate)}</time>
            </p>
            <p className="result-times">
              <strong>{s.depLocal.slice(11)}</strong> {s.depAirport} → <strong>{s.arrLocal.slice(11)}</strong> {s.arrAirport}
              {s.arrLocal.slice(0, 10) > s.depLocal.slice(0, 10) && <sup>+1</sup>}
            </p>
            <p className="muted">{s.flightNo}</p>
            <CheckInOpens segment={s} locale={locale} />
          </div>
        ))}
      </section>

      <section className="card" aria-labelledby="result-tickets">
        <h3 id="result-tickets">{t('result.passengers')}</h3>
        <table className="tickets-table">
          <thead>
            <tr>
              <th scope="col">{t('result.passenger')}</th>
              <th scope="col">{t('result.flight')}</th>
              <th scope="col">{t('result.ticketNo')}</th>
            </tr>
          </thead>
          {order.passengers.map((p, i) => (
            <tbody key={i}>
              {p.tickets.map((ticket, j) => (
                <tr key={ticket.ticketNo}>
                  {j === 0 && (
                    <th scope="rowgroup" rowSpan={p.tickets.length}>
                      {p.lastName} {p.firstName}
                      <span className="muted">{t(`book.type.${p.type}`)}</span>
                    </th>
                  )}
                  <td>{order.segments[ticket.segmentIndex]?.flightNo}</td>
                  <td className="ticket-no" data-testid="tickets">
                    {ticket.ticketNo}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>

      <section className="card" aria-labelledby="result-next">
        <h3 id="result-next">{t('result.next')}</h3>
        <p>{t('result.checkInWindow', { hours: CHECK_IN_OPENS_HOURS, minutes: CHECK_IN_CLOSES_MINUTES })}</p>
        <a className="button block" href={calendar} download={`${order.pnr}.ics`}>
          {t('result.addToCalendar')}
        </a>
      </section>

      <section className="card" aria-labelledby="result-order">
        <h3 id="result-order">{t('result.order')}</h3>
        <dl className="order-facts">
          <dt>{t('result.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
          <dt>{t('result.bookedAt')}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          <dt>{t('result.contact')}</dt>
          <dd>
            {order.contact.name}
            <br />
            {order.contact.email}
          </dd>
          {order.paidAt && (
            <>
              <dt>{t('result.paidAt')}</dt>
              <dd>{formatDateTime(order.paidAt)}</dd>
            </>
          )}
        </dl>
        <OrderPrice order={order} />
        <Link className="button block" to={`/pagesMy/pages/order/detail?orderId=${order.orderId}`}>
          {signedIn ? t('result.viewOrder') : t('guestOrder.view')}
        </Link>
      </section>

      <Link className="button block" to="/pages/home/new-index">
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/** When online check-in opens for a flight, at the departure airport's time. */
function CheckInOpens({ segment, locale }: { segment: OrderDetail['segments'][number]; locale: string }) {
  const opens = checkInOpens(segment);
  return (
    <p data-testid="check-in-opens">
      <Trans
        i18nKey="result.checkInOpens"
        values={{ time: formatLocal(opens, locale, dateAndTime), airport: segment.depAirport }}
        components={{ time: <time dateTime={opens.replace(' ', 'T')} /> }}
      />
    </p>
  );
}
