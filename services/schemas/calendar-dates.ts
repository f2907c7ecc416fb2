/** Calendar dates ('YYYY-MM-DD'), counted as the search and the server both count them: in whole days, without a time zone. */

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Each day from `date` to `until`, both included. */
export function daysFrom(date: string, until: string): string[] {
  const days = [date];
  while (days.at(-1)! < until) days.push(addDays(days.at(-1)!, 1));
  return days;
}
