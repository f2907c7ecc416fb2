import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSegment } from '../../../services/schemas/trip';

export const tripDetailPath = (orderId: number) => `/pagesTravel/pages/travel/detail?orderId=${orderId}`;

/** The server's time now, ticking each second: the answer's serverTime plus the time since it arrived, so a phone's wrong clock does not matter. */
export function useServerNow(serverTime: string): number {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
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

/** When online check-in opens or closes for the flight, counted down on the server's clock. */
export function CheckInCountdown({ segment, now }: { segment: TripSegment; now: number }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const opens = Date.parse(segment.checkInOpensAt);
  const closes = Date.parse(segment.checkInClosesAt);
  const text = now < opens ? t('trip.checkInOpensIn', { time: duration(opens - now) }) : now < closes ? t('trip.checkInClosesIn', { time: duration(closes - now) }) : t('trip.checkInClosed');
  return (
    <p className="muted" data-testid="check-in-countdown" role="timer" aria-live="off">
      {text}
    </p>
  );
}

/** True while online check-in is open for the flight. */
export const checkInOpen = (segment: TripSegment, now: number) =>
  segment.status !== 'CANCELLED' && now >= Date.parse(segment.checkInOpensAt) && now < Date.parse(segment.checkInClosesAt);

export function SegmentStatusTag({ segment }: { segment: TripSegment }) {
  const { t } = useTranslation();
  return (
    <span className="tag" data-testid="segment-status">
      {t(`trip.status.${segment.status}`)}
    </span>
  );
}
