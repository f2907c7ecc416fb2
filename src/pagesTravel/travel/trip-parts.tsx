import { useTranslation } from 'react-i18next';
import type { TripSegment } from '../../../services/schemas/trip';

export const tripDetailPath = (orderId: number) => `/pagesTravel/pages/travel/detail?orderId=${orderId}`;

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

/** Where the flight's check-in window stands at `now`: how long until it opens, or until it closes, or closed. */
export function checkInWindowAt(segment: Pick<TripSegment, 'checkInOpensAt' | 'checkInClosesAt' | 'status'>, now: number): { stage: 'BEFORE' | 'OPEN' | 'CLOSED'; ms: number } {
  const opens = Date.parse(segment.checkInOpensAt);
  const closes = Date.parse(segment.checkInClosesAt);
  if (segment.status === 'CANCELLED' || now >= closes) return { stage: 'CLOSED', ms: 0 };
  return now < opens ? { stage: 'BEFORE', ms: opens - now } : { stage: 'OPEN', ms: closes - now };
}

/** When online check-in opens or closes for the flight, counted down on the server's clock. */
export function CheckInCountdown({ segment, now }: { segment: Pick<TripSegment, 'checkInOpensAt' | 'checkInClosesAt' | 'status'>; now: number }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const { stage, ms } = checkInWindowAt(segment, now);
  const text = stage === 'BEFORE' ? t('trip.checkInOpensIn', { time: duration(ms) }) : stage === 'OPEN' ? t('trip.checkInClosesIn', { time: duration(ms) }) : t('trip.checkInClosed');
  return (
    <p className="muted" data-testid="check-in-countdown" role="timer" aria-live="off">
      {text}
    </p>
  );
}

/** The delay's estimated departure in the airport's local time: shifted as the scheduled time is from UTC. */
export function estimatedLocal(segment: Pick<TripSegment, 'estDepAt' | 'depAt' | 'depLocal'>): string | null {
  if (!segment.estDepAt) return null;
  const offset = Date.parse(`${segment.depLocal.replace(' ', 'T')}:00Z`) - Date.parse(segment.depAt);
  return new Date(Date.parse(segment.estDepAt) + offset).toISOString().slice(0, 16).replace('T', ' ');
}

export function SegmentStatusTag({ segment }: { segment: TripSegment }) {
  const { t } = useTranslation();
  return (
    <span className="tag" data-testid="segment-status">
      {t(`trip.status.${segment.status}`)}
    </span>
  );
}
