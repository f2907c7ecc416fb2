import type { Executor } from '../db/client';
import { drainage } from '../db/schema';

/** Visits and orders that came from a partner's link. */
export function createDrainageRepository(db: Executor) {
  return {
    async add(values: typeof drainage.$inferInsert): Promise<void> {
      await db.insert(drainage).values(values);
    },
  };
}
