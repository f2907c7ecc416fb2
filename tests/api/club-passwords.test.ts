import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubMembers } from '../../server/db/schema';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { checkRedemptionPassword } from '../../server/domain/club/redemption-password';
import { DomainError } from '../../server/domain/errors';
import { createStore } from '../../server/repositories/store';
import { codeFromOutbox, describeEachDatabase, type TestServer } from './harness';
import { afterResendWait, clubLogin, FFP, me, MINUTE, OK, otherCode, registerUser } from './helpers';

const [silver, golden, platinum, standard] = demoClubMembers as [
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
  (typeof demoClubMembers)[0],
];
type Member = (typeof demoClubMembers)[0];

async function tokenOf(s: TestServer, member: Member, password = member.password): Promise<string> {
  const res = await clubLogin(s, member.cardNo, password);
  expect(res.code, res.msg).toBe(OK);
  return res.data.access_token as string;
}

async function memberRow(s: TestServer, member: Member) {
  const [row] = await s.database.db.select().from(clubMembers).where(eq(clubMembers.cardNo, member.cardNo));
  return row!;
}

/** The code of checkRedemptionPassword's answer: OK when the password is right. */
async function redeemWith(s: TestServer, member: Member, password: string): Promise<string> {
  const { id } = await memberRow(s, member);
  try {
    await checkRedemptionPassword(createStore(s.database.db), id, password, s.clock.now());
    return OK;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const updatePay = (s: TestServer, token: string, body: Record<string, unknown>) => s.call('POST', `${FFP}/update/pay/password`, { token, json: body });

describeEachDatabase('club passwords', (server) => {
  describe('the club login password', () => {
    it('refuses a wrong old password, a password breaking the rules and an unconfirmed one, and changes nothing', async () => {
      const s = server();
      const token = await tokenOf(s, golden);
      const call = (body: Record<string, unknown>) => s.call('POST', `${FFP}/update/login/password`, { token, json: body });
      const wrong = await call({ oldPassword: 'Fwc@2580x', password: 'Fwc@2590z', confirm: 'Fwc@2590z' });
      expect([wrong.code, wrong.msg]).toEqual(['F00028', 'The current club password is incorrect.']);
      const rule = await call({ oldPassword: golden.password, password: 'fwc2590z', confirm: 'fwc2590z' });
      expect([rule.code, rule.msg]).toEqual(['A0400', 'The password must be 8-15 characters with upper and lower case letters, digits and special characters.']);
      const easy = await call({ oldPassword: golden.password, password: 'Fwc@1234z', confirm: 'Fwc@1234z' });
      expect([easy.code, easy.msg]).toEqual(['A0400', 'Do not use three identical or sequential digits in a row.']);
      const unconfirmed = await call({ oldPassword: golden.password, password: 'Fwc@2590z', confirm: 'Fwc@2590y' });
      expect([unconfirmed.code, unconfirmed.msg]).toEqual(['A0400', 'Password is inconsistent']);
      await tokenOf(s, golden);
    });

    it('changes it with the old one and ends the member\'s other sessions', async () => {
      const s = server();
      const other = await tokenOf(s, platinum);
      const token = await tokenOf(s, platinum);
      const res = await s.call('POST', `${FFP}/update/login/password`, { token, json: { oldPassword: platinum.password, password: 'Fwc@2590z', confirm: 'Fwc@2590z' } });
      expect(res.code, res.msg).toBe(OK);
      expect((await clubLogin(s, platinum.cardNo, platinum.password)).code).not.toBe(OK);
      await tokenOf(s, platinum, 'Fwc@2590z');
      expect((await me(s, token)).code).toBe(OK);
      expect((await me(s, other)).code).not.toBe(OK);
    });

    it('tells a user without a membership so', async () => {
      const s = server();
      const user = await registerUser(s);
      const res = await s.call('POST', `${FFP}/update/login/password`, { token: user.token, json: { oldPassword: user.password, password: 'Fwc@2590z', confirm: 'Fwc@2590z' } });
      expect(res.code).toBe('U00017');
      expect((await updatePay(s, user.token, { password: '258036', confirm: '258036' })).code).toBe('U00017');
      expect((await s.call('POST', `${FFP}/send/pay/password/code`, { token: user.token })).code).toBe('U00017');
    });
  });

  describe('the redemption password', () => {
    it('is set when none is set, and then changed only with the old one', async () => {
      const s = server();
      await s.database.db.update(clubMembers).set({ payPasswordHash: null }).where(eq(clubMembers.cardNo, standard.cardNo));
      const token = await tokenOf(s, standard);
      expect((await s.call('GET', `${FFP}/get/pay/password`, { token })).data).toEqual({ set: false, mobileMasked: '****4504' });
      expect(await redeemWith(s, standard, '258036')).toBe('F00023');

      const bad = await updatePay(s, token, { password: '123456', confirm: '123456' });
      expect([bad.code, bad.msg]).toEqual(['A0400', 'Do not use three identical or sequential digits in a row.']);
      expect((await updatePay(s, token, { password: '13579', confirm: '13579' })).msg).toBe('The redemption password is 6 digits.');
      expect((await updatePay(s, token, { password: '135792', confirm: '135790' })).msg).toBe('Password is inconsistent');
      expect(await redeemWith(s, standard, '135792')).toBe('F00023');

      expect((await updatePay(s, token, { password: '135792', confirm: '135792' })).code).toBe(OK);
      expect((await s.call('GET', `${FFP}/get/pay/password`, { token })).data.set).toBe(true);
      expect(await redeemWith(s, standard, '135792')).toBe(OK);

      const without = await updatePay(s, token, { password: '246802', confirm: '246802' });
      expect(without.code).toBe('F00029');
      const wrong = await updatePay(s, token, { oldPassword: '258036', password: '246802', confirm: '246802' });
      expect([wrong.code, wrong.msg]).toEqual(['F00021', 'The redemption password is incorrect.']);
      expect(await redeemWith(s, standard, '135792')).toBe(OK);

      expect((await updatePay(s, token, { oldPassword: '135792', password: '246802', confirm: '246802' })).code).toBe(OK);
      expect(await redeemWith(s, standard, '135792')).toBe('F00021');
      expect(await redeemWith(s, standard, '246802')).toBe(OK);
    });

    it('refuses a wrong one, locks after 5 wrong in a row for 15 minutes, and a reset by SMS code clears the lock', async () => {
      const s = server();
      expect(await redeemWith(s, silver, '258037')).toBe('F00021');
      expect((await memberRow(s, silver)).payFailed).toBe(1);
      expect(await redeemWith(s, silver, '258036')).toBe(OK);
      expect((await memberRow(s, silver)).payFailed).toBe(0);

      for (let i = 1; i <= 4; i++) expect(await redeemWith(s, silver, '258037')).toBe('F00021');
      expect(await redeemWith(s, silver, '258037')).toBe('F00022');
      expect(await redeemWith(s, silver, '258036')).toBe('F00022');
      s.clock.advance(15 * MINUTE + 1000);
      expect(await redeemWith(s, silver, '258036')).toBe(OK);

      for (let i = 1; i <= 5; i++) await redeemWith(s, silver, '258037');
      expect(await redeemWith(s, silver, '258036')).toBe('F00022');
      const token = await tokenOf(s, silver);
      // Changing it with the old one is refused while it is locked.
      expect((await updatePay(s, token, { oldPassword: '258036', password: '246802', confirm: '246802' })).code).toBe('F00022');

      const sent = await s.call('POST', `${FFP}/send/pay/password/code`, { token });
      expect(sent.code, sent.msg).toBe(OK);
      const code = await codeFromOutbox(s, `${silver.areaCode}-${silver.mobile}`);
      const reset = (body: Record<string, unknown>) => s.call('POST', `${FFP}/reset/pay/password`, { token, json: body });
      expect((await reset({ code: otherCode(code), password: '246802', confirm: '246802' })).code).toBe('U00012');
      expect((await reset({ code, password: '246802', confirm: '246802' })).code).toBe(OK);
      expect(await memberRow(s, silver)).toMatchObject({ payFailed: 0, payLockedUntil: null });
      expect(await redeemWith(s, silver, '246802')).toBe(OK);
      expect(await redeemWith(s, silver, '258036')).toBe('F00021');
      // The code is used up.
      expect((await reset({ code, password: '135792', confirm: '135792' })).code).toBe('U00012');
    });

    it('sends the reset code only to the member\'s own phone, and one code resets only that member', async () => {
      const s = server();
      afterResendWait(s);
      const goldenToken = await tokenOf(s, golden);
      expect((await s.call('POST', `${FFP}/send/pay/password/code`, { token: goldenToken })).code).toBe(OK);
      const code = await codeFromOutbox(s, `${golden.areaCode}-${golden.mobile}`);
      // PLATINUM's club password was changed by the login password test above; its redemption password was not.
      const other = await tokenOf(s, platinum, 'Fwc@2590z');
      const res = await s.call('POST', `${FFP}/reset/pay/password`, { token: other, json: { code, password: '246802', confirm: '246802' } });
      expect(res.code).toBe('U00012');
      expect(await redeemWith(s, platinum, '258036')).toBe(OK);
      expect(await redeemWith(s, golden, '258036')).toBe(OK);
    });
  });
});
