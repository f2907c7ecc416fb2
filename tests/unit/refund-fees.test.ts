import { describe, expect, it } from 'vitest';
import type { BookingPassenger } from '../../services/schemas/offer';
import type { LegPrices } from '../../server/domain/booking/leg-prices';
import { discountShares, passengerRefund } from '../../server/domain/refunds/fees';

const HOUR = 3_600_000;
const departure = new Date('2026-12-01T10:00:00Z');
const before = (ms: number) => new Date(departure.getTime() - ms);
const leg = (brand: string, refundFee: number | null, depAt = departure): LegPrices => ({
  brand,
  depAt: depAt.toISOString(),
  fare: { ADT: 2000, CNN: 1500, INF: 200 },
  tax: { ADT: 300, CNN: 300, INF: 50 },
  refundFee,
});
const adult = { type: 'ADT' } as BookingPassenger;
const infant = { type: 'INF' } as BookingPassenger;

describe('refund fee by the fare brand', () => {
  it('gives back the fare less the refund fee, and the taxes', () => {
    expect(passengerRefund([leg('MAIN', 600)], adult, 0, 'HKD', before(48 * HOUR))).toEqual({ paid: 2300, fee: 600, amount: 1700 });
  });

  it('gives back only the taxes of a non-refundable fare', () => {
    expect(passengerRefund([leg('BASIC', null)], adult, 0, 'HKD', before(48 * HOUR))).toEqual({ paid: 2300, fee: 2000, amount: 300 });
  });

  it('refunds the flexible product in full from 12 hours before departure, and only its taxes after', () => {
    expect(passengerRefund([leg('FLEXIPLUS', 0)], adult, 0, 'HKD', before(12 * HOUR))).toEqual({ paid: 2300, fee: 0, amount: 2300 });
    expect(passengerRefund([leg('FLEXIPLUS', 0)], adult, 0, 'HKD', before(12 * HOUR - 1))).toEqual({ paid: 2300, fee: 2000, amount: 300 });
  });

  it('adds the no-show fee when not cancelled 2 hours before departure, and nothing of a departed flight comes back', () => {
    expect(passengerRefund([leg('MAIN', 600)], adult, 0, 'HKD', before(2 * HOUR))).toEqual({ paid: 2300, fee: 600, amount: 1700 });
    expect(passengerRefund([leg('MAIN', 600)], adult, 0, 'HKD', before(2 * HOUR - 1))).toEqual({ paid: 2300, fee: 900, amount: 1400 });
    expect(passengerRefund([leg('MAIN', 600)], adult, 0, 'CNY', before(HOUR))).toEqual({ paid: 2300, fee: 600 + 276, amount: 2300 - 600 - 276 });
    expect(passengerRefund([leg('MAIN', 600)], adult, 0, 'HKD', departure)).toEqual({ paid: 2300, fee: 2300, amount: 0 });
  });

  it('never gives back less than nothing, and takes each leg by its own brand and time', () => {
    expect(passengerRefund([leg('MAIN', 600)], infant, 0, 'HKD', before(48 * HOUR))).toEqual({ paid: 250, fee: 200, amount: 50 });
    const back = leg('MAIN', 600, new Date(departure.getTime() + 96 * HOUR));
    expect(passengerRefund([leg('BASIC', null), back], adult, 0, 'HKD', before(HOUR))).toEqual({ paid: 4600, fee: 2000 + 600, amount: 300 + 1700 });
  });

  it('keeps a promotion discount, shared over the fares and rounded down', () => {
    const legs = [leg('MAIN', 600)];
    const shares = discountShares(legs, [adult, adult, infant], 100, 'HKD');
    expect(shares).toEqual([47, 47, 4]);
    expect(passengerRefund(legs, adult, shares[0]!, 'HKD', before(48 * HOUR))).toEqual({ paid: 2253, fee: 600, amount: 1653 });
    expect(discountShares(legs, [adult, infant], 100.5, 'CAD')).toEqual([91.36, 9.13]);
  });
});
