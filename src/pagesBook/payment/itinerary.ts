import ical from 'ical-generator';
import { useEffect, useMemo } from 'react';
import type { FlightSegment } from '../../../services/schemas/offer';
import type { OrderDetail } from '../../../services/schemas/order';
export { CHECK_IN_CLOSES_MINUTES, CHECK_IN_OPENS_HOURS } from '../../../services/schemas/check-in';
import { CHECK_IN_OPENS_HOURS } from '../../../services/schemas/check-in';

type Segment = Pick<FlightSegment, 'flightNo' | 'depAirport' | 'arrAirport' | 'depAt' | 'arrAt'>;

/** An airport's local 'YYYY-MM-DD HH:mm' as a Date whose UTC fields are those local ones. */
const asUtc = (local: string) => new Date(`${local.replace(' ', 'T')}:00Z`);

/** The local date and time at the airport, in the reader's language (the airport's clock, not the phone's). */
export const formatLocal = (local: string, locale: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(asUtc(local));

export const longDate: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
export const dateAndTime: Intl.DateTimeFormatOptions = { ...longDate, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

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
