import { isMaskedCertNo, type BookingPassenger, type PassengerCounts } from '../../../services/schemas/offer';
import { codes } from '../../../services/schemas/codes';
import type { InfantConfig } from '../../../services/schemas/system';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import { maskDocument } from '../users';

/** Passenger age rules of spec sections 5 and 9, as the booking checks them and the app shows them. */
export const infantConfig: InfantConfig = {
  infantMinAgeDays: 7,
  infantMaxAgeYears: 2,
  childMinAgeYears: 2,
  childMaxAgeYears: 11,
  guardianMinAgeYears: 18,
  infantsPerGuardian: 1,
  maxAdultsAndChildren: 9,
};
/** A child travels with an adult of at least this age. */
const CHILD_COMPANION_MIN_AGE = 16;
const adultMinAge = infantConfig.childMaxAgeYears + 1;

/** Age in whole years on a date. */
export function ageOn(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const rule = (key: string, passengerIndex?: number) => new DomainError(codes.passengerRule, key, { passenger: passengerIndex === undefined ? '' : passengerIndex + 1 });

/**
 * Spec section 5: an adult is 12 or more, a child 2 to 11, an infant at least 7 days and under 2
 * on every flight; each infant travels with its own guardian of 18 or more; a child needs an
 * adult of 16 or more; the passengers match the counts searched for.
 */
export function checkPassengers(passengers: BookingPassenger[], counts: PassengerCounts, firstDate: string, lastDate: string): void {
  const byType = (t: string) => passengers.filter((p) => p.type === t).length;
  if (byType('ADT') !== counts.adult || byType('CNN') !== counts.child || byType('INF') !== counts.infant) throw rule('errors.passengerCountMismatch');
  const guardians = new Set<number>();
  passengers.forEach((p, i) => {
    const age = ageOn(p.birthday, firstDate);
    if (daysBetween(p.birthday, firstDate) < 0) throw rule('errors.birthdayAfterFlight', i);
    if (p.type === 'ADT' && age < adultMinAge) throw rule('errors.adultAge', i);
    if (p.type === 'CNN' && (age < infantConfig.childMinAgeYears || ageOn(p.birthday, lastDate) >= adultMinAge)) throw rule('errors.childAge', i);
    if (p.type === 'INF') {
      if (daysBetween(p.birthday, firstDate) < infantConfig.infantMinAgeDays || ageOn(p.birthday, lastDate) >= infantConfig.infantMaxAgeYears) throw rule('errors.infantAge', i);
      const g = p.guardianIndex;
      const guardian = g === undefined ? undefined : passengers[g];
      if (g === undefined || !guardian || guardian.type !== 'ADT' || ageOn(guardian.birthday, firstDate) < infantConfig.guardianMinAgeYears) throw rule('errors.infantGuardian', i);
      if (guardians.has(g)) throw rule('errors.oneInfantPerGuardian', i);
      guardians.add(g);
    }
  });
  if (counts.child > 0 && !passengers.some((p) => p.type === 'ADT' && ageOn(p.birthday, firstDate) >= CHILD_COMPANION_MIN_AGE)) throw rule('errors.childNeedsAdult');
}

/** A document that ends before the last flight is a warning, not a refusal. */
export const documentWarnings = (passengers: BookingPassenger[], lastDate: string) =>
  passengers.flatMap((p, i) => (p.certExpiry < lastDate ? [{ passengerIndex: i, key: 'warnings.documentExpires' }] : []));

/**
 * Frequent passengers chosen for places in the booking (spec section 4, "Passenger selection"):
 * each is the caller's own and in one place only, and a masked document number stands for the one
 * the server keeps. A full number typed instead is used as it is, for this trip.
 */
export async function withSavedDocuments(store: Store, userId: number | null, passengers: BookingPassenger[]): Promise<BookingPassenger[]> {
  const ids = passengers.flatMap((p) => (p.psngId === undefined ? [] : [p.psngId]));
  if (ids.length === 0) return passengers;
  // A guest has no saved passengers.
  const rows = userId === null ? [] : await store.passengers.documentsOf(userId, ids);
  const saved = new Map(rows.map((r) => [r.id, r]));
  return passengers.map((p, i) => {
    if (p.psngId === undefined) return p;
    const row = saved.get(p.psngId);
    if (!row) throw rule('errors.savedPassengerUnknown', i);
    if (ids.indexOf(p.psngId) !== ids.lastIndexOf(p.psngId)) throw rule('errors.samePassengerTwice', i);
    if (!isMaskedCertNo(p.certNo)) return p;
    if (row.certType !== p.certType || maskDocument(row.certNo) !== p.certNo.toUpperCase()) throw rule('errors.savedDocumentChanged', i);
    return { ...p, certNo: row.certNo };
  });
}
