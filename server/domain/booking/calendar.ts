import type * as z from 'zod/mini';
import { fromPrice, type calendarRequestSchema } from '../../../services/schemas/offer';
import type { Store } from '../../repositories/store';
import type { Reference } from './reference';
import { searchLeg } from './search';

export interface CalendarDay {
  date: string;
  lowestFare: number | null;
}

/**
 * The "from" price of each day for the date picker and the low-fare calendar: the cheapest flight that a
 * one-adult search of that day lists, priced as the results show it (adult fare with taxes), connections included.
 */
export async function lowestFares(store: Store, ref: Reference, request: z.infer<typeof calendarRequestSchema>, now: Date): Promise<CalendarDay[]> {
  const dayOf = (i: number) => new Date(Date.parse(`${request.from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
  const { org, dst, classLevel, currency } = request;
  return Promise.all(
    Array.from({ length: request.days }, async (_, i): Promise<CalendarDay> => {
      const date = dayOf(i);
      const search = { routeWay: 'D' as const, segments: [{ org, dst, date }], passengers: { adult: 1, child: 0, infant: 0 }, classLevel, currency };
      const options = await searchLeg(store, ref, search, 0, now);
      return { date, lowestFare: options.length ? Math.min(...options.map(fromPrice)) : null };
    }),
  );
}
