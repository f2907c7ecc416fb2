import { useTranslation } from 'react-i18next';
import { newSegments } from '../../../machines/date-change.machine';
import { Loading } from '../../components/Loading';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useChange } from '../change-parts';
import { StepFailure } from '../../components/flow-steps';

/** Seats on the new flights: the ones chosen so far, choose them per flight, or go on without. */
export default function ChangeSeatsPage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state, send } = change;
  const { view, seats } = state.context;
  if (!view) return <Loading />;
  const segments = newSegments(state.context);
  const nameOf = (psgId: number) => view.passengers.find((p) => p.psgId === psgId);
  return (
    <>
      <Card title={t('changeDate.seatsTitle')}>
        <p className="muted">{t('changeDate.seatsNote')}</p>
        {seats.length === 0 ? (
          <p>{t('changeDate.noSeats')}</p>
        ) : (
          <ul className="order-addon-list">
            {seats.map((s) => (
              <li key={`${s.segmentIndex}-${s.passengerIndex}`}>
                {segments[s.segmentIndex]?.flightNo} · {nameOf(s.passengerIndex)?.lastName} {nameOf(s.passengerIndex)?.firstName} · {s.seatNo}
              </li>
            ))}
          </ul>
        )}
        <Button onPress={() => send({ type: 'seats.travel' })} isDisabled={!state.can({ type: 'seats.travel' })}>
          {t('changeDate.chooseSeats')}
        </Button>
      </Card>
      <StepFailure flow={change} />
      <BottomBar label={t('changeDate.title')} total="">
        <Button busy={state.matches('seatConfirm')} isDisabled={state.hasTag('busy')} onPress={() => send({ type: 'seats.skip' })}>
          {t('changeDate.skipSeats')}
        </Button>
        <Button variant="primary" isDisabled={!state.can({ type: 'seats.submit' }) || state.hasTag('busy')} onPress={() => send({ type: 'seats.submit' })}>
          {t('changeDate.confirmSeats')}
        </Button>
      </BottomBar>
    </>
  );
}
