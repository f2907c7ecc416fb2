import type * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import type { CertType } from '../../services/schemas/documents';
import {
  latestToday,
  PASSENGER_LIMIT,
  passengerTypeOn,
  type addPassengerRequestSchema,
  type Passenger,
  type PassengerPage,
  type savePassengerRequestSchema,
} from '../../services/schemas/passenger';
import type { PassengerRow } from '../repositories/frequent-passengers';
import type { Page } from '../repositories/page';
import type { Store } from '../repositories/store';
import { badRequest, DomainError } from './errors';
import { maskDocument, refuseFutureBirthday } from './users';

const passengerNotFound = () => new DomainError(codes.notFound, 'errors.passengerNotFound');
const masked = (certNo: string) => maskDocument(certNo) ?? '';

/** The type is worked out again on every read: a child saved years ago may be an adult now. */
const toPassenger = (row: PassengerRow, today: string): Passenger => ({
  id: row.id,
  lastName: row.lastName,
  firstName: row.firstName,
  gender: row.gender as Passenger['gender'],
  birthday: row.birthday,
  passengerType: passengerTypeOn(row.birthday, today),
  certType: row.certType as CertType,
  certNoMasked: masked(row.certNo),
  certExpiry: row.certExpiry,
  nationality: row.nationality,
  issuedBy: row.issuedBy,
  ffpNo: row.ffpNo,
  personally: row.personally,
});

/** Today by the server clock; a birthday after it is refused. */
function todayFor(birthday: string, now: Date): string {
  refuseFutureBirthday(birthday, now);
  return latestToday(now);
}

/** The same document twice, or a second "myself", is refused. */
function ensureDistinct(others: PassengerRow[], candidate: { certType: string; certNo: string; personally: boolean }) {
  if (others.some((p) => p.certType === candidate.certType && p.certNo === candidate.certNo)) throw badRequest('errors.passengerExists');
  if (candidate.personally && others.some((p) => p.personally)) throw badRequest('errors.passengerSelfExists');
}

/** A user's change in one transaction holding the user's row, so limits and the single default hold under concurrent calls. */
export function asUser<T>(store: Store, userId: number, work: (tx: Store) => Promise<T>): Promise<T> {
  return store.transaction(async (tx) => {
    if (!(await tx.users.lock(userId))) throw new DomainError(codes.goToLogin, 'errors.accountGone');
    return work(tx);
  });
}

/** The user first, then the newest. */
export async function passengerPage(store: Store, userId: number, page: Page, now: Date): Promise<PassengerPage> {
  const { rows, total } = await store.passengers.page(userId, page);
  const today = latestToday(now);
  return { records: rows.map((row) => toPassenger(row, today)), total, ...page };
}

export async function addPassenger(store: Store, userId: number, body: z.infer<typeof addPassengerRequestSchema>, now: Date): Promise<Passenger> {
  const today = todayFor(body.birthday, now);
  return asUser(store, userId, async (tx) => {
    const others = await tx.passengers.allOf(userId);
    if (others.length >= PASSENGER_LIMIT) throw badRequest('errors.passengerLimit', { max: PASSENGER_LIMIT });
    ensureDistinct(others, body);
    const row = await tx.passengers.create({ ...body, userId, passengerType: passengerTypeOn(body.birthday, today), createdAt: now });
    return toPassenger(row, today);
  });
}

export async function savePassenger(store: Store, userId: number, body: z.infer<typeof savePassengerRequestSchema>, now: Date): Promise<Passenger> {
  const today = todayFor(body.birthday, now);
  return asUser(store, userId, async (tx) => {
    const all = await tx.passengers.allOf(userId);
    const current = all.find((p) => p.id === body.id);
    if (!current) throw passengerNotFound();
    // The client only ever saw the masked number: getting it back means "keep the stored one".
    const certNo = body.certNo === masked(current.certNo) ? current.certNo : body.certNo;
    if (certNo.includes('*')) throw badRequest('validation.certNo', { field: 'certNo' });
    const { id, ...fields } = body;
    ensureDistinct(
      all.filter((p) => p.id !== id),
      { ...fields, certNo },
    );
    const row = await tx.passengers.update(id, userId, { ...fields, certNo, passengerType: passengerTypeOn(body.birthday, today) });
    return toPassenger(row!, today);
  });
}

export async function removePassenger(store: Store, userId: number, id: number): Promise<void> {
  if (!(await store.passengers.remove(id, userId))) throw passengerNotFound();
}
