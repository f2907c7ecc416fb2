import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading';
import { TripLines } from '../../pagesMy/order/order-parts';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { AddOnFates } from './parts';
import { useScheduleChange } from './schedule-change-actor';
import '../../pagesMy/order/order.css';
import { StepFailure } from '../../components/flow-steps';

/** The new flight (or the retimed flight kept), what happens to each add-on, and the submit. */
export default function ScheduleChangeReviewPage() {
  const { t } = useTranslation();
  const change = useScheduleChange();
  const { state, send } = change;
  const { verified, choice } = state.context;
  if (!verified) return <Loading />;
  const kept = verified.changedFlight;
  return (
    <div className="order-detail">
      {choice ? (
        <Card title={t('scheduleChange.newFlight')}>
          <TripLines segments={[choice.flight]} />
        </Card>
      ) : (
        kept && (
          <Card title={t('scheduleChange.now')}>
            <p>{t('scheduleChange.acceptReview', { flightNo: kept.flightNo })}</p>
            <TripLines segments={[kept]} />
          </Card>
        )
      )}
      <Card title={t('scheduleChange.addOns')}>
        <AddOnFates addOns={choice?.auxiliaryList ?? verified.auxiliaryList} passengers={verified.changeBeforePassengerList} />
      </Card>
      <StepFailure flow={change} />
      <BottomBar label={t('scheduleChange.reviewTitle')} total="">
        <Button onPress={() => send({ type: 'back' })} isDisabled={!state.can({ type: 'back' })}>
          {t('common.back')}
        </Button>
        <Button variant="primary" busy={state.hasTag('busy')} isDisabled={!state.can({ type: 'submit' })} onPress={() => send({ type: 'submit' })}>
          {t('scheduleChange.confirm')}
        </Button>
      </BottomBar>
    </div>
  );
}
