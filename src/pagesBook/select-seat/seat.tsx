import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { Loading } from '../../components/Loading';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { runningTotal } from '../running-total';
import { StepFailure } from '../StepFailure';
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
  const ownSeat = (seatNo: string) => view.seats.find((s) => s.segmentIndex === view.segmentIndex && s.seatNo === seatNo);
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
      {view.refusedSeat && (
        <p role="alert" className="form-error seat-message">
          {t('seat.exitRowRefused', { seat: view.refusedSeat })}
        </p>
      )}
      {view.loading && <Loading />}
      {view.map?.cabins.map((cabin) => (
        <div key={cabin.cabin} className="seat-rows">
          {cabin.rows.map((row) => (
            <div key={row.row} className={row.exit ? 'seat-row exit' : 'seat-row'} role="group" aria-label={row.exit ? `${t('seat.row', { row: row.row })}, ${t('seat.exitRow')}` : t('seat.row', { row: row.row })}>
              <span className="row-no" aria-hidden="true">
                {row.row}
              </span>
              {cabin.columns.map((column, c) => {
                if (column === '') return <span key={`aisle${c}`} className="aisle" />;
                const seat = row.seats.find((s) => s.column === column);
                if (!seat) return <span key={column} className="seat none" />;
                const mine = ownSeat(seat.seatNo);
                const state = mine ? (mine.passengerIndex === current ? 'selected' : 'companion') : seat.state === 'available' ? seat.kind : 'occupied';
                const pick = { type: 'seat.pick', seat: { segmentIndex: view.segmentIndex, passengerIndex: current, seatNo: seat.seatNo } } as const;
                const kind = [t(`seat.kind.${seat.kind}`), ...(row.exit ? [t('seat.exitRow')] : [])].join(', ');
                const stateName = mine ? t(`seat.state.${state}`, { name: `${view.passengers[mine.passengerIndex]?.lastName} ${view.passengers[mine.passengerIndex]?.firstName}` }) : t(`seat.state.${seat.state}`);
                return (
                  <button
                    key={seat.seatNo}
                    type="button"
                    className={`seat ${state}`}
                    aria-label={t('seat.name', { row: row.row, letter: seat.column, kind, price: money(seat.price), state: stateName })}
                    disabled={seat.state !== 'available' || !view.can(pick)}
                    // The price is drawn from this attribute: the visible letter alone is part of the seat's name.
                    data-price={seat.price > 0 ? seat.price.toLocaleString('en-US') : undefined}
                    onClick={() => bookingActor.send(pick)}
                  >
                    {seat.column}
                  </button>
                );
              })}
              <span className="exit-mark" aria-hidden="true">
                {row.exit && t('seat.exit')}
              </span>
            </div>
          ))}
        </div>
      ))}
      <TotalBar price={view.price}>
        <button type="button" className="primary" onClick={() => bookingActor.send({ type: 'back' })}>
          {t('seat.done')}
        </button>
      </TotalBar>
    </>
  );
}
