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

/** Flight searches that count their queries and answer a row naming the day and the query's number. */
function countingSearches() {
  let queries = 0;
  const answer = async (date: string) => [{ depDate: date, id: ++queries } as unknown as FlightWithInventory];
  return {
    queries: () => queries,
    searches: {
      direct: vi.fn((_from: string[], _to: string[], date: string) => answer(date)),
      toHub: vi.fn((_from: string[], _hub: string, date: string) => answer(date)),
      fromHub: vi.fn((_hub: string, _to: string[], date: string) => answer(date)),
    },
  };
}

describe('the flight search cache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a repeated search from memory, and a different route or day from the database', async () => {
    const db = countingSearches();
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.searches);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(1);
    await cached.direct(['HKG'], ['KIX'], '2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-02');
    await cached.toHub(['NRT'], 'HKG', '2026-12-01');
    expect(db.queries()).toBe(4);
  });

  it('shares one query between searches arriving together', async () => {
    const db = countingSearches();
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.searches);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cached.direct(['HKG'], ['NRT'], '2026-12-01')));
    expect(db.queries()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('forgets a day as soon as the database announces a change on it, and only that day', async () => {
    const db = countingSearches();
    const notices = fakeNotices();
    const cached = (await createFlightSearchCache(notices)).over(db.searches);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-02');
    await cached.fromHub('HKG', ['BKK'], '2026-11-30', '2026-12-01');
    await notices.publish(FLIGHTS_CHANGED, 'HKG NRT 2026-12-01');
    const [direct] = await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(direct!.id).toBe(4);
    // A connection's second flight may leave the next day: its search is forgotten with either day.
    expect((await cached.fromHub('HKG', ['BKK'], '2026-11-30', '2026-12-01'))[0]!.id).toBe(5);
    expect((await cached.direct(['HKG'], ['NRT'], '2026-12-02'))[0]!.id).toBe(2);
  });

  it('keeps an answer no longer than its time to live, in case a notice was lost', async () => {
    vi.useFakeTimers();
    const db = countingSearches();
    const cached = (await createFlightSearchCache(fakeNotices(), { ttlMs: 10_000 })).over(db.searches);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    vi.advanceTimersByTime(9_999);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(1);
    vi.advanceTimersByTime(2);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(2);
  });

  it('does not keep a failed query', async () => {
    const db = countingSearches();
    db.searches.direct.mockRejectedValueOnce(new Error('connection lost'));
    const cached = (await createFlightSearchCache(fakeNotices())).over(db.searches);
    await expect(cached.direct(['HKG'], ['NRT'], '2026-12-01')).rejects.toThrow('connection lost');
    expect((await cached.direct(['HKG'], ['NRT'], '2026-12-01'))[0]!.depDate).toBe('2026-12-01');
  });

  it('holds at most its number of answers, forgetting the oldest first', async () => {
    const db = countingSearches();
    const cached = (await createFlightSearchCache(fakeNotices(), { maxEntries: 2 })).over(db.searches);
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
    const db = countingSearches();
    const cached = cache.over(db.searches);
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    await cache.close();
    await notices.publish(FLIGHTS_CHANGED, 'HKG NRT 2026-12-01');
    await cached.direct(['HKG'], ['NRT'], '2026-12-01');
    expect(db.queries()).toBe(1);
  });
});
