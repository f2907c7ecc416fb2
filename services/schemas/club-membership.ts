import * as z from 'zod/mini';
import { clubPasswordSchema } from './club';
import { certTypes } from './documents';
import { memberTiers } from './member';
import { certNo, countryCode, personName } from './passenger';
import { text } from './text';
import { areaCodeSchema, dateSchema, emailSchema, mobileSchema, required, verificationCodeSchema, withPhoneCheck } from './validation';

/** Member age (spec section 5): at least 2; a guardian's consent under 16; no newsletter under 18. */
export const MIN_MEMBER_AGE = 2;
export const GUARDIAN_UNDER = 16;
export const NEWSLETTER_FROM = 18;

/** Whole years from `birthday` to `today`, both YYYY-MM-DD. */
export function ageOn(birthday: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(birthday.slice(0, 4)) - (today.slice(5) < birthday.slice(5) ? 1 : 0);
}

export type AgeRule = 'tooYoung' | 'guardian' | 'noNewsletter' | null;

/** The age rule that applies on `today`: the strictest first; null from 18. */
export function ageRuleOn(birthday: string, today: string): AgeRule {
  const age = ageOn(birthday, today);
  if (age < MIN_MEMBER_AGE) return 'tooYoung';
  if (age < GUARDIAN_UNDER) return 'guardian';
  if (age < NEWSLETTER_FROM) return 'noNewsletter';
  return null;
}

/** Today in Hong Kong, where the club is: the day a member's age is counted on. */
export const clubToday = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Chinese names as on the document, optional: Han characters (and the middle dot of transcribed names). */
const chineseName = z.optional(
  z.pipe(
    text(),
    z.string().check(z.trim(), z.maxLength(20, 'validation.nameLength'), z.regex(/^[\u3400-\u9fff\u00b7]*$/, 'clubSignUp.chineseNameRule')),
  ),
);

export const guardianRelationships = ['FATHER', 'MOTHER', 'GUARDIAN'] as const;

export const guardianSchema = withPhoneCheck(
  z.object({
    name: text().check(z.trim(), z.minLength(1, 'clubSignUp.guardianNameRequired'), z.maxLength(40, 'validation.nameLength')),
    relationship: z.enum(guardianRelationships, 'clubSignUp.relationshipRequired'),
    areaCode: areaCodeSchema,
    mobile: mobileSchema,
  }),
);
export type Guardian = z.output<typeof guardianSchema>;

/** Step 1: who joins, as in their travel document. */
export const clubStep1Fields = {
  lastName: personName,
  firstName: personName,
  chineseLastName: chineseName,
  chineseFirstName: chineseName,
  gender: z.enum(['M', 'F'], 'validation.gender'),
  birthday: dateSchema,
  nationality: countryCode('validation.nationality'),
  idType: z.enum(certTypes, 'validation.certType'),
  idNo: certNo,
  idExpiry: dateSchema,
  guardian: z.optional(z.nullable(guardianSchema)),
};
export const clubStep1Schema = z.object(clubStep1Fields);

/** Step 2: how the club reaches the member; the mobile number is proven by an SMS code. */
export const clubStep2Fields = { areaCode: areaCodeSchema, mobile: mobileSchema, code: verificationCodeSchema, email: emailSchema };
export const clubStep2Schema = withPhoneCheck(z.object(clubStep2Fields));

/** Step 3: the club login password and the newsletter. */
export const clubStep3Fields = { password: clubPasswordSchema, newsletter: z._default(z.boolean(), false) };
export const clubStep3Schema = z.object(clubStep3Fields);

/** POST /dsb-member/app-api/v1/members/register/jp: the three steps together. */
export const clubSignUpRequestSchema = withPhoneCheck(z.object({ ...clubStep1Fields, ...clubStep2Fields, ...clubStep3Fields }));
export type ClubSignUpRequest = z.input<typeof clubSignUpRequestSchema>;

export const clubSignUpResultSchema = z.object({
  cardNo: z.string(),
  tier: z.enum(memberTiers),
  tierEndDate: z.string(),
  joinedAt: z.string(),
  /** True when the membership was bound to the caller's account at once. */
  bound: z.boolean(),
});
export type ClubSignUpResult = z.infer<typeof clubSignUpResultSchema>;

/** POST /binding/jp: the membership named by card number, phone, e-mail or ID, and its club password. */
export const bindClubRequestSchema = z.object({
  username: required('validation.usernameRequired'),
  password: text().check(z.minLength(1, 'validation.passwordRequired')),
  captchaKey: z.optional(text()),
  captchaCode: z.optional(text()),
});
export type BindClubRequest = z.input<typeof bindClubRequestSchema>;
