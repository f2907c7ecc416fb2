import * as z from 'zod/mini';
import { text as freeText } from './text';

import {
  areaCodeSchema,
  dateSchema,
  emailSchema,
  mobileSchema,
  passwordSchema,
  verificationCodeSchema,
  withPhoneCheck,
} from './validation';

export const memberTiers = ['STANDARD', 'SELECT', 'SILVER', 'GOLDEN', 'PLATINUM'] as const;
export type MemberTier = (typeof memberTiers)[number];

const text = z.nullable(z.string());

/** User info (spec section 3). gender -1 means not set. */
export const userInfoSchema = z.object({
  id: z.number(),
  nickName: text,
  avatarUrl: text,
  areaCode: text,
  mobile: text,
  gender: z.number(),
  birthday: text,
  country: text,
  email: text,
  jpClubId: text,
  jpTier: z.nullable(z.enum(memberTiers)),
  jpTierEndDate: text,
  accountBalance: text,
  accountExpiredDate: text,
  /** An airline staff account: the staff lounge offer is theirs to see and buy (spec section 3, VIP_ROOM_EMPLOYEE). */
  staff: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The FWC profile (member profile, spec section 3); documents are masked. */
export const clubProfileSchema = z.object({
  cardNo: z.string(),
  tier: z.enum(memberTiers),
  tierEndDate: text,
  lastName: z.string(),
  firstName: z.string(),
  gender: text,
  birthday: text,
  /** Points available: the ledger's sum less what unpaid award orders hold. */
  points: z.number(),
  /** The unspent points that expire soonest, and their day. */
  expiringPoints: z.number(),
  pointsExpiry: text,
  areaCode: text,
  mobile: text,
  email: text,
  idType: text,
  idNoMasked: text,
});
export type ClubProfile = z.infer<typeof clubProfileSchema>;

const nickName = freeText().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(40, 'validation.nickNameLength'));

/** Registration's first step, a page of its own: who registers, and the code that proves the number. */
const registerVerification = { areaCode: areaCodeSchema, mobile: mobileSchema, code: verificationCodeSchema, nickName: z.optional(nickName) };
export const registerVerificationSchema = withPhoneCheck(z.object(registerVerification));
export type RegisterVerification = z.output<typeof registerVerificationSchema>;

export const registerRequestSchema = withPhoneCheck(z.object({ ...registerVerification, password: passwordSchema, email: z.optional(emailSchema) }));
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Forgotten password: a code sent by SMS or e-mail (the first page), then a new password (the second). */
const smsVerification = { channel: z.literal('sms'), areaCode: areaCodeSchema, mobile: mobileSchema, code: verificationCodeSchema };
const emailVerification = { channel: z.literal('email'), email: emailSchema, code: verificationCodeSchema };
export const forgetPasswordVerificationSchema = z.discriminatedUnion('channel', [withPhoneCheck(z.object(smsVerification)), z.object(emailVerification)]);
export type ForgetPasswordVerification = z.output<typeof forgetPasswordVerificationSchema>;

export const forgetPasswordRequestSchema = z.discriminatedUnion('channel', [
  withPhoneCheck(z.object({ ...smsVerification, password: passwordSchema })),
  z.object({ ...emailVerification, password: passwordSchema }),
]);
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequestSchema>;

/** Change the password of the logged-in user. */
export const resetPasswordRequestSchema = z.object({
  oldPassword: freeText().check(z.minLength(1, 'validation.passwordRequired')),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const updateMemberRequestSchema = z.object({
  nickName: z.optional(nickName),
  gender: z.optional(z.union([z.literal(-1), z.literal(0), z.literal(1)])),
  birthday: z.optional(dateSchema),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'validation.country'))),
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;

export const updateEmailRequestSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;

export const updateMobileRequestSchema = withPhoneCheck(
  z.object({ areaCode: areaCodeSchema, mobile: mobileSchema, code: verificationCodeSchema }),
);
export type UpdateMobileRequest = z.input<typeof updateMobileRequestSchema>;

/** Deleting the account is confirmed with a code sent to the account's own phone or e-mail. */
export const deleteAccountRequestSchema = z.object({ channel: z.enum(['sms', 'email']), code: verificationCodeSchema });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const remindSchema = z.object({
  remind: z.boolean(),
  points: z.number(),
  pointsExpiry: text,
});
export type Remind = z.infer<typeof remindSchema>;

