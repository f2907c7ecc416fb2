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
