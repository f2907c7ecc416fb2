import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contacts } from '../db/schema';
import { offsetOf, type Page } from './page';

export type ContactRow = typeof contacts.$inferSelect;
type NewContact = typeof contacts.$inferInsert;

/** A user's frequent contacts; which one is the default is kept on the rows. */
export function createContactRepository(db: Executor) {
  const mine = (userId: number) => eq(contacts.userId, userId);
  const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];
  return {
    /** The default first, then the newest. */
    async page(userId: number, page: Page) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contacts)
          .where(mine(userId))
          .orderBy(desc(contacts.isDefault), ...newestFirst)
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(contacts).where(mine(userId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async defaultOf(userId: number): Promise<ContactRow | undefined> {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(mine(userId), eq(contacts.isDefault, true)))
        .limit(1);
      return row;
    },

    /** Newest first. */
    allOf(userId: number): Promise<ContactRow[]> {
      return db
        .select()
        .from(contacts)
        .where(mine(userId))
        .orderBy(...newestFirst);
    },

    async find(id: number): Promise<ContactRow | undefined> {
      const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
      return row;
    },

    async create(values: NewContact): Promise<ContactRow> {
      const [row] = await db.insert(contacts).values(values).returning();
      return row!;
    },

    async update(id: number, fields: Partial<NewContact>): Promise<void> {
      await db.update(contacts).set(fields).where(eq(contacts.id, id));
    },

    /** The one contact of the user that is the default. */
    async makeDefault(userId: number, id: number): Promise<void> {
      await db.update(contacts).set({ isDefault: false }).where(mine(userId));
      await db.update(contacts).set({ isDefault: true }).where(eq(contacts.id, id));
    },

    /** The removed contact; undefined when the user has no such contact. */
    async remove(id: number, userId: number): Promise<ContactRow | undefined> {
      const [gone] = await db
        .delete(contacts)
        .where(and(eq(contacts.id, id), mine(userId)))
        .returning();
      return gone;
    },

    async deleteAllOf(userId: number): Promise<void> {
      await db.delete(contacts).where(mine(userId));
    },
  };
}
