import { afterEach, describe, expect, it, vi } from 'vitest';
import { heardServerTime, serverNow } from '../../services/server-clock';

describe("the server's clock as the app keeps it", () => {
  afterEach(() => vi.useRealTimers());

  it("counts on from the last answer's time, whatever the phone's clock says", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T08:00:00.000Z') });
    heardServerTime('2027-01-10T06:00:00.000Z');
    expect(new Date(serverNow()).toISOString()).toBe('2027-01-10T06:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(new Date(serverNow()).toISOString()).toBe('2027-01-10T06:01:30.000Z');
    // An answer without the header, or with a broken one, leaves it as it was.
    heardServerTime(null);
    heardServerTime('soon');
    expect(new Date(serverNow()).toISOString()).toBe('2027-01-10T06:01:30.000Z');
    // The server's clock moved back (a test resetting it): the next answer says so.
    heardServerTime('2026-11-29T08:01:30.000Z');
    expect(new Date(serverNow()).toISOString()).toBe('2026-11-29T08:01:30.000Z');
  });
});
