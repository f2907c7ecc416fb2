import { codes } from '../../../services/schemas/codes';
import type { ClubMemberRow } from '../../repositories/club-members';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { currentUser } from '../users';

/** The membership bound to the user's account; U00017 without one. */
export async function currentMember(store: Store, userId: number): Promise<ClubMemberRow> {
  const member = await store.clubMembers.find((await currentUser(store, userId)).clubMemberId);
  if (!member) throw new DomainError(codes.notAClubMember, 'errors.notAClubMember');
  return member;
}
