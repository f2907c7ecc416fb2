import { useTranslation } from 'react-i18next';
import type { FlightOption } from '../../services/schemas/offer';
import { usePlaceName } from '../app/place-names';

/** Times, airports, duration and stops of one flight option. */
export function FlightSummary({ option }: { option: FlightOption }) {
  const { t, i18n } = useTranslation();
  const placeName = usePlaceName();
  const first = option.segments[0]!;
  const last = option.segments[option.segments.length - 1]!;
  const dayShift = last.arrLocal.slice(0, 10) > first.depLocal.slice(0, 10) ? '+1' : '';
  return (
    <div className="flight-summary">
      <div className="times">
        <strong>{first.depLocal.slice(11)}</strong>
        <span className="muted">{placeName(first.depAirport)}</span>
      </div>
      <div className="middle">
        <span className="muted">{t('format.duration', { h: Math.floor(option.durationMin / 60), m: String(option.durationMin % 60).padStart(2, '0') })}</span>
        <span className="stops">{option.stops === 0 ? t('results.direct') : t('results.transit', { airports: new Intl.ListFormat(i18n.language).format(option.transit.map(placeName)) })}</span>
        <span className="muted">{option.segments.map((s) => s.flightNo).join(' · ')}</span>
      </div>
      <div className="times">
        <strong>
          {last.arrLocal.slice(11)}
          {dayShift && <sup>{dayShift}</sup>}
        </strong>
        <span className="muted">{placeName(last.arrAirport)}</span>
      </div>
    </div>
  );
}
