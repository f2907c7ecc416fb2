import { useServerNow } from '../../app/use-server-now';
import { useTranslation } from 'react-i18next';
import type { CheckInSegment } from '../../../services/schemas/check-in';
import { DepartureTime } from '../../components/DepartureTime';

/** The flight of the segment checked in for: number, route and local departure. */
export function SegmentLine({ segment }: { segment: CheckInSegment }) {
  return (
    <p className="checkin-segment" data-testid="checkin-segment">
      <strong>{segment.flightNo}</strong> {segment.depAirport} → {segment.arrAirport} · <DepartureTime segment={segment} />
    </p>
  );
}

const split = (ms: number) => ({ hours: Math.floor(ms / 3_600_000), minutes: Math.floor((ms % 3_600_000) / 60_000) });

/** When check-in opens or closes, counted down from the segment's window (the server's instants), once a minute. */
export function WindowCountdown({ segment }: { segment: CheckInSegment }) {
  const { t } = useTranslation();
  const now = useServerNow(30_000);
  // Which side of the window the server's clock is on decides the text; the time left is counted on it too.
  const left = (at: string) => split(Math.max(0, Date.parse(at) - now));
  const text = segment.window === 'BEFORE' ? t('checkIn.opensIn', left(segment.opensAt)) : segment.window === 'OPEN' ? t('checkIn.closesIn', left(segment.closesAt)) : t('checkIn.closed');
  return (
    <span className="tag" data-testid="checkin-window">
      {text}
    </span>
  );
}
