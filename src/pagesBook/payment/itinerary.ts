import ical from 'ical-generator';
import { useEffect, useMemo } from 'react';
import type { FlightSegment } from '../../../services/schemas/offer';
import type { OrderDetail } from '../../../services/schemas/order';
import { asUtc } from '../../app/format';
export { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_HOURS } from '../../../services/schemas/check-in';
import { CHECK_IN_OPENS_HOURS } from '../../../services/schemas/check-in';

type Segment = Pick<FlightSegment, 'flightNo' | 'depAirport' | 'arrAirport' | 'depAt' | 'arrAt'>;

/** When online check-in opens for a flight, in the departure airport's local time ('YYYY-MM-DD HH:mm'). */
export function checkInOpens(segment: Pick<OrderDetail['segments'][number], 'depLocal'>): string {
  return new Date(asUtc(segment.depLocal).getTime() - CHECK_IN_OPENS_HOURS * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** An iCalendar file with one event per flight of the trip. */
export function calendarOf<S extends Segment>(trip: { pnr: string | null; segments: S[] }, summaryOf: (segment: S) => string, description: string): string {
  const calendar = ical({ prodId: { company: 'Fortune Wings', product: 'booking' } });
  trip.segments.forEach((s, i) =>
    calendar.createEvent({
      id: `${trip.pnr}-${i}@fortune-wings`,
      start: new Date(s.depAt),
      end: new Date(s.arrAt),
      summary: summaryOf(s),
      location: s.depAirport,
      description,
    }),
  );
  return calendar.toString();
}

/** The trip's flights as an .ics file's address to download (`<a download>`), let go when the page leaves. */
export function useCalendarUrl(trip: { pnr: string | null; segments: Segment[] }, description: string): string {
  const url = useMemo(() => {
    const ics = calendarOf(trip, (s) => `${s.flightNo} ${s.depAirport} → ${s.arrAirport}`, description);
    return URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  }, [trip, description]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}
