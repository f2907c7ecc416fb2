import { useTranslation } from 'react-i18next';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { runningTotal } from '../running-total';
import { StepFailure } from '../StepFailure';
import { TotalBar } from '../TotalBar';
import '../booking.css';

/** The seats step: each segment with the seat of each passenger, opening its seat map; then continue or skip. */
export default function SelectSeatPage() {
  const { t } = useTranslation();
  const view = useBookingFlow((s) => ({
    busy: s.matches('confirmingSeats'),
    segments: s.context.legs.flatMap((l) => l.option.segments),
    passengers: s.context.passengers,
    seats: s.context.seats,
    price: runningTotal(s.context),
    can: s.can.bind(s),
  }));
  const seated = view.passengers.map((p, i) => ({ p, i })).filter(({ p }) => p.type !== 'INF');
  return (
    <>
      <StepFailure step="seats" />
      {view.segments.map((segment, segmentIndex) => (
        <section key={segmentIndex} className="card seat-overview" data-testid={`seat-segment-${segmentIndex}`} aria-labelledby={`seat-segment-${segmentIndex}`}>
          <h3 id={`seat-segment-${segmentIndex}`}>
            {segment.flightNo} · {segment.depAirport} → {segment.arrAirport}
          </h3>
          <div className="rows">
            {seated.map(({ p, i }) => (
              <div key={i}>
                <span>
                  {p.lastName} {p.firstName}
                </span>
                <span className="value">{view.seats.find((s) => s.segmentIndex === segmentIndex && s.passengerIndex === i)?.seatNo ?? t('seat.notChosen')}</span>
              </div>
            ))}
          </div>
          <button
            type="button"
            className="block"
            disabled={!view.can({ type: 'seat.segment', segmentIndex })}
            onClick={() => bookingActor.send({ type: 'seat.segment', segmentIndex })}
          >
            {t('seat.choose')}
          </button>
        </section>
      ))}
      <TotalBar price={view.price}>
        <button type="button" disabled={!view.can({ type: 'seats.skip' })} onClick={() => bookingActor.send({ type: 'seats.skip' })}>
          {t('seat.skip')}
        </button>
        <button type="button" className="primary" disabled={!view.can({ type: 'seats.submit' })} onClick={() => bookingActor.send({ type: 'seats.submit' })}>
          {view.busy ? t('notice.submitting') : t('book.continue')}
        </button>
      </TotalBar>
    </>
  );
}
