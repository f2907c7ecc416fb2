import * as z from 'zod/mini';
import { text } from './text';

/** Phone number rules by area code (spec section 5); other area codes take 5-15 digits. */
export const phoneRules: Record<string, RegExp> = {
  '852': /^[2-9]\d{7}$/,
  '86': /^1[3-9]\d{9}$/,
  '66': /^0\d{8,9}$/,
  '886': /^0\d{8,9}$/,
  '81': /^0[789]0\d{8}$/,
};
const otherPhone = /^\d{5,15}$/;

export const isPhoneValid = (areaCode: string, mobile: string) =>
  (phoneRules[areaCode] ?? otherPhone).test(mobile);

/** Strips whitespace from strings, as the spec allows. */
export const trimmed = () => z.pipe(text(), z.transform((s: string) => s.replace(/\s+/g, '')));
const trimmedMatching = (pattern: RegExp, key: string) => z.pipe(trimmed(), z.string().check(z.regex(pattern, key)));

export const areaCodeSchema = z.string().check(z.regex(/^\d{1,4}$/, 'validation.areaCode'));
/** The longest e-mail address a form takes. */
export const EMAIL_MAX = 100;
/** An e-mail address as typed: spaces around it dropped, a space inside refused (never joined up), at most EMAIL_MAX characters. */
export const emailSchema = text().check(
  z.trim(),
  z.maxLength(EMAIL_MAX, 'validation.emailLength'),
  z.regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, 'validation.emailFormat'),
);
export const mobileSchema = trimmedMatching(/^\d+$/, 'validation.phoneFormat');
export const verificationCodeSchema = trimmedMatching(/^\d{6}$/, 'validation.codeFormat');

/** Register or reset: 8-20 characters with upper and lower case, a digit and one of @!#$^*. */
export const passwordSchema = z
  .string()
  .check(z.regex(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@!#$^*])[A-Za-z\d@!#$^*]{8,20}$/, 'validation.passwordRule'));

/**
 * The same rule as a checklist a form ticks while the password is typed; `length` also refuses
 * characters outside letters, digits and @!#$^*, so every tick means the schema passes.
 */
export const passwordChecks = {
  length: (s: string) => /^[A-Za-z\d@!#$^*]{8,20}$/.test(s),
  upper: (s: string) => /[A-Z]/.test(s),
  lower: (s: string) => /[a-z]/.test(s),
  digit: (s: string) => /\d/.test(s),
  symbol: (s: string) => /[@!#$^*]/.test(s),
};

/** A calendar date written YYYY-MM-DD that exists (no 30 February), from 1900 on. */
export const dateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateFormat'),
  z.refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1900;
  }, 'validation.dateInvalid'),
);

/** A required text field: not empty, `key` as the message. */
export const required = (key: string) => z.pipe(trimmed(), z.string().check(z.minLength(1, key)));

/** Adds the phone-by-area-code check to an object carrying areaCode and mobile. */
export function withPhoneCheck<T extends z.ZodMiniType<{ areaCode: string; mobile: string }>>(schema: T): T {
  return schema.check(z.refine((v) => isPhoneValid(v.areaCode, v.mobile), { message: 'validation.phoneFormat', path: ['mobile'] }));
}

/** Institutions whose addresses carry no 'edu' or 'ac' label (Hong Kong and Canadian universities). */
const institutionDomains = ['hku.hk', 'ust.hk', 'eduhk.hk', 'ubc.ca', 'utoronto.ca', 'sfu.ca', 'mcgill.ca', 'uvic.ca', 'yorku.ca', 'ualberta.ca', 'ucalgary.ca'];

/**
 * An educational (institution) e-mail address, as the student offer needs (spec section 5):
 * a domain with an 'edu' label (cuhk.edu.hk, tsinghua.edu.cn) or 'ac' before the country
 * (ox.ac.uk), or one of the institutions above and their subdomains (connect.hku.hk).
 */
export function isInstitutionEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const labels = domain.split('.');
  return labels.includes('edu') || labels.at(-2) === 'ac' || institutionDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
}
export const studentEmailSchema = z.string().check(z.refine((s) => emailSchema.safeParse(s).success && isInstitutionEmail(s), 'validation.studentEmail'));

/** The privacy consent of a booking's passenger step: the server records it with the order and refuses a step without it. */
export const privacyConsentSchema = z.boolean('errors.privacyConsent').check(z.refine((agreed) => agreed, 'errors.privacyConsent'));
