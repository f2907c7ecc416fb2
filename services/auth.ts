import * as z from 'zod/mini';
import {
  captchaSchema,
  clubAccountSchema,
  codeSentSchema,
  memberTierSchema,
  tokenResponseSchema,
  type EmailCodeRequest,
  type SmsCodeRequest,
  type TokenRequest,
} from './schemas/auth';
import { request } from './http';

/** The auth service (spec section 7, "Authentication and system"). */

export const requestToken = (form: TokenRequest, signal?: AbortSignal) =>
  request('/dsb-auth/oauth/token', {
    schema: tokenResponseSchema,
    form: Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<string, string>,
    signal,
  });

export const logout = (signal?: AbortSignal) =>
  request('/dsb-auth/oauth/logout', { schema: z.null(), signal });

export const sendSmsCode = (body: SmsCodeRequest, signal?: AbortSignal) =>
  request('/dsb-auth/sms-code', { schema: codeSentSchema, json: body, signal });

export const sendEmailCode = (body: EmailCodeRequest, signal?: AbortSignal) =>
  request('/dsb-auth/email-code', { schema: codeSentSchema, json: body, signal });

export const getCaptcha = (signal?: AbortSignal) =>
  request('/captcha', { schema: captchaSchema, method: 'GET', signal });

export const getMemberTier = (signal?: AbortSignal) =>
  request('/dsb-auth/feign/oauth/getMemberTier', { schema: memberTierSchema, signal });

export const checkClubAccount = (cardNo: string, signal?: AbortSignal) =>
  request(`/dsb-auth/feign/oauth/check/jp/${encodeURIComponent(cardNo)}`, { schema: clubAccountSchema, method: 'GET', signal });
