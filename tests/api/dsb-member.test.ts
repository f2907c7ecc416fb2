import * as z from 'zod/mini';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubProfileSchema, userInfoSchema } from '../../services/schemas/member';
import { buildApp } from '../../server/app';
import { createClock } from '../../server/clock';
import { configFromEnv } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { messageReads, messages, outbox, sessions, users, verificationCodes } from '../../server/db/schema';
import { demoClubMembers, demoStaff, demoUser } from '../../server/db/seed/demo-accounts';
import { seed } from '../../server/db/seed/seed';
import { callerFor, createPostgresDatabase, describeEachDatabase, pgliteTemplate, type TestServer } from './harness';
import {
  afterResendWait,
  clubLogin,
  countRows,
  DAY,
  emailCode,
  FFP,
  freshEmail,
  freshMobile,
  me,
  MEMBERS,
  OK,
  otherCode,
  PASSWORD,
  passwordLogin,
  registerUser,
  smsCode,
  solvedCaptcha,
  TOKEN,
  tokenFor,
  userRow,
} from './helpers';

const [silver, golden, platinum, standard] = demoClubMembers as [
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
];
const PASSWORD_RULE = 'The password needs 8-20 characters with an uppercase letter, a lowercase letter, a digit and one of @!#$^*.';

/** Passwords that break one rule each (spec section 5). */
const badPasswords = ['Ab1@xyz', 'abcdefg1@', 'ABCDEFG1@', 'Abcdefgh@', 'Abcdefgh1', 'Abcdefg1%', 'Abcd efg1@', 'Abcdefghij1@abcdefghi', 'Ábcdefg1@'];

function register(s: TestServer, body: Record<string, unknown>) {
  return s.call('POST', `${MEMBERS}/register`, { json: body });
}

async function profile(s: TestServer, token: string) {
  const res = await me(s, token);
  expect(res.code, res.msg).toBe(OK);
  return res.data;
}

describeEachDatabase('dsb-member', (server) => {
  describe('GET /me', () => {
    it("returns the caller's user info in the shape of the contract, with no password", async () => {
      const s = server();
      const token = await tokenFor(s, demoUser.mobile, demoUser.password);
      const res = await me(s, token);
      expect(res.code).toBe(OK);
      const info = z.strictObject(userInfoSchema.shape).parse(res.data);
      expect(info).toMatchObject({
        nickName: demoUser.nickName,
        areaCode: demoUser.areaCode,
        mobile: demoUser.mobile,
        email: demoUser.email,
        gender: -1,
        jpClubId: null,
        jpTier: null,
        accountBalance: null,
        staff: false,
      });
      expect(JSON.stringify(res.data)).not.toMatch(/password|scrypt/i);
    });

    it('tells a staff account it is one (the staff lounge offer is theirs)', async () => {
      const s = server();
      const token = await tokenFor(s, demoStaff.mobile, demoStaff.password);
      expect((await profile(s, token)).staff).toBe(true);
    });

    it('includes the club fields of a bound user', async () => {
      const s = server();
      const login = await clubLogin(s, golden.cardNo, golden.password);
      const info = z.strictObject(userInfoSchema.shape).parse(await profile(s, login.data.access_token));
      expect(info).toMatchObject({ jpClubId: golden.cardNo, jpTier: 'GOLDEN', accountBalance: golden.accountBalance });
      expect(info.jpTierEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('needs a logged-in user', async () => {
      const s = server();
      const res = await s.call('GET', `${MEMBERS}/me`);
      expect(res.code).toBe('U00003');
      expect(res.msg).toBe('Please log in to proceed.');
    });
  });

  describe('GET /me/jp', () => {
    it('returns the club profile with the ID number masked but for its last four characters', async () => {
      const s = server();
      const login = await clubLogin(s, silver.cardNo, silver.password);
      const res = await s.call('GET', `${MEMBERS}/me/jp`, { token: login.data.access_token });
      expect(res.code).toBe(OK);
      const club = z.strictObject(clubProfileSchema.shape).parse(res.data);
      expect(club).toMatchObject({ cardNo: silver.cardNo, tier: 'SILVER', lastName: silver.lastName, firstName: silver.firstName, points: silver.points, expiringPoints: Math.round(silver.points / 10), idType: 'PASSPORT' });
      expect(club.idNoMasked).toBe('*****5601');
      expect(JSON.stringify(res.data)).not.toContain(silver.idNo);

      const chinese = await clubLogin(s, platinum.cardNo, platinum.password);
      const other = await s.call('GET', `${MEMBERS}/me/jp`, { token: chinese.data.access_token });
      expect(other.data.idNoMasked).toBe(`${'*'.repeat(14)}0031`);
      expect(JSON.stringify(other.data)).not.toContain(platinum.idNo);
    });

    it('answers U00017 to a user without a membership, U00003 to an anonymous caller', async () => {
      const s = server();
      const token = await tokenFor(s, demoUser.mobile, demoUser.password);
      expect((await s.call('GET', `${MEMBERS}/me/jp`, { token })).code).toBe('U00017');
      expect((await s.call('GET', `${MEMBERS}/me/jp`)).code).toBe('U00003');
    });
  });

  describe('POST /register', () => {
    it('creates a user who can then log in by password, by e-mail and by SMS code', async () => {
      const s = server();
      const mobile = freshMobile();
      const email = freshEmail();
      const code = await smsCode(s, mobile, 'register');
      const res = await register(s, { areaCode: '852', mobile: ` ${mobile.slice(0, 4)} ${mobile.slice(4)} `, code, password: PASSWORD, email, nickName: '  Kit  ' });
      expect(res.code).toBe(OK);
      const info = z.strictObject(userInfoSchema.shape).parse(res.data);
      expect(info).toMatchObject({ areaCode: '852', mobile, email, nickName: 'Kit', jpClubId: null });

      const byPhone = await passwordLogin(s, mobile, PASSWORD);
      expect(byPhone.data.memberId).toBe(info.id);
      expect((await passwordLogin(s, email, PASSWORD)).data.memberId).toBe(info.id);
      afterResendWait(s);
      const loginCode = await smsCode(s, mobile, 'login');
      const bySms = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile, code: loginCode } });
      expect(bySms.data.memberId).toBe(info.id);
      expect((await profile(s, bySms.data.access_token)).id).toBe(info.id);
    });

    it('stores the password hashed', async () => {
      const s = server();
      const user = await registerUser(s);
      const row = await userRow(s, user.id);
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect(row!.passwordHash).not.toContain(PASSWORD);
    });

    it('enforces the password rules and leaves the code usable', async () => {
      const s = server();
      const mobile = freshMobile();
      const code = await smsCode(s, mobile, 'register');
      const before = await countRows(s, users);
      for (const password of badPasswords) {
        const res = await register(s, { areaCode: '852', mobile, code, password });
        expect(res.code, password).toBe('A0400');
        expect(res.msg, password).toBe(PASSWORD_RULE);
      }
      expect((await register(s, { areaCode: '852', mobile, code })).code).toBe('A0400');
      expect(await countRows(s, users)).toBe(before);
      // Shortest allowed password, with the same code.
      expect((await register(s, { areaCode: '852', mobile, code, password: 'Abcde1@x' })).code).toBe(OK);
      expect((await passwordLogin(s, mobile, 'Abcde1@x')).code).toBe(OK);
    });

    it('accepts a 20-character password with every allowed special character', async () => {
      const s = server();
      const password = 'Aa1@!#$^*bcdefghijkl';
      expect(password).toHaveLength(20);
      const user = await registerUser(s, { password });
      expect((await passwordLogin(s, user.mobile, password)).code).toBe(OK);
    });

    it('answers U00013 for a registered number and creates nothing', async () => {
      const s = server();
      const code = await smsCode(s, demoUser.mobile, 'register');
      const before = await countRows(s, users);
      const res = await register(s, { areaCode: '852', mobile: demoUser.mobile, code, password: PASSWORD });
      expect(res.code).toBe('U00013');
      expect(res.msg).toBe('This phone number or e-mail is already registered.');
      expect(await countRows(s, users)).toBe(before);
      // The demo user's password is untouched.
      expect((await passwordLogin(s, demoUser.mobile, demoUser.password)).code).toBe(OK);
    });

    it('answers U00013 for a registered e-mail, and the code still works for a corrected request', async () => {
      const s = server();
      const mobile = freshMobile();
      const code = await smsCode(s, mobile, 'register');
      const taken = await register(s, { areaCode: '852', mobile, code, password: PASSWORD, email: demoUser.email.toUpperCase() });
      expect(taken.code).toBe('U00013');
      const [row] = await s.database.db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.recipient, `852-${mobile}`), eq(verificationCodes.purpose, 'register')));
      expect(row!.usedAt).toBeNull();
      const email = freshEmail();
      const ok = await register(s, { areaCode: '852', mobile, code, password: PASSWORD, email });
      expect(ok.code).toBe(OK);
      expect(ok.data.email).toBe(email);
    });

    it('refuses a code for another purpose, a wrong code and a used code', async () => {
      const s = server();
      const mobile = freshMobile();
      const loginCode = await smsCode(s, mobile, 'login');
      const wrongPurpose = await register(s, { areaCode: '852', mobile, code: loginCode, password: PASSWORD });
      expect(wrongPurpose.code).toBe('U00012');
      afterResendWait(s);
      const code = await smsCode(s, mobile, 'register');
      expect((await register(s, { areaCode: '852', mobile, code: otherCode(code), password: PASSWORD })).code).toBe('U00012');
      expect(await s.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
      expect((await register(s, { areaCode: '852', mobile, code, password: PASSWORD })).code).toBe(OK);
      expect((await register(s, { areaCode: '852', mobile, code, password: PASSWORD })).code).toBe('U00012');
    });

    it('refuses a code sent to another number', async () => {
      const s = server();
      const [mine, theirs] = [freshMobile(), freshMobile()];
      const code = await smsCode(s, theirs, 'register');
      expect((await register(s, { areaCode: '852', mobile: mine, code, password: PASSWORD })).code).toBe('U00012');
    });

    it('checks the phone, e-mail and nickname', async () => {
      const s = server();
      const mobile = freshMobile();
      const code = await smsCode(s, mobile, 'register');
      const before = await countRows(s, users);
      const badPhone = await register(s, { areaCode: '852', mobile: '1234567', code, password: PASSWORD });
      expect([badPhone.code, badPhone.msg]).toEqual(['A0400', 'Phone number format error']);
      const badPhone86 = await register(s, { areaCode: '86', mobile: '12345678901', code, password: PASSWORD });
      expect([badPhone86.code, badPhone86.msg]).toEqual(['A0400', 'Phone number format error']);
      const badEmail = await register(s, { areaCode: '852', mobile, code, password: PASSWORD, email: 'not-an-email' });
      expect([badEmail.code, badEmail.msg]).toEqual(['A0400', 'Email format error']);
      const longName = await register(s, { areaCode: '852', mobile, code, password: PASSWORD, nickName: 'x'.repeat(41) });
      expect([longName.code, longName.msg]).toEqual(['A0400', 'The nickname has 40 characters at most.']);
      const badCode = await register(s, { areaCode: '852', mobile, code: '12ab56', password: PASSWORD });
      expect([badCode.code, badCode.msg]).toEqual(['A0400', 'The verification code has 6 digits.']);
      expect(await countRows(s, users)).toBe(before);
      expect((await register(s, { areaCode: '852', mobile, code, password: PASSWORD, nickName: 'x'.repeat(40) })).code).toBe(OK);
    });
  });

  describe('POST /forget/pwd', () => {
    it('sets a new password by SMS code and ends every session', async () => {
      const s = server();
      const user = await registerUser(s);
      const second = await tokenFor(s, user.mobile, user.password);
      const code = await smsCode(s, user.mobile, 'reset');
      const res = await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { channel: 'sms', areaCode: '852', mobile: user.mobile, code, password: 'Fresh@2026' } });
      expect(res.code).toBe(OK);
      for (const token of [user.token, second]) {
        const after = await me(s, token);
        expect([after.status, after.code]).toEqual([401, 'A0401']);
      }
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, 'Fresh@2026')).code).toBe(OK);
    });

    it('sets a new password by e-mail code', async () => {
      const s = server();
      const email = freshEmail();
      const user = await registerUser(s, { email });
      const code = await emailCode(s, email.toUpperCase(), 'reset');
      const res = await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { channel: 'email', email: email.toUpperCase(), code, password: 'Fresh@2026' } });
      expect(res.code).toBe(OK);
      expect((await me(s, user.token)).status).toBe(401);
      expect((await passwordLogin(s, email, user.password)).code).toBe('U00010');
      expect((await passwordLogin(s, email, 'Fresh@2026')).code).toBe(OK);
    });

    it('unlocks a locked account', async () => {
      const s = server();
      const user = await registerUser(s);
      for (let i = 0; i < 3; i++) await passwordLogin(s, user.mobile, 'Wrong@0000');
      await passwordLogin(s, user.mobile, 'Wrong@0000', await solvedCaptcha(s));
      expect((await passwordLogin(s, user.mobile, 'Wrong@0000', await solvedCaptcha(s))).code).toBe('U00011');
      const code = await smsCode(s, user.mobile, 'reset');
      expect((await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { channel: 'sms', areaCode: '852', mobile: user.mobile, code, password: 'Fresh@2026' } })).code).toBe(OK);
      expect((await passwordLogin(s, user.mobile, 'Fresh@2026')).code).toBe(OK);
    });

    it('changes nothing for a wrong code, a code of another purpose, an unknown account or a weak password', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'reset');
      const body = { channel: 'sms', areaCode: '852', mobile: user.mobile, password: 'Fresh@2026' };
      expect((await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { ...body, code: otherCode(code) } })).code).toBe('U00012');
      const weak = await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { ...body, code, password: 'weak' } });
      expect([weak.code, weak.msg]).toEqual(['A0400', PASSWORD_RULE]);
      expect((await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { ...body, channel: 'fax', code } })).code).toBe('A0400');
      expect((await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { channel: 'email', email: 'bad', code, password: 'Fresh@2026' } })).msg).toBe('Email format error');
      expect((await me(s, user.token)).code).toBe(OK);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe(OK);

      const stranger = freshMobile();
      const strangerCode = await smsCode(s, stranger, 'reset');
      const unknown = await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { ...body, mobile: stranger, code: strangerCode } });
      expect(unknown.code).toBe('U00018');

      afterResendWait(s);
      const registerCode = await smsCode(s, user.mobile, 'register');
      expect((await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { ...body, code: registerCode } })).code).toBe('U00012');
      // The reset code is still usable after all of this.
      expect((await s.call('POST', `${MEMBERS}/forget/pwd`, { json: { ...body, code } })).code).toBe(OK);
      expect((await passwordLogin(s, user.mobile, 'Fresh@2026')).code).toBe(OK);
    });
  });

  describe('POST /rest/pass', () => {
    it('changes the password when the old one is right', async () => {
      const s = server();
      const user = await registerUser(s);
      const other = await passwordLogin(s, user.mobile, user.password);
      const res = await s.call('POST', `${MEMBERS}/rest/pass`, { token: user.token, json: { oldPassword: user.password, password: 'Changed@2026' } });
      expect(res.code).toBe(OK);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, 'Changed@2026')).code).toBe(OK);
      // The session that changed it goes on; every other one ends.
      expect((await me(s, user.token)).code).toBe(OK);
      expect((await me(s, other.data.access_token)).status).toBe(401);
    });

    it('answers U00016 to a wrong old password and changes nothing', async () => {
      const s = server();
      const user = await registerUser(s);
      const res = await s.call('POST', `${MEMBERS}/rest/pass`, { token: user.token, json: { oldPassword: 'Wrong@2026', password: 'Changed@2026' } });
      expect(res.code).toBe('U00016');
      expect(res.msg).toBe('The current password is incorrect.');
      const weak = await s.call('POST', `${MEMBERS}/rest/pass`, { token: user.token, json: { oldPassword: user.password, password: 'changed2026' } });
      expect([weak.code, weak.msg]).toEqual(['A0400', PASSWORD_RULE]);
      expect((await s.call('POST', `${MEMBERS}/rest/pass`, { token: user.token, json: { password: 'Changed@2026' } })).code).toBe('A0400');
      expect((await passwordLogin(s, user.mobile, 'Changed@2026')).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe(OK);
    });

    it('needs a logged-in user', async () => {
      const s = server();
      expect((await s.call('POST', `${MEMBERS}/rest/pass`, { json: { oldPassword: demoUser.password, password: 'Changed@2026' } })).code).toBe('U00003');
      expect((await passwordLogin(s, demoUser.mobile, demoUser.password)).code).toBe(OK);
    });
  });

  describe('POST /update', () => {
    it('updates the profile fields and returns the new user info', async () => {
      const s = server();
      const user = await registerUser(s);
      const res = await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: { nickName: ' Traveller ', gender: 1, birthday: '1990-02-28', country: 'HK' } });
      expect(res.code).toBe(OK);
      expect(res.data).toMatchObject({ nickName: 'Traveller', gender: 1, birthday: '1990-02-28', country: 'HK' });
      expect(await profile(s, user.token)).toMatchObject({ nickName: 'Traveller', gender: 1, birthday: '1990-02-28', country: 'HK', mobile: user.mobile });
      // One field at a time leaves the others.
      expect((await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: { gender: 0 } })).data).toMatchObject({ nickName: 'Traveller', gender: 0 });
    });

    it('changes nothing for an empty body', async () => {
      const s = server();
      const user = await registerUser(s, { nickName: 'Keep' });
      const before = await profile(s, user.token);
      const res = await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: {} });
      expect(res.code).toBe(OK);
      expect(res.data).toEqual(before);
    });

    it('rejects invalid values and changes nothing', async () => {
      const s = server();
      const user = await registerUser(s, { nickName: 'Keep' });
      const before = await profile(s, user.token);
      const cases: Array<[Record<string, unknown>, string | null]> = [
        [{ gender: 2 }, null],
        [{ gender: '1' }, null],
        [{ birthday: '1990/02/28' }, 'Please use the date format YYYY-MM-DD.'],
        [{ birthday: '1990-02-30' }, null],
        [{ birthday: '1990-13-01' }, null],
        [{ birthday: '0000-01-01' }, null],
        [{ country: 'hk' }, 'Please choose a country.'],
        [{ nickName: 'x'.repeat(41) }, 'The nickname has 40 characters at most.'],
        [{ nickName: '   ' }, null],
        [{ nickName: 'Changed', gender: 5 }, null],
      ];
      for (const [body, msg] of cases) {
        const res = await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: body });
        expect(res.code, JSON.stringify(body)).toBe('A0400');
        if (msg) expect(res.msg).toBe(msg);
      }
      expect(await profile(s, user.token)).toEqual(before);
    });

    it('ignores fields that are not profile fields', async () => {
      const s = server();
      const user = await registerUser(s);
      const before = await userRow(s, user.id);
      const res = await s.call('POST', `${MEMBERS}/update`, {
        token: user.token,
        json: { nickName: 'Only', mobile: '99999999', areaCode: '86', email: 'hijack@test.example', passwordHash: 'x', clubMemberId: 1, id: 1, deletedAt: new Date().toISOString() },
      });
      expect(res.code).toBe(OK);
      const after = await userRow(s, user.id);
      expect(after).toEqual({ ...before, nickName: 'Only' });
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe(OK);
    });

    it('needs a logged-in user', async () => {
      const s = server();
      expect((await s.call('POST', `${MEMBERS}/update`, { json: { nickName: 'x' } })).code).toBe('U00003');
    });
  });

  describe('POST /update/email', () => {
    it('changes the e-mail with a code sent to the new address', async () => {
      const s = server();
      const old = freshEmail();
      const user = await registerUser(s, { email: old });
      const email = freshEmail();
      const code = await emailCode(s, email, 'email');
      const res = await s.call('POST', `${MEMBERS}/update/email`, { token: user.token, json: { email, code } });
      expect(res.code).toBe(OK);
      expect(res.data.email).toBe(email);
      expect((await profile(s, user.token)).email).toBe(email);
      expect((await passwordLogin(s, email, user.password)).code).toBe(OK);
      expect((await passwordLogin(s, old, user.password)).code).toBe('U00010');
    });

    it('answers U00013 when another user has the address, and changes nothing', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await emailCode(s, demoUser.email.toUpperCase(), 'email');
      const res = await s.call('POST', `${MEMBERS}/update/email`, { token: user.token, json: { email: demoUser.email.toUpperCase(), code } });
      expect(res.code).toBe('U00013');
      expect((await profile(s, user.token)).email).toBeNull();
      expect((await passwordLogin(s, demoUser.email, demoUser.password)).data.memberId).not.toBe(user.id);
    });

    it('refuses a code for another address or purpose and a malformed address', async () => {
      const s = server();
      const user = await registerUser(s);
      const [a, b] = [freshEmail(), freshEmail()];
      const codeForA = await emailCode(s, a, 'email');
      expect((await s.call('POST', `${MEMBERS}/update/email`, { token: user.token, json: { email: b, code: codeForA } })).code).toBe('U00012');
      const resetCode = await emailCode(s, b, 'reset');
      expect((await s.call('POST', `${MEMBERS}/update/email`, { token: user.token, json: { email: b, code: resetCode } })).code).toBe('U00012');
      const bad = await s.call('POST', `${MEMBERS}/update/email`, { token: user.token, json: { email: 'a@b', code: codeForA } });
      expect([bad.code, bad.msg]).toEqual(['A0400', 'Email format error']);
      expect((await profile(s, user.token)).email).toBeNull();
      expect((await s.call('POST', `${MEMBERS}/update/email`, { json: { email: a, code: codeForA } })).code).toBe('U00003');
      // The code was not used up by the refused attempts.
      expect((await s.call('POST', `${MEMBERS}/update/email`, { token: user.token, json: { email: a, code: codeForA } })).code).toBe(OK);
    });
  });

  describe('POST /update/mobile', () => {
    it('changes the phone number with a code sent to the new number', async () => {
      const s = server();
      const user = await registerUser(s);
      const mobile = freshMobile();
      const code = await smsCode(s, mobile, 'mobile');
      const res = await s.call('POST', `${MEMBERS}/update/mobile`, { token: user.token, json: { areaCode: '852', mobile, code } });
      expect(res.code).toBe(OK);
      expect(res.data).toMatchObject({ areaCode: '852', mobile });
      expect((await passwordLogin(s, mobile, user.password)).data.memberId).toBe(user.id);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe('U00010');
    });

    it('moves to another area code', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, '13700137000', 'mobile', '86');
      const res = await s.call('POST', `${MEMBERS}/update/mobile`, { token: user.token, json: { areaCode: '86', mobile: '13700137000', code } });
      expect(res.code).toBe(OK);
      expect((await passwordLogin(s, '13700137000', user.password, { areaCode: '86' })).data.memberId).toBe(user.id);
    });

    it('answers U00013 when another user has the number, and changes nothing', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, demoUser.mobile, 'mobile');
      const res = await s.call('POST', `${MEMBERS}/update/mobile`, { token: user.token, json: { areaCode: '852', mobile: demoUser.mobile, code } });
      expect(res.code).toBe('U00013');
      expect((await profile(s, user.token)).mobile).toBe(user.mobile);
      expect((await passwordLogin(s, demoUser.mobile, demoUser.password)).code).toBe(OK);
    });

    it('accepts its own current number again', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'mobile');
      expect((await s.call('POST', `${MEMBERS}/update/mobile`, { token: user.token, json: { areaCode: '852', mobile: user.mobile, code } })).code).toBe(OK);
    });

    it('refuses a malformed number, a wrong code and a code for another purpose', async () => {
      const s = server();
      const user = await registerUser(s);
      const mobile = freshMobile();
      const code = await smsCode(s, mobile, 'register');
      expect((await s.call('POST', `${MEMBERS}/update/mobile`, { token: user.token, json: { areaCode: '852', mobile, code } })).code).toBe('U00012');
      const bad = await s.call('POST', `${MEMBERS}/update/mobile`, { token: user.token, json: { areaCode: '81', mobile: '09012345', code } });
      expect([bad.code, bad.msg]).toEqual(['A0400', 'Phone number format error']);
      afterResendWait(s);
      const right = await smsCode(s, mobile, 'mobile');
      expect((await s.call('POST', `${MEMBERS}/update/mobile`, { token: user.token, json: { areaCode: '852', mobile, code: otherCode(right) } })).code).toBe('U00012');
      expect((await profile(s, user.token)).mobile).toBe(user.mobile);
    });
  });

  describe('POST /del/account', () => {
    it('deletes the account with a code sent to its own phone', async () => {
      const s = server();
      const email = freshEmail();
      const user = await registerUser(s, { email, nickName: 'Leaving' });
      await s.call('POST', `${MEMBERS}/update`, { token: user.token, json: { gender: 1, birthday: '1991-01-01', country: 'HK' } });
      const [privateMessage] = await s.database.db
        .insert(messages)
        .values({ userId: user.id, title: { en: 'Yours', sc: 'Yours', tc: 'Yours' }, body: { en: 'x', sc: 'x', tc: 'x' }, createdAt: s.clock.now() })
        .returning();
      expect((await s.call('GET', `/dsb-system/app-api/v1/msg/read/${privateMessage!.id}`, { token: user.token })).code).toBe(OK);
      expect((await s.call('GET', '/dsb-system/app-api/v1/msg/read/1', { token: user.token })).code).toBe(OK);

      const code = await smsCode(s, user.mobile, 'delete');
      const res = await s.call('POST', `${MEMBERS}/del/account`, { token: user.token, json: { channel: 'sms', code } });
      expect(res.code).toBe(OK);
      expect(res.data).toBeNull();

      // The session has ended and the account cannot log in.
      expect((await me(s, user.token)).status).toBe(401);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe('U00010');
      expect((await passwordLogin(s, email, user.password)).code).toBe('U00010');
      const live = await s.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(live.every((row) => row.revokedAt !== null)).toBe(true);

      // The row keeps no personal data, and the user's messages and reads are gone.
      const row = await userRow(s, user.id);
      expect(row).toMatchObject({ nickName: null, avatarUrl: null, areaCode: null, mobile: null, email: null, passwordHash: null, gender: -1, birthday: null, country: null, clubMemberId: null });
      expect(row!.deletedAt).not.toBeNull();
      expect(await s.database.db.select().from(messages).where(eq(messages.userId, user.id))).toHaveLength(0);
      expect(await s.database.db.select().from(messageReads).where(eq(messageReads.userId, user.id))).toHaveLength(0);
      // Nor do the code log and the outbox keep the phone number or the e-mail.
      const recipients = [`852-${user.mobile}`, email.toLowerCase()];
      expect(await s.database.db.select().from(verificationCodes).where(inArray(verificationCodes.recipient, recipients))).toHaveLength(0);
      expect(await s.database.db.select().from(outbox).where(inArray(outbox.recipient, recipients))).toHaveLength(0);

      // The SMS login does not find it either, and the number can register again.
      afterResendWait(s);
      const loginCode = await smsCode(s, user.mobile, 'login');
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code: loginCode } })).code).toBe('U00018');
      afterResendWait(s);
      const again = await registerUser(s, { mobile: user.mobile, email });
      expect(again.id).not.toBe(user.id);
      expect((await profile(s, again.token)).nickName).toBeNull();
    });

    it('deletes the account with a code sent to its own e-mail', async () => {
      const s = server();
      const email = freshEmail();
      const user = await registerUser(s, { email });
      const code = await emailCode(s, email, 'delete');
      expect((await s.call('POST', `${MEMBERS}/del/account`, { token: user.token, json: { channel: 'email', code } })).code).toBe(OK);
      expect((await me(s, user.token)).status).toBe(401);
      expect((await userRow(s, user.id))!.email).toBeNull();
    });

    it("refuses a wrong code, another number's code and a missing e-mail, and keeps the account", async () => {
      const s = server();
      const user = await registerUser(s);
      const other = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'delete');
      const othersCode = await smsCode(s, other.mobile, 'delete');
      const url = `${MEMBERS}/del/account`;
      expect((await s.call('POST', url, { token: user.token, json: { channel: 'sms', code: otherCode(code) } })).code).toBe('U00012');
      expect((await s.call('POST', url, { token: user.token, json: { channel: 'sms', code: othersCode === code ? otherCode(code) : othersCode } })).code).toBe('U00012');
      const noEmail = await s.call('POST', url, { token: user.token, json: { channel: 'email', code } });
      expect([noEmail.code, noEmail.msg]).toEqual(['A0400', 'This account has no contact to send a code to.']);
      expect((await s.call('POST', url, { token: user.token, json: { channel: 'post', code } })).code).toBe('A0400');
      expect((await s.call('POST', url, { json: { channel: 'sms', code } })).code).toBe('U00003');
      expect((await profile(s, user.token)).mobile).toBe(user.mobile);
      expect((await profile(s, other.token)).mobile).toBe(other.mobile);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe(OK);
    });

    it('unbinds a club member, whose next club login gets a new app user', async () => {
      const s = server();
      const first = await clubLogin(s, standard.cardNo, standard.password);
      const code = await smsCode(s, standard.mobile, 'delete');
      expect((await s.call('POST', `${MEMBERS}/del/account`, { token: first.data.access_token, json: { channel: 'sms', code } })).code).toBe(OK);
      expect((await userRow(s, first.data.memberId))!.clubMemberId).toBeNull();
      const second = await clubLogin(s, standard.cardNo, standard.password);
      expect(second.code).toBe(OK);
      expect(second.data.memberId).not.toBe(first.data.memberId);
      expect((await profile(s, second.data.access_token)).jpClubId).toBe(standard.cardNo);
    });
  });

  describe('ffp reminder', () => {
    it('reminds a club member of points expiring within 90 days until told not to', async () => {
      const s = server();
      const login = await clubLogin(s, silver.cardNo, silver.password);
      const token = login.data.access_token;
      const res = await s.call('GET', `${FFP}/get/ffp/remind`, { token });
      expect(res.code).toBe(OK);
      expect(res.data.remind).toBe(true);
      // A tenth of the opening balance expires in 60 days: the reminder names those points, not the balance.
      const expiring = Math.round(silver.points / 10);
      expect(res.data.points).toBe(expiring);
      const expiry = new Date(`${res.data.pointsExpiry}T00:00:00Z`).getTime();
      expect(expiry).toBeGreaterThan(s.clock.now().getTime());
      expect(expiry).toBeLessThanOrEqual(s.clock.now().getTime() + 90 * DAY);

      const off = await s.call('GET', `${FFP}/set/ffp/noremind`, { token });
      expect([off.code, off.data]).toEqual([OK, null]);
      expect((await s.call('GET', `${FFP}/get/ffp/remind`, { token })).data).toEqual({ remind: false, points: expiring, pointsExpiry: res.data.pointsExpiry });
      expect((await s.call('GET', `${FFP}/set/ffp/noremind`, { token })).code).toBe(OK);
      // Another member is still reminded.
      const other = await clubLogin(s, golden.cardNo, golden.password);
      expect((await s.call('GET', `${FFP}/get/ffp/remind`, { token: other.data.access_token })).data.remind).toBe(true);
    });

    it('has nothing to remind an app user of, who cannot turn it off', async () => {
      const s = server();
      const token = await tokenFor(s, demoUser.mobile, demoUser.password);
      expect((await s.call('GET', `${FFP}/get/ffp/remind`, { token })).data).toEqual({ remind: false, points: 0, pointsExpiry: null });
      expect((await s.call('GET', `${FFP}/set/ffp/noremind`, { token })).code).toBe('U00017');
    });

    it('needs a logged-in user', async () => {
      const s = server();
      expect((await s.call('GET', `${FFP}/get/ffp/remind`)).code).toBe('U00003');
      expect((await s.call('GET', `${FFP}/set/ffp/noremind`)).code).toBe('U00003');
    });
  });

  describe('persistence', () => {
    it('lets a user registered before a restart log in after it', async () => {
      const kind = server().database.kind;
      const dataDir = mkdtempSync(join(tmpdir(), 'fwc-api-restart-'));
      const pg = kind === 'postgres' ? await createPostgresDatabase(process.env.DATABASE_URL!) : undefined;
      // The first start loads the migrated template, as every PGlite test server does; the second opens what it left.
      const start = async (loadDataDir?: Blob): Promise<TestServer & { stop(): Promise<void> }> => {
        const database = await openDatabase({ url: pg?.url, dataDir, loadDataDir });
        const clock = createClock();
        const config = { ...configFromEnv({}), staticDir: undefined, devTools: true };
        await seed(database.db, clock, { airlineCode: config.airlineCode });
        const app = await buildApp({ db: database.db, dbKind: database.kind, notices: database.notices, clock, config });
        await app.ready();
        const stop = async () => {
          await app.close();
          await database.close();
        };
        return { app, database, clock, call: callerFor(app), stop };
      };
      try {
        const first = await start(pg ? undefined : await pgliteTemplate());
        const user = await registerUser(first, { email: 'restart@test.example', nickName: 'Persistent' });
        const usersBefore = await countRows(first, users);
        await first.stop();

        const second = await start();
        try {
          expect(await countRows(second, users)).toBe(usersBefore);
          const login = await passwordLogin(second, user.mobile, user.password);
          expect(login.code).toBe(OK);
          expect(login.data.memberId).toBe(user.id);
          expect(await profile(second, login.data.access_token)).toMatchObject({ id: user.id, nickName: 'Persistent', email: 'restart@test.example' });
          // The session issued before the restart is still valid.
          expect((await profile(second, user.token)).id).toBe(user.id);
        } finally {
          await second.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await pg?.drop();
      }
    });
  });
});
