import type * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import type {
  deleteAccountRequestSchema,
  forgetPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateEmailRequestSchema,
  updateMemberRequestSchema,
  updateMobileRequestSchema,
  ClubProfile,
  Remind,
  UserInfo,
} from '../../services/schemas/member';
import type { Store } from '../repositories/store';
import type { UserRow } from '../repositories/users';
import { currentMember } from './club/current-member';
import { pointsSummary } from './club/points';
import { DomainError } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { currentUser, refuseFutureBirthday, toClubProfile, toUserInfo } from './users';
import { emailRecipient, smsRecipient, withCode } from './verification';

type Body<S extends z.ZodMiniType> = z.infer<S>;

const accountExists = () => new DomainError(codes.accountExists, 'errors.accountExists');

async function ensureMobileFree(tx: Store, areaCode: string, mobile: string, exceptUserId?: number) {
  if (await tx.users.mobileTaken(areaCode, mobile, exceptUserId)) throw accountExists();
}

async function ensureEmailFree(tx: Store, email: string, exceptUserId?: number) {
  if (await tx.users.emailTaken(email, exceptUserId)) throw accountExists();
}

const userInfoOf = async (store: Store, user: UserRow) => toUserInfo(user, await store.clubMembers.find(user.clubMemberId));
const notAClubMember = () => new DomainError(codes.notAClubMember, 'errors.notAClubMember');

export async function profile(store: Store, userId: number): Promise<UserInfo> {
  return userInfoOf(store, await currentUser(store, userId));
}

export async function clubProfile(store: Store, userId: number): Promise<ClubProfile> {
  const member = await currentMember(store, userId);
  return toClubProfile(member, await pointsSummary(store, member.id));
}

/** The membership of the user's account, if it has one. */
const membershipOf = async (store: Store, userId: number) => store.clubMembers.find((await store.users.find(userId))?.clubMemberId ?? null);

/** The club tier of the user's membership; none without one. */
export async function memberTier(store: Store, userId: number) {
  const member = await membershipOf(store, userId);
  return { tier: member?.tier ?? null, tierEndDate: member?.tierEndDate ?? null };
}

/** The club account's balance; a member may read only their own. */
export async function clubBalance(store: Store, userId: number, cardNo: string) {
  const member = await membershipOf(store, userId);
  if (!member || member.cardNo !== cardNo) throw new DomainError(codes.notAClubMember, 'errors.notYourClubAccount');
  return { accountBalance: member.accountBalance, accountExpiredDate: member.accountExpiredDate };
}

export async function register(store: Store, body: Body<typeof registerRequestSchema>, now: Date): Promise<UserInfo> {
  const target = { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'register' as const };
  return withCode(store, target, body.code, now, async (tx) => {
    await ensureMobileFree(tx, body.areaCode, body.mobile);
    if (body.email) await ensureEmailFree(tx, body.email);
    const created = await tx.users.create({
      areaCode: body.areaCode,
      mobile: body.mobile,
      email: body.email ?? null,
      nickName: body.nickName || null,
      passwordHash: await hashPassword(body.password),
      createdAt: now,
    });
    return toUserInfo(created, undefined);
  });
}

/** A new password set with a code sent to the account's phone or e-mail; every session ends. */
export async function resetForgottenPassword(store: Store, body: Body<typeof forgetPasswordRequestSchema>, now: Date): Promise<void> {
  const target =
    body.channel === 'sms'
      ? { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'reset' as const }
      : { channel: 'email' as const, recipient: emailRecipient(body.email), purpose: 'reset' as const };
  await withCode(store, target, body.code, now, async (tx) => {
    const user = body.channel === 'sms' ? await tx.users.findByLogin(body.mobile, body.areaCode) : await tx.users.findByLogin(body.email);
    if (!user) throw new DomainError(codes.userNotFound, 'errors.userNotFound');
    await tx.users.update(user.id, { passwordHash: await hashPassword(body.password), failedLogins: 0, lockedUntil: null });
    await tx.sessions.revokeAll(user.id, now);
  });
}

/** Every other session ends; the one that changed the password (`tokenHash`) stays. */
export async function changePassword(store: Store, userId: number, tokenHash: string, body: Body<typeof resetPasswordRequestSchema>, now: Date): Promise<void> {
  const user = await currentUser(store, userId);
  if (!(await verifyPassword(body.oldPassword, user.passwordHash))) throw new DomainError(codes.oldPasswordWrong, 'errors.oldPasswordWrong');
  await store.users.update(user.id, { passwordHash: await hashPassword(body.password) });
  await store.sessions.revokeAll(user.id, now, tokenHash);
}

export async function updateProfile(store: Store, userId: number, body: Body<typeof updateMemberRequestSchema>, now: Date): Promise<UserInfo> {
  refuseFutureBirthday(body.birthday, now);
  const user = await currentUser(store, userId);
  // Nothing to change: answer the profile as it is (an empty SET is not valid SQL).
  if (Object.values(body).every((value) => value === undefined)) return userInfoOf(store, user);
  return userInfoOf(store, await store.users.update(user.id, body));
}

export async function changeEmail(store: Store, userId: number, body: Body<typeof updateEmailRequestSchema>, now: Date): Promise<UserInfo> {
  const user = await currentUser(store, userId);
  const target = { channel: 'email' as const, recipient: emailRecipient(body.email), purpose: 'email' as const };
  return withCode(store, target, body.code, now, async (tx) => {
    await ensureEmailFree(tx, body.email, user.id);
    return userInfoOf(tx, await tx.users.update(user.id, { email: body.email }));
  });
}

export async function changeMobile(store: Store, userId: number, body: Body<typeof updateMobileRequestSchema>, now: Date): Promise<UserInfo> {
  const user = await currentUser(store, userId);
  const target = { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'mobile' as const };
  return withCode(store, target, body.code, now, async (tx) => {
    await ensureMobileFree(tx, body.areaCode, body.mobile, user.id);
    return userInfoOf(tx, await tx.users.update(user.id, { areaCode: body.areaCode, mobile: body.mobile }));
  });
}

/** Deleting an account removes its personal data, messages, frequent passengers and contacts and ends every session. */
export async function deleteAccount(store: Store, userId: number, body: Body<typeof deleteAccountRequestSchema>, now: Date): Promise<void> {
  const user = await currentUser(store, userId);
  const phone = user.areaCode && user.mobile ? smsRecipient(user.areaCode, user.mobile) : null;
  const email = user.email ? emailRecipient(user.email) : null;
  const recipient = body.channel === 'sms' ? phone : email;
  if (!recipient) throw new DomainError(codes.badRequest, 'errors.noContactForCode');
  await withCode(store, { channel: body.channel, recipient, purpose: 'delete' }, body.code, now, async (tx) => {
    await tx.users.update(user.id, {
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
    });
    await tx.messages.deleteAllOf(user.id);
    await tx.passengers.deleteAllOf(user.id);
    await tx.contacts.deleteAllOf(user.id);
    // The account's phone number and e-mail also leave the code log and the outbox.
    const recipients = [phone, email].filter((r): r is string => r !== null);
    await tx.verificationCodes.deleteFor(recipients);
    await tx.outbox.deleteFor(recipients);
    await tx.sessions.revokeAll(user.id, now);
  });
}

/** The club reminder shown after a club login: points that expire within 90 days. */
export async function pointsReminder(store: Store, userId: number, now: Date): Promise<Remind> {
  const user = await currentUser(store, userId);
  const member = await store.clubMembers.find(user.clubMemberId);
  if (!member) return { remind: false, points: 0, pointsExpiry: null };
  const soon = new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  const { expiringPoints, pointsExpiry } = await pointsSummary(store, member.id);
  const expiring = expiringPoints > 0 && pointsExpiry !== null && pointsExpiry <= soon;
  return { remind: expiring && !member.noRemind, points: expiringPoints, pointsExpiry };
}

export async function stopPointsReminder(store: Store, userId: number): Promise<void> {
  const user = await currentUser(store, userId);
  if (!user.clubMemberId) throw notAClubMember();
  await store.clubMembers.stopPointsReminder(user.clubMemberId);
}
