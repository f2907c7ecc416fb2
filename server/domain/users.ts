import { codes } from '../../services/schemas/codes';
import type { ClubProfile, MemberTier, UserInfo } from '../../services/schemas/member';
import { latestToday } from '../../services/schemas/passenger';
import type { ClubMemberRow as ClubRow } from '../repositories/club-members';
import type { Store } from '../repositories/store';
import type { UserRow } from '../repositories/users';
import { badRequest, DomainError } from './errors';

/** The caller's account; a deleted one sends the app back to login. */
export async function currentUser(store: Store, userId: number): Promise<UserRow> {
  const user = await store.users.find(userId);
  if (!user) throw new DomainError(codes.goToLogin, 'errors.accountGone');
  return user;
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
    staff: user.role === 'STAFF',
  };
}

/** Documents are never returned in full: all but the last four characters are masked. */
export const maskDocument = (value: string | null) =>
  value === null ? null : '*'.repeat(Math.max(0, value.length - 4)) + value.slice(-4);

export function toClubProfile(club: ClubRow, points: Pick<ClubProfile, 'points' | 'expiringPoints' | 'pointsExpiry'>): ClubProfile {
  return {
    cardNo: club.cardNo,
    tier: club.tier as MemberTier,
    tierEndDate: club.tierEndDate,
    lastName: club.lastName,
    firstName: club.firstName,
    gender: club.gender,
    birthday: club.birthday,
    ...points,
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
