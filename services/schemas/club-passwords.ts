import * as z from 'zod/mini';
import { clubPasswordSchema, hasEasyDigits, redemptionPasswordSchema } from './club';
import { text } from './text';
import { verificationCodeSchema } from './validation';

/** The club login password's rules one by one, as the page ticks them while it is typed. */
export const clubPasswordChecks = {
  length: (s: string) => /^\S{8,15}$/.test(s),
  upper: (s: string) => /[A-Z]/.test(s),
  lower: (s: string) => /[a-z]/.test(s),
  digit: (s: string) => /\d/.test(s),
  symbol: (s: string) => /[^A-Za-z\d\s]/.test(s),
  easyDigits: (s: string) => s !== '' && !hasEasyDigits(s),
};

/** The redemption password's rules one by one. */
export const redemptionPasswordChecks = {
  sixDigits: (s: string) => /^\d{6}$/.test(s),
  easyDigits: (s: string) => s !== '' && !hasEasyDigits(s),
};

const confirmed = z.refine<{ password: string; confirm: string }>((v) => v.password === v.confirm, {
  message: 'validation.passwordInconsistent',
  path: ['confirm'],
});
const given = text().check(z.minLength(1, 'validation.required'), z.maxLength(64, 'validation.required'));

/** The club login password, changed with the old one (spec section 5). */
export const updateLoginPasswordRequestSchema = z.object({ oldPassword: given, password: clubPasswordSchema, confirm: z.string() }).check(confirmed);
export type UpdateLoginPasswordRequest = z.input<typeof updateLoginPasswordRequestSchema>;

/** Sets the redemption password when none is set; otherwise changes it with the old one. */
export const updatePayPasswordRequestSchema = z.object({ oldPassword: z.optional(given), password: redemptionPasswordSchema, confirm: z.string() }).check(confirmed);
export type UpdatePayPasswordRequest = z.input<typeof updatePayPasswordRequestSchema>;

/** A new redemption password with the code sent by SMS to the member's phone. */
export const resetPayPasswordRequestSchema = z.object({ code: verificationCodeSchema, password: redemptionPasswordSchema, confirm: z.string() }).check(confirmed);
export type ResetPayPasswordRequest = z.input<typeof resetPayPasswordRequestSchema>;

export const payPasswordStatusSchema = z.object({
  set: z.boolean(),
  /** The member's phone the reset code goes to, all but its last 4 digits hidden. */
  mobileMasked: z.nullable(z.string()),
});
export type PayPasswordStatus = z.infer<typeof payPasswordStatusSchema>;
