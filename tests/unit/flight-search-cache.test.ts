import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notices } from '../../server/db/notices';
import { createFlightSearchCache, FLIGHTS_CHANGED } from '../../server/repositories/flight-search-cache';
import type { FlightRow, FlightWithInventory } from '../../server/repositories/flights';

/** Notices delivered at once, as the database would after a commit. */
function fakeNotices() {
  const listeners = new Map<string, (payload: string) => void>();
  const notices: Notices = {
    publish: async (channel, payload) => listeners.get(channel)?.(payload),
    listen: async (channel, onPayload) => {
      listeners.set(channel, onPayload);
      return async () => void listeners.delete(channel);
    },
  };
  return notices;
}

/** A day's departures from an airport: one flight to each of NRT, KIX and HKG, numbered by the query that read it; or a route's one flight of a day. */
function countingDepartures() {
  let queries = 0;
  const flight = (depAirport: string, arrAirport: string, depDate: string, id: number) => ({ depAirport, arrAirport, depDate, id }) as unknown as FlightWithInventory;
  const departures = vi.fn(async (airport: string, date: string) => {
    const query = ++queries;
    return ['NRT', 'KIX', 'HKG'].filter((arr) => arr !== airport).map((arr) => flight(airport, arr, date, query));
  });
  const routeDay = vi.fn(async (dep: string, arr: string, date: string) => [flight(dep, arr, date, ++queries)]);
  const routeSummaries = vi.fn(async (dep: string[], arr: string[], date: string) => [flight(dep[0]!, arr[0]!, date, ++queries)]);
  const routeFlights = vi.fn(async (dep: string[], arr: string[], date: string, flightIds: number[]) => flightIds.map((id) => flight(dep[0]!, arr[0]!, date, id)));
  return { queries: () => queries, flights: { departures, routeDay, routeSummaries, routeFlights } };
}

const ids = (rows: FlightRow[]) => rows.map((f) => `${f.depAirport}-${f.arrAirport} ${f.depDate} #${f.id}`);

describe('the flight search cache', () => {
  afterEach(() => vi.useRealTimers());

  it("answers every search from an airport on a day from one read of that day's departures", async () => {
    const db = countingDepartures();
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.flights);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #1']);
    expect(ids(await cached.direct(['HKG'], ['KIX', 'NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #1', 'HKG-KIX 2026-12-01 #1']);
    expect(db.queries()).toBe(1);
    expect(ids(await cached.toHub(['NRT', 'KIX'], 'HKG', '2026-12-01'))).toEqual(['NRT-HKG 2026-12-01 #2', 'KIX-HKG 2026-12-01 #3']);
    // A connection's second flight may leave the next day.
    expect(ids(await cached.fromHub('HKG', ['KIX'], '2026-12-01', '2026-12-02'))).toEqual(['HKG-KIX 2026-12-01 #1', 'HKG-KIX 2026-12-02 #4']);
    expect(db.flights.departures.mock.calls).toEqual([
      ['HKG', '2026-12-01'],
      ['NRT', '2026-12-01'],
      ['KIX', '2026-12-01'],
      ['HKG', '2026-12-02'],
    ]);
  });

  it('shares one query between searches arriving together', async () => {
    const db = countingDepartures();
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.flights);
    await Promise.all(Array.from({ length: 5 }, () => cached.direct(['HKG'], ['NRT'], '2026-12-01')));
    expect(db.queries()).toBe(1);
  });

  it('forgets the departures of an airport and day as soon as the database announces a change to one of them, and only those', async () => {
    const db = countingDepartures();
    const notices = fakeNotices();
    const cached = (await createFlightSearchCache(notices)).over(db.flights);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-02');
    await cached.direct(['NRT'], ['HKG'], '2026-12-01');
    await notices.publish(FLIGHTS_CHANGED, 'HKG KIX 2026-12-01');
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #4']);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-02'))).toEqual(['HKG-NRT 2026-12-02 #2']);
    expect(ids(await cached.direct(['NRT'], ['HKG'], '2026-12-01'))).toEqual(['NRT-HKG 2026-12-01 #3']);
  });

  it("reads a flight's day again as soon as this server writes its fare inventory, and any day still being read, without waiting for the notice", async () => {
    const db = countingDepartures();
    const cache = await createFlightSearchCache(fakeNotices());
    const cached = cache.over(db.flights);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cached.direct(['NRT'], ['HKG'], '2026-12-01');
    const reading = cached.direct(['KIX'], ['HKG'], '2026-12-01');
    cache.flightsChanged([1]);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #4']);
    expect(ids(await cached.direct(['NRT'], ['HKG'], '2026-12-01'))).toEqual(['NRT-HKG 2026-12-01 #2']);
    expect(ids(await reading)).toEqual(['KIX-HKG 2026-12-01 #3']);
    expect(ids(await cached.direct(['KIX'], ['HKG'], '2026-12-01'))).toEqual(['KIX-HKG 2026-12-01 #5']);
  });

  it('keeps departures no longer than their time to live, in case a notice was lost', async () => {
    vi.useFakeTimers();
    const db = countingDepartures();
    const cached = (await createFlightSearchCache(fakeNotices(), { ttlMs: 10_000 })).over(db.flights);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    vi.advanceTimersByTime(9_999);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(1);
    vi.advanceTimersByTime(2);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(2);
  });

  it('does not keep a failed query', async () => {
    const db = countingDepartures();
    db.flights.departures.mockRejectedValueOnce(new Error('connection lost'));
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.flights);
    await expect(cached.direct(['HKG'], ['NRT'], '2026-12-01')).rejects.toThrow('connection lost');
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #1']);
    expect(db.flights.departures).toHaveBeenCalledTimes(2);
  });

  it('holds at most its number of flights, forgetting the departures read longest ago first', async () => {
    const db = countingDepartures();
    const cached = (await createFlightSearchCache(fakeNotices(), { maxFlights: 4 })).over(db.flights);
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) await cached.direct(['HKG'], ['NRT'], date);
    await cached.direct(['HKG'], ['NRT'], '2026-12-03');
    await cached.direct(['HKG'], ['NRT'], '2026-12-02');
    expect(db.queries()).toBe(3);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(4);
  });

  it('reads an airport with more departures a day than `busyDay` route by route from then on, each route dropped on its own notice', async () => {
    const db = countingDepartures();
    const notices = fakeNotices();
    const cached = (await createFlightSearchCache(notices, { busyDay: 1 })).over(db.flights);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #1']);
    expect(ids(await cached.direct(['HKG'], ['KIX', 'NRT'], '2026-12-02'))).toEqual(['HKG-KIX 2026-12-02 #2', 'HKG-NRT 2026-12-02 #3']);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-02'))).toEqual(['HKG-NRT 2026-12-02 #3']);
    // Narita's day has two departures: busy too, from its next read on.
    await cached.toHub(['NRT'], 'HKG', '2026-12-01');
    expect(db.flights.routeDay.mock.calls).toEqual([
      ['HKG', 'KIX', '2026-12-02'],
      ['HKG', 'NRT', '2026-12-02'],
    ]);
    await notices.publish(FLIGHTS_CHANGED, 'HKG KIX 2026-12-02');
    expect(ids(await cached.direct(['HKG'], ['KIX', 'NRT'], '2026-12-02'))).toEqual(['HKG-KIX 2026-12-02 #5', 'HKG-NRT 2026-12-02 #3']);
  });

  it("reads a busy airport's route again at once after this server writes one of its flights, though a notice dropped the airport's whole day", async () => {
    let reads = 0;
    const flight = (arrAirport: string) => ({ depAirport: 'HKG', arrAirport, depDate: '2026-12-01', id: arrAirport === 'NRT' ? 7 : 8, read: reads }) as unknown as FlightWithInventory;
    const db = {
      departures: async () => (++reads, [flight('NRT'), flight('KIX')]),
      routeDay: async (_: string, arr: string) => (++reads, [flight(arr)]),
      routeSummaries: async () => [],
      routeFlights: async () => [],
    };
    const notices = fakeNotices();
    const cache = await createFlightSearchCache(notices, { busyDay: 1 });
    const cached = cache.over(db);
    const readOf = async () => ((await cached.direct(['HKG'], ['NRT'], '2026-12-01'))[0] as unknown as { read: number }).read;
    expect(await readOf()).toBe(1);
    expect(await readOf()).toBe(2);
    await notices.publish(FLIGHTS_CHANGED, 'HKG KIX 2026-12-01');
    cache.flightsChanged([7]);
    expect(await readOf()).toBe(3);
  });

  it("keeps what a search reads of a busy airport's route, its summaries and a page's flights, dropped with the route's day by a notice or this server's write", async () => {
    const db = countingDepartures();
    const notices = fakeNotices();
    const cache = await createFlightSearchCache(notices, { busyDay: 1 });
    const cached = cache.over(db.flights);
    // Hong Kong's day has two departures: busy from then on.
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    const summaries = async () => ids(await cached.routeSummaries(['HKG'], ['NRT'], '2026-12-02') as FlightWithInventory[]);
    const page = async () => ids(await cached.routeFlights(['HKG'], ['NRT'], '2026-12-02', [2]));
    expect(await summaries()).toEqual(['HKG-NRT 2026-12-02 #2']);
    expect(await summaries()).toEqual(['HKG-NRT 2026-12-02 #2']);
    expect(await page()).toEqual(['HKG-NRT 2026-12-02 #2']);
    expect(await page()).toEqual(['HKG-NRT 2026-12-02 #2']);
    expect([db.flights.routeSummaries, db.flights.routeFlights].map((read) => read.mock.calls.length)).toEqual([1, 1]);

    await notices.publish(FLIGHTS_CHANGED, 'HKG KIX 2026-12-02');
    await Promise.all([summaries(), page()]);
    expect([db.flights.routeSummaries, db.flights.routeFlights].map((read) => read.mock.calls.length)).toEqual([1, 1]);
    await notices.publish(FLIGHTS_CHANGED, 'HKG NRT 2026-12-02');
    expect(await summaries()).toEqual(['HKG-NRT 2026-12-02 #3']);
    await page();
    expect([db.flights.routeSummaries, db.flights.routeFlights].map((read) => read.mock.calls.length)).toEqual([2, 2]);
    // The page's flight #2 was read as a row: its route's day is known.
    cache.flightsChanged([2]);
    expect(await summaries()).toEqual(['HKG-NRT 2026-12-02 #4']);
    await page();
    expect([db.flights.routeSummaries, db.flights.routeFlights].map((read) => read.mock.calls.length)).toEqual([3, 3]);
  });

  it('stops listening when closed', async () => {
    const notices = fakeNotices();
    const cache = await createFlightSearchCache(notices);
    const db = countingDepartures();
    const cached = cache.over(db.flights);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cache.close();
    await notices.publish(FLIGHTS_CHANGED, 'HKG NRT 2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(1);
  });
});
