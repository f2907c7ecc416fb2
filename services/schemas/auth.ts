import * as z from 'zod/mini';
import { text } from './text';
import { areaCodeSchema, emailSchema, mobileSchema, required, verificationCodeSchema, withPhoneCheck } from './validation';

export const codePurposes = ['login', 'register', 'reset', 'mobile', 'email', 'delete', 'club'] as const;
export type CodePurpose = (typeof codePurposes)[number];

export const smsCodeRequestSchema = withPhoneCheck(
  z.object({ areaCode: areaCodeSchema, mobile: mobileSchema, purpose: z.enum(codePurposes) }),
);
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

export const emailCodeRequestSchema = z.object({ email: emailSchema, purpose: z.enum(codePurposes) });
export type EmailCodeRequest = z.input<typeof emailCodeRequestSchema>;

/** Sent again only after this many seconds. */
export const codeResendSeconds = 60;
export const codeSentSchema = z.object({ resendAfterSeconds: z.number(), expiresInSeconds: z.number() });

const captchaFields = { captchaKey: z.optional(text()), captchaCode: z.optional(text()) };
const password = text().check(z.minLength(1, 'validation.passwordRequired'));

/** POST /dsb-auth/oauth/token, form encoded. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: required('validation.usernameRequired'),
    areaCode: z.optional(areaCodeSchema),
    password,
    ...captchaFields,
  }),
  withPhoneCheck(
    z.object({
      grant_type: z.literal('sms_code'),
      areaCode: areaCodeSchema,
      mobile: mobileSchema,
      code: verificationCodeSchema,
    }),
  ),
  z.object({
    grant_type: z.literal('jp_club'),
    username: required('validation.usernameRequired'),
    password,
    ...captchaFields,
  }),
]);
export type TokenRequest = z.input<typeof tokenRequestSchema>;
export type GrantType = TokenRequest['grant_type'];

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  memberId: z.number(),
  grant_type: z.enum(['password', 'sms_code', 'jp_club']),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const captchaSchema = z.object({ captchaKey: z.string(), image: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

export const memberTierSchema = z.object({ tier: z.nullable(z.string()), tierEndDate: z.nullable(z.string()) });
export const clubAccountSchema = z.object({ accountBalance: z.string(), accountExpiredDate: z.nullable(z.string()) });
