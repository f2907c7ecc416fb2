import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../services/schemas/auth';
import { captchas, clubMembers, outbox, sessions, users, verificationCodes } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/passwords';
import { demoClubMembers, demoUser } from '../../server/db/seed/demo-accounts';
import { codeFromOutbox, describeEachDatabase, type TestServer } from './harness';
import {
  afterResendWait,
  AUTH,
  clubLogin,
  countRows,
  emailCode,
  freshEmail,
  freshMobile,
  HOUR,
  me,
  MINUTE,
  OK,
  otherCode,
  passwordLogin,
  registerUser,
  SECOND,
  smsCode,
  solvedCaptcha,
  TOKEN,
  tokenFor,
} from './helpers';

const [silver, golden, platinum, standard] = demoClubMembers as [
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
];

const PHONE_ERROR = 'Phone number format error';
const EMAIL_ERROR = 'Email format error';

/** Phone rules by area code, spec section 5: [area code, valid examples, invalid examples]. */
const phoneRules: Array<[string, string[], string[]]> = [
  ['852', ['21234567', '51234567', '91234567'], ['11234567', '01234567', '9123456', '912345678', '9123456a']],
  ['86', ['13800138000', '15912345678', '19912345678'], ['12800138000', '10800138000', '1380013800', '138001380001', '23800138000']],
  ['66', ['081234567', '0812345678'], ['81234567', '08123456', '08123456789', '181234567']],
  ['886', ['091234567', '0912345678'], ['912345678', '09123456', '09123456789', '191234567']],
  ['81', ['09012345678', '08012345678', '07012345678'], ['06012345678', '09112345678', '0901234567', '090123456789', '9012345678']],
];

async function sessionsOf(s: TestServer, userId: number): Promise<number> {
  return (await s.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

async function codeRow(s: TestServer, recipient: string, purpose: string) {
  const rows = await s.database.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.recipient, recipient), eq(verificationCodes.purpose, purpose)));
  return rows.sort((a, b) => b.id - a.id)[0]!;
}

describeEachDatabase('dsb-auth', (server) => {
  describe('POST /dsb-auth/oauth/token, password grant', () => {
    it('logs in with mobile and area code and the token identifies the user', async () => {
      const s = server();
      const res = await passwordLogin(s, demoUser.mobile, demoUser.password, { areaCode: demoUser.areaCode });
      expect(res.status).toBe(200);
      expect(res.code).toBe(OK);
      const token = tokenResponseSchema.parse(res.data);
      expect(token.token_type).toBe('bearer');
      expect(token.grant_type).toBe('password');
      expect(token.expires_in).toBe(30 * 24 * 3600);
      expect(token.access_token.length).toBeGreaterThanOrEqual(32);
      const profile = await me(s, token.access_token);
      expect(profile.code).toBe(OK);
      expect(profile.data.id).toBe(token.memberId);
      expect(profile.data.mobile).toBe(demoUser.mobile);
    });

    it('takes 852 as the area code when none is given', async () => {
      const s = server();
      const res = await passwordLogin(s, demoUser.mobile, demoUser.password);
      expect(res.code).toBe(OK);
    });

    it('stores only a hash of the access token', async () => {
      const s = server();
      const res = await passwordLogin(s, demoUser.mobile, demoUser.password);
      const rows = await s.database.db.select().from(sessions);
      expect(rows.some((r) => r.tokenHash === res.data.access_token)).toBe(false);
      expect(rows.some((r) => JSON.stringify(r).includes(res.data.access_token))).toBe(false);
    });

    it('logs in with the e-mail address, ignoring case and spaces', async () => {
      const s = server();
      const res = await passwordLogin(s, ` ${demoUser.email.toUpperCase()} `, demoUser.password);
      expect(res.code).toBe(OK);
      expect((await me(s, res.data.access_token)).data.email).toBe(demoUser.email);
    });

    it('tells area codes apart: a mainland number logs in with 86 only', async () => {
      const s = server();
      const user = await registerUser(s, { areaCode: '86', mobile: '13912345678' });
      expect((await passwordLogin(s, user.mobile, user.password, { areaCode: '86' })).code).toBe(OK);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, user.password, { areaCode: '852' })).code).toBe('U00010');
    });

    it('answers U00010 to a wrong password or an unknown account and issues no token', async () => {
      const s = server();
      const before = await countRows(s, sessions);
      const wrong = await passwordLogin(s, demoUser.mobile, 'Wrong@2026');
      expect(wrong.code).toBe('U00010');
      expect(wrong.msg).toBe('The account or password is incorrect.');
      expect(wrong.data).toBeNull();
      expect((await passwordLogin(s, '98765432', demoUser.password)).code).toBe('U00010');
      expect((await passwordLogin(s, 'nobody@fwc.example', demoUser.password)).code).toBe('U00010');
      expect(await countRows(s, sessions)).toBe(before);
      // A correct login clears the count again.
      expect((await passwordLogin(s, demoUser.mobile, demoUser.password)).code).toBe(OK);
      const [row] = await s.database.db.select().from(users).where(eq(users.mobile, demoUser.mobile));
      expect(row!.failedLogins).toBe(0);
    });

    it('rejects a request of the wrong shape with A0400 and issues no token', async () => {
      const s = server();
      const before = await countRows(s, sessions);
      const noUser = await s.call('POST', TOKEN, { form: { grant_type: 'password', username: '  ', password: 'x' } });
      expect(noUser.code).toBe('A0400');
      expect(noUser.msg).toBe('Please enter your account.');
      const noPassword = await s.call('POST', TOKEN, { form: { grant_type: 'password', username: demoUser.mobile, password: '' } });
      expect(noPassword.code).toBe('A0400');
      expect(noPassword.msg).toBe('Please enter the password.');
      expect((await s.call('POST', TOKEN, { form: { username: demoUser.mobile, password: demoUser.password } })).code).toBe('A0400');
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'client_credentials', username: demoUser.mobile, password: demoUser.password } })).code).toBe('A0400');
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'password', username: demoUser.mobile, password: demoUser.password, areaCode: '+852' } })).code).toBe('A0400');
      expect(await countRows(s, sessions)).toBe(before);
    });

    it('asks for a captcha from the third failure on, and a valid one lets the right password in', async () => {
      const s = server();
      const user = await registerUser(s);
      expect((await passwordLogin(s, user.mobile, 'Wrong@0001')).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, 'Wrong@0002')).code).toBe('U00010');
      const third = await passwordLogin(s, user.mobile, 'Wrong@0003');
      expect(third.code).toBe('U00014');
      expect(third.msg).toContain('picture code');

      // From now on even the right password needs the captcha.
      const noCaptcha = await passwordLogin(s, user.mobile, user.password);
      expect(noCaptcha.code).toBe('U00014');
      expect(noCaptcha.data).toBeNull();
      const captcha = await solvedCaptcha(s);
      const wrongCaptcha = await passwordLogin(s, user.mobile, user.password, { captchaKey: captcha.captchaKey, captchaCode: 'ZZZZZ' });
      expect(wrongCaptcha.code).toBe('U00015');
      const unknownKey = await passwordLogin(s, user.mobile, user.password, { captchaKey: 'no-such-key', captchaCode: captcha.captchaCode });
      expect(unknownKey.code).toBe('U00015');
      // Neither a missing nor a wrong captcha counted as a wrong password.
      const [row] = await s.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.failedLogins).toBe(3);
      expect(row!.lockedUntil).toBeNull();

      const ok = await passwordLogin(s, user.mobile, user.password, { captchaKey: captcha.captchaKey, captchaCode: captcha.captchaCode.toLowerCase() });
      expect(ok.code).toBe(OK);
      expect((await me(s, ok.data.access_token)).data.id).toBe(user.id);

      // The count starts again, and a captcha answers once only.
      expect((await passwordLogin(s, user.mobile, 'Wrong@0004')).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, user.password, captcha)).code).toBe(OK);
      const [used] = await s.database.db.select().from(captchas).where(eq(captchas.id, captcha.captchaKey));
      expect(used!.usedAt).not.toBeNull();
    });

    it('refuses a used or expired captcha', async () => {
      const s = server();
      const user = await registerUser(s);
      for (let i = 0; i < 3; i++) await passwordLogin(s, user.mobile, 'Wrong@0001');
      const first = await solvedCaptcha(s);
      expect((await passwordLogin(s, user.mobile, 'Wrong@0002', first)).code).toBe('U00014');
      expect((await passwordLogin(s, user.mobile, user.password, first)).code).toBe('U00015');
      const late = await solvedCaptcha(s);
      s.clock.advance(5 * MINUTE + SECOND);
      expect((await passwordLogin(s, user.mobile, user.password, late)).code).toBe('U00015');
      expect((await passwordLogin(s, user.mobile, user.password, await solvedCaptcha(s))).code).toBe(OK);
    });

    it('locks the account for 15 minutes after five wrong passwords in a row', async () => {
      const s = server();
      const user = await registerUser(s);
      expect((await passwordLogin(s, user.mobile, 'Wrong@0001')).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, 'Wrong@0002')).code).toBe('U00010');
      expect((await passwordLogin(s, user.mobile, 'Wrong@0003')).code).toBe('U00014');
      expect((await passwordLogin(s, user.mobile, 'Wrong@0004', await solvedCaptcha(s))).code).toBe('U00014');
      const fifth = await passwordLogin(s, user.mobile, 'Wrong@0005', await solvedCaptcha(s));
      expect(fifth.code).toBe('U00011');
      expect(fifth.msg).toContain('15 minutes');

      const sessionsBefore = await sessionsOf(s, user.id);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe('U00011');
      expect((await passwordLogin(s, user.mobile, user.password, await solvedCaptcha(s))).code).toBe('U00011');
      s.clock.advance(14 * MINUTE);
      expect((await passwordLogin(s, user.mobile, user.password, await solvedCaptcha(s))).code).toBe('U00011');
      expect(await sessionsOf(s, user.id)).toBe(sessionsBefore);

      s.clock.advance(MINUTE + SECOND);
      const ok = await passwordLogin(s, user.mobile, user.password);
      expect(ok.code).toBe(OK);
      expect(ok.data.memberId).toBe(user.id);
    });

    it('counts wrong passwords sent at the same time one by one', async () => {
      const s = server();
      const user = await registerUser(s);
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => passwordLogin(s, user.mobile, `Wrong@${1000 + i}`)));
      expect(burst.every((r) => r.code !== OK)).toBe(true);
      // Without captchas only three wrong passwords can be tried; the rest must show the captcha.
      expect(burst.filter((r) => r.code === 'U00010')).toHaveLength(2);
      expect(burst.filter((r) => r.code === 'U00014')).toHaveLength(8);
      expect((await passwordLogin(s, user.mobile, user.password)).code).toBe('U00014');
    });
  });

  describe('POST /dsb-auth/oauth/token, sms_code grant', () => {
    it('logs a registered user in with a login code', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'login');
      const res = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code } });
      expect(res.code).toBe(OK);
      expect(res.data.grant_type).toBe('sms_code');
      expect(res.data.memberId).toBe(user.id);
      expect((await me(s, res.data.access_token)).data.id).toBe(user.id);
    });

    it('uses a code once only', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'login');
      const form = { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code };
      expect((await s.call('POST', TOKEN, { form })).code).toBe(OK);
      const again = await s.call('POST', TOKEN, { form });
      expect(again.code).toBe('U00012');
      expect(again.msg).toBe('The verification code is wrong, expired or already used.');
    });

    it('refuses a code after 10 minutes', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'login');
      s.clock.advance(10 * MINUTE + SECOND);
      const res = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code } });
      expect(res.code).toBe('U00012');
      expect(await sessionsOf(s, user.id)).toBe(1);
    });

    it('accepts a code still inside its 10 minutes', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'login');
      s.clock.advance(9 * MINUTE);
      const res = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code } });
      expect(res.code).toBe(OK);
    });

    it('refuses a code sent for another purpose or another number', async () => {
      const s = server();
      const user = await registerUser(s);
      afterResendWait(s);
      const resetCode = await smsCode(s, user.mobile, 'reset');
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code: resetCode } })).code).toBe('U00012');
      const other = await registerUser(s);
      const otherCodeValue = await smsCode(s, other.mobile, 'login');
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code: otherCodeValue } })).code).toBe('U00012');
      expect(await sessionsOf(s, user.id)).toBe(1);
    });

    it('answers U00018 for an unregistered number and leaves the code unused', async () => {
      const s = server();
      const mobile = freshMobile();
      const code = await smsCode(s, mobile, 'login');
      const res = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile, code } });
      expect(res.code).toBe('U00018');
      expect((await codeRow(s, `852-${mobile}`, 'login')).usedAt).toBeNull();
    });

    it('gives up a code after five wrong tries', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'login');
      for (let i = 0; i < 5; i++) {
        const res = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code: otherCode(code) } });
        expect(res.code).toBe('U00012');
      }
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code } })).code).toBe('U00012');
    });

    it('gives up a code after five wrong tries even when they arrive at the same time', async () => {
      const s = server();
      const user = await registerUser(s);
      const code = await smsCode(s, user.mobile, 'login');
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0') } }),
        ),
      );
      expect(burst.every((r) => r.code === 'U00012')).toBe(true);
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code } })).code).toBe('U00012');
    });

    it('checks the format of the number and the code', async () => {
      const s = server();
      const badPhone = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: '1234', code: '123456' } });
      expect(badPhone.code).toBe('A0400');
      expect(badPhone.msg).toBe(PHONE_ERROR);
      const badCode = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: demoUser.mobile, code: '12345' } });
      expect(badCode.code).toBe('A0400');
      expect(badCode.msg).toBe('The verification code has 6 digits.');
    });
  });

  describe('POST /dsb-auth/oauth/token, jp_club grant', () => {
    it('creates a bound app user at the first club login and reuses it with every login name', async () => {
      const s = server();
      const usersBefore = await countRows(s, users);
      const first = await clubLogin(s, silver.cardNo, silver.password);
      expect(first.code).toBe(OK);
      expect(first.data.grant_type).toBe('jp_club');
      expect(await countRows(s, users)).toBe(usersBefore + 1);

      const profile = await me(s, first.data.access_token);
      expect(profile.data).toMatchObject({
        id: first.data.memberId,
        jpClubId: silver.cardNo,
        jpTier: 'SILVER',
        nickName: `${silver.firstName} ${silver.lastName}`,
        mobile: silver.mobile,
        areaCode: silver.areaCode,
        email: silver.email,
        birthday: silver.birthday,
        accountBalance: silver.accountBalance,
      });

      for (const username of [silver.mobile, silver.email.toUpperCase(), silver.idNo, ` ${silver.cardNo} `]) {
        const again = await clubLogin(s, username, silver.password);
        expect(again.code, username).toBe(OK);
        expect(again.data.memberId).toBe(first.data.memberId);
      }
      expect(await countRows(s, users)).toBe(usersBefore + 1);
    });

    it('logs in by phone, e-mail and ID number for a first login too', async () => {
      const s = server();
      const byEmail = await clubLogin(s, standard.email, standard.password);
      expect(byEmail.code).toBe(OK);
      expect((await me(s, byEmail.data.access_token)).data.jpClubId).toBe(standard.cardNo);
      const byId = await clubLogin(s, platinum.idNo, platinum.password);
      expect(byId.code).toBe(OK);
      expect((await me(s, byId.data.access_token)).data).toMatchObject({ jpClubId: platinum.cardNo, jpTier: 'PLATINUM', areaCode: '86' });
    });

    it('gives concurrent first logins the same single app user', async () => {
      const s = server();
      const results = await Promise.all(Array.from({ length: 4 }, () => clubLogin(s, golden.mobile, golden.password)));
      expect(results.map((r) => r.code)).toEqual([OK, OK, OK, OK]);
      expect(new Set(results.map((r) => r.data.memberId)).size).toBe(1);
      const [member] = await s.database.db.select().from(clubMembers).where(eq(clubMembers.cardNo, golden.cardNo));
      expect(await s.database.db.select().from(users).where(eq(users.clubMemberId, member!.id))).toHaveLength(1);
    });

    it('leaves out a phone or e-mail another app user already has', async () => {
      const s = server();
      const [extra] = await s.database.db
        .insert(clubMembers)
        .values({ cardNo: '8800100099', tier: 'STANDARD', lastName: 'HO', firstName: 'SIU MING', areaCode: '852', mobile: '61230099', email: 'extra@fwc.example', idNo: 'K99999999', passwordHash: await hashPassword('Fwc@2580x') })
        .returning();
      // An app user registered the member's phone and e-mail before the member's first club login.
      const appUser = await registerUser(s, { mobile: extra!.mobile!, email: 'Extra@fwc.example' });
      const login = await clubLogin(s, extra!.cardNo, 'Fwc@2580x');
      expect(login.code).toBe(OK);
      expect(login.data.memberId).not.toBe(appUser.id);
      const clubUser = await me(s, login.data.access_token);
      expect(clubUser.data).toMatchObject({ jpClubId: '8800100099', mobile: null, areaCode: null, email: null });
      const stillApp = await me(s, await tokenFor(s, appUser.mobile, appUser.password));
      expect(stillApp.data).toMatchObject({ id: appUser.id, mobile: '61230099', email: 'Extra@fwc.example', jpClubId: null });
    });

    it('answers U00010 to a wrong club password or an unknown login and creates no user', async () => {
      const s = server();
      const before = await countRows(s, users);
      expect((await clubLogin(s, '8800199999', standard.password)).code).toBe('U00010');
      expect((await clubLogin(s, standard.cardNo, 'Wrong@2580')).code).toBe('U00010');
      // The app password of the demo user is not a club password.
      expect((await clubLogin(s, demoUser.email, demoUser.password)).code).toBe('U00010');
      expect(await countRows(s, users)).toBe(before);
      expect((await clubLogin(s, standard.cardNo, standard.password)).code).toBe(OK);
    });

    it('applies the captcha and lock rules to club passwords too', async () => {
      const s = server();
      const login = (password: string, extra: Record<string, string> = {}) => clubLogin(s, standard.cardNo, password, extra);
      expect((await login('Wrong@0001')).code).toBe('U00010');
      expect((await login('Wrong@0002')).code).toBe('U00010');
      expect((await login('Wrong@0003')).code).toBe('U00014');
      expect((await login(standard.password)).code).toBe('U00014');
      expect((await login('Wrong@0004', await solvedCaptcha(s))).code).toBe('U00014');
      expect((await login('Wrong@0005', await solvedCaptcha(s))).code).toBe('U00011');
      expect((await login(standard.password, await solvedCaptcha(s))).code).toBe('U00011');
      s.clock.advance(15 * MINUTE + SECOND);
      expect((await login(standard.password)).code).toBe(OK);
    });

    it('requires a username and a password', async () => {
      const s = server();
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'jp_club', username: '', password: 'x' } })).code).toBe('A0400');
      expect((await s.call('POST', TOKEN, { form: { grant_type: 'jp_club', username: silver.cardNo } })).code).toBe('A0400');
    });
  });

  describe('POST /dsb-auth/sms-code', () => {
    it('sends a 6-digit code through the outbox and stores only its hash', async () => {
      const s = server();
      const mobile = freshMobile();
      const res = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile, purpose: 'register' } });
      expect(res.code).toBe(OK);
      expect(res.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      const code = await codeFromOutbox(s, `852-${mobile}`);
      expect(code).toMatch(/^\d{6}$/);
      const row = await codeRow(s, `852-${mobile}`, 'register');
      expect(row.channel).toBe('sms');
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * MINUTE);
    });

    it('writes the message in the language of the request', async () => {
      const s = server();
      const mobile = freshMobile();
      await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile, purpose: 'login' }, locale: 'zh-CN' });
      const [message] = await s.database.db.select().from(outbox).where(eq(outbox.recipient, `852-${mobile}`));
      expect(message!.body).toContain('验证码');
      expect(message!.body).toContain('登录');
    });

    it('strips spaces from the number', async () => {
      const s = server();
      const res = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile: ' 6123 9876 ', purpose: 'login' } });
      expect(res.code).toBe(OK);
      expect(await codeFromOutbox(s, '852-61239876')).toMatch(/^\d{6}$/);
    });

    for (const [areaCode, valid, invalid] of phoneRules) {
      it(`checks numbers of area code ${areaCode} by the rule of spec section 5`, async () => {
        const s = server();
        for (const mobile of valid) {
          const res = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode, mobile, purpose: 'register' } });
          expect(res.code, `${areaCode} ${mobile}`).toBe(OK);
        }
        const before = await countRows(s, outbox);
        for (const mobile of invalid) {
          const res = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode, mobile, purpose: 'register' } });
          expect(res.code, `${areaCode} ${mobile}`).toBe('A0400');
          expect(res.msg).toBe(PHONE_ERROR);
        }
        expect(await countRows(s, outbox)).toBe(before);
      });
    }

    it('allows 5 to 15 digits for other area codes', async () => {
      const s = server();
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '65', mobile: '81234567', purpose: 'login' } })).code).toBe(OK);
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '65', mobile: '1234', purpose: 'login' } })).msg).toBe(PHONE_ERROR);
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '65', mobile: '1234567890123456', purpose: 'login' } })).msg).toBe(PHONE_ERROR);
    });

    it('rejects a missing area code, an unknown purpose and a missing number', async () => {
      const s = server();
      const before = await countRows(s, verificationCodes);
      const noArea = await s.call('POST', `${AUTH}/sms-code`, { json: { mobile: '91234567', purpose: 'login' } });
      expect(noArea.code).toBe('A0400');
      expect(noArea.msg).toBe('Please check the area code.');
      const badArea = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '+852', mobile: '91234567', purpose: 'login' } });
      expect(badArea.msg).toBe('Please choose an area code.');
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile: '91234567', purpose: 'shopping' } })).code).toBe('A0400');
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', purpose: 'login' } })).code).toBe('A0400');
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile: 91234567, purpose: 'login' } })).code).toBe('A0400');
      expect(await countRows(s, verificationCodes)).toBe(before);
    });

    it('sends again only after 60 seconds, and the newest code counts', async () => {
      const s = server();
      const user = await registerUser(s);
      afterResendWait(s);
      const first = await smsCode(s, user.mobile, 'login');
      s.clock.advance(59 * SECOND);
      const before = await countRows(s, outbox);
      const tooSoon = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile: user.mobile, purpose: 'login' } });
      expect(tooSoon.code).toBe('A0429');
      expect(tooSoon.msg).toBe('Please wait 60 seconds before asking for a new code.');
      expect(await countRows(s, outbox)).toBe(before);
      // The same limit holds across purposes.
      expect((await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile: user.mobile, purpose: 'reset' } })).code).toBe('A0429');
      expect(await codeFromOutbox(s, `852-${user.mobile}`)).toBe(first);

      s.clock.advance(2 * SECOND);
      const second = await smsCode(s, user.mobile, 'login');
      const res = await s.call('POST', TOKEN, { form: { grant_type: 'sms_code', areaCode: '852', mobile: user.mobile, code: second } });
      expect(res.code).toBe(OK);
    });

    it('sends at most five codes an hour to one number', async () => {
      const s = server();
      const mobile = freshMobile();
      for (let i = 0; i < 5; i++) {
        await smsCode(s, mobile, 'register');
        afterResendWait(s);
      }
      const before = await countRows(s, outbox);
      const sixth = await s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile, purpose: 'register' } });
      expect(sixth.code).toBe('A0429');
      expect(sixth.msg).toBe('Too many codes requested. Please try again in an hour.');
      expect(await countRows(s, outbox)).toBe(before);
      // Another number is not affected.
      await smsCode(s, freshMobile(), 'register');
      s.clock.advance(HOUR - 5 * 61 * SECOND + SECOND);
      await smsCode(s, mobile, 'register');
    });

    it('keeps the limits when requests arrive at the same time', async () => {
      const s = server();
      const mobile = freshMobile();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => s.call('POST', `${AUTH}/sms-code`, { json: { areaCode: '852', mobile, purpose: 'register' } })),
      );
      expect(results.filter((r) => r.code === OK)).toHaveLength(1);
      expect(results.filter((r) => r.code === 'A0429')).toHaveLength(7);
      expect(await s.database.db.select().from(outbox).where(eq(outbox.recipient, `852-${mobile}`))).toHaveLength(1);
    });
  });

  describe('POST /dsb-auth/email-code', () => {
    it('sends a code to the lower-cased address', async () => {
      const s = server();
      const email = freshEmail();
      const res = await s.call('POST', `${AUTH}/email-code`, { json: { email: email.toUpperCase(), purpose: 'reset' } });
      expect(res.code).toBe(OK);
      expect(res.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      expect(await codeFromOutbox(s, email)).toMatch(/^\d{6}$/);
      const [message] = await s.database.db.select().from(outbox).where(eq(outbox.recipient, email));
      expect(message!.channel).toBe('email');
      expect(message!.subject).toBe('Your verification code');
    });

    it('rejects a malformed address with "Email format error" and sends nothing', async () => {
      const s = server();
      const before = await countRows(s, outbox);
      for (const email of ['plainaddress', 'user@', '@fwc.example', 'user@fwc', 'user@@fwc.example', 'user@fwc.example.', 'user@fwc.c', 'us(er@fwc.example', '']) {
        const res = await s.call('POST', `${AUTH}/email-code`, { json: { email, purpose: 'email' } });
        expect(res.code, email).toBe('A0400');
        expect(res.msg, email).toBe(EMAIL_ERROR);
      }
      expect((await s.call('POST', `${AUTH}/email-code`, { json: { purpose: 'email' } })).code).toBe('A0400');
      expect((await s.call('POST', `${AUTH}/email-code`, { json: { email: freshEmail(), purpose: 'spam' } })).code).toBe('A0400');
      expect(await countRows(s, outbox)).toBe(before);
    });

    it('limits resending to once a minute per address', async () => {
      const s = server();
      const email = freshEmail();
      await emailCode(s, email, 'email');
      const again = await s.call('POST', `${AUTH}/email-code`, { json: { email: email.toUpperCase(), purpose: 'email' } });
      expect(again.code).toBe('A0429');
      afterResendWait(s);
      await emailCode(s, email, 'email');
    });
  });

  describe('POST /dsb-auth/oauth/logout', () => {
    it('revokes the token it is called with, and only that one', async () => {
      const s = server();
      const user = await registerUser(s);
      const other = await tokenFor(s, user.mobile, user.password);
      const res = await s.call('POST', `${AUTH}/oauth/logout`, { token: user.token });
      expect(res.code).toBe(OK);
      expect(res.data).toBeNull();
      const after = await me(s, user.token);
      expect(after.status).toBe(401);
      expect(after.code).toBe('A0401');
      expect((await s.call('POST', `${AUTH}/oauth/logout`, { token: user.token })).status).toBe(401);
      expect((await me(s, other)).code).toBe(OK);
    });

    it('needs a logged-in user', async () => {
      const s = server();
      expect((await s.call('POST', `${AUTH}/oauth/logout`)).code).toBe('U00003');
    });
  });

  describe('POST /dsb-auth/feign/oauth/getMemberTier', () => {
    it('returns the club tier of a bound user', async () => {
      const s = server();
      const login = await clubLogin(s, silver.cardNo, silver.password);
      const res = await s.call('POST', `${AUTH}/feign/oauth/getMemberTier`, { token: login.data.access_token });
      expect(res.code).toBe(OK);
      expect(res.data.tier).toBe('SILVER');
      expect(res.data.tierEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('returns no tier for an app user without a club membership', async () => {
      const s = server();
      const token = await tokenFor(s, demoUser.mobile, demoUser.password);
      const res = await s.call('POST', `${AUTH}/feign/oauth/getMemberTier`, { token });
      expect(res.code).toBe(OK);
      expect(res.data).toEqual({ tier: null, tierEndDate: null });
    });

    it('needs a logged-in user', async () => {
      const s = server();
      expect((await s.call('POST', `${AUTH}/feign/oauth/getMemberTier`)).code).toBe('U00003');
    });
  });

  describe('GET /dsb-auth/feign/oauth/check/jp/{id}', () => {
    it("returns the balance of the caller's own club account", async () => {
      const s = server();
      const login = await clubLogin(s, golden.cardNo, golden.password);
      const res = await s.call('GET', `${AUTH}/feign/oauth/check/jp/${golden.cardNo}`, { token: login.data.access_token });
      expect(res.code).toBe(OK);
      expect(res.data.accountBalance).toBe(golden.accountBalance);
      expect(res.data.accountExpiredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(res.data).sort()).toEqual(['accountBalance', 'accountExpiredDate']);
    });

    it("refuses someone else's card", async () => {
      const s = server();
      const login = await clubLogin(s, golden.cardNo, golden.password);
      const res = await s.call('GET', `${AUTH}/feign/oauth/check/jp/${silver.cardNo}`, { token: login.data.access_token });
      expect(res.code).toBe('U00017');
      expect(res.data).toBeNull();
      const appUser = await tokenFor(s, demoUser.mobile, demoUser.password);
      expect((await s.call('GET', `${AUTH}/feign/oauth/check/jp/${golden.cardNo}`, { token: appUser })).code).toBe('U00017');
    });

    it('needs a logged-in user', async () => {
      const s = server();
      expect((await s.call('GET', `${AUTH}/feign/oauth/check/jp/${golden.cardNo}`)).code).toBe('U00003');
    });
  });
});
