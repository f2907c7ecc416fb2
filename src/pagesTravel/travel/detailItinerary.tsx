import { useTranslation } from 'react-i18next';
import { tripDetail } from '../../../services/trip';
import { useLoad } from '../../app/hooks';
import type { PageProps } from '../../page-props';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { checkInTimesOf, estimatedLocal, SegmentStatusTag } from './trip-parts';
import { CheckInCountdown } from '../../components/CheckInCountdown';
import type { TripDetail } from '../../../services/schemas/trip';
import { DepartureTime } from '../../components/DepartureTime';
import { formatDateTime } from '../../app/format';

/** One flight of a trip in full: times at each airport, a delay's estimate, the aircraft, the distance and the check-in window. */
export default function DetailItineraryPage({ query }: PageProps) {
  const trip = useLoad((signal) => tripDetail(Number(query.orderId), signal));
  if (trip.loading) return <Loading />;
  if (!trip.data) return <Failed error={trip.error} onRetry={trip.reload} />;
  return <Flight trip={trip.data} segmentIndex={Number(query.segmentIndex ?? 0)} />;
}

function Flight({ trip, segmentIndex }: { trip: TripDetail; segmentIndex: number }) {
  const { t } = useTranslation();
  const segment = trip.segments[segmentIndex] ?? trip.segments[0]!;
  const estimated = estimatedLocal(segment);
  return (
    <Card
      title={
        <>
          {segment.flightNo} {segment.depAirport} → {segment.arrAirport}
        </>
      }
      action={<SegmentStatusTag segment={segment} />}
    >
      <dl>
        <dt>{t('trip.reference')}</dt>
        <dd>{trip.pnr}</dd>
        <dt>{t('trip.departs')}</dt>
        <dd>
          <DepartureTime segment={segment} /> {segment.depAirport}
        </dd>
        {estimated && (
          <>
            <dt>{t('trip.estimatedLabel')}</dt>
            <dd>{formatDateTime(estimated)}</dd>
          </>
        )}
        <dt>{t('trip.arrives')}</dt>
        <dd>
          <time dateTime={segment.arrLocal.replace(' ', 'T')}>{formatDateTime(segment.arrLocal)}</time> {segment.arrAirport}
        </dd>
        <dt>{t('trip.duration')}</dt>
        <dd>{t('trip.minutes', { hours: Math.floor(segment.durationMin / 60), minutes: segment.durationMin % 60 })}</dd>
        <dt>{t('trip.aircraft')}</dt>
        <dd>{segment.aircraftName}</dd>
      </dl>
      {segment.status !== 'FLOWN' && <CheckInCountdown times={checkInTimesOf(segment)} />}
    </Card>
  );
}
