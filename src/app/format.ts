import dayjs from 'dayjs';

/** CAD is shown with two decimals, other currencies with none, all with thousands separators. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${formatAmount(amount, currency)}`;
}

/** The number of formatMoney without the currency code, where the code is said once for many amounts. */
export function formatAmount(amount: number, currency: string): string {
  const digits = currency === 'CAD' ? 2 : 0;
  const rounded = Math.round(amount * 100) / 100;
  return rounded.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** YYYY-MM-DD. */
export const formatDate = (date: Date | string) => dayjs(date).format('YYYY-MM-DD');
/** A moment in the phone's time, to the minute. */
export const formatDateTime = (date: Date | string) => dayjs(date).format('YYYY-MM-DD HH:mm');

/** Points with thousands separators, the same in every language: 126,500. */
export const formatPoints = (points: number) => points.toLocaleString('en-US');

/** An airport's local 'YYYY-MM-DD HH:mm' as a Date whose UTC fields are those local ones. */
export const asUtc = (local: string) => new Date(`${local.replace(' ', 'T')}:00Z`);

/** The local date and time at the airport, in the reader's language (the airport's clock, not the phone's). */
export const formatLocal = (local: string, locale: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(asUtc(local));

export const longDate: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
export const timeOfDay: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
export const dateAndTime: Intl.DateTimeFormatOptions = { ...longDate, ...timeOfDay };
