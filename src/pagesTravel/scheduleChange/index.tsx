import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import type { PageProps } from '../../page-props';
import { TripLines } from '../../pagesMy/order/order-parts';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { AddOnFates } from './parts';
import { useScheduleChange } from './schedule-change-actor';
import '../../pagesMy/order/order.css';
import { StepFailure } from '../../components/flow-steps';

/** Verify: the flight as booked and as it now runs, the passengers and their add-ons; keep the new time or choose another flight. */
export default function ScheduleChangePage({ query }: PageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useScheduleChange(query);
  const { state, send } = change;
  const { verified, error } = state.context;

  if (state.matches('missingOrder')) return <EmptyState title={t('refund.orderNotFound')} />;
  if (state.matches('nothingToHandle')) return <EmptyState title={t('scheduleChange.nothingTitle')}>{errorText(error)}</EmptyState>;
  if (state.matches('verifyFailed')) return <Failed error={error} onRetry={() => send({ type: 'retry' })} />;
  if (state.matches('expired'))
    return (
      <EmptyState title={errorText(error) ?? t('scheduleChange.expired')} role="alertdialog" action={<Button variant="primary" onPress={() => send({ type: 'restart' })}>{t('scheduleChange.restart')}</Button>}>
        {t('scheduleChange.expired')}
      </EmptyState>
    );
  if (!verified || !(state.matches('view') || state.matches('querying'))) return <Loading />;

  return (
    <div className="order-detail">
      <p className="form-error" role="alert" data-testid="schedule-change-kind">
        {t(`scheduleChange.kind.${verified.kind}`)}
      </p>
      <Card title={t('scheduleChange.booked')}>
        <TripLines segments={verified.changeBeforeFlightList} />
      </Card>
      {verified.changedFlight && (
        <Card title={t('scheduleChange.now')}>
          <TripLines segments={[verified.changedFlight]} />
        </Card>
      )}
      <Card title={t('scheduleChange.passengers')}>
        <ul className="order-addon-list">
          {verified.changeBeforePassengerList.map((p) => (
            <li key={p.psgId}>
              {p.lastName} {p.firstName}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('scheduleChange.addOns')}>
        <AddOnFates addOns={verified.auxiliaryList} passengers={verified.changeBeforePassengerList} />
        <p className="muted">{t('scheduleChange.addOnRule')}</p>
      </Card>
      <StepFailure flow={change} />
      <BottomBar label={t('scheduleChange.title')} total="">
        {verified.canAccept && (
          <Button isDisabled={!state.can({ type: 'accept' })} onPress={() => send({ type: 'accept' })}>
            {t('scheduleChange.accept')}
          </Button>
        )}
        <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'flights.query' })} onPress={() => send({ type: 'flights.query' })}>
          {t('scheduleChange.chooseFlight')}
        </Button>
      </BottomBar>
    </div>
  );
}
