import ical from 'ical-generator';
import type { OrderDetail } from '../../../services/schemas/order';

type Segment = OrderDetail['segments'][number];

/** Online check-in opens this long before departure and closes 90 minutes before it (spec section 9). */
export const CHECK_IN_OPENS_HOURS = 48;
export const CHECK_IN_CLOSES_MINUTES = 90;

/** An airport's local 'YYYY-MM-DD HH:mm' as a Date whose UTC fields are those local ones. */
const asUtc = (local: string) => new Date(`${local.replace(' ', 'T')}:00Z`);

/** The local date and time at the airport, in the reader's language (the airport's clock, not the phone's). */
export const formatLocal = (local: string, locale: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(asUtc(local));

export const longDate: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
export const dateAndTime: Intl.DateTimeFormatOptions = { ...longDate, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** When online check-in opens for a flight, in the departure airport's local time ('YYYY-MM-DD HH:mm'). */
export function checkInOpens(segment: Segment): string {
  return new Date(asUtc(segment.depLocal).getTime() - CHECK_IN_OPENS_HOURS * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** An iCalendar file with one event per flight of the order. */
export function calendarOf(order: OrderDetail, summaryOf: (segment: Segment) => string, description: string): string {
  const calendar = ical({ prodId: { company: 'Fortune Wings', product: 'booking' } });
  order.segments.forEach((s, i) =>
    calendar.createEvent({
      id: `${order.pnr}-${i}@fortune-wings`,
      start: new Date(s.depAt),
      end: new Date(s.arrAt),
      summary: summaryOf(s),
      location: s.depAirport,
      description,
    }),
  );
  return calendar.toString();
}
