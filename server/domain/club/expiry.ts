import type { Store } from '../../repositories/store';
import { clubToday } from './earning';
import { unspentCredits } from './points';

/** The scheduled expiry: what is left unspent of each credit past its expiresOn goes, as one EXPIRE row per credit. */
export async function expirePoints(store: Store, now: Date): Promise<number> {
  const today = clubToday(now);
  let expired = 0;
  for (const memberId of await store.points.membersWithExpiredCredits(today)) {
    expired += await store.transaction(async (tx) => {
      await tx.clubMembers.lock(memberId);
      let written = 0;
      for (const credit of unspentCredits(await tx.points.allOf(memberId))) {
        if (credit.expiresOn >= today) break;
        const row = { memberId, points: -credit.remaining, kind: 'EXPIRE', source: 'EXPIRY', sourceRef: String(credit.id), occurredAt: now };
        if (await tx.points.record(row)) written++;
      }
      return written;
    });
  }
  return expired;
}
