import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passengerComplete, unboundPasses } from '../../../machines/travel-pass.machine';
import { formatMoney } from '../../app/format';
import { useErrorText } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { PassengerFields } from '../../components/PassengerFields';
import { StepFailure } from '../../components/flow-steps';
import type { PageProps } from '../../page-props';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { OrderHeading, PassSummary } from './pass-parts';
import { BASE, useTravelPassFlow, type TravelPassFlow } from './travel-pass-actor';
import './travel-pass.css';

/** A pass order's payment with its countdown and the provider, then (paid) its passengers' binding. */
export default function PackagePaymentPage({ query }: PageProps) {
  const { t } = useTranslation();
  const flow = useTravelPassFlow({ packageId: null, orderId: Number(query.orderId) });
  const { state, send } = flow;
  const { order, error } = state.context;
  if (state.matches('loadFailed')) return <Failed error={error} onRetry={() => send({ type: 'retry' })} />;
  if (!order || state.matches('loadingOrder') || state.matches('redirecting') || state.matches('start')) return <Loading />;
  const detail = `${BASE}/package-order-detail?orderId=${order.orderId}`;
  if (state.matches('bound') || state.matches('closed'))
    return (
      <>
        <OrderHeading order={order} />
        {state.matches('bound') && <EmptyState title={t('travelPass.bound')} />}
        {order.passes.map((p) => (
          <PassSummary key={p.id} pass={p} />
        ))}
        <Link className="button primary block" to={detail}>
          {state.matches('bound') ? t('travelPass.bookFlight') : t('travelPass.orderTitle')}
        </Link>
      </>
    );
  if (state.matches('binding') || state.matches('bindingPassengers')) return <BindStep flow={flow} />;
  return (
    <>
      <OrderHeading order={order} />
      <Countdown deadline={order.paymentDeadline} serverTime={order.serverTime} onOver={() => send({ type: 'refresh' })} />
      <Card title={t('travelPass.provider')}>
        <p className="provider-logo">
          <svg width="40" height="26" viewBox="0 0 40 26" role="img" aria-label={t('travelPass.provider')}>
            <rect width="40" height="26" rx="4" fill="#1a1f71" />
            <rect x="4" y="8" width="10" height="7" rx="1" fill="#f7b600" />
            <rect x="4" y="18" width="32" height="2" fill="#ffffff" />
          </svg>
          <span>{t('travelPass.provider')}</span>
        </p>
        <p>
          {t('travelPass.total')} <b>{formatMoney(order.totalAmount, order.currency)}</b>
        </p>
        <StepFailure flow={flow} />
        <Button variant="primary" block busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'pay' })} onPress={() => send({ type: 'pay' })}>
          {t('travelPass.pay')}
        </Button>
      </Card>
      <Link to={detail}>{t('travelPass.orderTitle')}</Link>
    </>
  );
}

/** Minutes and seconds left by the server's clock: the deadline less the server's time when the order was read, less the time since. */
function Countdown({ deadline, serverTime, onOver }: { deadline: string; serverTime: string; onOver: () => void }) {
  const { t } = useTranslation();
  const [readAt] = useState(() => Date.now());
  const [now, setNow] = useState(readAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Date.parse(deadline) - Date.parse(serverTime) - (now - readAt));
  useEffect(() => {
    if (left === 0) onOver();
  }, [left, onOver]);
  const clock = `${String(Math.floor(left / 60_000)).padStart(2, '0')}:${String(Math.floor((left % 60_000) / 1000)).padStart(2, '0')}`;
  return (
    <div className="card countdown">
      <p className="muted">{t('travelPass.payWithin', { time: clock })}</p>
      <strong data-testid="countdown">{clock}</strong>
    </div>
  );
}

/** Each paid pass's adult passenger, as on the travel document; bound once for good. */
function BindStep({ flow }: { flow: TravelPassFlow }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state, send } = flow;
  const { order, passengers } = state.context;
  const passes = unboundPasses(order);
  return (
    <>
      <OrderHeading order={order!} />
      <Card title={t('travelPass.bind')}>
        <p className="muted">{t('travelPass.bindHint')}</p>
        {passes.map((pass, i) => (
          <fieldset key={pass.id}>
            <legend>{`${t('travelPass.passenger', { n: i + 1 })} · ${pass.passNo}`}</legend>
            <PassengerFields
              suffix={String(i)}
              value={passengers[i]!}
              onChange={(details) => send({ type: 'passenger.change', index: i, details })}
              errorOf={() => undefined}
            />
          </fieldset>
        ))}
        {state.matches({ binding: 'childRefused' }) && <FormError message={errorText(state.context.error)} />}
        <StepFailure flow={flow} />
        <Button variant="primary" block busy={state.hasTag('busy')} isDisabled={!passengers.every(passengerComplete)} onPress={() => send({ type: 'bind' })}>
          {t('travelPass.bindConfirm')}
        </Button>
      </Card>
    </>
  );
}
