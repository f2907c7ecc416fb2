import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notices } from '../../server/db/notices';
import { createFlightSearchCache, FLIGHTS_CHANGED } from '../../server/repositories/flight-search-cache';
import type { FlightWithInventory } from '../../server/repositories/flights';

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

/** A route's flights of a day: one flight, numbered by the query that read it. */
function countingRouteDays() {
  let queries = 0;
  const routeDay = vi.fn(async (depAirport: string, arrAirport: string, depDate: string) => [{ depAirport, arrAirport, depDate, id: ++queries } as unknown as FlightWithInventory]);
  return { queries: () => queries, flights: { routeDay } };
}

const ids = (rows: FlightWithInventory[]) => rows.map((f) => `${f.depAirport}-${f.arrAirport} ${f.depDate} #${f.id}`);

describe('the flight search cache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers every search of a route on a day from one read of its flights that day, and reads no other route', async () => {
    const db = countingRouteDays();
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.flights);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #1']);
    expect(ids(await cached.direct(['HKG'], ['KIX', 'NRT'], '2026-12-01'))).toEqual(['HKG-KIX 2026-12-01 #2', 'HKG-NRT 2026-12-01 #1']);
    expect(db.queries()).toBe(2);
    expect(ids(await cached.toHub(['NRT', 'KIX'], 'HKG', '2026-12-01'))).toEqual(['NRT-HKG 2026-12-01 #3', 'KIX-HKG 2026-12-01 #4']);
    // A connection's second flight may leave the next day.
    expect(ids(await cached.fromHub('HKG', ['KIX'], '2026-12-01', '2026-12-02'))).toEqual(['HKG-KIX 2026-12-01 #2', 'HKG-KIX 2026-12-02 #5']);
    expect(db.flights.routeDay.mock.calls).toEqual([
      ['HKG', 'NRT', '2026-12-01'],
      ['HKG', 'KIX', '2026-12-01'],
      ['NRT', 'HKG', '2026-12-01'],
      ['KIX', 'HKG', '2026-12-01'],
      ['HKG', 'KIX', '2026-12-02'],
    ]);
  });

  it('shares one query between searches arriving together', async () => {
    const db = countingRouteDays();
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.flights);
    await Promise.all(Array.from({ length: 5 }, () => cached.direct(['HKG'], ['NRT'], '2026-12-01')));
    expect(db.queries()).toBe(1);
  });

  it('forgets the flights of a route and day as soon as the database announces a change to one of them, and only those', async () => {
    const db = countingRouteDays();
    const notices = fakeNotices();
    const cached = (await createFlightSearchCache(notices)).over(db.flights);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-02');
    await cached.direct(['NRT'], ['HKG'], '2026-12-01');
    await cached.direct(['HKG'], ['KIX'], '2026-12-01');
    await notices.publish(FLIGHTS_CHANGED, 'HKG KIX 2026-12-01');
    expect(ids(await cached.direct(['HKG'], ['KIX'], '2026-12-01'))).toEqual(['HKG-KIX 2026-12-01 #5']);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #1']);
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-02'))).toEqual(['HKG-NRT 2026-12-02 #2']);
    expect(ids(await cached.direct(['NRT'], ['HKG'], '2026-12-01'))).toEqual(['NRT-HKG 2026-12-01 #3']);
  });

  it("reads a flight's day again as soon as this server writes its fare inventory, and any day still being read, without waiting for the notice", async () => {
    const db = countingRouteDays();
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

  it('keeps flights no longer than their time to live, in case a notice was lost', async () => {
    vi.useFakeTimers();
    const db = countingRouteDays();
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
    const db = countingRouteDays();
    db.flights.routeDay.mockRejectedValueOnce(new Error('connection lost'));
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.flights);
    await expect(cached.direct(['HKG'], ['NRT'], '2026-12-01')).rejects.toThrow('connection lost');
    expect(ids(await cached.direct(['HKG'], ['NRT'], '2026-12-01'))).toEqual(['HKG-NRT 2026-12-01 #1']);
    expect(db.flights.routeDay).toHaveBeenCalledTimes(2);
  });

  it('holds at most its number of flights, forgetting the days read longest ago first', async () => {
    const db = countingRouteDays();
    const cached = (await createFlightSearchCache(fakeNotices(), { maxFlights: 2 })).over(db.flights);
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) await cached.direct(['HKG'], ['NRT'], date);
    await cached.direct(['HKG'], ['NRT'], '2026-12-03');
    await cached.direct(['HKG'], ['NRT'], '2026-12-02');
    expect(db.queries()).toBe(3);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(4);
  });

  it('stops listening when closed', async () => {
    const notices = fakeNotices();
    const cache = await createFlightSearchCache(notices);
    const db = countingRouteDays();
    const cached = cache.over(db.flights);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cache.close();
    await notices.publish(FLIGHTS_CHANGED, 'HKG NRT 2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(1);
  });
});
