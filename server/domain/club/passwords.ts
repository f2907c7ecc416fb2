import type { PayPasswordStatus, ResetPayPasswordRequest, UpdateLoginPasswordRequest, UpdatePayPasswordRequest } from '../../../services/schemas/club-passwords';
import { codes } from '../../../services/schemas/codes';
import type { ClubMemberRow } from '../../repositories/club-members';
import type { Store } from '../../repositories/store';
import { badRequest, DomainError } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { maskDocument } from '../users';
import { sendCode, smsRecipient, withCode, type CodeTarget } from '../verification';
import { currentMember } from './current-member';
import { checkRedemptionPassword } from './redemption-password';

/** Changes the club login password with the old one; the user's other sessions end, as with the app password. */
export async function changeClubPassword(store: Store, userId: number, tokenHash: string, body: UpdateLoginPasswordRequest, now: Date): Promise<void> {
  const member = await currentMember(store, userId);
  if (!(await verifyPassword(body.oldPassword, member.passwordHash))) throw new DomainError(codes.clubPasswordWrong, 'errors.clubPasswordWrong');
  await store.transaction(async (tx) => {
    await tx.clubMembers.setPassword(member.id, await hashPassword(body.password));
    await tx.sessions.revokeAll(userId, now, tokenHash);
  });
}

export async function payPasswordStatus(store: Store, userId: number): Promise<PayPasswordStatus> {
  const member = await currentMember(store, userId);
  return { set: member.payPasswordHash !== null, mobileMasked: maskDocument(member.mobile) };
}

/**
 * Sets the redemption password when none is set; otherwise changes it with the old one, which is
 * checked as a redemption is (wrong ones count toward the lock).
 */
export async function updatePayPassword(store: Store, userId: number, body: UpdatePayPasswordRequest, now: Date): Promise<void> {
  const member = await currentMember(store, userId);
  if (member.payPasswordHash !== null) {
    if (body.oldPassword === undefined) throw new DomainError(codes.payPasswordOldRequired, 'errors.payPasswordOldRequired');
    await checkRedemptionPassword(store, member.id, body.oldPassword, now);
  }
  await store.clubMembers.setPayPassword(member.id, await hashPassword(body.password));
}

function resetTarget(member: ClubMemberRow): CodeTarget {
  if (!member.areaCode || !member.mobile) throw badRequest('errors.clubNoMobile');
  return { channel: 'sms', recipient: smsRecipient(member.areaCode, member.mobile), purpose: 'payPassword' };
}

/** Sends the code that resets the redemption password to the member's phone. */
export async function sendPayPasswordCode(store: Store, userId: number, now: Date, locale: string) {
  return sendCode(store, resetTarget(await currentMember(store, userId)), now, locale);
}

/** A new redemption password with the SMS code; the wrong attempts and any lock are cleared. */
export async function resetPayPassword(store: Store, userId: number, body: ResetPayPasswordRequest, now: Date): Promise<void> {
  const member = await currentMember(store, userId);
  const hash = await hashPassword(body.password);
  await withCode(store, resetTarget(member), body.code, now, (tx) => tx.clubMembers.setPayPassword(member.id, hash));
}
