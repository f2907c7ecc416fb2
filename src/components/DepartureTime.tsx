import { Trans } from 'react-i18next';
import type { FlightSegment } from '../../services/schemas/offer';
import { formatDateTime } from '../app/format';

const dateTime = (local: string) => local.replace(' ', 'T');

/** A flight's local departure as it now runs; after the airline retimed it, the time first booked beside it, struck through. */
export function DepartureTime({ segment }: { segment: Pick<FlightSegment, 'depLocal' | 'bookedDepLocal'> }) {
  const booked = segment.bookedDepLocal;
  return (
    <>
      <time dateTime={dateTime(segment.depLocal)}>{formatDateTime(segment.depLocal)}</time>
      {booked && (
        <span className="booked-time" data-testid="booked-time">
          {' '}
          <Trans i18nKey="trip.bookedTime" values={{ time: formatDateTime(booked) }} components={{ booked: <del /> }} />
        </span>
      )}
    </>
  );
}
