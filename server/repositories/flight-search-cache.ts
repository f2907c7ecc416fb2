import type { Notices } from '../db/notices';
import type { FlightRepository, FlightWithInventory } from './flights';

type FlightSearches = Pick<FlightRepository, 'direct' | 'toHub' | 'fromHub'>;

/** The database's notice of a change to a flight or its fare inventory: "DEP ARR YYYY-MM-DD" (migration 0016). */
export const FLIGHTS_CHANGED = 'flights_changed';

export interface FlightSearchCacheOptions {
  /** How long a route's flights of a day are kept when no change is heard of: a notice lost with a dropped connection is made up for by then. */
  ttlMs: number;
  /** The most flights kept in all; the days read longest ago go first. */
  maxFlights: number;
}
const defaults: FlightSearchCacheOptions = { ttlMs: 30_000, maxFlights: 200_000 };

export interface FlightSearchCache {
  /** The searches of `flights`, answered from the flights kept in memory while they have not changed. */
  over(flights: Pick<FlightRepository, 'routeDay'>): FlightSearches;
  /** This server wrote the fare inventory of these flights: their days are read again at once, as is any day being read. */
  flightsChanged(flightIds: Iterable<number>): void;
  close(): Promise<void>;
}

/** A route's flights of a day; their ids are known once read. */
interface Entry {
  rows: Promise<FlightWithInventory[]>;
  until: number;
  flightIds?: number[];
}

/** Each day from `date` to `until`, both included. */
function daysFrom(date: string, until: string): string[] {
  const days = [date];
  while (days.at(-1)! < until) days.push(new Date(Date.parse(`${days.at(-1)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  return days;
}

/**
 * The flights (with their inventory) a search reads, kept by route and day (from one airport to
 * another), so that a day of many flights on other routes costs a search nothing, and dropped as soon
 * as the database announces a change to one of them: a sale, a release, a cancellation or a new
 * flight. Several travellers searching at once share one query. A query that was under way when its
 * day changed answers only those already waiting for it.
 */
export async function createFlightSearchCache(notices: Notices, options: Partial<FlightSearchCacheOptions> = {}): Promise<FlightSearchCache> {
  const { ttlMs, maxFlights } = { ...defaults, ...options };
  const entries = new Map<string, Entry>();
  /** The key of the route's day each kept flight is in. */
  const dayOf = new Map<number, string>();
  let flightsKept = 0;

  const drop = (key: string) => {
    const flightIds = entries.get(key)?.flightIds ?? [];
    for (const id of flightIds) dayOf.delete(id);
    flightsKept -= flightIds.length;
    entries.delete(key);
  };
  // The notice names the route and day as the cache keys them: "DEP ARR YYYY-MM-DD".
  const unlisten = await notices.listen(FLIGHTS_CHANGED, (payload) => drop(payload));

  function routeDay(flights: Pick<FlightRepository, 'routeDay'>, dep: string, arr: string, date: string): Promise<FlightWithInventory[]> {
    const key = `${dep} ${arr} ${date}`;
    const known = entries.get(key);
    if (known && known.until > Date.now()) return known.rows;
    drop(key);
    const rows = flights.routeDay(dep, arr, date);
    const entry: Entry = { rows, until: Date.now() + ttlMs };
    entries.set(key, entry);
    rows.then(
      (found) => {
        if (entries.get(key) !== entry) return;
        entry.flightIds = found.map((f) => f.id);
        for (const id of entry.flightIds) dayOf.set(id, key);
        flightsKept += found.length;
        for (const oldest of entries.keys()) {
          if (flightsKept <= maxFlights || oldest === key) break;
          drop(oldest);
        }
      },
      () => entries.get(key) === entry && drop(key),
    );
    return rows;
  }

  return {
    over(flights) {
      const between = async (from: string[], to: string[], dates: string[]) =>
        (await Promise.all(from.flatMap((dep) => to.flatMap((arr) => dates.map((date) => routeDay(flights, dep, arr, date)))))).flat();
      return {
        direct: (from, to, date) => between(from, to, [date]),
        toHub: (from, hub, date) => between(from, [hub], [date]),
        fromHub: (hub, to, date, until) => between([hub], to, daysFrom(date, until)),
      };
    },
    flightsChanged(flightIds) {
      // A read under way may have begun before the write was committed.
      for (const [key, entry] of entries) if (!entry.flightIds) drop(key);
      for (const id of flightIds) {
        const key = dayOf.get(id);
        if (key) drop(key);
      }
    },
    close: () => unlisten(),
  };
}
