import { describe, expect, it } from 'vitest';
import { localTime } from '../../server/domain/booking/reference';

/** The same text straight from Intl, for every time. */
function fromIntl(at: Date, format: Intl.DateTimeFormat): string {
  const parts = Object.fromEntries(
    format
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

describe('the local time of a flight', () => {
  it('is the airport clock to the minute, on the days clocks change too', () => {
    // Zones with daylight saving time (some by half an hour, some at a quarter hour), and without.
    const zones = ['Asia/Hong_Kong', 'Europe/London', 'America/Vancouver', 'Australia/Sydney', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu'];
    const start = Date.parse('2026-01-01T00:00:00Z');
    const end = Date.parse('2027-01-01T00:00:00Z');
    // Every 37 minutes and 11 seconds: each day many times, at every minute of the hour in turn.
    for (const zone of zones) {
      const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const wrong: string[] = [];
      for (let ms = start; ms < end; ms += 37 * 60_000 + 11_000) {
        const at = new Date(ms);
        if (localTime(at, zone) !== fromIntl(at, format)) wrong.push(at.toISOString());
      }
      expect(wrong, zone).toEqual([]);
    }
  });

  it('reads the minute around a change of the clocks', () => {
    // London's clocks went forward at 01:00 UTC on 29 March 2026, and back at 01:00 UTC on 25 October.
    expect(localTime(new Date('2026-03-29T00:59:59Z'), 'Europe/London')).toBe('2026-03-29 00:59');
    expect(localTime(new Date('2026-03-29T01:00:00Z'), 'Europe/London')).toBe('2026-03-29 02:00');
    expect(localTime(new Date('2026-10-25T00:59:00Z'), 'Europe/London')).toBe('2026-10-25 01:59');
    expect(localTime(new Date('2026-10-25T01:00:00Z'), 'Europe/London')).toBe('2026-10-25 01:00');
    expect(localTime(new Date('2026-12-01T15:59:59.999Z'), 'Asia/Hong_Kong')).toBe('2026-12-01 23:59');
    expect(localTime(new Date('2026-12-01T16:00:00Z'), 'Asia/Hong_Kong')).toBe('2026-12-02 00:00');
  });
});
