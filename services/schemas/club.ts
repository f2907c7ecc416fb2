import * as z from 'zod/mini';

/** No three identical digits in a row (111) and no three sequential digits up or down (123, 987). */
export function hasEasyDigits(value: string): boolean {
  for (let i = 0; i + 2 < value.length; i++) {
    const [a, b, c] = [value.charCodeAt(i), value.charCodeAt(i + 1), value.charCodeAt(i + 2)];
    if (![a, b, c].every((ch) => ch >= 48 && ch <= 57)) continue;
    if ((a === b && b === c) || (b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1)) return true;
  }
  return false;
}

/** The FWC login password (spec section 5): 8-15 characters, mixed case, digits and special characters, no identical or sequential digits. */
export const clubPasswordSchema = z
  .string()
  .check(
    z.regex(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d])\S{8,15}$/, 'validation.clubPasswordRule'),
    z.refine((s) => !hasEasyDigits(s), 'validation.easyDigits'),
  );

/** The FWC redemption password that points are spent with: 6 digits, no identical or sequential digits. */
export const redemptionPasswordSchema = z
  .string()
  .check(z.regex(/^\d{6}$/, 'validation.redemptionPasswordFormat'), z.refine((s) => !hasEasyDigits(s), 'validation.easyDigits'));
