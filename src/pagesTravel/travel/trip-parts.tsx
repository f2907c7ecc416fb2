import { useTranslation } from 'react-i18next';
import type { TripSegment } from '../../../services/schemas/trip';
import type { CheckInTimes } from '../../components/CheckInCountdown';

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

export function SegmentStatusTag({ segment }: { segment: TripSegment }) {
  const { t } = useTranslation();
  return (
    <span className="tag" data-testid="segment-status">
      {t(`trip.status.${segment.status}`)}
    </span>
  );
}
