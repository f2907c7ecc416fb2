import { describe, expect, it } from 'vitest';
import { checkInWindowAt } from '../../src/components/CheckInCountdown';
import { checkInTimesOf, estimatedLocal } from '../../src/pagesTravel/travel/trip-parts';

const HOUR = 3_600_000;
const depAt = Date.parse('2026-12-01T02:30:00Z'); // 10:30 in Hong Kong
const segment = {
  status: 'SCHEDULED' as const,
  depAt: new Date(depAt).toISOString(),
  depLocal: '2026-12-01 10:30',
  estDepAt: null,
  checkInOpensAt: new Date(depAt - 48 * HOUR).toISOString(),
  checkInClosesAt: new Date(depAt - 1.5 * HOUR).toISOString(),
};

describe('the check-in countdown of a trip segment', () => {
  const times = checkInTimesOf(segment);
  it('counts to the opening before the window, to the close inside it, then to departure', () => {
    expect(checkInWindowAt(times, depAt - 48 * HOUR - 1000)).toEqual({ stage: 'BEFORE', ms: 1000 });
    expect(checkInWindowAt(times, depAt - 48 * HOUR)).toEqual({ stage: 'OPEN', ms: 46.5 * HOUR });
    expect(checkInWindowAt(times, depAt - 1.5 * HOUR - 1)).toEqual({ stage: 'OPEN', ms: 1 });
    expect(checkInWindowAt(times, depAt - 1.5 * HOUR)).toEqual({ stage: 'CLOSED', ms: 1.5 * HOUR });
    expect(checkInWindowAt(times, depAt - 1)).toEqual({ stage: 'CLOSED', ms: 1 });
    expect(checkInWindowAt(times, depAt)).toEqual({ stage: 'DEPARTED', ms: 0 });
  });

  it('is closed, with nothing to count, for a flight the airline cancelled', () => {
    expect(checkInWindowAt(checkInTimesOf({ ...segment, status: 'CANCELLED' }), depAt - 24 * HOUR)).toEqual({ stage: 'CLOSED', ms: 0 });
  });

  it("shows a delay's estimated departure in the airport's local time", () => {
    expect(estimatedLocal(segment)).toBeNull();
    expect(estimatedLocal({ ...segment, estDepAt: new Date(depAt + 2 * HOUR + 15 * 60_000).toISOString() })).toBe('2026-12-01 12:45');
  });
});
