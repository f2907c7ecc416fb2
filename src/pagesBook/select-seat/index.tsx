import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { Loading } from '../../components/Loading';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { StepFailure } from '../StepFailure';

/** The seat map of each segment: legend, exit rows, previous and next segment, one seat per passenger. */
export default function SelectSeatPage() {
  const { t } = useTranslation();
  const view = useBookingFlow((s) => ({
    loading: s.matches({ seats: 'loading' }),
    busy: s.matches('confirmingSeats'),
    // The map kept is the last one loaded: while another segment's loads or failed to, it is not this one's.
    map: s.matches({ seats: 'loading' }) || s.matches({ seats: 'loadFailed' }) ? null : s.context.seatMap,
    segmentIndex: s.context.seatSegment,
    segmentCount: s.context.legs.flatMap((l) => l.option.segments).length,
    passengers: s.context.passengers,
    seats: s.context.seats,
    currency: s.context.search?.currency ?? 'HKD',
    can: s.can.bind(s),
  }));
  const seated = view.passengers.map((p, i) => ({ p, i })).filter(({ p }) => p.type !== 'INF');
  const [current, setCurrent] = useState(seated[0]?.i ?? 0);
  const seatOf = (passengerIndex: number) => view.seats.find((s) => s.segmentIndex === view.segmentIndex && s.passengerIndex === passengerIndex)?.seatNo;
  const ownSeat = (seatNo: string) => view.seats.find((s) => s.segmentIndex === view.segmentIndex && s.seatNo === seatNo);
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
      <ul className="legend">
        {['extraLegroom', 'preferred', 'occupied', 'companion', 'available', 'selected'].map((k) => (
          <li key={k}>
            <span className={`seat ${k}`} aria-hidden="true" /> {t(`seat.legend.${k}`)}
          </li>
        ))}
      </ul>
      <StepFailure step="seats" />
      {view.loading && <Loading />}
      {view.map?.cabins.map((cabin) => (
          <div key={cabin.cabin} className="seat-map" role="grid">
            {cabin.rows.map((row) => (
              <div key={row.row} className={row.exit ? 'seat-row exit' : 'seat-row'} role="row">
                <span className="row-no">{row.row}</span>
                {cabin.columns.map((column, c) => {
                  if (column === '') return <span key={`aisle${c}`} className="aisle" />;
                  const seat = row.seats.find((s) => s.column === column);
                  if (!seat) return <span key={column} className="seat none" />;
                  const mine = ownSeat(seat.seatNo);
                  const state = mine ? (mine.passengerIndex === current ? 'selected' : 'companion') : seat.state === 'available' ? seat.kind : 'occupied';
                  const pick = { type: 'seat.pick', seat: { segmentIndex: view.segmentIndex, passengerIndex: current, seatNo: seat.seatNo } } as const;
                  return (
                    <button
                      key={seat.seatNo}
                      type="button"
                      role="gridcell"
                      className={`seat ${state}`}
                      aria-label={`${seat.seatNo}${row.exit ? ` ${t('seat.exitRow')}` : ''} ${seat.price > 0 ? formatMoney(seat.price, view.currency) : ''}`}
                      disabled={seat.state !== 'available' || !view.can(pick)}
                      onClick={() => bookingActor.send(pick)}
                    >
                      {seat.column}
                    </button>
                  );
                })}
                {row.exit && <span className="exit-mark">{t('seat.exit')}</span>}
              </div>
            ))}
          </div>
      ))}
      <div className="sticky-actions">
        <button type="button" disabled={!view.can({ type: 'seats.skip' })} onClick={() => bookingActor.send({ type: 'seats.skip' })}>
          {t('seat.skip')}
        </button>
        <button type="button" className="primary" disabled={!view.can({ type: 'seats.submit' })} onClick={() => bookingActor.send({ type: 'seats.submit' })}>
          {view.busy ? t('notice.submitting') : t('book.continue')}
        </button>
      </div>
    </>
  );
}
