import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { Loading } from '../../components/Loading';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { runningTotal } from '../running-total';
import { StepFailure } from '../StepFailure';
import { ExitRowRefused } from './ExitRow';
import { SeatRows } from './SeatRows';
import { TotalBar } from '../TotalBar';
import '../booking.css';

const legendKinds = ['extraLegroom', 'preferred', 'available', 'occupied', 'companion', 'selected'] as const;
/** The seat kind each priced legend entry stands for. */
const kindOf: Partial<Record<(typeof legendKinds)[number], string>> = { extraLegroom: 'extraLegroom', preferred: 'preferred', available: 'standard' };

/**
 * The seat map of one segment: a seat for each passenger, with previous and next segment. Each seat
 * is a button in row order whose name says row, letter, kind, price and state; an exit-row seat
 * the passenger may not take is refused at the pick with one message.
 */
export default function SeatMapPage() {
  const { t } = useTranslation();
  const view = useBookingFlow(
    (s) => ({
      loading: s.matches({ seats: { map: 'loading' } }),
      // The map kept is the last one loaded: while another segment's loads or failed to, it is not this one's.
      map: s.matches({ seats: { map: 'choosing' } }) ? s.context.seatMap : null,
      segmentIndex: s.context.seatSegment,
      segmentCount: s.context.legs.flatMap((l) => l.option.segments).length,
      passengers: s.context.passengers,
      seats: s.context.seats,
      refusedSeat: s.context.refusedSeat,
      currency: s.context.search?.currency ?? 'HKD',
      price: runningTotal(s.context),
      can: s.can.bind(s),
    }),
    { opens: { type: 'seat.segment', segmentIndex: bookingActor.getSnapshot().context.seatSegment } },
  );
  const seated = view.passengers.map((p, i) => ({ p, i })).filter(({ p }) => p.type !== 'INF');
  const [current, setCurrent] = useState(seated[0]?.i ?? 0);
  const money = (n: number) => (n > 0 ? formatMoney(n, view.currency) : t('seat.free'));
  const seatOf = (passengerIndex: number) => view.seats.find((s) => s.segmentIndex === view.segmentIndex && s.passengerIndex === passengerIndex)?.seatNo;
  const allSeats = view.map?.cabins.flatMap((c) => c.rows.flatMap((r) => r.seats)) ?? [];
  const priceOfKind = (kind: string | undefined) => {
    const prices = allSeats.filter((s) => s.kind === kind).map((s) => s.price);
    return prices.length ? money(Math.min(...prices)) : null;
  };
  const segmentButton = (i: number, label: string) => (
    <button type="button" disabled={i < 0 || i >= view.segmentCount || !view.can({ type: 'seat.segment', segmentIndex: i })} onClick={() => bookingActor.send({ type: 'seat.segment', segmentIndex: i })}>
      {label}
    </button>
  );

  return (
    <>
      <div className="segment-nav">
        {segmentButton(view.segmentIndex - 1, t('seat.previous'))}
        <strong data-testid="seat-map-flight">{view.map?.flightNo}</strong>
        {segmentButton(view.segmentIndex + 1, t('seat.next'))}
      </div>
      <div className="chips" role="radiogroup" aria-label={t('seat.passenger')}>
        {seated.map(({ p, i }) => (
          <button key={i} type="button" role="radio" aria-checked={current === i} className={current === i ? 'chip selected' : 'chip'} onClick={() => setCurrent(i)}>
            {p.lastName} {p.firstName} {seatOf(i) ? `· ${seatOf(i)}` : ''}
          </button>
        ))}
      </div>
      <ul className="seat-legend">
        {legendKinds.map((k) => (
          <li key={k}>
            <span className={`seat ${k}`} aria-hidden="true" />
            <span>
              {t(`seat.legend.${k}`)}
              {kindOf[k] && priceOfKind(kindOf[k]) && ` · ${priceOfKind(kindOf[k])}`}
            </span>
          </li>
        ))}
      </ul>
      <StepFailure step={{ seats: 'map' }} />
      {view.refusedSeat && <ExitRowRefused seat={view.refusedSeat} />}
      {view.loading && <Loading />}
      {view.map && (
        <SeatRows
          map={view.map}
          segmentIndex={view.segmentIndex}
          seats={view.seats}
          current={current}
          nameOf={(i) => `${view.passengers[i]?.lastName} ${view.passengers[i]?.firstName}`}
          money={money}
          canPick={(pick) => view.can(pick)}
          onPick={(pick) => bookingActor.send(pick)}
        />
      )}
      <TotalBar price={view.price}>
        <button type="button" className="primary" onClick={() => bookingActor.send({ type: 'back' })}>
          {t('seat.done')}
        </button>
      </TotalBar>
    </>
  );
}
