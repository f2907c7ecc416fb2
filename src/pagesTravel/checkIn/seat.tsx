import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkingIn } from '../../../machines/check-in.machine';
import { Loading } from '../../components/Loading';
import { ExitRowQuestion, ExitRowRefused } from '../../pagesBook/select-seat/ExitRow';
import { SeatRows, type SeatPick } from '../../pagesBook/select-seat/SeatRows';
import { useCheckIn } from './check-in-actor';

import '../../pagesBook/booking.css';
import './check-in.css';
import { StepBar, StepFailure } from '../../components/flow-steps';

/** Seat: the aircraft's seat map, seats others hold taken, one seat for each passenger checking in (free at check-in). */
export default function CheckInSeatPage() {
  const { t, i18n } = useTranslation();
  const flow = useCheckIn();
  const { state, send } = flow;
  const { seatMap, seats, exitRowSeat, refusedSeat } = state.context;
  const seated = checkingIn(state.context).filter((p) => p.type !== 'INF');
  const [current, setCurrent] = useState(seated[0]?.psgId ?? 0);
  if (!seatMap) return <Loading />;
  const nameOf = (psgId: number) => {
    const p = seated.find((x) => x.psgId === psgId);
    return p ? `${p.lastName} ${p.firstName}` : '';
  };
  // The booking's seat map, read with the party's own seats free to pick again and each pick made for a passenger.
  const map = {
    segmentIndex: 0,
    flightNo: seatMap.flightNo,
    cabins: seatMap.cabins.map((c) => ({
      ...c,
      rows: c.rows.map((r) => ({ ...r, seats: r.seats.map((s) => ({ ...s, state: s.psgId !== null ? ('available' as const) : s.state, price: 0 })) })),
    })),
  };
  const asPick = (pick: SeatPick) => ({ type: 'seat.pick', seat: { psgId: pick.seat.passengerIndex, seatNo: pick.seat.seatNo } }) as const;
  return (
    <div className="checkin">
      <strong data-testid="seat-map-flight">
        {seatMap.flightNo} · {i18n.language.startsWith('en') ? seatMap.aircraftName : seatMap.aircraft}
      </strong>
      <div className="chips" role="radiogroup" aria-label={t('seat.passenger')}>
        {seated.map((p) => (
          <button key={p.psgId} type="button" role="radio" aria-checked={current === p.psgId} className={current === p.psgId ? 'chip selected' : 'chip'} onClick={() => setCurrent(p.psgId)}>
            {nameOf(p.psgId)} {seats.find((s) => s.psgId === p.psgId)?.seatNo}
          </button>
        ))}
      </div>
      <StepFailure flow={flow} />
      {refusedSeat && <ExitRowRefused seat={refusedSeat} />}
      {exitRowSeat && (
        <ExitRowQuestion seat={exitRowSeat.seatNo} name={nameOf(exitRowSeat.psgId)} onAccept={() => send({ type: 'exitRow.accept' })} onDecline={() => send({ type: 'exitRow.decline' })} />
      )}
      {state.matches('seats') ? (
        <SeatRows
          map={map}
          segmentIndex={0}
          seats={seats.map((s) => ({ segmentIndex: 0, passengerIndex: s.psgId, seatNo: s.seatNo }))}
          current={current}
          nameOf={nameOf}
          money={() => t('seat.free')}
          canPick={(pick) => state.can(asPick(pick))}
          onPick={(pick) => send(asPick(pick))}
        />
      ) : (
        !state.hasTag('failed') && <Loading />
      )}
      <StepBar flow={flow} label={t('checkIn.title')} />
    </div>
  );
}
