import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { captchas } from '../db/schema';

/** Picture codes and their answers. */
export function createCaptchaRepository(db: Executor) {
  return {
    async create(values: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(values);
    },

    /** Uses up an unused, unexpired captcha with this answer; false when there is none. */
    async use(key: string, answer: string, now: Date): Promise<boolean> {
      const used = await db
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.id, key), eq(captchas.answer, answer), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
        .returning({ id: captchas.id });
      return used.length > 0;
    },
  };
}
