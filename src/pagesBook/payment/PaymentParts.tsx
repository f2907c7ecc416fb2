import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { providerReasonKey } from '../../../services/schemas/payment';
import { useErrorText } from '../../app/hooks';
import { formatMoney, formatTime } from '../../app/format';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { FormError } from '../../components/FormError';
import { usePaymentCountdown, type PaymentSnapshot } from './payment-actor';
import type { PaymentPage } from './payment-address';
import './payment.css';

type Countdown = ReturnType<typeof usePaymentCountdown>;

export const clock = (ms: number) => `${String(Math.floor(ms / 60_000)).padStart(2, '0')}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/**
 * A payment page: the countdown of its order, what every payment page shows alike while the order is
 * not to be paid (`busy` while it loads), else the summary above the page's own part.
 */
export function PaymentFrame({ page, query, busy, children }: { page: Exclude<PaymentPage, 'result'>; query: Record<string, string>; busy?: ReactNode; children: (countdown: Countdown) => ReactNode }) {
  const countdown = usePaymentCountdown(page, query);
  const outcome = paymentOutcome(countdown, busy);
  if (outcome) return outcome;
  return (
    <>
      <PaymentSummary snapshot={countdown.snapshot} />
      {children(countdown)}
    </>
  );
}

/** What a payment under way waits on, said as it changes: the provider being reached while the payment starts, its page opening, then its result. */
export function PaymentProgress({ snapshot }: Countdown) {
  const { t } = useTranslation();
  const text = snapshot.matches('starting')
    ? t(`payment.progress.connecting.${snapshot.context.provider}`)
    : snapshot.matches({ handOff: 'opening' })
      ? t('payment.web.opening')
      : snapshot.matches({ handOff: 'waiting' })
        ? t('payment.progress.waiting')
        : null;
  return (
    <p className="payment-checking" role="status" data-testid="payment-progress">
      {text && <span className="spinner" aria-hidden="true" />}
      {text}
    </p>
  );
}

/** The way back from a started payment to choosing another method. */
export function CancelPayment({ snapshot, send, children }: Countdown & { children: ReactNode }) {
  return (
    <button type="button" className="block" disabled={!snapshot.can({ type: 'pay.cancel' })} onClick={() => send({ type: 'pay.cancel' })}>
      {children}
    </button>
  );
}

/**
 * What every payment page shows alike while the order loads, when it did not load, once the time
 * to pay ran out, or, given `busy`, while the payment is taken up again: null otherwise.
 */
function paymentOutcome({ snapshot, send }: Countdown, busy: ReactNode = <Loading />): ReactNode {
  if (snapshot.matches('loading') || snapshot.matches('resuming') || snapshot.matches('paid')) return busy;
  if (snapshot.matches('failed')) {
    return (
      <div className="empty">
        <Failed error={snapshot.context.error} onRetry={() => send({ type: 'retry' })} canRetry={snapshot.can({ type: 'retry' })} />
      </div>
    );
  }
  if (snapshot.matches('expired')) return <Expired />;
  return null;
}

function Expired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="empty" data-testid="payment-expired">
      <p>{t('payment.expired')}</p>
      <button type="button" className="primary" onClick={() => navigate('/pages/home/index', { replace: true })}>
        {t('payment.searchAgain')}
      </button>
    </div>
  );
}

/**
 * The time left by the server's clock, the order and the amount to pay. While the provider's page
 * has the payment the countdown stands still, so the deadline is shown instead.
 */
function PaymentSummary({ snapshot }: { snapshot: PaymentSnapshot }) {
  const { t } = useTranslation();
  const { order, remainingMs } = snapshot.context;
  const deadline = order && formatTime(order.paymentDeadline);
  return (
    <div className="card countdown">
      {snapshot.matches('handOff') ? (
        <p>{t('payment.payBefore', { time: deadline })}</p>
      ) : (
        <>
          <p className="muted">{t('payment.timeLeft')}</p>
          <strong data-testid="countdown">{clock(remainingMs)}</strong>
        </>
      )}
      {order && (
        <p data-testid="amount">
          {t('payment.amount')} <b>{formatMoney(order.amountDue, order.currency)}</b>
        </p>
      )}
      <p className="muted">{t('payment.orderNo', { no: order?.orderNo })}</p>
    </div>
  );
}

/** A failure to start a payment (with Retry), or a declined payment and the provider's reason. */
export function PaymentError({ snapshot, send }: Countdown) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { error } = snapshot.context;
  if (snapshot.hasTag('failed')) return <Failed error={error} onRetry={() => send({ type: 'retry' })} canRetry={snapshot.can({ type: 'retry' })} />;
  if (error?.code !== 'declined') return <FormError message={error ? errorText(error) : null} />;
  return (
    <div className="form-error" role="alert" data-testid="payment-declined">
      <p>{t('payment.declined')}</p>
      <p>{t('payment.reason', { reason: t(providerReasonKey(error.msg)) })}</p>
    </div>
  );
}
