import { daysFrom } from '../../services/schemas/calendar-dates';
import type { Notices } from '../db/notices';
import type { FlightRepository, FlightRow, FlightSummary, FlightWithInventory } from './flights';

type FlightSearches = Pick<FlightRepository, 'direct' | 'toHub' | 'fromHub' | 'routeSummaries' | 'routeFlights'>;
type FlightReads = Pick<FlightRepository, 'departures' | 'routeDay' | 'routeSummaries' | 'routeFlights'>;

/** The database's notice of a change to a flight or its fare inventory: "DEP ARR YYYY-MM-DD" (migration 0016). */
export const FLIGHTS_CHANGED = 'flights_changed';

export interface FlightSearchCacheOptions {
  /** How long a day's departures are kept when no change is heard of: a notice lost with a dropped connection is made up for by then. */
  ttlMs: number;
  /** The most flights kept in all; the departures read longest ago go first. */
  maxFlights: number;
  /** An airport with more departures on a day is read route by route from then on. */
  busyDay: number;
}
const defaults: FlightSearchCacheOptions = { ttlMs: 30_000, maxFlights: 200_000, busyDay: 500 };

export interface FlightSearchCache {
  /** The searches of `flights`, answered from the departures kept in memory while they have not changed. */
  over(flights: FlightReads): FlightSearches;
  /** This server wrote the fare inventory of these flights: their days are read again at once, as is any day being read. */
  flightsChanged(flightIds: Iterable<number>): void;
  close(): Promise<void>;
}

/** A day's departures by arrival airport, in their order, made once for the rows kept. */
const byArrival = new WeakMap<FlightWithInventory[], Map<string, FlightWithInventory[]>>();
function arrivalsOf(departures: FlightWithInventory[]): Map<string, FlightWithInventory[]> {
  let index = byArrival.get(departures);
  if (!index) {
    index = new Map();
    for (const f of departures) {
      const flights = index.get(f.arrAirport);
      if (flights) flights.push(f);
      else index.set(f.arrAirport, [f]);
    }
    byArrival.set(departures, index);
  }
  return index;
}

/** An airport's departures of a day, a route's flights of a day, or what a search reads of a busy route's day; their flights are known once read. */
interface Entry {
  rows: Promise<unknown>;
  until: number;
  /** Once read: the flights it holds, and what it counts against maxFlights. */
  flights?: FlightRow[];
  weight?: number;
  /** The routes' days ("DEP ARR YYYY-MM-DD") whose change drops it, besides its key. */
  routeDays: string[];
}

/** What is kept of a read: the flights it holds, by their rows, and how many rows' worth of memory it takes. */
interface Kept {
  flights: FlightRow[];
  weight: number;
}
const rowsRead = (found: FlightWithInventory[] | FlightRow[]): Kept => ({ flights: found, weight: found.length });
/** A flight's summary (flights.ts) takes about a quarter of the memory of its row with inventory. */
const summariesRead = (found: FlightSummary[]): Kept => ({ flights: [], weight: Math.ceil(found.length / 4) });

const routeDaysOf = (from: string[], to: string[], date: string) => from.flatMap((dep) => to.map((arr) => `${dep} ${arr} ${date}`));

/**
 * The flights (with their inventory) a search reads, kept as every departure of an airport on a day,
 * so that searches to any city from there that day share them; an airport with more than `busyDay`
 * departures a day (a dense programme at the hub) is kept route by route instead, so that a search
 * reads only its route's flights: a search of a route to or from it keeps the summaries of the
 * route's flights of the day and the rows of the pages shown. Each is dropped as soon as the database
 * announces a change to one of them: a sale, a release, a cancellation or a new flight. Several
 * travellers searching at once share one query. A query that was under way when its day changed
 * answers only those already waiting for it.
 */
export async function createFlightSearchCache(notices: Notices, options: Partial<FlightSearchCacheOptions> = {}): Promise<FlightSearchCache> {
  const { ttlMs, maxFlights, busyDay } = { ...defaults, ...options };
  const entries = new Map<string, Entry>();
  /** The keys whose rows are being read: a write may have been committed after their read began. */
  const reading = new Set<string>();
  /** The row of each kept flight, as last read: its route and day. */
  const rowOf = new Map<number, FlightRow>();
  /** The keys dropped with a route's day besides its own. */
  const keysOfRouteDay = new Map<string, Set<string>>();
  const busyAirports = new Set<string>();
  let flightsKept = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    const flights = entry.flights ?? [];
    // A flight read again under another key since belongs to that key now.
    for (const f of flights) if (rowOf.get(f.id) === f) rowOf.delete(f.id);
    for (const routeDay of entry.routeDays) {
      const keys = keysOfRouteDay.get(routeDay);
      keys?.delete(key);
      if (keys?.size === 0) keysOfRouteDay.delete(routeDay);
    }
    flightsKept -= entry.weight ?? 0;
    entries.delete(key);
    reading.delete(key);
  };
  /** A flight of a route's day changed: what was read of its airport's day, of the route's day, and of the route's pages goes. */
  const routeDayChanged = (routeDay: string) => {
    const [depAirport, , depDate] = routeDay.split(' ');
    drop(`${depAirport} ${depDate}`);
    drop(routeDay);
    for (const key of keysOfRouteDay.get(routeDay) ?? []) drop(key);
    keysOfRouteDay.delete(routeDay);
  };
  const unlisten = await notices.listen(FLIGHTS_CHANGED, routeDayChanged);

  /** What `query` read and keeps under `key` (`keep` tells what that is); dropped also when one of `routeDays` changes. */
  function kept<T>(key: string, query: () => Promise<T>, keep: (found: T) => Kept, routeDays: string[] = []): Promise<T> {
    const known = entries.get(key);
    if (known && known.until > Date.now()) return known.rows as Promise<T>;
    drop(key);
    const rows = query();
    const entry: Entry = { rows, until: Date.now() + ttlMs, routeDays };
    entries.set(key, entry);
    for (const routeDay of routeDays) (keysOfRouteDay.get(routeDay) ?? keysOfRouteDay.set(routeDay, new Set()).get(routeDay)!).add(key);
    reading.add(key);
    rows.then(
      (found) => {
        if (entries.get(key) !== entry) return;
        reading.delete(key);
        ({ flights: entry.flights, weight: entry.weight } = keep(found));
        for (const f of entry.flights) rowOf.set(f.id, f);
        flightsKept += entry.weight;
        for (const oldest of entries.keys()) {
          if (flightsKept <= maxFlights || oldest === key) break;
          drop(oldest);
        }
      },
      () => entries.get(key) === entry && drop(key),
    );
    return rows;
  }

  /** The flights from `dep` to any of `to` on a day: from the airport's departures, or route by route at a busy airport. */
  async function leaving(flights: FlightReads, dep: string, to: string[], date: string): Promise<FlightWithInventory[]> {
    if (busyAirports.has(dep)) return (await Promise.all(to.map((arr) => kept(`${dep} ${arr} ${date}`, () => flights.routeDay(dep, arr, date), rowsRead)))).flat();
    const departures = await kept(`${dep} ${date}`, () => flights.departures(dep, date), rowsRead);
    if (departures.length > busyDay) busyAirports.add(dep);
    return to.length === 1 ? (arrivalsOf(departures).get(to[0]!) ?? []) : departures.filter((f) => to.includes(f.arrAirport));
  }

  return {
    over(flights) {
      const between = async (airports: string[], dates: string[], to: string[]) =>
        (await Promise.all(airports.flatMap((airport) => dates.map((date) => leaving(flights, airport, to, date))))).flat();
      return {
        direct: (from, to, date) => between(from, [date], to),
        toHub: (from, hub, date) => between(from, [date], [hub]),
        fromHub: (hub, to, date, until) => between([hub], daysFrom(date, until), to),
        // A quiet airport's day is kept whole and a search chooses its page from it; a busy airport's route is summarised, and only a page's flights read.
        async routeSummaries(from, to, date) {
          if (!from.some((dep) => busyAirports.has(dep))) return between(from, [date], to);
          return kept(`${from.join('+')} ${to.join('+')} ${date} summaries`, () => flights.routeSummaries(from, to, date), summariesRead, routeDaysOf(from, to, date));
        },
        async routeFlights(from, to, date, ids) {
          if (!from.some((dep) => busyAirports.has(dep))) return (await between(from, [date], to)).filter((f) => ids.includes(f.id));
          return kept(`${from.join('+')} ${to.join('+')} ${date} flights ${ids.join(',')}`, () => flights.routeFlights(from, to, date, ids), rowsRead, routeDaysOf(from, to, date));
        },
      };
    },
    flightsChanged(flightIds) {
      // A read under way may have begun before the write was committed.
      for (const key of reading) drop(key);
      for (const id of flightIds) {
        const f = rowOf.get(id);
        if (f) routeDayChanged(`${f.depAirport} ${f.arrAirport} ${f.depDate}`);
      }
    },
    close: () => unlisten(),
  };
}
