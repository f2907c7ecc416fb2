import { describe, expect, it } from 'vitest';
import { unspentCredits } from '../../server/domain/club/points';
import { tierFor } from '../../server/domain/club/earning';

const credit = (id: number, points: number, expiresOn: string) => ({ id, points, expiresOn });
const debit = (id: number, points: number) => ({ id, points: -points, expiresOn: null });

describe('unspentCredits', () => {
  it('answers every credit whole, earliest expiry first, without debits', () => {
    expect(unspentCredits([credit(1, 500, '2027-06-01'), credit(2, 300, '2027-01-01')])).toEqual([
      { id: 2, expiresOn: '2027-01-01', remaining: 300 },
      { id: 1, expiresOn: '2027-06-01', remaining: 500 },
    ]);
  });

  it('takes debits from the soonest-expiring credits first, across credits', () => {
    const rows = [credit(1, 500, '2027-06-01'), credit(2, 300, '2027-01-01'), credit(3, 200, '2028-01-01'), debit(4, 400), debit(5, 100)];
    expect(unspentCredits(rows)).toEqual([
      { id: 1, expiresOn: '2027-06-01', remaining: 300 },
      { id: 3, expiresOn: '2028-01-01', remaining: 200 },
    ]);
  });

  it('orders credits expiring the same day by row id, and leaves none when debits take all', () => {
    expect(unspentCredits([credit(7, 100, '2027-01-01'), credit(3, 100, '2027-01-01'), debit(9, 150)])).toEqual([{ id: 7, expiresOn: '2027-01-01', remaining: 50 }]);
    expect(unspentCredits([credit(1, 100, '2027-01-01'), debit(2, 100)])).toEqual([]);
  });

  it('ignores credits that never expire', () => {
    expect(unspentCredits([{ id: 1, points: 100, expiresOn: null }, credit(2, 50, '2027-01-01'), debit(3, 20)])).toEqual([{ id: 2, expiresOn: '2027-01-01', remaining: 30 }]);
  });
});

describe('tierFor', () => {
  it('reaches a tier at its threshold of tier points', () => {
    expect([0, 9_999, 10_000, 29_999, 30_000, 60_000, 99_999, 100_000].map(tierFor)).toEqual(['STANDARD', 'STANDARD', 'SELECT', 'SELECT', 'SILVER', 'GOLDEN', 'GOLDEN', 'PLATINUM']);
  });
});
