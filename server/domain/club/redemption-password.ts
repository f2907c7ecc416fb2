import { codes } from '../../../services/schemas/codes';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { afterFailure, afterSuccess, isLocked } from '../login-attempts';
import { verifyPassword } from '../passwords';

/**
 * Points are spent only with the member's redemption password. Wrong passwords count like wrong
 * logins (five in a row lock it for 15 minutes); the count is kept even though the spend is refused.
 */
export async function checkRedemptionPassword(store: Store, memberId: number, password: string, now: Date): Promise<void> {
  const failure = await store.transaction(async (tx) => {
    const member = await tx.clubMembers.lockPayAttempts(memberId);
    if (!member.payPasswordHash) return new DomainError(codes.redemptionPasswordNotSet, 'errors.redemptionPasswordNotSet');
    const attempts = { failedLogins: member.payFailed, lockedUntil: member.payLockedUntil };
    if (isLocked(attempts, now)) return new DomainError(codes.redemptionPasswordLocked, 'errors.redemptionPasswordLocked');
    if (await verifyPassword(password, member.payPasswordHash)) {
      if (attempts.failedLogins > 0) await tx.clubMembers.savePayAttempts(memberId, afterSuccess());
      return null;
    }
    const next = afterFailure(attempts, now);
    await tx.clubMembers.savePayAttempts(memberId, next);
    return next.lockedUntil
      ? new DomainError(codes.redemptionPasswordLocked, 'errors.redemptionPasswordLocked')
      : new DomainError(codes.redemptionPasswordWrong, 'errors.redemptionPasswordWrong');
  });
  if (failure) throw failure;
}
