import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { codes } from '../../services/schemas/codes';
import { memberTiers } from '../../services/schemas/member';
import {
  addContactRequestSchema,
  addPassengerRequestSchema,
  CONTACT_LIMIT,
  deleteRequestSchema,
  latestToday,
  PASSENGER_LIMIT,
  passengerTypeOn,
  passengerTypes,
  saveContactRequestSchema,
  savePassengerRequestSchema,
  type Contact,
  type Passenger,
} from '../../services/schemas/passenger';
import { certTypes, type CertType } from '../../services/schemas/documents';
import { pageRequestSchema } from '../../services/schemas/system';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { contacts, frequentPassengers, users } from '../db/schema';
import { maskDocument } from '../domain/users';
import { ApiError, badRequest } from '../http/api-error';
import { route, userIdOf } from '../http/route';
import { translate } from '../i18n';

const ORDER = '/dsb-order/api/v1/order';
const MY = `${ORDER}/my`;

type PassengerRow = typeof frequentPassengers.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

const passengerNotFound = () => new ApiError(codes.notFound, 'errors.passengerNotFound');
const contactNotFound = () => new ApiError(codes.notFound, 'errors.contactNotFound');
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

const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.name,
  areaCode: row.areaCode,
  phone: row.phone,
  email: row.email,
  isDefault: row.isDefault,
});

/** A user's change in one transaction holding the user's row, so limits and the single default hold under concurrent calls. */
function asUser<T>(db: Db, userId: number, action: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
    if (!user) throw new ApiError(codes.goToLogin, 'errors.accountGone');
    return action(tx);
  });
}

/** The same document twice, or a second "myself", is refused. */
function ensureDistinct(others: PassengerRow[], candidate: { certType: string; certNo: string; personally: boolean }) {
  if (others.some((p) => p.certType === candidate.certType && p.certNo === candidate.certNo)) throw badRequest('errors.passengerExists');
  if (candidate.personally && others.some((p) => p.personally)) throw badRequest('errors.passengerSelfExists');
}

/** Option lists: codes, with names read from the locales under `key`. */
const optionLists: [url: string, key: string, codes: readonly string[]][] = [
  [`${ORDER}/option/passenger`, 'options.passengerType', passengerTypes],
  [`${ORDER}/option/ffp/relationship`, 'options.relationship', ['SPOUSE', 'PARENT', 'CHILD', 'SIBLING', 'RELATIVE', 'FRIEND', 'OTHER']],
  [`${ORDER}/option/ffp/card/type`, 'tier', memberTiers],
  [`${ORDER}/option/cert`, 'options.cert', certTypes],
  [`${ORDER}/option/order/status`, 'options.orderStatus', ['UNPAID', 'ISSUED', 'BOOKED', 'EXPIRED', 'CANCELLED', 'REFUNDED', 'CHANGED']],
  [`${ORDER}/option/flight/schedule/status`, 'options.flightStatus', ['SCHEDULED', 'DELAYED', 'DEPARTED', 'ARRIVED', 'CANCELLED']],
  ['/dsb-order/api/v1/product/item/status/list', 'options.itemStatus', ['WAIT', 'PAID', 'CANCELLED', 'REFUNDED']],
];

export function registerDsbOrderMyRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  for (const [url, key, list] of optionLists) {
    route(app, { method: 'GET', url }, ({ locale }) => list.map((code) => ({ code, name: translate(locale, `${key}.${code}`) })));
  }

  /** Today by the server clock; a birthday after it is refused. */
  function todayFor(birthday: string): string {
    const today = latestToday(clock.now());
    if (birthday > today) throw badRequest('validation.birthdayFuture', { field: 'birthday' });
    return today;
  }

  // Frequent passengers: the user first, then the newest.
  route(app, { method: 'POST', url: `${MY}/psng/list`, access: 'user', body: pageRequestSchema }, async ({ caller, body }) => {
    const mine = eq(frequentPassengers.userId, userIdOf(caller));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(frequentPassengers)
        .where(mine)
        .orderBy(desc(frequentPassengers.personally), desc(frequentPassengers.createdAt), desc(frequentPassengers.id))
        .limit(body.pageSize)
        .offset((body.pageNum - 1) * body.pageSize),
      db.select({ n: count() }).from(frequentPassengers).where(mine),
    ]);
    const today = latestToday(clock.now());
    return { records: rows.map((row) => toPassenger(row, today)), total: total?.n ?? 0, pageNum: body.pageNum, pageSize: body.pageSize };
  });

  route(app, { method: 'POST', url: `${MY}/psng/add`, access: 'user', body: addPassengerRequestSchema }, async ({ caller, body }) => {
    const userId = userIdOf(caller);
    const today = todayFor(body.birthday);
    return asUser(db, userId, async (tx) => {
      const others = await tx.select().from(frequentPassengers).where(eq(frequentPassengers.userId, userId));
      if (others.length >= PASSENGER_LIMIT) throw badRequest('errors.passengerLimit', { max: PASSENGER_LIMIT });
      ensureDistinct(others, body);
      const [row] = await tx
        .insert(frequentPassengers)
        .values({ ...body, userId, passengerType: passengerTypeOn(body.birthday, today), createdAt: clock.now() })
        .returning();
      return toPassenger(row!, today);
    });
  });

  route(app, { method: 'POST', url: `${MY}/psng/save`, access: 'user', body: savePassengerRequestSchema }, async ({ caller, body }) => {
    const userId = userIdOf(caller);
    const today = todayFor(body.birthday);
    return asUser(db, userId, async (tx) => {
      const all = await tx.select().from(frequentPassengers).where(eq(frequentPassengers.userId, userId));
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
      const [row] = await tx
        .update(frequentPassengers)
        .set({ ...fields, certNo, passengerType: passengerTypeOn(body.birthday, today) })
        .where(and(eq(frequentPassengers.id, id), eq(frequentPassengers.userId, userId)))
        .returning();
      return toPassenger(row!, today);
    });
  });

  route(app, { method: 'POST', url: `${MY}/psng/del`, access: 'user', body: deleteRequestSchema }, async ({ caller, body }) => {
    const [gone] = await db
      .delete(frequentPassengers)
      .where(and(eq(frequentPassengers.id, body.id), eq(frequentPassengers.userId, userIdOf(caller))))
      .returning({ id: frequentPassengers.id });
    if (!gone) throw passengerNotFound();
    return null;
  });

  // Contacts: exactly one is the default while the user has any.
  const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];
  const contactsOf = (tx: Db, userId: number) =>
    tx
      .select()
      .from(contacts)
      .where(eq(contacts.userId, userId))
      .orderBy(...newestFirst);
  const makeDefault = async (tx: Db, userId: number, contactId: number) => {
    await tx.update(contacts).set({ isDefault: false }).where(eq(contacts.userId, userId));
    await tx.update(contacts).set({ isDefault: true }).where(eq(contacts.id, contactId));
  };

  route(app, { method: 'POST', url: `${MY}/contact/list`, access: 'user', body: pageRequestSchema }, async ({ caller, body }) => {
    const mine = eq(contacts.userId, userIdOf(caller));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(contacts)
        .where(mine)
        .orderBy(desc(contacts.isDefault), ...newestFirst)
        .limit(body.pageSize)
        .offset((body.pageNum - 1) * body.pageSize),
      db.select({ n: count() }).from(contacts).where(mine),
    ]);
    return { records: rows.map(toContact), total: total?.n ?? 0, pageNum: body.pageNum, pageSize: body.pageSize };
  });

  route(app, { method: 'GET', url: `${MY}/contact/default`, access: 'user' }, async ({ caller }) => {
    const [row] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, userIdOf(caller)), eq(contacts.isDefault, true)))
      .limit(1);
    return row ? toContact(row) : null;
  });

  route(app, { method: 'POST', url: `${MY}/contact/add`, access: 'user', body: addContactRequestSchema }, async ({ caller, body }) => {
    const userId = userIdOf(caller);
    return asUser(db, userId, async (tx) => {
      const existing = await contactsOf(tx, userId);
      if (existing.length >= CONTACT_LIMIT) throw badRequest('errors.contactLimit', { max: CONTACT_LIMIT });
      const [row] = await tx
        .insert(contacts)
        .values({ ...body, userId, isDefault: false, createdAt: clock.now() })
        .returning();
      if (!body.isDefault && existing.length > 0) return toContact(row!);
      await makeDefault(tx, userId, row!.id);
      return toContact({ ...row!, isDefault: true });
    });
  });

  route(app, { method: 'POST', url: `${MY}/contact/save`, access: 'user', body: saveContactRequestSchema }, async ({ caller, body }) => {
    const userId = userIdOf(caller);
    return asUser(db, userId, async (tx) => {
      const all = await contactsOf(tx, userId);
      const current = all.find((c) => c.id === body.id);
      if (!current) throw contactNotFound();
      const { id, isDefault, ...fields } = body;
      await tx.update(contacts).set(fields).where(eq(contacts.id, id));
      // Turning the default off hands it to the newest other contact; the only contact stays the default.
      const heir = all.find((c) => c.id !== id);
      if (isDefault) await makeDefault(tx, userId, id);
      else if (current.isDefault && heir) await makeDefault(tx, userId, heir.id);
      const [row] = await tx.select().from(contacts).where(eq(contacts.id, id));
      return toContact(row!);
    });
  });

  route(app, { method: 'POST', url: `${MY}/contact/del`, access: 'user', body: deleteRequestSchema }, async ({ caller, body }) => {
    const userId = userIdOf(caller);
    return asUser(db, userId, async (tx) => {
      const [gone] = await tx
        .delete(contacts)
        .where(and(eq(contacts.id, body.id), eq(contacts.userId, userId)))
        .returning();
      if (!gone) throw contactNotFound();
      const [newest] = await contactsOf(tx, userId);
      if (gone.isDefault && newest) await makeDefault(tx, userId, newest.id);
      return null;
    });
  });
}
