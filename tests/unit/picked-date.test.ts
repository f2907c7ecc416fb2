import { describe, expect, it } from 'vitest';
import { pickedDate } from '../../src/ui/picked-date';

describe('the date picker rules (spec section 5)', () => {
  it('keeps a date that exists within 150 years of this one', () => {
    expect(pickedDate('1990-07-15', 2026)).toBe('1990-07-15');
    expect(pickedDate('1876-01-01', 2026)).toBe('1876-01-01');
    expect(pickedDate('2176-12-31', 2026)).toBe('2176-12-31');
  });

  it('brings a year beyond 150 years to the nearest allowed one', () => {
    expect(pickedDate('1875-12-31', 2026)).toBe('1876-12-31');
    expect(pickedDate('0001-06-01', 2026)).toBe('1876-06-01');
    expect(pickedDate('2177-01-01', 2026)).toBe('2176-01-01');
    expect(pickedDate('9999-12-31', 2026)).toBe('2176-12-31');
  });

  it('brings a month into 1-12 and a day to what the month has', () => {
    expect(pickedDate('2026-13-05', 2026)).toBe('2026-12-05');
    expect(pickedDate('2026-00-05', 2026)).toBe('2026-01-05');
    expect(pickedDate('2026-04-31', 2026)).toBe('2026-04-30');
    expect(pickedDate('2026-02-30', 2026)).toBe('2026-02-28');
    expect(pickedDate('2028-02-30', 2026)).toBe('2028-02-29');
    expect(pickedDate('2026-02-00', 2026)).toBe('2026-02-01');
  });

  it('writes a date typed short or with spaces in the full format', () => {
    expect(pickedDate(' 2026-2-3 ', 2026)).toBe('2026-02-03');
  });

  it('leaves what is not a date for the form to refuse', () => {
    expect(pickedDate('15/07/1990', 2026)).toBe('15/07/1990');
    expect(pickedDate('', 2026)).toBe('');
  });
});
