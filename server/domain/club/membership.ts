import type * as z from 'zod/mini';
import { codes } from '../../../services/schemas/codes';
import { ageRuleOn, clubToday, type bindClubRequestSchema, type ClubSignUpResult, type clubSignUpRequestSchema } from '../../../services/schemas/club-membership';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { checkClubPassword } from '../login';
import { hashPassword } from '../passwords';
import type { UnknownAccounts } from '../unknown-accounts';
import { currentUser, refuseFutureBirthday } from '../users';
import { smsRecipient, withCode } from '../verification';

type SignUp = z.output<typeof clubSignUpRequestSchema>;


/** The member-age rules of spec section 5, counted on the club's today. */
function checkAge(body: SignUp, now: Date): void {
  refuseFutureBirthday(body.birthday, now);
  const rule = ageRuleOn(body.birthday, clubToday(now));
  if (rule === 'tooYoung') throw new DomainError(codes.memberTooYoung, 'errors.memberTooYoung', { field: 'birthday' });
  if (rule === 'guardian' && !body.guardian) throw new DomainError(codes.clubGuardianRequired, 'errors.clubGuardianRequired', { field: 'guardian' });
  if (rule !== null && body.newsletter) throw new DomainError(codes.newsletterUnder18, 'errors.newsletterUnder18', { field: 'newsletter' });
}

/** A STANDARD membership runs to the end of the year after the one it starts in. */
const standardTierEnd = (today: string) => `${Number(today.slice(0, 4)) + 1}-12-31`;

/**
 * Joins the club: the mobile number proven by its SMS code, a new card number, tier STANDARD. A
 * signed-in caller whose account has no membership gets it bound at once; anyone else binds it later.
 */
export async function signUp(store: Store, userId: number | null, body: SignUp, now: Date): Promise<ClubSignUpResult> {
  checkAge(body, now);
  const target = { channel: 'sms' as const, recipient: smsRecipient(body.areaCode, body.mobile), purpose: 'club' as const };
  return withCode(store, target, body.code, now, async (tx) => {
    await tx.clubMembers.lockSignUps();
    if (await tx.clubMembers.findHolder(body, body)) throw new DomainError(codes.memberExists, 'errors.memberExists');
    const user = userId === null ? null : await currentUser(tx, userId);
    if (user) await tx.users.lock(user.id);
    const member = await tx.clubMembers.create({
      cardNo: await tx.clubMembers.nextCardNo(),
      tier: 'STANDARD',
      tierEndDate: standardTierEnd(clubToday(now)),
      lastName: body.lastName,
      firstName: body.firstName,
      chineseLastName: body.chineseLastName || null,
      chineseFirstName: body.chineseFirstName || null,
      gender: body.gender,
      birthday: body.birthday,
      nationality: body.nationality,
      idType: body.idType,
      idNo: body.idNo,
      idExpiry: body.idExpiry,
      areaCode: body.areaCode,
      mobile: body.mobile,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      newsletter: body.newsletter,
      // The guardian's consent matters only under 16.
      guardian: ageRuleOn(body.birthday, clubToday(now)) === 'guardian' ? (body.guardian ?? null) : null,
      joinedAt: now,
    });
    const bound = user !== null && user.clubMemberId === null;
    if (bound) await tx.users.update(user.id, { clubMemberId: member.id });
    return { cardNo: member.cardNo, tier: 'STANDARD', tierEndDate: member.tierEndDate!, joinedAt: now.toISOString(), bound };
  });
}

/** Binds the membership named by a club login to the caller's account; the same wrong-password rules as the club login. */
export async function bindMembership(store: Store, unknownAccounts: UnknownAccounts, userId: number, body: z.output<typeof bindClubRequestSchema>, now: Date): Promise<void> {
  const user = await currentUser(store, userId);
  if (user.clubMemberId !== null) throw new DomainError(codes.accountHasMembership, 'errors.accountHasMembership');
  const member = await checkClubPassword(store, unknownAccounts, now, body);
  await store.transaction(async (tx) => {
    await tx.users.lock(userId);
    await tx.clubMembers.lock(member.id);
    if ((await currentUser(tx, userId)).clubMemberId !== null) throw new DomainError(codes.accountHasMembership, 'errors.accountHasMembership');
    const holder = await tx.users.idOfClubMember(member.id);
    if (holder !== undefined) throw new DomainError(codes.membershipBoundElsewhere, 'errors.membershipBoundElsewhere');
    await tx.users.update(userId, { clubMemberId: member.id });
  });
}

/** Unbinds the account's membership, which is kept; refused while an award order holds its points. */
export async function unbindMembership(store: Store, userId: number): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.users.lock(userId);
    const user = await currentUser(tx, userId);
    if (user.clubMemberId === null) throw new DomainError(codes.notAClubMember, 'errors.notAClubMember');
    // Locked as holdPoints locks it, so no award order can start holding points meanwhile.
    await tx.clubMembers.lock(user.clubMemberId);
    if ((await tx.points.activeHoldsOf(user.clubMemberId)).length > 0) {
      throw new DomainError(codes.unbindWhileAwardInProgress, 'errors.unbindWhileAwardInProgress');
    }
    await tx.users.update(userId, { clubMemberId: null });
  });
}
