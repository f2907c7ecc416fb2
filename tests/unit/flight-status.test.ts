import { describe, expect, it } from 'vitest';
import { defaultPlaces, flightProgress, type FlightTimes } from '../../server/domain/flight-status/status';

const MIN = 60_000;
const depAt = new Date('2026-12-01T01:10:00Z');
const arrAt = new Date('2026-12-01T05:10:00Z');
const flight = (fields: Partial<FlightTimes> = {}): FlightTimes => ({ depAt, arrAt, estDepAt: null, estArrAt: null, cancelledAt: null, ...fields });
const at = (base: Date, minutes: number, ms = 0) => new Date(base.getTime() + minutes * MIN + ms);
const statusAt = (f: FlightTimes, now: Date) => flightProgress(f, now).status;

describe('flightProgress', () => {
  it('is SCHEDULED until 40 minutes before departure, BOARDING from then', () => {
    expect(statusAt(flight(), at(depAt, -40, -1))).toBe('SCHEDULED');
    expect(statusAt(flight(), at(depAt, -40))).toBe('BOARDING');
    expect(statusAt(flight(), at(depAt, 0, -1))).toBe('BOARDING');
  });

  it('is DEPARTED from departure and ARRIVED from arrival, with the actual times set only then', () => {
    expect(flightProgress(flight(), at(depAt, 0))).toEqual({ status: 'DEPARTED', depAt, arrAt, actDepAt: depAt, actArrAt: null });
    expect(statusAt(flight(), at(arrAt, 0, -1))).toBe('DEPARTED');
    expect(flightProgress(flight(), at(arrAt, 0))).toEqual({ status: 'ARRIVED', depAt, arrAt, actDepAt: depAt, actArrAt: arrAt });
    expect(flightProgress(flight(), at(depAt, -1)).actDepAt).toBeNull();
  });

  it('is DELAYED when expected later than scheduled, and boards and departs by the estimate', () => {
    const late = flight({ estDepAt: at(depAt, 60) });
    expect(statusAt(late, at(depAt, -100))).toBe('DELAYED');
    expect(statusAt(late, at(depAt, 20, -1))).toBe('DELAYED');
    expect(statusAt(late, at(depAt, 0))).toBe('DELAYED');
    expect(statusAt(late, at(depAt, 20))).toBe('BOARDING');
    expect(statusAt(late, at(depAt, 60))).toBe('DEPARTED');
    // Without an estimated arrival, the arrival moves by the same delay.
    expect(flightProgress(late, at(depAt, 60)).arrAt).toEqual(at(arrAt, 60));
    expect(statusAt(late, at(arrAt, 60, -1))).toBe('DEPARTED');
    expect(statusAt(late, at(arrAt, 60))).toBe('ARRIVED');
  });

  it('takes an estimated arrival as it is, and an estimate at the scheduled time is no delay', () => {
    expect(flightProgress(flight({ estDepAt: at(depAt, 30), estArrAt: at(arrAt, 10) }), depAt).arrAt).toEqual(at(arrAt, 10));
    expect(statusAt(flight({ estDepAt: depAt }), at(depAt, -41))).toBe('SCHEDULED');
    // Early is not late.
    expect(statusAt(flight({ estDepAt: at(depAt, -10) }), at(depAt, -60))).toBe('SCHEDULED');
  });

  it('is CANCELLED whatever the clock says', () => {
    for (const now of [at(depAt, -600), at(depAt, -10), at(arrAt, 10)]) {
      expect(flightProgress(flight({ cancelledAt: at(depAt, -700) }), now)).toMatchObject({ status: 'CANCELLED', actDepAt: null, actArrAt: null });
    }
  });
});

describe('defaultPlaces', () => {
  it('gives the same flight the same gate and carousel, and other flights others', () => {
    expect(defaultPlaces('FW201', '2026-12-01')).toEqual(defaultPlaces('FW201', '2026-12-01'));
    const gates = new Set(['FW201', 'FW203', 'FW205', 'FW207', 'FW209'].map((n) => defaultPlaces(n, '2026-12-01').gate));
    expect(gates.size).toBeGreaterThan(1);
    expect(defaultPlaces('FW201', '2026-12-01').gate).toMatch(/^([1-9]|[1-6]\d|70)$/);
  });
});
