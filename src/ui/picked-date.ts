/** How far from this year a date may be picked (spec section 5, the picker rules). */
export const PICKER_YEARS = 150;

const pad = (n: number) => String(n).padStart(2, '0');
const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

/**
 * A typed date as the picker rules allow it: a year more than 150 years from this one becomes the
 * nearest allowed year, a month is brought into 1-12, and a day the month does not have (31 April,
 * 30 February) becomes the month's last day. What is not a date of digits is left for the form's
 * own format check.
 */
export function pickedDate(value: string, thisYear: number): string {
  const parts = /^\s*(\d{4})\s*-\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(value);
  if (!parts) return value;
  const year = clamp(Number(parts[1]), thisYear - PICKER_YEARS, thisYear + PICKER_YEARS);
  const month = clamp(Number(parts[2]), 1, 12);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(clamp(Number(parts[3]), 1, lastDay))}`;
}
