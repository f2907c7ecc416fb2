import { createHash } from 'node:crypto';
import type { Db } from '../client';
import { redeemCards } from '../schema';

/** The routes from Hong Kong the pool's cards are issued on; each holds both ways. */
const routes = ['TPE', 'NRT', 'BKK', 'ICN'];
const kinds = [
  { letter: 'O', type: 'ONE', usesAllowed: 1 },
  { letter: 'M', type: 'MULTI', usesAllowed: 3 },
  { letter: 'L', type: 'UNLIMITED', usesAllowed: null },
] as const;
const CARDS_PER_ROUTE = 10;
/** The issue batch the codes' date block names. */
const BATCH = '261101';
const TRAVEL_DAYS = 180;

const hkDate = (at: Date, days = 0) => new Date(at.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Four digits that look random but are the same at every seeding, so the demo codes stay the same. */
function fourDigits(seed: string, taken: Set<string>): string {
  for (let n = 0; ; n++) {
    const digits = String(createHash('sha256').update(`${seed}/${n}`).digest().readUInt32BE(0) % 10_000).padStart(4, '0');
    if (!taken.has(digits)) {
      taken.add(digits);
      return digits;
    }
  }
}

/** The pool of unredeemed cards (codes already there are kept): economy, the last two of each route in business. */
export function redeemCardPool(now: Date) {
  const travelTo = hkDate(now, TRAVEL_DAYS);
  return kinds.flatMap((kind, k) => {
    const taken = new Set<string>();
    return routes.flatMap((destination, r) =>
      Array.from({ length: CARDS_PER_ROUTE }, (_, i) => ({
        cardNo: `TC${k + 1}${String(r * CARDS_PER_ROUTE + i + 1).padStart(7, '0')}`,
        redeemCode: `C${kind.letter}${BATCH}${fourDigits(`${kind.letter}${destination}${i}`, taken)}`,
        type: kind.type,
        cabin: i >= CARDS_PER_ROUTE - 2 ? 'BIZ' : 'ECO',
        origin: 'HKG',
        destination,
        usesAllowed: kind.usesAllowed,
        issuedAt: now,
        travelFrom: hkDate(now),
        travelTo,
        // The end of the travel window's last day in Hong Kong.
        usageDeadline: new Date(`${travelTo}T16:00:00Z`),
      })),
    );
  });
}

export async function seedRedeemCards(db: Db, now: Date): Promise<void> {
  await db.insert(redeemCards).values(redeemCardPool(now)).onConflictDoNothing();
}
