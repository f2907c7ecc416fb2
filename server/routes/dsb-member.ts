import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { codes } from '../../services/schemas/codes';
import {
  deleteAccountRequestSchema,
  forgetPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateEmailRequestSchema,
  updateMemberRequestSchema,
  updateMobileRequestSchema,
} from '../../services/schemas/member';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { clubMembers, contacts, frequentPassengers, messageReads, messages, outbox, users, verificationCodes } from '../db/schema';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { revokeAllTokens } from '../domain/sessions';
import { findClubMember, findUser, findUserByLogin, toClubProfile, toUserInfo } from '../domain/users';
import { emailRecipient, smsRecipient, withCode } from '../domain/verification';
import { ApiError } from '../http/api-error';
import { route, userIdOf } from '../http/route';

const APP = '/dsb-member/app-api/v1/members';
const FFP = '/dsb-member/api/v1/members/ffp';

const accountExists = () => new ApiError(codes.accountExists, 'errors.accountExists');

async function ensureMobileFree(db: Db, areaCode: string, mobile: string, exceptUserId = 0) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile), ne(users.id, exceptUserId)));
  if (taken) throw accountExists();
}

async function ensureEmailFree(db: Db, email: string, exceptUserId = 0) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)));
  if (taken) throw accountExists();
}

export function registerDsbMemberRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  async function currentUser(userId: number) {
    const user = await findUser(db, userId);
    if (!user) throw new ApiError(codes.goToLogin, 'errors.accountGone');
    return user;
  }

  route(app, { method: 'GET', url: `${APP}/me`, access: 'user' }, async ({ caller }) => {
    const user = await currentUser(userIdOf(caller));
    return toUserInfo(user, await findClubMember(db, user.clubMemberId));
  });

  route(app, { method: 'GET', url: `${APP}/me/jp`, access: 'user' }, async ({ caller }) => {
    const user = await currentUser(userIdOf(caller));
    const member = await findClubMember(db, user.clubMemberId);
    if (!member) throw new ApiError(codes.notAClubMember, 'errors.notAClubMember');
    return toClubProfile(member);
  });

  route(app, { method: 'POST', url: `${APP}/register`, body: registerRequestSchema }, async ({ body }) => {
    const now = clock.now();
    const target = { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'register' as const };
    return withCode(db, target, body.code, now, async (tx) => {
      await ensureMobileFree(tx, body.areaCode, body.mobile);
      if (body.email) await ensureEmailFree(tx, body.email);
      const [created] = await tx
        .insert(users)
        .values({
          areaCode: body.areaCode,
          mobile: body.mobile,
          email: body.email ?? null,
          nickName: body.nickName || null,
          passwordHash: await hashPassword(body.password),
          createdAt: now,
        })
        .returning();
      return toUserInfo(created!, undefined);
    });
  });

  route(app, { method: 'POST', url: `${APP}/forget/pwd`, body: forgetPasswordRequestSchema }, async ({ body }) => {
    const now = clock.now();
    const target =
      body.channel === 'sms'
        ? { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'reset' as const }
        : { channel: 'email' as const, recipient: emailRecipient(body.email), purpose: 'reset' as const };
    return withCode(db, target, body.code, now, async (tx) => {
      const user = body.channel === 'sms' ? await findUserByLogin(tx, body.mobile, body.areaCode) : await findUserByLogin(tx, body.email);
      if (!user) throw new ApiError(codes.userNotFound, 'errors.userNotFound');
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), failedLogins: 0, lockedUntil: null })
        .where(eq(users.id, user.id));
      await revokeAllTokens(tx, user.id, now);
      return null;
    });
  });

  route(app, { method: 'POST', url: `${APP}/rest/pass`, access: 'user', body: resetPasswordRequestSchema }, async ({ caller, body }) => {
    const user = await currentUser(userIdOf(caller));
    if (!(await verifyPassword(body.oldPassword, user.passwordHash))) throw new ApiError(codes.oldPasswordWrong, 'errors.oldPasswordWrong');
    await db.update(users).set({ passwordHash: await hashPassword(body.password) }).where(eq(users.id, user.id));
    // Every other session ends; the one that changed the password stays.
    if (caller.kind === 'user') await revokeAllTokens(db, user.id, clock.now(), caller.tokenHash);
    return null;
  });

  route(app, { method: 'POST', url: `${APP}/update`, access: 'user', body: updateMemberRequestSchema }, async ({ caller, body }) => {
    const user = await currentUser(userIdOf(caller));
    // Nothing to change: answer the profile as it is (an empty SET is not valid SQL).
    if (Object.values(body).every((value) => value === undefined)) return toUserInfo(user, await findClubMember(db, user.clubMemberId));
    const [updated] = await db.update(users).set(body).where(eq(users.id, user.id)).returning();
    return toUserInfo(updated!, await findClubMember(db, user.clubMemberId));
  });

  route(app, { method: 'POST', url: `${APP}/update/email`, access: 'user', body: updateEmailRequestSchema }, async ({ caller, body }) => {
    const user = await currentUser(userIdOf(caller));
    const target = { channel: 'email' as const, recipient: emailRecipient(body.email), purpose: 'email' as const };
    return withCode(db, target, body.code, clock.now(), async (tx) => {
      await ensureEmailFree(tx, body.email, user.id);
      const [updated] = await tx.update(users).set({ email: body.email }).where(eq(users.id, user.id)).returning();
      return toUserInfo(updated!, await findClubMember(tx, user.clubMemberId));
    });
  });

  route(app, { method: 'POST', url: `${APP}/update/mobile`, access: 'user', body: updateMobileRequestSchema }, async ({ caller, body }) => {
    const user = await currentUser(userIdOf(caller));
    const target = { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'mobile' as const };
    return withCode(db, target, body.code, clock.now(), async (tx) => {
      await ensureMobileFree(tx, body.areaCode, body.mobile, user.id);
      const [updated] = await tx
        .update(users)
        .set({ areaCode: body.areaCode, mobile: body.mobile })
        .where(eq(users.id, user.id))
        .returning();
      return toUserInfo(updated!, await findClubMember(tx, user.clubMemberId));
    });
  });

  // Deleting an account removes its personal data, messages, frequent passengers and contacts and ends every session.
  route(app, { method: 'POST', url: `${APP}/del/account`, access: 'user', body: deleteAccountRequestSchema }, async ({ caller, body }) => {
    const user = await currentUser(userIdOf(caller));
    const recipient =
      body.channel === 'sms'
        ? user.areaCode && user.mobile && smsRecipient(user.areaCode, user.mobile)
        : user.email && emailRecipient(user.email);
    if (!recipient) throw new ApiError(codes.badRequest, 'errors.noContactForCode');
    const now = clock.now();
    return withCode(db, { channel: body.channel, recipient, purpose: 'delete' }, body.code, now, async (tx) => {
      await tx
        .update(users)
        .set({
          nickName: null,
          avatarUrl: null,
          areaCode: null,
          mobile: null,
          email: null,
          passwordHash: null,
          gender: -1,
          birthday: null,
          country: null,
          clubMemberId: null,
          deletedAt: now,
        })
        .where(eq(users.id, user.id));
      await tx.delete(messageReads).where(eq(messageReads.userId, user.id));
      await tx.delete(messages).where(eq(messages.userId, user.id));
      await tx.delete(frequentPassengers).where(eq(frequentPassengers.userId, user.id));
      await tx.delete(contacts).where(eq(contacts.userId, user.id));
      // The account's phone number and e-mail also leave the code log and the outbox.
      const recipients = [
        user.areaCode && user.mobile ? smsRecipient(user.areaCode, user.mobile) : null,
        user.email ? emailRecipient(user.email) : null,
      ].filter((r): r is string => r !== null);
      await tx.delete(verificationCodes).where(inArray(verificationCodes.recipient, recipients));
      await tx.delete(outbox).where(inArray(outbox.recipient, recipients));
      await revokeAllTokens(tx, user.id, now);
      return null;
    });
  });

  // The club reminder shown after a club login: points that expire within 90 days.
  route(app, { method: 'GET', url: `${FFP}/get/ffp/remind`, access: 'user' }, async ({ caller }) => {
    const user = await currentUser(userIdOf(caller));
    const member = await findClubMember(db, user.clubMemberId);
    if (!member) return { remind: false, points: 0, pointsExpiry: null };
    const soon = new Date(clock.now().getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
    const expiring = member.points > 0 && member.pointsExpiry !== null && member.pointsExpiry <= soon;
    return { remind: expiring && !member.noRemind, points: member.points, pointsExpiry: member.pointsExpiry };
  });

  route(app, { method: 'GET', url: `${FFP}/set/ffp/noremind`, access: 'user' }, async ({ caller }) => {
    const user = await currentUser(userIdOf(caller));
    if (!user.clubMemberId) throw new ApiError(codes.notAClubMember, 'errors.notAClubMember');
    await db.update(clubMembers).set({ noRemind: true }).where(eq(clubMembers.id, user.clubMemberId));
    return null;
  });
}

