import type { Notices } from '../db/notices';
import type { FlightRepository, FlightWithInventory } from './flights';

type FlightSearches = Pick<FlightRepository, 'direct' | 'toHub' | 'fromHub'>;

/** The database's notice of a change to a flight or its fare inventory: "DEP ARR YYYY-MM-DD" (migration 0016). */
export const FLIGHTS_CHANGED = 'flights_changed';

export interface FlightSearchCacheOptions {
  /** How long an answer is kept when no change is heard of: a notice lost with a dropped connection is made up for by then. */
  ttlMs: number;
  maxEntries: number;
}
const defaults: FlightSearchCacheOptions = { ttlMs: 30_000, maxEntries: 20_000 };

/** Each day from `date` to `until`, both included. */
function daysFrom(date: string, until: string): string[] {
  const days = [date];
  while (days.at(-1)! < until) days.push(new Date(Date.parse(`${days.at(-1)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  return days;
}

export interface FlightSearchCache {
  /** The same searches, answered from memory while the day's flights have not changed. */
  over(searches: FlightSearches): FlightSearches;
  close(): Promise<void>;
}

/**
 * The flights (with their inventory) a search reads, kept per query and day, and dropped as soon as
 * the database announces a change on that day: a sale, a release, a cancellation or a new flight.
 * Several travellers searching one route and day at once share one query. A query that was under
 * way when its day changed answers only those already waiting for it.
 */
export async function createFlightSearchCache(notices: Notices, options: Partial<FlightSearchCacheOptions> = {}): Promise<FlightSearchCache> {
  const { ttlMs, maxEntries } = { ...defaults, ...options };
  const entries = new Map<string, { rows: Promise<FlightWithInventory[]>; until: number; dates: string[] }>();
  const keysByDate = new Map<string, Set<string>>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const date of entry.dates) keysByDate.get(date)?.delete(key);
  };
  const unlisten = await notices.listen(FLIGHTS_CHANGED, (payload) => {
    const date = payload.split(' ')[2] ?? '';
    for (const key of [...(keysByDate.get(date) ?? [])]) drop(key);
    keysByDate.delete(date);
  });

  function read(key: string, dates: string[], query: () => Promise<FlightWithInventory[]>): Promise<FlightWithInventory[]> {
    const known = entries.get(key);
    if (known && known.until > Date.now()) return known.rows;
    drop(key);
    if (entries.size >= maxEntries) drop(entries.keys().next().value!);
    const rows = query();
    entries.set(key, { rows, until: Date.now() + ttlMs, dates });
    for (const date of dates) keysByDate.set(date, (keysByDate.get(date) ?? new Set()).add(key));
    rows.catch(() => entries.get(key)?.rows === rows && drop(key));
    return rows;
  }

  return {
    over: (searches) => ({
      direct: (from, to, date) => read(`direct ${from} ${to} ${date}`, [date], () => searches.direct(from, to, date)),
      toHub: (from, hub, date) => read(`toHub ${from} ${hub} ${date}`, [date], () => searches.toHub(from, hub, date)),
      fromHub: (hub, to, date, until) => read(`fromHub ${hub} ${to} ${date} ${until}`, daysFrom(date, until), () => searches.fromHub(hub, to, date, until)),
    }),
    close: () => unlisten(),
  };
}
