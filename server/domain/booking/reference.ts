import type { SeatMap } from '../../db/schema';
import type { Store } from '../../repositories/store';

export interface AirportInfo {
  code: string;
  cityCode: string;
  countryCode: string;
  timeZone: string;
}
export interface AircraftInfo {
  code: string;
  name: string;
  seatMap: SeatMap;
  /** Bookable seats per cabin. */
  cabinSeats: Record<'Y' | 'C', number>;
}

export interface Reference {
  airports: Map<string, AirportInfo>;
  /** A city code, or an airport code, to the airports it stands for. */
  airportsOf(code: string): string[];
  aircraft: Map<string, AircraftInfo>;
}

/** Airports and aircraft change only with a new seed: they are read once per server. */
export function referenceLoader(store: Store): () => Promise<Reference> {
  let loading: Promise<Reference> | undefined;
  return () => (loading ??= load(store));
}

async function load(store: Store): Promise<Reference> {
  // One after another: the store may be a transaction's, whose one connection takes one query at a time.
  const airportRows = await store.reference.airports();
  const cityRows = await store.reference.cities();
  const aircraftRows = await store.reference.aircraftTypes();
  const countryOfCity = new Map(cityRows.map((c) => [c.code, c.countryCode]));
  const airportMap = new Map(
    airportRows.map((a) => [a.code, { code: a.code, cityCode: a.cityCode, countryCode: countryOfCity.get(a.cityCode) ?? '', timeZone: a.timeZone }]),
  );
  const byCity = new Map<string, string[]>();
  for (const a of airportRows) byCity.set(a.cityCode, [...(byCity.get(a.cityCode) ?? []), a.code]);
  const aircraft = new Map(
    aircraftRows.map((t) => {
      const cabinSeats = { Y: 0, C: 0 };
      for (const cabin of t.seatMap.cabins) {
        cabinSeats[cabin.cabin] += cabin.rows.flatMap((r) => r.seats).filter((s) => s.kind !== 'blocked').length;
      }
      return [t.code, { code: t.code, name: t.name, seatMap: t.seatMap, cabinSeats }];
    }),
  );
  return {
    airports: airportMap,
    airportsOf: (code) => byCity.get(code) ?? (airportMap.has(code) ? [code] : []),
    aircraft,
  };
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** 'YYYY-MM-DD HH:mm' in the time zone, as Intl formats it. */
function formatted(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The zone's offset from UTC in minutes at a whole minute. */
const offsetAt = (timeZone: string, ms: number) => (Date.parse(`${formatted(new Date(ms), timeZone).replace(' ', 'T')}Z`) - ms) / MINUTE_MS;

/** Per zone and UTC day: its offset all that day, or null on a day its clocks change. */
const dayOffsets = new Map<string, number | null>();

function offsetThroughDay(timeZone: string, day: number): number | null {
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = offsetAt(timeZone, day * DAY_MS);
    offset = start === offsetAt(timeZone, (day + 1) * DAY_MS - MINUTE_MS) ? start : null;
    if (dayOffsets.size >= 100_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/**
 * 'YYYY-MM-DD HH:mm' in the airport's time zone. Formatting through Intl costs more than the rest
 * of a search's pricing, so Intl is asked only for a zone's offset at the first and last minute of
 * each day, and the time is shifted by it; on a day the clocks change, Intl formats each time.
 */
export function localTime(at: Date, timeZone: string): string {
  const ms = at.getTime();
  const offset = offsetThroughDay(timeZone, Math.floor(ms / DAY_MS));
  if (offset === null) return formatted(at, timeZone);
  const shifted = new Date(ms + offset * MINUTE_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** The day in Hong Kong, the airline's home: what sale windows and club dates count from. */
export const hongKongToday = (now: Date) => localTime(now, 'Asia/Hong_Kong').slice(0, 10);
