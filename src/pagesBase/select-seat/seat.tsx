import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatedPassengers } from '../../../machines/date-change.machine';
import { formatMoney } from '../../app/format';
import { Loading } from '../../components/Loading';
import { SeatRows } from '../../pagesBook/select-seat/SeatRows';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { useChange } from '../change-parts';
import '../../pagesBook/booking.css';
import { StepFailure } from '../../components/flow-steps';

/** The seat map of one new flight: a seat for each changing passenger (infants sit on a lap). */
export default function ChangeSeatMapPage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state, send } = change;
  const { seatMap, seatSegment, seats, view } = state.context;
  const seated = seatedPassengers(state.context);
  const [current, setCurrent] = useState(seated[0]?.psgId ?? 0);
  const money = (n: number) => (n > 0 ? formatMoney(n, view?.currency ?? 'HKD') : t('seat.free'));
  const nameOf = (psgId: number) => {
    const p = view?.passengers.find((x) => x.psgId === psgId);
    return p ? `${p.lastName} ${p.firstName}` : '';
  };
  return (
    <>
      <strong data-testid="seat-map-flight">{seatMap?.flightNo}</strong>
      <div className="chips" role="radiogroup" aria-label={t('seat.passenger')}>
        {seated.map((p) => (
          <button key={p.psgId} type="button" role="radio" aria-checked={current === p.psgId} className={current === p.psgId ? 'chip selected' : 'chip'} onClick={() => setCurrent(p.psgId)}>
            {nameOf(p.psgId)}
          </button>
        ))}
      </div>
      <StepFailure flow={change} />
      {state.matches({ seats: { map: 'loading' } }) && <Loading />}
      {seatMap && state.matches({ seats: { map: 'choosing' } }) && (
        <SeatRows map={seatMap} segmentIndex={seatSegment} seats={seats} current={current} nameOf={nameOf} money={money} canPick={(pick) => state.can(pick)} onPick={(pick) => send(pick)} />
      )}
      <BottomBar label={t('changeDate.title')} total="">
        <Button variant="primary" onPress={() => send({ type: 'back' })}>
          {t('seat.done')}
        </Button>
      </BottomBar>
    </>
  );
}
