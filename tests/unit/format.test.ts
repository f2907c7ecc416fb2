import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../src/app/format';

describe('money and dates (spec section 9)', () => {
  it('shows CAD with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5, 'CAD')).toBe('CAD 1,234.50');
    expect(formatMoney(0.005, 'CAD')).toBe('CAD 0.01');
  });

  it('shows other currencies with no decimals and thousands separators', () => {
    expect(formatMoney(12345.4, 'HKD')).toBe('HKD 12,345');
    expect(formatMoney(1999.5, 'CNY')).toBe('CNY 2,000');
    expect(formatMoney(1000000, 'USD')).toBe('USD 1,000,000');
  });

  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate('2026-03-07T10:00:00')).toBe('2026-03-07');
    expect(formatDate(new Date(2027, 0, 5))).toBe('2027-01-05');
  });
});
