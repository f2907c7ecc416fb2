import i18next from 'i18next';

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

const dateParts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const timeParts: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A Date of a moment, or of a wall-clock '2026-12-24' / '2026-12-24 08:05' / '2026-12-24T08:05' in the phone's zone. */
function asDate(date: Date | string): Date {
  if (date instanceof Date) return date;
  const wall = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(date);
  if (!wall) return new Date(date);
  const [y, mo, d, h = '0', mi = '0', sec = '0'] = wall.slice(1) as string[];
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec));
}

/**
 * A date in the reader's language. A string without a time zone ('2026-12-24', an airport's
 * '2026-12-24 08:05') is a wall-clock time and shown as it is; a moment (a Date, or a string
 * ending in Z or an offset) is shown in the phone's time zone.
 */
function inReadersLanguage(date: Date | string, parts: Intl.DateTimeFormatOptions, locale = i18next.language || 'en-US'): string {
  const key = `${locale} ${JSON.stringify(parts)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, parts)));
  return formatter.format(asDate(date));
}

/** A day: Dec 24, 2026 / 2026年12月24日. */
export const formatDate = (date: Date | string, locale?: string) => inReadersLanguage(date, dateParts, locale);
/** A day with its weekday: Tue, Dec 1, 2026 / 2026年12月1日週二. */
export const formatDayOfWeek = (date: Date | string, locale?: string) => inReadersLanguage(date, { weekday: 'short', ...dateParts }, locale);
/** A day and time to the minute: Dec 24, 2026, 08:05 / 2026年12月24日 08:05. */
export const formatDateTime = (date: Date | string, locale?: string) => inReadersLanguage(date, { ...dateParts, ...timeParts }, locale);
/** A time of day to the minute, 24-hour: 08:05. */
export const formatTime = (date: Date | string, locale?: string) => inReadersLanguage(date, timeParts, locale);
/** A day as data (a query, a form value), in the phone's time zone: 2026-12-24. */
export const isoDay = (date: Date | string) => {
  const d = asDate(date);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Points with thousands separators, the same in every language: 126,500. */
export const formatPoints = (points: number) => points.toLocaleString('en-US');

/** Items in a line, with the reader's separator: "a, b, c" / "甲、乙、丙". */
export const formatList = (items: string[], locale = i18next.language || 'en-US') => items.join(locale.startsWith('zh') ? '、' : ', ');

/** An airport's local 'YYYY-MM-DD HH:mm' as a Date whose UTC fields are those local ones. */
export const asUtc = (local: string) => new Date(`${local.replace(' ', 'T')}:00Z`);

/** The local date and time at the airport, in the reader's language (the airport's clock, not the phone's). */
export const formatLocal = (local: string, locale: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(asUtc(local));

export const longDate: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };
export const timeOfDay: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
export const dateAndTime: Intl.DateTimeFormatOptions = { ...longDate, ...timeOfDay };
