import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ClubProfile, MemberTier, UserInfo } from '../../services/schemas/member';
import { latestToday } from '../../services/schemas/passenger';
import type { Db } from '../db/client';
import { clubMembers, users } from '../db/schema';
import { badRequest } from '../http/api-error';

type UserRow = typeof users.$inferSelect;
type ClubRow = typeof clubMembers.$inferSelect;

export async function findUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function findClubMember(db: Db, id: number | null): Promise<ClubRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(clubMembers).where(eq(clubMembers.id, id));
  return row;
}

/** A password login names a mobile number (with its area code) or an e-mail address. */
export async function findUserByLogin(db: Db, username: string, areaCode = '852'): Promise<UserRow | undefined> {
  const byLogin = username.includes('@')
    ? eq(sql`lower(${users.email})`, username.toLowerCase())
    : and(eq(users.areaCode, areaCode), eq(users.mobile, username));
  const [row] = await db.select().from(users).where(and(byLogin, isNull(users.deletedAt)));
  return row;
}

/** A club login names the card number, phone, e-mail or ID document number. */
export async function findClubMemberByLogin(db: Db, username: string): Promise<ClubRow | undefined> {
  const [row] = await db
    .select()
    .from(clubMembers)
    .where(
      or(
        eq(clubMembers.cardNo, username),
        eq(clubMembers.mobile, username),
        eq(sql`lower(${clubMembers.email})`, username.toLowerCase()),
        eq(clubMembers.idNo, username),
      ),
    )
    .limit(1);
  return row;
}

export function toUserInfo(user: UserRow, club: ClubRow | undefined): UserInfo {
  return {
    id: user.id,
    nickName: user.nickName,
    avatarUrl: user.avatarUrl,
    areaCode: user.areaCode,
    mobile: user.mobile,
    gender: user.gender,
    birthday: user.birthday,
    country: user.country,
    email: user.email,
    jpClubId: club?.cardNo ?? null,
    jpTier: (club?.tier as MemberTier | undefined) ?? null,
    jpTierEndDate: club?.tierEndDate ?? null,
    accountBalance: club?.accountBalance ?? null,
    accountExpiredDate: club?.accountExpiredDate ?? null,
  };
}

/** Documents are never returned in full: all but the last four characters are masked. */
export const maskDocument = (value: string | null) =>
  value === null ? null : '*'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);

export function toClubProfile(club: ClubRow): ClubProfile {
  return {
    cardNo: club.cardNo,
    tier: club.tier as MemberTier,
    tierEndDate: club.tierEndDate,
    lastName: club.lastName,
    firstName: club.firstName,
    gender: club.gender,
    birthday: club.birthday,
    points: club.points,
    pointsExpiry: club.pointsExpiry,
    areaCode: club.areaCode,
    mobile: club.mobile,
    email: club.email,
    idType: club.idType,
    idNoMasked: maskDocument(club.idNo),
  };
}

/** A birthday after today, wherever on earth it is today, is refused. */
export function refuseFutureBirthday(birthday: string | undefined, now: Date): void {
  if (birthday !== undefined && birthday > latestToday(now)) throw badRequest('validation.birthdayFuture', { field: 'birthday' });
}
