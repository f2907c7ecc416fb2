import { useTranslation } from 'react-i18next';
import { useServerNow } from '../app/use-server-now';

/** A flight's online check-in window and departure, as ISO instants; a flight the airline cancelled has neither. */
export interface CheckInTimes {
  checkInOpensAt: string;
  checkInClosesAt: string;
  depAt: string;
  cancelled: boolean;
}

/** Where the flight stands at `now`: how long until check-in opens, until it closes, or until departure; or departed. */
export function checkInWindowAt(times: CheckInTimes, now: number): { stage: 'BEFORE' | 'OPEN' | 'CLOSED' | 'DEPARTED'; ms: number } {
  const [opens, closes, departs] = [times.checkInOpensAt, times.checkInClosesAt, times.depAt].map(Date.parse) as [number, number, number];
  if (now >= departs) return { stage: 'DEPARTED', ms: 0 };
  if (times.cancelled || now >= closes) return { stage: 'CLOSED', ms: times.cancelled ? 0 : departs - now };
  return now < opens ? { stage: 'BEFORE', ms: opens - now } : { stage: 'OPEN', ms: closes - now };
}

/** '2 d 03:04:05', or '03:04:05' under a day. */
function useDuration() {
  const { t } = useTranslation();
  return (ms: number) => {
    const seconds = Math.max(0, Math.floor(ms / 1000));
    const days = Math.floor(seconds / 86_400);
    const time = [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60].map((n) => String(n).padStart(2, '0')).join(':');
    return days > 0 ? t('trip.days', { count: days, time }) : time;
  };
}

/**
 * The one countdown of a flight, on the server's clock (a phone's wrong clock does not matter): to
 * check-in opening, then to its close, then to departure. The Trip tab, trip detail and the check-in list show it alike.
 */
export function CheckInCountdown({ times }: { times: CheckInTimes }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const { stage, ms } = checkInWindowAt(times, useServerNow());
  if (stage === 'DEPARTED' || times.cancelled) return null;
  const text = { BEFORE: () => t('trip.checkInOpensIn', { time: duration(ms) }), OPEN: () => t('trip.checkInClosesIn', { time: duration(ms) }), CLOSED: () => t('trip.departsIn', { time: duration(ms) }) }[stage]();
  return (
    <p className="muted" data-testid="check-in-countdown" data-stage={stage} role="timer" aria-live="off">
      {text}
    </p>
  );
}
