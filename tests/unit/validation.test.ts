import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../../services/schemas/member';
import { emailSchema, isPhoneValid, passwordSchema } from '../../services/schemas/validation';

describe('contact and password rules (spec section 5)', () => {
  it.each([
    ['852', '91234567', true],
    ['852', '21234567', true],
    ['852', '11234567', false],
    ['852', '9123456', false],
    ['86', '13800138000', true],
    ['86', '12800138000', false],
    ['86', '1380013800', false],
    ['66', '081234567', true],
    ['66', '0812345678', true],
    ['66', '81234567', false],
    ['886', '0912345678', true],
    ['886', '912345678', false],
    ['81', '09012345678', true],
    ['81', '08012345678', true],
    ['81', '06012345678', false],
    ['44', '7911123456', true],
  ])('+%s %s is %s', (areaCode, mobile, valid) => {
    expect(isPhoneValid(areaCode, mobile)).toBe(valid);
  });

  it('checks e-mail with a standard address form and strips whitespace', () => {
    expect(emailSchema.parse(' ada@example.com ')).toBe('ada@example.com');
    expect(emailSchema.safeParse('ada@example').success).toBe(false);
    expect(emailSchema.safeParse('ada.example.com').error?.issues[0]?.message).toBe('validation.emailFormat');
    // A space inside is a mistake to show, not one to mend by joining the parts.
    expect(emailSchema.safeParse('ada @example.com').error?.issues[0]?.message).toBe('validation.emailFormat');
    expect(emailSchema.safeParse(`${'a'.repeat(88)}@example.com`).success).toBe(true);
    expect(emailSchema.safeParse(`${'a'.repeat(89)}@example.com`).error?.issues[0]?.message).toBe('validation.emailLength');
  });

  it.each([
    ['Demo@2026', true],
    ['demo@2026', false],
    ['DEMO@2026', false],
    ['Demo2026x', false],
    ['De@1', false],
    ['Demo@2026Demo@2026xyz', false],
    ['Demo%2026', false],
  ])('password %s is %s', (password, valid) => {
    expect(passwordSchema.safeParse(password).success).toBe(valid);
  });

  it('names the phone field when a registration carries a bad number', () => {
    const result = registerRequestSchema.safeParse({ areaCode: '852', mobile: '123', code: '123456', password: 'Demo@2026' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['mobile'], message: 'validation.phoneFormat' });
  });
});
