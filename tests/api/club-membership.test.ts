import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { clubSignUpResultSchema } from '../../services/schemas/club-membership';
import { codes } from '../../services/schemas/codes';
import { clubProfileSchema } from '../../services/schemas/member';
import { clubMembers, orders, users } from '../../server/db/schema';
import { demoClubMembers } from '../../server/db/seed/demo-accounts';
import { createStore } from '../../server/repositories/store';
import { hkToday } from './booking-helpers';
import { describeEachDatabase, type TestServer } from './harness';
import { afterResendWait, clubLogin, countRows, freshEmail, freshMobile, MEMBERS, OK, otherCode, parseExact, registerUser, smsCode, userRow } from './helpers';

const CLUB_PASSWORD = 'Fwc@2580b';
const BIND = `${MEMBERS}/binding/jp`;
const UNBIND = `${MEMBERS}/unbinding/jp`;
const SIGN_UP = `${MEMBERS}/register/jp`;

let docSequence = 0;
/** A birthday `years` old today (Hong Kong), less `days` days more. */
const bornYearsAgo = (s: TestServer, years: number, days = 0) => {
  const today = hkToday(s);
  const anniversary = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return new Date(Date.parse(`${anniversary === `${anniversary.slice(0, 4)}-02-29` ? anniversary.replace('-29', '-28') : anniversary}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
};

/** A complete sign-up of an adult, with a fresh mobile number, document and SMS code. */
async function signUpBody(s: TestServer, change: Record<string, unknown> = {}) {
  docSequence += 1;
  const mobile = (change.mobile as string | undefined) ?? freshMobile();
  const code = await smsCode(s, mobile, 'club');
  afterResendWait(s);
  return {
    lastName: 'chan',
    firstName: 'tai man',
    chineseLastName: '陳',
    chineseFirstName: '大文',
    gender: 'M',
    birthday: bornYearsAgo(s, 30),
    nationality: 'HK',
    idType: 'PASSPORT',
    idNo: `K${String(7_000_000 + docSequence)}`,
    idExpiry: '2035-01-31',
    areaCode: '852',
    mobile,
    code,
    email: freshEmail(),
    password: CLUB_PASSWORD,
    newsletter: true,
    ...change,
  };
}

const guardian = { name: 'CHAN MEI', relationship: 'MOTHER', areaCode: '852', mobile: '51234567' };

const memberCount = (s: TestServer) => countRows(s, clubMembers);

describeEachDatabase('club membership', (server) => {
  it('a signed-out sign-up issues a STANDARD card number, unbound, that logs in with the club password', async () => {
    const s = server();
    const body = await signUpBody(s);
    const res = await s.call('POST', SIGN_UP, { json: body });
    expect(res.code, res.msg).toBe(OK);
    const result = parseExact(clubSignUpResultSchema, res.data);
    expect(result.cardNo).toMatch(/^88001\d{5}$/);
    expect(result).toMatchObject({ tier: 'STANDARD', bound: false, tierEndDate: `${Number(hkToday(s).slice(0, 4)) + 1}-12-31` });
    const [row] = await s.database.db.select().from(clubMembers).where(eq(clubMembers.cardNo, result.cardNo));
    expect(row).toMatchObject({ lastName: 'CHAN', firstName: 'TAI MAN', chineseLastName: '陳', newsletter: true, guardian: null, idNo: body.idNo });
    expect(row!.passwordHash).not.toContain(CLUB_PASSWORD);

    const login = await clubLogin(s, result.cardNo, CLUB_PASSWORD);
    expect(login.code, login.msg).toBe(OK);
    const profile = await s.call('GET', `${MEMBERS}/me/jp`, { token: login.data.access_token });
    expect(parseExact(clubProfileSchema, profile.data)).toMatchObject({ cardNo: result.cardNo, tier: 'STANDARD', points: 0 });
  });

  it('a signed-in user without a membership gets it bound at once', async () => {
    const s = server();
    const user = await registerUser(s);
    const res = await s.call('POST', SIGN_UP, { json: await signUpBody(s), token: user.token });
    expect(res.code, res.msg).toBe(OK);
    expect(res.data.bound).toBe(true);
    const profile = await s.call('GET', `${MEMBERS}/me/jp`, { token: user.token });
    expect(profile.code, profile.msg).toBe(OK);
    expect(profile.data.cardNo).toBe(res.data.cardNo);
  });

  it('refuses a member under 2, and takes one who turned 2 today', async () => {
    const s = server();
    const before = await memberCount(s);
    const young = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { birthday: bornYearsAgo(s, 2, -1), guardian, newsletter: false }) });
    expect(young.code).toBe(codes.memberTooYoung);
    expect(young.msg).toBe('A Fortune Wings Club member must be at least 2 years old.');
    expect(await memberCount(s)).toBe(before);
    const two = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { birthday: bornYearsAgo(s, 2), guardian, newsletter: false }) });
    expect(two.code, two.msg).toBe(OK);
  });

  it('refuses a member under 16 without a guardian, and keeps the guardian given', async () => {
    const s = server();
    const before = await memberCount(s);
    const alone = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { birthday: bornYearsAgo(s, 16, -1), newsletter: false }) });
    expect(alone.code).toBe(codes.clubGuardianRequired);
    expect(await memberCount(s)).toBe(before);
    const withGuardian = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { birthday: bornYearsAgo(s, 16, -1), guardian, newsletter: false }) });
    expect(withGuardian.code, withGuardian.msg).toBe(OK);
    const [row] = await s.database.db.select().from(clubMembers).where(eq(clubMembers.cardNo, withGuardian.data.cardNo));
    expect(row!.guardian).toEqual(guardian);
    const sixteen = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { birthday: bornYearsAgo(s, 16), newsletter: false }) });
    expect(sixteen.code, sixteen.msg).toBe(OK);
  });

  it('refuses the newsletter under 18', async () => {
    const s = server();
    const before = await memberCount(s);
    const res = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { birthday: bornYearsAgo(s, 18, -1), newsletter: true }) });
    expect(res.code).toBe(codes.newsletterUnder18);
    expect(await memberCount(s)).toBe(before);
    const eighteen = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { birthday: bornYearsAgo(s, 18), newsletter: true }) });
    expect(eighteen.code, eighteen.msg).toBe(OK);
  });

  it('refuses a second membership with the same document or the same mobile number', async () => {
    const s = server();
    const first = await signUpBody(s);
    expect((await s.call('POST', SIGN_UP, { json: first })).code).toBe(OK);
    const before = await memberCount(s);
    const sameDocument = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { idType: first.idType, idNo: first.idNo }) });
    expect(sameDocument.code).toBe(codes.memberExists);
    const sameMobile = await s.call('POST', SIGN_UP, { json: await signUpBody(s, { mobile: first.mobile }) });
    expect(sameMobile.code).toBe(codes.memberExists);
    expect(await memberCount(s)).toBe(before);
  });

  it('refuses a wrong SMS code, a code of another purpose and a weak club password', async () => {
    const s = server();
    const before = await memberCount(s);
    const body = await signUpBody(s);
    const wrongCode = await s.call('POST', SIGN_UP, { json: { ...body, code: otherCode(body.code) } });
    expect(wrongCode.code).toBe(codes.codeInvalid);
    const mobile = freshMobile();
    const registerCode = await smsCode(s, mobile, 'register');
    const otherPurpose = await s.call('POST', SIGN_UP, { json: { ...(await signUpBody(s)), mobile, code: registerCode } });
    expect(otherPurpose.code).toBe(codes.codeInvalid);
    for (const password of ['Fwc@123ab', 'fwc@2580b', 'Fwc2580bb']) {
      const weak = await s.call('POST', SIGN_UP, { json: { ...body, password } });
      expect(weak.code, password).toBe(codes.badRequest);
    }
    expect(await memberCount(s)).toBe(before);
    // The code was not used up by the refusals.
    expect((await s.call('POST', SIGN_UP, { json: body })).code).toBe(OK);
  });

  it('binds a membership by card number or mobile, never one bound to another account', async () => {
    const s = server();
    const signUp = await s.call('POST', SIGN_UP, { json: await signUpBody(s) });
    const { cardNo } = signUp.data as { cardNo: string };
    const first = await registerUser(s);
    const second = await registerUser(s);

    const wrong = await s.call('POST', BIND, { token: first.token, json: { username: cardNo, password: 'Wrong@2580b' } });
    expect(wrong.code).toBe(codes.wrongCredentials);
    const [afterWrong] = await s.database.db.select().from(clubMembers).where(eq(clubMembers.cardNo, cardNo));
    expect(afterWrong!.failedLogins).toBe(1);

    const bound = await s.call('POST', BIND, { token: first.token, json: { username: cardNo, password: CLUB_PASSWORD } });
    expect(bound.code, bound.msg).toBe(OK);
    expect((await s.call('GET', `${MEMBERS}/me/jp`, { token: first.token })).data.cardNo).toBe(cardNo);

    const stolen = await s.call('POST', BIND, { token: second.token, json: { username: cardNo, password: CLUB_PASSWORD } });
    expect(stolen.code).toBe(codes.membershipBoundElsewhere);
    expect((await s.call('GET', `${MEMBERS}/me/jp`, { token: second.token })).code).toBe(codes.notAClubMember);

    const again = await s.call('POST', BIND, { token: first.token, json: { username: demoClubMembers[3]!.cardNo, password: demoClubMembers[3]!.password } });
    expect(again.code).toBe(codes.accountHasMembership);
  });

  it('unbinding keeps the membership, which may then be bound again or logged in to', async () => {
    const s = server();
    const user = await registerUser(s);
    const body = await signUpBody(s);
    const signUp = await s.call('POST', SIGN_UP, { json: body, token: user.token });
    const other = await registerUser(s);
    expect((await s.call('GET', UNBIND, { token: other.token })).code).toBe(codes.notAClubMember);

    const unbind = await s.call('GET', UNBIND, { token: user.token });
    expect(unbind.code, unbind.msg).toBe(OK);
    expect((await userRow(s, user.id))!.clubMemberId).toBeNull();
    expect((await s.call('GET', `${MEMBERS}/me/jp`, { token: user.token })).code).toBe(codes.notAClubMember);
    const [kept] = await s.database.db.select().from(clubMembers).where(eq(clubMembers.cardNo, signUp.data.cardNo));
    expect(kept).toBeDefined();

    const rebind = await s.call('POST', BIND, { token: other.token, json: { username: body.mobile, password: CLUB_PASSWORD } });
    expect(rebind.code, rebind.msg).toBe(OK);
    expect((await s.call('GET', `${MEMBERS}/me/jp`, { token: other.token })).data.cardNo).toBe(signUp.data.cardNo);
  });

  it('refuses to unbind while an award order holds the points, and allows it once the hold is released', async () => {
    const s = server();
    const user = await registerUser(s);
    await s.call('POST', SIGN_UP, { json: await signUpBody(s), token: user.token });
    const memberId = (await userRow(s, user.id))!.clubMemberId!;
    const now = s.clock.now();
    const [order] = await s.database.db
      .insert(orders)
      .values({
        orderNo: `AW${memberId}${now.getTime()}`,
        userId: user.id,
        processKey: `point/club-test-${memberId}-${now.getTime()}`,
        status: 'UNPAID',
        currency: 'HKD',
        fareAmount: '0',
        taxAmount: '120',
        ancillaryAmount: '0',
        totalAmount: '120',
        paymentDeadline: new Date(now.getTime() + 1_800_000),
        contact: {},
        itinerary: [],
        passengers: [],
        extras: {},
        holds: [],
        createdAt: now,
      })
      .returning();
    const store = createStore(s.database.db);
    await store.points.hold({ orderId: order!.id, memberId, points: 0, createdAt: now });

    const refused = await s.call('GET', UNBIND, { token: user.token });
    expect(refused.code).toBe(codes.unbindWhileAwardInProgress);
    expect((await userRow(s, user.id))!.clubMemberId).toBe(memberId);

    await store.points.settle(order!.id, 'RELEASED', now);
    expect((await s.call('GET', UNBIND, { token: user.token })).code).toBe(OK);
    const [stillThere] = await s.database.db.select({ id: users.id }).from(users).where(eq(users.clubMemberId, memberId));
    expect(stillThere).toBeUndefined();
  });

  // Truly at once on PostgreSQL; PGlite takes them one by one.
  it('gives sign-ups at the same time different card numbers', async () => {
    const s = server();
    const bodies = [];
    for (let i = 0; i < 8; i++) bodies.push(await signUpBody(s));
    const results = await Promise.all(bodies.map((json) => s.call('POST', SIGN_UP, { json })));
    for (const res of results) expect(res.code, res.msg).toBe(OK);
    expect(new Set(results.map((res) => res.data.cardNo)).size).toBe(bodies.length);
  });

  it('takes one of two sign-ups at the same time with the same document', async () => {
    const s = server();
    const first = await signUpBody(s);
    const second = await signUpBody(s, { idType: first.idType, idNo: first.idNo });
    const before = await memberCount(s);
    const results = await Promise.all([first, second].map((json) => s.call('POST', SIGN_UP, { json })));
    expect(results.map((res) => res.code).sort()).toEqual([OK, codes.memberExists].sort());
    expect(await memberCount(s)).toBe(before + 1);
  });
});
