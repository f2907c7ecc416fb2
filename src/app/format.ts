import dayjs from 'dayjs';

/** CAD is shown with two decimals, other currencies with none, all with thousands separators. */
export function formatMoney(amount: number, currency: string): string {
  const digits = currency === 'CAD' ? 2 : 0;
  const rounded = Math.round(amount * 100) / 100;
  const number = rounded.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${number}`;
}

/** YYYY-MM-DD. */
export const formatDate = (date: Date | string) => dayjs(date).format('YYYY-MM-DD');
