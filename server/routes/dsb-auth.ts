import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { emailCodeRequestSchema, smsCodeRequestSchema, tokenRequestSchema } from '../../services/schemas/auth';
import { codes } from '../../services/schemas/codes';
import { codeParamsSchema } from '../../services/schemas/system';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { clubMembers, users } from '../db/schema';
import { checkCaptcha } from '../domain/captcha';
import { afterFailure, afterSuccess, CAPTCHA_AFTER_FAILED_LOGINS, isLocked, type LoginAttempts } from '../domain/login-attempts';
import { verifyPassword } from '../domain/passwords';
import { issueToken, revokeToken } from '../domain/sessions';
import { findClubMember, findClubMemberByLogin, findUser, findUserByLogin } from '../domain/users';
import { emailRecipient, sendCode, smsRecipient, withCode } from '../domain/verification';
import { ApiError } from '../http/api-error';
import { route, userIdOf } from '../http/route';

const wrongCredentials = () => new ApiError(codes.wrongCredentials, 'errors.wrongCredentials');

interface PasswordCheck {
  passwordHash: string | null;
  /** Reads the login attempts with the account's row locked until the transaction ends. */
  lock(tx: Db): Promise<LoginAttempts>;
  save(tx: Db, attempts: LoginAttempts): Promise<unknown>;
}

/**
 * The lock and captcha rules shared by the app password and the club password. The attempts are read
 * and written with the account's row locked, so wrong passwords sent at the same time count one by one.
 */
async function checkPassword(db: Db, now: Date, body: { password: string; captchaKey?: string; captchaCode?: string }, account: PasswordCheck) {
  const passwordOk = await verifyPassword(body.password, account.passwordHash);
  const failure = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const attempts = await account.lock(tx);
    if (isLocked(attempts, now)) return new ApiError(codes.accountLocked, 'errors.accountLocked');
    if (attempts.failedLogins >= CAPTCHA_AFTER_FAILED_LOGINS) await checkCaptcha(tx, body.captchaKey, body.captchaCode, now);
    if (passwordOk) {
      if (attempts.failedLogins > 0) await account.save(tx, afterSuccess());
      return null;
    }
    const next = afterFailure(attempts, now);
    await account.save(tx, next);
    if (next.lockedUntil) return new ApiError(codes.accountLocked, 'errors.accountLocked');
    if (next.failedLogins >= CAPTCHA_AFTER_FAILED_LOGINS) return new ApiError(codes.captchaRequired, 'errors.wrongCredentialsCaptcha');
    return wrongCredentials();
  });
  if (failure) throw failure;
}

const attemptColumns = { failedLogins: users.failedLogins, lockedUntil: users.lockedUntil };
const clubAttemptColumns = { failedLogins: clubMembers.failedLogins, lockedUntil: clubMembers.lockedUntil };

/** A club member logging in for the first time gets an app account bound to the membership. */
async function userForClubMember(db: Db, member: typeof clubMembers.$inferSelect, now: Date): Promise<number> {
  // Locks the membership so that first logins at the same time create one user between them.
  await db.select({ id: clubMembers.id }).from(clubMembers).where(eq(clubMembers.id, member.id)).for('update');
  const [bound] = await db.select({ id: users.id }).from(users).where(eq(users.clubMemberId, member.id));
  if (bound) return bound.id;
  const mobileTaken = member.mobile && (await findUserByLogin(db, member.mobile, member.areaCode ?? undefined));
  const emailTaken = member.email && (await findUserByLogin(db, member.email));
  const [created] = await db
    .insert(users)
    .values({
      nickName: `${member.firstName} ${member.lastName}`,
      areaCode: mobileTaken ? null : member.areaCode,
      mobile: mobileTaken ? null : member.mobile,
      email: emailTaken ? null : member.email,
      birthday: member.birthday,
      clubMemberId: member.id,
      createdAt: now,
    })
    .returning({ id: users.id });
  return created!.id;
}

export function registerDsbAuthRoutes(app: FastifyInstance, { db, clock, config }: AppDeps): void {
  const ttl = config.tokenTtlMs;

  route(app, { method: 'POST', url: '/dsb-auth/oauth/token', body: tokenRequestSchema }, async ({ body }) => {
    const now = clock.now();
    switch (body.grant_type) {
      case 'password': {
        const user = await findUserByLogin(db, body.username, body.areaCode);
        if (!user || !user.passwordHash) throw wrongCredentials();
        await checkPassword(db, now, body, {
          passwordHash: user.passwordHash,
          lock: async (tx) => (await tx.select(attemptColumns).from(users).where(eq(users.id, user.id)).for('update'))[0]!,
          save: (tx, a) => tx.update(users).set(a).where(eq(users.id, user.id)),
        });
        return issueToken(db, user.id, 'password', now, ttl);
      }
      case 'sms_code': {
        const target = { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'login' as const };
        return withCode(db, target, body.code, now, async (tx) => {
          const user = await findUserByLogin(tx, body.mobile, body.areaCode);
          if (!user) throw new ApiError(codes.userNotFound, 'errors.mobileNotRegistered');
          return issueToken(tx, user.id, 'sms_code', now, ttl);
        });
      }
      case 'jp_club': {
        const member = await findClubMemberByLogin(db, body.username);
        if (!member) throw wrongCredentials();
        await checkPassword(db, now, body, {
          passwordHash: member.passwordHash,
          lock: async (tx) => (await tx.select(clubAttemptColumns).from(clubMembers).where(eq(clubMembers.id, member.id)).for('update'))[0]!,
          save: (tx, a) => tx.update(clubMembers).set(a).where(eq(clubMembers.id, member.id)),
        });
        return db.transaction(async (tx) => {
          const userId = await userForClubMember(tx as unknown as Db, member, now);
          return issueToken(tx as unknown as Db, userId, 'jp_club', now, ttl);
        });
      }
    }
  });

  // Logout revokes the token it is called with.
  route(app, { method: 'POST', url: '/dsb-auth/oauth/logout', access: 'user' }, async ({ caller }) => {
    if (caller.kind === 'user') await revokeToken(db, caller.tokenHash, clock.now());
    return null;
  });

  route(app, { method: 'POST', url: '/dsb-auth/sms-code', body: smsCodeRequestSchema }, ({ body, locale }) =>
    sendCode(db, { channel: 'sms', recipient: smsRecipient(body.areaCode, body.mobile), purpose: body.purpose }, clock.now(), locale),
  );

  route(app, { method: 'POST', url: '/dsb-auth/email-code', body: emailCodeRequestSchema }, ({ body, locale }) =>
    sendCode(db, { channel: 'email', recipient: emailRecipient(body.email), purpose: body.purpose }, clock.now(), locale),
  );

  route(app, { method: 'POST', url: '/dsb-auth/feign/oauth/getMemberTier', access: 'user' }, async ({ caller }) => {
    const user = await findUser(db, userIdOf(caller));
    const member = await findClubMember(db, user?.clubMemberId ?? null);
    return { tier: member?.tier ?? null, tierEndDate: member?.tierEndDate ?? null };
  });

  // The club account's balance; a member may read only their own.
  route(
    app,
    { method: 'GET', url: '/dsb-auth/feign/oauth/check/jp/:id', access: 'user', params: codeParamsSchema },
    async ({ caller, params }) => {
      const user = await findUser(db, userIdOf(caller));
      const member = await findClubMember(db, user?.clubMemberId ?? null);
      if (!member || member.cardNo !== params.id) throw new ApiError(codes.notAClubMember, 'errors.notYourClubAccount');
      return { accountBalance: member.accountBalance, accountExpiredDate: member.accountExpiredDate };
    },
  );
}
