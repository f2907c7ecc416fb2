import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { captchas, users } from '../../server/db/schema';
import { codeFromOutbox, type Api, type Envelope } from './harness';

export const AUTH = '/dsb-auth';
export const TOKEN = '/dsb-auth/oauth/token';
export const MEMBERS = '/dsb-member/app-api/v1/members';
export const FFP = '/dsb-member/api/v1/members/ffp';

export const SECOND = 1_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export const OK = '00000';

/** Password used for users the tests register; it follows the register rules of spec section 5. */
export const PASSWORD = 'Test@2026a';

let sequence = 0;
/** A fresh, valid Hong Kong mobile number (8 digits starting with 5) nobody in this file has used. */
export function freshMobile(): string {
  sequence += 1;
  return String(50_000_000 + sequence * 37);
}
/** A fresh e-mail address nobody in this file has used. */
export function freshEmail(): string {
  sequence += 1;
  return `user${sequence}@test.example`;
}

/** Asks for an SMS code and returns it as read from the outbox. */
export async function smsCode(s: Api, mobile: string, purpose: string, areaCode = '852'): Promise<string> {
  const res = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode, mobile, purpose } });
  expect(res.code, res.msg).toBe(OK);
  return codeFromOutbox(s, `${areaCode}-${mobile}`);
}

/** Asks for an e-mail code and returns it as read from the outbox. */
export async function emailCode(s: Api, email: string, purpose: string): Promise<string> {
  const res = await s.call('POST', `${AUTH}/email-code`, { json: { email, purpose } });
  expect(res.code, res.msg).toBe(OK);
  return codeFromOutbox(s, email.toLowerCase());
}

/** A six-digit code different from `code`. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

export function passwordLogin(s: Api, username: string, password: string, extra: Record<string, string> = {}): Promise<Envelope> {
  return s.call('POST', TOKEN, { form: { grant_type: 'password', username, password, ...extra } });
}

export function clubLogin(s: Api, username: string, password: string, extra: Record<string, string> = {}): Promise<Envelope> {
  return s.call('POST', TOKEN, { form: { grant_type: 'jp_club', username, password, ...extra } });
}

/** Logs in with a password and returns the access token (the login must succeed). */
export async function tokenFor(s: Api, username: string, password: string, areaCode?: string): Promise<string> {
  const res = await passwordLogin(s, username, password, areaCode ? { areaCode } : {});
  expect(res.code, res.msg).toBe(OK);
  return res.data.access_token as string;
}

export interface RegisteredUser {
  id: number;
  areaCode: string;
  mobile: string;
  password: string;
  email?: string;
  token: string;
}

/**
 * Registers a new user through the API (SMS code from the outbox) and logs them in. Afterwards the
 * clock is moved past the 60-second resend limit so the next code for this number may be asked at once.
 */
export async function registerUser(
  s: Api,
  options: { mobile?: string; areaCode?: string; password?: string; email?: string; nickName?: string } = {},
): Promise<RegisteredUser> {
  const areaCode = options.areaCode ?? '852';
  const mobile = options.mobile ?? freshMobile();
  const password = options.password ?? PASSWORD;
  const code = await smsCode(s, mobile, 'register', areaCode);
  const res = await s.call('POST', `${MEMBERS}/register`, {
    json: { areaCode, mobile, code, password, email: options.email, nickName: options.nickName },
  });
  expect(res.code, res.msg).toBe(OK);
  const token = await tokenFor(s, mobile, password, areaCode);
  afterResendWait(s);
  return { id: res.data.id, areaCode, mobile, password, email: options.email, token };
}

/** Reads the answer of a fresh captcha straight from the database. */
export async function solvedCaptcha(s: Api): Promise<{ captchaKey: string; captchaCode: string }> {
  const res = await s.call('GET', '/captcha');
  expect(res.code, res.msg).toBe(OK);
  const [row] = await s.database.db.select().from(captchas).where(eq(captchas.id, res.data.captchaKey));
  return { captchaKey: res.data.captchaKey, captchaCode: row!.answer };
}

export async function countRows(s: Api, table: PgTable): Promise<number> {
  const [row] = await s.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

export async function userRow(s: Api, id: number) {
  const [row] = await s.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function me(s: Api, token: string): Promise<Envelope> {
  return s.call('GET', `${MEMBERS}/me`, { token });
}

/** Lets the per-recipient resend limit (60 s) pass. */
export const afterResendWait = (s: Api) => s.clock.advance(61 * SECOND);

/** Parses `value` with a contract schema and fails on any key the contract does not name. */
export function parseExact<S extends z.ZodMiniObject>(schema: S, value: unknown): z.infer<S> {
  return z.strictObject(schema.shape).parse(value) as z.infer<S>;
}
