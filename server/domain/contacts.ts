import type * as z from 'zod/mini';
import { codes } from '../../services/schemas/codes';
import { CONTACT_LIMIT, type addContactRequestSchema, type Contact, type ContactPage, type saveContactRequestSchema } from '../../services/schemas/passenger';
import type { ContactRow } from '../repositories/contacts';
import type { Page } from '../repositories/page';
import type { Store } from '../repositories/store';
import { badRequest, DomainError } from './errors';
import { asUser } from './frequent-passengers';

/** Frequent contacts: exactly one is the default while the user has any. */

const contactNotFound = () => new DomainError(codes.notFound, 'errors.contactNotFound');

const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.name,
  areaCode: row.areaCode,
  phone: row.phone,
  email: row.email,
  isDefault: row.isDefault,
});

export async function contactPage(store: Store, userId: number, page: Page): Promise<ContactPage> {
  const { rows, total } = await store.contacts.page(userId, page);
  return { records: rows.map(toContact), total, ...page };
}

export async function defaultContact(store: Store, userId: number): Promise<Contact | null> {
  const row = await store.contacts.defaultOf(userId);
  return row ? toContact(row) : null;
}

/** The first contact, or one added as the default, becomes the default. */
export async function addContact(store: Store, userId: number, body: z.infer<typeof addContactRequestSchema>, now: Date): Promise<Contact> {
  return asUser(store, userId, async (tx) => {
    const existing = await tx.contacts.allOf(userId);
    if (existing.length >= CONTACT_LIMIT) throw badRequest('errors.contactLimit', { max: CONTACT_LIMIT });
    const row = await tx.contacts.create({ ...body, userId, isDefault: false, createdAt: now });
    if (!body.isDefault && existing.length > 0) return toContact(row);
    await tx.contacts.makeDefault(userId, row.id);
    return toContact({ ...row, isDefault: true });
  });
}

/** Turning the default off hands it to the newest other contact; the only contact stays the default. */
export async function saveContact(store: Store, userId: number, body: z.infer<typeof saveContactRequestSchema>): Promise<Contact> {
  return asUser(store, userId, async (tx) => {
    const all = await tx.contacts.allOf(userId);
    const current = all.find((c) => c.id === body.id);
    if (!current) throw contactNotFound();
    const { id, isDefault, ...fields } = body;
    await tx.contacts.update(id, fields);
    const heir = all.find((c) => c.id !== id);
    if (isDefault) await tx.contacts.makeDefault(userId, id);
    else if (current.isDefault && heir) await tx.contacts.makeDefault(userId, heir.id);
    return toContact((await tx.contacts.find(id))!);
  });
}

/** Removing the default hands it to the newest contact left. */
export async function removeContact(store: Store, userId: number, id: number): Promise<void> {
  await asUser(store, userId, async (tx) => {
    const gone = await tx.contacts.remove(id, userId);
    if (!gone) throw contactNotFound();
    const [newest] = await tx.contacts.allOf(userId);
    if (gone.isDefault && newest) await tx.contacts.makeDefault(userId, newest.id);
  });
}
