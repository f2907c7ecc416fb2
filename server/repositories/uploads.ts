import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { uploads } from '../db/schema';

/** Documents users upload, such as a student card. */
export function createUploadRepository(db: Executor) {
  return {
    async create(values: typeof uploads.$inferInsert) {
      const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id, fileName: uploads.fileName, size: uploads.size, mimeType: uploads.mimeType });
      return row!;
    },

    /** Whether the user uploaded this document for this purpose. */
    async isOwn(id: number, userId: number, purpose: string): Promise<boolean> {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.userId, userId), eq(uploads.purpose, purpose)));
      return rows.length > 0;
    },
  };
}
