import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { routeSchedules } from '../../server/domain/flights/schedule';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('SEED_DENSITY', () => {
  const base = routeSchedules('FW');

  it('is 1 unless set, and refuses what is not a whole number of flights', () => {
    expect(configFromEnv({}).seedDensity).toBe(1);
    expect(configFromEnv({ SEED_DENSITY: '10' }).seedDensity).toBe(10);
    for (const value of ['0', '-1', '1.5', 'ten']) expect(() => configFromEnv({ SEED_DENSITY: value }), value).toThrow('SEED_DENSITY');
  });

  it('flies each rotation `density` times a day each way, at other times, with numbers of their own', () => {
    for (const density of [1, 10]) {
      const dense = routeSchedules('FW', density);
      expect(dense).toHaveLength(base.length * density);
      expect(new Set(dense.map((s) => s.flightNo)).size).toBe(dense.length);
      const copiesOf = new Map<number, typeof dense>();
      for (const s of dense) copiesOf.set(Number(s.flightNo.slice(2)) % 1000, [...(copiesOf.get(Number(s.flightNo.slice(2)) % 1000) ?? []), s]);
      for (const original of base) {
        const copies = copiesOf.get(Number(original.flightNo.slice(2))) ?? [];
        expect(copies, original.flightNo).toHaveLength(density);
        expect(copies[0]).toEqual(original);
        for (const copy of copies) expect({ ...copy, flightNo: original.flightNo, depTime: original.depTime }).toEqual(original);
        expect(new Set(copies.map((s) => s.depTime)).size, original.flightNo).toBe(density);
      }
    }
    expect(routeSchedules('FW', 10).every((s) => /^FW\d{3,4}$/.test(s.flightNo))).toBe(true);
  });

  it('at density 100 too: numbers of their own, and no departure added in 01:00-02:59, when clocks change for daylight saving time', () => {
    const dense = routeSchedules('FW', 100);
    expect(new Set(dense.map((s) => s.flightNo)).size).toBe(base.length * 100);
    const added = dense.filter((s) => Number(s.flightNo.slice(2)) >= 1000);
    expect(added.filter((s) => minutes(s.depTime) >= 60 && minutes(s.depTime) < 180)).toEqual([]);
  });
});
