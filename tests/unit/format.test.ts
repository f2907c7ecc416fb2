import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, isoDay } from '../../src/app/format';

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

  it('shows dates and times in the reader\'s language, wall-clock times as they are', () => {
    expect(formatDate('2026-03-07T10:00:00', 'en-US')).toBe('Mar 7, 2026');
    expect(formatDate(new Date(2027, 0, 5), 'zh-HK')).toBe('2027年1月5日');
    expect(formatDate('2027-01-05', 'zh-CN')).toBe('2027年1月5日');
    expect(formatDateTime('2026-12-24 08:05', 'en-US')).toBe('Dec 24, 2026, 08:05');
    expect(formatDateTime('2026-12-24 08:05', 'zh-HK')).toBe('2026年12月24日 08:05');
  });

  it('keeps dates as data in YYYY-MM-DD', () => {
    expect(isoDay(new Date(2027, 0, 5))).toBe('2027-01-05');
  });
});
