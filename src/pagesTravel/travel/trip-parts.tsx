import { useTranslation } from 'react-i18next';
import type { SegmentStatus, TripSegment } from '../../../services/schemas/trip';
import { useServerNow } from '../../app/use-server-now';
import type { CheckInTimes } from '../../components/CheckInCountdown';
import { StatusPill, type StatusTone } from '../../ui/StatusPill';

export const tripDetailPath = (orderId: number) => `/pagesTravel/pages/travel/detail?orderId=${orderId}`;

/** A trip segment's check-in window and departure, as the countdown reads them. */
export const checkInTimesOf = (segment: Pick<TripSegment, 'checkInOpensAt' | 'checkInClosesAt' | 'depAt' | 'status'>): CheckInTimes => ({
  checkInOpensAt: segment.checkInOpensAt,
  checkInClosesAt: segment.checkInClosesAt,
  depAt: segment.depAt,
  cancelled: segment.status === 'CANCELLED',
});

/** The delay's estimated departure in the airport's local time: shifted as the scheduled time is from UTC. */
export function estimatedLocal(segment: Pick<TripSegment, 'estDepAt' | 'depAt' | 'depLocal'>): string | null {
  if (!segment.estDepAt) return null;
  const offset = Date.parse(`${segment.depLocal.replace(' ', 'T')}:00Z`) - Date.parse(segment.depAt);
  return new Date(Date.parse(segment.estDepAt) + offset).toISOString().slice(0, 16).replace('T', ' ');
}

const toneOf: Record<SegmentStatus, StatusTone> = {
  SCHEDULED: 'positive',
  CHECKED_IN: 'progress',
  DELAYED: 'attention',
  CHANGED: 'attention',
  CANCELLED: 'negative',
  FLOWN: 'neutral',
};

/** A flight's status as the Trip tab and the trip's pages show it: the same words and colour. */
export function SegmentStatusTag({ segment }: { segment: Pick<TripSegment, 'status'> }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={toneOf[segment.status]} data-testid="segment-status">
      {t(`trip.status.${segment.status}`)}
    </StatusPill>
  );
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long until departure in whole units: days from a day on, else hours and minutes; null once departed. */
export function untilDeparture(ms: number): { days: number } | { hours: number; minutes: number } | null {
  if (ms <= 0) return null;
  if (ms >= DAY) return { days: Math.floor(ms / DAY) };
  const minutes = Math.floor(ms / MINUTE);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** 'Departs in 3 days', 'Departs in 5 h 20 min', on the server's clock, told again each minute. */
export function DepartureCountdown({ depAt }: { depAt: string }) {
  const { t } = useTranslation();
  const left = untilDeparture(Date.parse(depAt) - useServerNow(MINUTE));
  if (!left) return null;
  return (
    <p data-testid="departure-countdown" role="timer" aria-live="off">
      {'days' in left ? t('trip.departsInDays', { count: left.days }) : t('trip.departsInTime', { hours: left.hours, minutes: left.minutes })}
    </p>
  );
}
