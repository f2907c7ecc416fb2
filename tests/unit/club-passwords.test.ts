import { describe, expect, it } from 'vitest';
import { validate } from '../../src/app/validate';
import { clubPasswordSchema, hasEasyDigits, redemptionPasswordSchema } from '../../services/schemas/club';
import { clubPasswordChecks, redemptionPasswordChecks, updatePayPasswordRequestSchema } from '../../services/schemas/club-passwords';

const errorOf = (schema: Parameters<typeof validate>[0], value: unknown) => {
  const result = validate(schema, value);
  return 'errors' in result ? result.errors.form : undefined;
};

describe('hasEasyDigits', () => {
  it.each(['111', 'a000b', '123', '789', '987', '210', 'Ab@456xy', '9876'])('finds three identical or sequential digits in %s', (value) => {
    expect(hasEasyDigits(value)).toBe(true);
  });

  it.each(['', '12', '112', '121', '135', '1a23', '12-3', '890', '098', '258036', 'Fwc@2580a'])('finds none in %s', (value) => {
    expect(hasEasyDigits(value)).toBe(false);
  });
});

describe('clubPasswordSchema', () => {
  it.each(['Fwc@2580a', 'aB3#xyz!', 'Q1w2e3r4t5y6u!Z'])('accepts %s', (value) => {
    expect(errorOf(clubPasswordSchema, value)).toBeUndefined();
  });

  it.each([
    ['Ab1@xyz', 'too short'],
    ['Ab1@xyzabcdefghi', '16 characters'],
    ['fwc@2580a', 'no uppercase'],
    ['FWC@2580A', 'no lowercase'],
    ['Fwc@abcde', 'no digit'],
    ['Fwc12580a', 'no special character'],
    ['Fwc @2580a', 'a space'],
  ])('refuses %s (%s) with the rule', (value) => {
    expect(errorOf(clubPasswordSchema, value)).toBe('validation.clubPasswordRule');
  });

  it.each(['Fwc@1115a', 'Fwc@1234a', 'Fwc@9870a'])('refuses %s for its easy digits', (value) => {
    expect(errorOf(clubPasswordSchema, value)).toBe('validation.easyDigits');
  });
});

describe('redemptionPasswordSchema', () => {
  it.each(['258036', '135792', '902468'])('accepts %s', (value) => {
    expect(errorOf(redemptionPasswordSchema, value)).toBeUndefined();
  });

  it.each(['25803', '2580361', '25803a', ' 258036', '２５８０３６'])('refuses %s as not 6 digits', (value) => {
    expect(errorOf(redemptionPasswordSchema, value)).toBe('validation.redemptionPasswordFormat');
  });

  it.each(['111258', '258000', '123580', '580987'])('refuses %s for its easy digits', (value) => {
    expect(errorOf(redemptionPasswordSchema, value)).toBe('validation.easyDigits');
  });

  it('is confirmed by a second typing', () => {
    const result = validate(updatePayPasswordRequestSchema, { password: '258036', confirm: '258037' });
    expect('errors' in result && result.errors.confirm).toBe('validation.passwordInconsistent');
  });
});

describe('the checklists the pages tick agree with the schemas', () => {
  const samples = ['', 'Fwc@2580a', 'fwc@2580a', 'Fwc@1234a', 'Fwc 2580a!', 'Ab1@', 'Fwc12580a', '258036', '123456', '25803'];
  it.each(samples)('%s', (value) => {
    const clubAll = Object.values(clubPasswordChecks).every((check) => check(value));
    expect(clubAll).toBe(errorOf(clubPasswordSchema, value) === undefined);
    const payAll = Object.values(redemptionPasswordChecks).every((check) => check(value));
    expect(payAll).toBe(errorOf(redemptionPasswordSchema, value) === undefined);
  });
});
