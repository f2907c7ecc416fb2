import { describe, expect, it } from 'vitest';
import { tokenRequestSchema } from '../../services/schemas/auth';
import { registerRequestSchema, forgetPasswordRequestSchema } from '../../services/schemas/member';
import { passwordChecks, passwordSchema } from '../../services/schemas/validation';
import { validate } from '../../src/app/validate';

const errorsOf = (result: ReturnType<typeof validate>) => ('errors' in result ? result.errors : {});

describe('form messages: required versus format', () => {
  it('says an empty field is required, not that its format is wrong', () => {
    const errors = errorsOf(validate(registerRequestSchema, { areaCode: '852', mobile: '', code: '  ', password: '' }));
    expect(errors).toMatchObject({ mobile: 'validation.required', code: 'validation.required', password: 'validation.required' });
  });

  it('says a filled field in the wrong format is in the wrong format', () => {
    const errors = errorsOf(validate(registerRequestSchema, { areaCode: '852', mobile: '123', code: '12', password: 'short' }));
    expect(errors).toMatchObject({ mobile: 'validation.phoneFormat', code: 'validation.codeFormat', password: 'validation.passwordRule' });
  });

  it('keeps a field\'s own "please enter ..." message for an empty field', () => {
    const errors = errorsOf(validate(tokenRequestSchema, { grant_type: 'password', username: '', areaCode: '852', password: '' }));
    expect(errors).toMatchObject({ username: 'validation.usernameRequired', password: 'validation.passwordRequired' });
  });

  it('reads an e-mail left empty as required', () => {
    const errors = errorsOf(validate(forgetPasswordRequestSchema, { channel: 'email', email: '', code: '123456', password: 'Ada@2026x' }));
    expect(errors.email).toBe('validation.required');
  });
});

describe('the password checklist', () => {
  const samples = ['', 'Ada@2026x', 'ada@2026x', 'ADA@2026X', 'Ada@abcdx', 'Ada2026xy', 'Ad@1', 'Ada@2026x Ada', 'Ada@2026x'.repeat(3), 'Ada%2026x'];
  it.each(samples)('ticks every rule exactly when the password schema accepts %j', (password) => {
    const allTicked = Object.values(passwordChecks).every((check) => check(password));
    expect(allTicked).toBe(passwordSchema.safeParse(password).success);
  });
});
