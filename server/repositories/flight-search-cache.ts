import { daysFrom } from '../../services/schemas/calendar-dates';
import type { Notices } from '../db/notices';
import type { FlightRepository, FlightWithInventory } from './flights';

type FlightSearches = Pick<FlightRepository, 'direct' | 'toHub' | 'fromHub'>;

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
  over(flights: Pick<FlightRepository, 'departures' | 'routeDay'>): FlightSearches;
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

/** An airport's departures of a day, or a route's flights of a day; their ids are known once read. */
interface Entry {
  rows: Promise<FlightWithInventory[]>;
  until: number;
  flightIds?: number[];
}

/**
 * The flights (with their inventory) a search reads, kept as every departure of an airport on a day,
 * so that searches to any city from there that day share them; an airport with more than `busyDay`
 * departures a day (a dense programme at the hub) is kept route by route instead, so that a search
 * reads only its route's flights. Each is dropped as soon as the database
 * announces a change to one of them: a sale, a release, a cancellation or a new flight. Several
 * travellers searching at once share one query. A query that was under way when its day changed
 * answers only those already waiting for it.
 */
export async function createFlightSearchCache(notices: Notices, options: Partial<FlightSearchCacheOptions> = {}): Promise<FlightSearchCache> {
  const { ttlMs, maxFlights, busyDay } = { ...defaults, ...options };
  const entries = new Map<string, Entry>();
  /** The keys whose rows are being read: a write may have been committed after their read began. */
  const reading = new Set<string>();
  /** The key of the day each kept flight is in. */
  const dayOf = new Map<number, string>();
  const busyAirports = new Set<string>();
  let flightsKept = 0;

  const drop = (key: string) => {
    const flightIds = entries.get(key)?.flightIds ?? [];
    // A flight read again under a route's key since belongs to that key now.
    for (const id of flightIds) if (dayOf.get(id) === key) dayOf.delete(id);
    flightsKept -= flightIds.length;
    entries.delete(key);
    reading.delete(key);
  };
  const unlisten = await notices.listen(FLIGHTS_CHANGED, (payload) => {
    const [depAirport, , depDate] = payload.split(' ');
    drop(`${depAirport} ${depDate}`);
    drop(payload);
  });

  /** The day's flights kept under `key`, or read by `query` and kept. */
  function kept(key: string, query: () => Promise<FlightWithInventory[]>): Promise<FlightWithInventory[]> {
    const known = entries.get(key);
    if (known && known.until > Date.now()) return known.rows;
    drop(key);
    const rows = query();
    const entry: Entry = { rows, until: Date.now() + ttlMs };
    entries.set(key, entry);
    reading.add(key);
    rows.then(
      (found) => {
        if (entries.get(key) !== entry) return;
        reading.delete(key);
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

  /** The flights from `dep` to any of `to` on a day: from the airport's departures, or route by route at a busy airport. */
  async function leaving(flights: Pick<FlightRepository, 'departures' | 'routeDay'>, dep: string, to: string[], date: string): Promise<FlightWithInventory[]> {
    if (busyAirports.has(dep)) return (await Promise.all(to.map((arr) => kept(`${dep} ${arr} ${date}`, () => flights.routeDay(dep, arr, date))))).flat();
    const departures = await kept(`${dep} ${date}`, () => flights.departures(dep, date));
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
      };
    },
    flightsChanged(flightIds) {
      // A read under way may have begun before the write was committed.
      for (const key of reading) drop(key);
      for (const id of flightIds) {
        const key = dayOf.get(id);
        if (key) drop(key);
      }
    },
    close: () => unlisten(),
  };
}
