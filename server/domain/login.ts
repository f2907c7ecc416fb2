import type * as z from 'zod/mini';
import type { tokenRequestSchema, TokenResponse } from '../../services/schemas/auth';
import { codes } from '../../services/schemas/codes';
import type { ClubMemberRow } from '../repositories/club-members';
import type { Store } from '../repositories/store';
import { checkCaptcha } from './captcha';
import { DomainError } from './errors';
import { afterFailure, afterSuccess, CAPTCHA_AFTER_FAILED_LOGINS, isLocked, type LoginAttempts } from './login-attempts';
import { verifyPassword } from './passwords';
import { issueToken } from './sessions';
import type { UnknownAccounts } from './unknown-accounts';
import { smsRecipient, withCode } from './verification';

const wrongCredentials = () => new DomainError(codes.wrongCredentials, 'errors.wrongCredentials');

type PasswordLogin = { password: string; captchaKey?: string; captchaCode?: string };

interface PasswordCheck {
  passwordHash: string | null;
  /** Reads the login attempts with the account's row locked until the transaction ends. */
  lock(tx: Store): Promise<LoginAttempts>;
  save(tx: Store, attempts: LoginAttempts): Promise<void>;
}

/**
 * The lock and captcha rules shared by the app password and the club password. The attempts are read
 * and written with the account's row locked, so wrong passwords sent at the same time count one by one.
 */
async function checkPassword(store: Store, now: Date, body: PasswordLogin, account: PasswordCheck) {
  const passwordOk = await verifyPassword(body.password, account.passwordHash);
  const failure = await store.transaction(async (tx) => {
    const attempts = await account.lock(tx);
    if (isLocked(attempts, now)) return new DomainError(codes.accountLocked, 'errors.accountLocked');
    if (attempts.failedLogins >= CAPTCHA_AFTER_FAILED_LOGINS) await checkCaptcha(tx, body.captchaKey, body.captchaCode, now);
    if (passwordOk) {
      if (attempts.failedLogins > 0) await account.save(tx, afterSuccess());
      return null;
    }
    const next = afterFailure(attempts, now);
    await account.save(tx, next);
    if (next.lockedUntil) return new DomainError(codes.accountLocked, 'errors.accountLocked');
    if (next.failedLogins >= CAPTCHA_AFTER_FAILED_LOGINS) return new DomainError(codes.captchaRequired, 'errors.wrongCredentialsCaptcha');
    return wrongCredentials();
  });
  if (failure) throw failure;
}

/** A club member logging in for the first time gets an app account bound to the membership. */
async function userForClubMember(tx: Store, member: ClubMemberRow, now: Date): Promise<number> {
  // Locks the membership so that first logins at the same time create one user between them.
  await tx.clubMembers.lock(member.id);
  const bound = await tx.users.idOfClubMember(member.id);
  if (bound !== undefined) return bound;
  const mobileTaken = member.mobile && (await tx.users.findByLogin(member.mobile, member.areaCode ?? undefined));
  const emailTaken = member.email && (await tx.users.findByLogin(member.email));
  const created = await tx.users.create({
    nickName: `${member.firstName} ${member.lastName}`,
    areaCode: mobileTaken ? null : member.areaCode,
    mobile: mobileTaken ? null : member.mobile,
    email: emailTaken ? null : member.email,
    birthday: member.birthday,
    clubMemberId: member.id,
    createdAt: now,
  });
  return created.id;
}

/** A password login naming no account with a password is answered as a wrong password would be. */
async function refuseUnknown(store: Store, unknownAccounts: UnknownAccounts, now: Date, body: PasswordLogin, username: string): Promise<never> {
  await checkPassword(store, now, body, await unknownAccounts.account(username, now));
  throw wrongCredentials(); // not reached: no password matches an unknown account's
}

/**
 * The membership a club login names (card number, phone, e-mail or ID) when the club password is
 * right; wrong passwords count toward the lock and the captcha as every club login's do.
 */
export async function checkClubPassword(store: Store, unknownAccounts: UnknownAccounts, now: Date, body: PasswordLogin & { username: string }): Promise<ClubMemberRow> {
  const member = await store.clubMembers.findByLogin(body.username);
  if (!member?.passwordHash) return refuseUnknown(store, unknownAccounts, now, body, `jp_club:${body.username.toLowerCase()}`);
  await checkPassword(store, now, body, {
    passwordHash: member.passwordHash,
    lock: (tx) => tx.clubMembers.lockLoginAttempts(member.id),
    save: (tx, a) => tx.clubMembers.saveLoginAttempts(member.id, a),
  });
  return member;
}

/** Logs in by app password, SMS code or club password, and issues an access token valid `ttlMs`. */
export async function logIn(store: Store, unknownAccounts: UnknownAccounts, body: z.infer<typeof tokenRequestSchema>, now: Date, ttlMs: number): Promise<TokenResponse> {
  switch (body.grant_type) {
    case 'password': {
      const user = await store.users.findByLogin(body.username, body.areaCode);
      if (!user?.passwordHash) {
        const areaCode = body.username.includes('@') ? '' : (body.areaCode ?? '852');
        return refuseUnknown(store, unknownAccounts, now, body, `password:${areaCode}:${body.username.toLowerCase()}`);
      }
      await checkPassword(store, now, body, {
        passwordHash: user.passwordHash,
        lock: (tx) => tx.users.lockLoginAttempts(user.id),
        save: (tx, a) => tx.users.saveLoginAttempts(user.id, a),
      });
      return issueToken(store, user.id, 'password', now, ttlMs);
    }
    case 'sms_code': {
      const target = { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'login' as const };
      return withCode(store, target, body.code, now, async (tx) => {
        const user = await tx.users.findByLogin(body.mobile, body.areaCode);
        if (!user) throw new DomainError(codes.userNotFound, 'errors.mobileNotRegistered');
        return issueToken(tx, user.id, 'sms_code', now, ttlMs);
      });
    }
    case 'jp_club': {
      const member = await checkClubPassword(store, unknownAccounts, now, body);
      return store.transaction(async (tx) => issueToken(tx, await userForClubMember(tx, member, now), 'jp_club', now, ttlMs));
    }
  }
}
