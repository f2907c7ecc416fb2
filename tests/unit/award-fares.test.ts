import { describe, expect, it } from 'vitest';
import { awardMiles } from '../../server/domain/booking/award-fares';
import { adultFareHKD, brandByName, fareHKD } from '../../server/domain/booking/fares';
import type { FlightRow } from '../../server/repositories/flights';
import type { Inventory } from '../../server/domain/booking/search';

const flight = (distanceKm: number, depDate = '2027-03-03') => ({ distanceKm, depDate }) as FlightRow;
const empty: Inventory = { remaining: () => 100, soldShare: () => 0 };
const classicY = brandByName.get('ECO FFP CLASSICAWARD')!;
const classicC = brandByName.get('BIZ FFP CLASSICAWARD')!;

describe('award miles', () => {
  it('prices a classic award by the band of the leg\'s whole distance, per cabin and passenger type', () => {
    expect(awardMiles(classicY, [flight(1_000)], empty)).toEqual({ ADT: 10_000, CNN: 7_500, INF: 1_000 });
    expect(awardMiles(classicC, [flight(1_000)], empty)).toEqual({ ADT: 25_000, CNN: 18_750, INF: 2_500 });
    expect(awardMiles(classicY, [flight(1_001)], empty)).toEqual({ ADT: 15_000, CNN: 11_250, INF: 1_500 });
    // A connection counts both flights' distance.
    expect(awardMiles(classicY, [flight(1_500), flight(1_500)], empty)).toEqual({ ADT: 25_000, CNN: 18_750, INF: 2_500 });
    expect(awardMiles(classicC, [flight(9_000)], empty)).toEqual({ ADT: 90_000, CNN: 67_500, INF: 9_000 });
  });

  it('prices the flexible award from the cash MAIN fare of the flight and day, 15 points a dollar in whole hundreds', () => {
    const main = brandByName.get('MAIN')!;
    const weekday = adultFareHKD(main, 1_200, '2027-03-03', 0);
    const weekend = adultFareHKD(main, 1_200, '2027-03-06', 0);
    expect(weekend).toBeGreaterThan(weekday);
    const flex = brandByName.get('ECO FFP FLEXAWARD')!;
    for (const [date, fare] of [['2027-03-03', weekday], ['2027-03-06', weekend]] as const) {
      expect(awardMiles(flex, [flight(1_200, date)], empty)).toEqual({
        ADT: Math.ceil((fare * 15) / 100) * 100,
        CNN: Math.ceil((fareHKD(fare, 'CNN') * 15) / 100) * 100,
        INF: Math.ceil((fareHKD(fare, 'INF') * 15) / 100) * 100,
      });
    }
  });
});
