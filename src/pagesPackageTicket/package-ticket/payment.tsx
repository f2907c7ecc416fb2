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
import { clock, PaymentError } from '../../pagesBook/payment/PaymentParts';
import { namedPayment } from '../../pagesBook/payment/payment-actor';
import { BASE, usePassPayment, useTravelPassFlow, type TravelPassFlow } from './travel-pass-actor';
import './travel-pass.css';

/** A pass order's payment within its countdown (the app's payment countdown statechart) on the provider's page, then (paid) its passengers' binding. */
export default function PackagePaymentPage({ query }: PageProps) {
  const { t } = useTranslation();
  // Back from the provider's page, the address names the payment: its outcome is asked for first.
  const flow = useTravelPassFlow({ packageId: null, orderId: Number(query.orderId), payment: namedPayment(query) });
  const { state, send } = flow;
  const { order, error } = state.context;
  if (state.matches('loadFailed')) return <Failed error={error} onRetry={() => send({ type: 'retry' })} />;
  if (!order || state.matches('loadingOrder') || state.matches('start')) return <Loading />;
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
  return <PayStep flow={flow} />;
}

const payByCard = { type: 'pay.submit', provider: 'card', channel: 'card' } as const;

/** The unpaid order: the time left by the server's clock, the card provider and the total; then the provider's page. */
function PayStep({ flow }: { flow: TravelPassFlow }) {
  const { t } = useTranslation();
  const countdown = usePassPayment(flow);
  const { snapshot, send } = countdown;
  const order = flow.state.context.order!;
  if (snapshot.matches('failed')) return <Failed error={snapshot.context.error} onRetry={() => send({ type: 'retry' })} />;
  if (!(snapshot.matches('counting') || snapshot.matches('starting') || snapshot.matches('handOff'))) return <Loading />;
  const time = clock(snapshot.context.remainingMs);
  return (
    <>
      <OrderHeading order={order} />
      <div className="card countdown">
        <p className="muted">{t('travelPass.payWithin', { time })}</p>
        <strong data-testid="countdown">{time}</strong>
      </div>
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
        <PaymentError {...countdown} />
        {snapshot.matches('handOff') ? (
          <>
            <p role="status">{snapshot.matches({ handOff: 'opening' }) ? t('payment.web.opening') : ''}</p>
            <Button variant="primary" block onPress={() => send({ type: 'pay.open' })}>
              {t('payment.web.continue')}
            </Button>
          </>
        ) : (
          <Button variant="primary" block busy={snapshot.hasTag('busy')} isDisabled={!snapshot.can(payByCard)} onPress={() => send(payByCard)}>
            {t('travelPass.pay')}
          </Button>
        )}
      </Card>
      <Link to={`${BASE}/package-order-detail?orderId=${order.orderId}`}>{t('travelPass.orderTitle')}</Link>
    </>
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
