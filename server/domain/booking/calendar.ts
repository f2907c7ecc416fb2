import type * as z from 'zod/mini';
import type { calendarRequestSchema } from '../../../services/schemas/offer';
import type { Store } from '../../repositories/store';
import { brandsOfCabin } from './fares';
import type { Reference } from './reference';
import { BOOKING_CUTOFF_MS, loadInventory, priceBrand } from './search';

export interface CalendarDay {
  date: string;
  lowestFare: number | null;
}

/** Lowest adult fare per day on direct flights still open for booking, for the date picker and the low-fare calendar. */
export async function lowestFares(store: Store, ref: Reference, request: z.infer<typeof calendarRequestSchema>, now: Date): Promise<CalendarDay[]> {
  const dayOf = (i: number) => new Date(Date.parse(`${request.from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
  const days = Array.from({ length: request.days }, (_, i) => dayOf(i));
  const cutoff = now.getTime() + BOOKING_CUTOFF_MS;
  const rows = (await store.flights.between(ref.airportsOf(request.org), ref.airportsOf(request.dst), days[0]!, days[days.length - 1]!)).filter(
    (f) => f.depAt.getTime() > cutoff,
  );
  const inventory = await loadInventory(store, ref, rows.map((f) => f.id));
  const brands = brandsOfCabin(request.classLevel).filter((b) => !b.student);
  return days.map((date) => {
    const fares = rows
      .filter((f) => f.depDate === date)
      .flatMap((f) => brands.filter((b) => inventory.remaining(f, b) > 0).map((b) => priceBrand(ref, [f], b, inventory, request.currency).fare.ADT));
    return { date, lowestFare: fares.length ? Math.min(...fares) : null };
  });
}
