import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, rebateAmount, rebateDueAt, rebateNotes } from '../../server/domain/flash-sale';

describe('Flash Sale rebate amounts', () => {
  it.each([
    [450, [100, 100, 100, 100, 50]],
    [400, [100, 100, 100, 100]],
    [100, [100]],
    [99, [99]],
    [1, [1]],
    [0, []],
    [1234, [...Array<number>(12).fill(100), 34]],
  ])('%d comes as %j', (amount, notes) => {
    expect(rebateNotes(amount)).toEqual(notes);
    expect(rebateNotes(amount).reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('is half the net fare: the fare less its share of the discount; never the taxes or add-ons', () => {
    expect(rebateAmount({ fareAmount: '900.00', discountAmount: '0.00' }, 900)).toBe(450);
    // Two tickets of 900 and a discount of 100 on the order: each carries 50 of it.
    expect(rebateAmount({ fareAmount: '1800.00', discountAmount: '100.00' }, 900)).toBe(425);
    expect(rebateAmount({ fareAmount: '1350.00', discountAmount: '0.00' }, 450)).toBe(225);
    expect(rebateAmount({ fareAmount: '0.00', discountAmount: '0.00' }, 0)).toBe(0);
  });
});

describe('working days', () => {
  it('are Monday to Friday', () => {
    // 2026-11-23 is a Monday.
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(isWorkingDay)).toEqual([true, true, true, true, true, false, false]);
  });

  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-27', 1, '2026-11-30'],
    ['2026-11-28', 1, '2026-11-30'],
    ['2026-11-29', 1, '2026-11-30'],
    ['2026-11-23', 5, '2026-11-30'],
    ['2026-11-27', 5, '2026-12-04'],
    ['2026-11-28', 5, '2026-12-04'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-23', 0, '2026-11-23'],
  ])('%s plus %d working days is %s', (date, n, expected) => {
    expect(addWorkingDays(date, n)).toBe(expected);
  });

  it('a rebate is due at the start of the next working day in Hong Kong, within 5 working days of the flight', () => {
    // Friday 23:30 in Hong Kong (15:30 UTC): due Monday 00:00 in Hong Kong.
    expect(rebateDueAt(new Date('2026-11-27T15:30:00Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    // Monday 07:00 in Hong Kong is Sunday 23:00 UTC: the Hong Kong day counts.
    expect(rebateDueAt(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    for (let day = 0; day < 7; day++) {
      const departure = new Date(Date.UTC(2026, 10, 23 + day, 4));
      const flightDay = departure.toISOString().slice(0, 10);
      expect(rebateDueAt(departure).getTime()).toBeGreaterThan(departure.getTime());
      expect(rebateDueAt(departure).getTime()).toBeLessThanOrEqual(Date.parse(`${addWorkingDays(flightDay, 5)}T00:00:00+08:00`));
    }
  });
});
