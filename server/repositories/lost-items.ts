import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { lostItems } from '../db/schema';

export type LostItemRow = typeof lostItems.$inferSelect;

/** Property the lost-property desk holds. */
export function createLostItemRepository(db: Executor) {
  return {
    /** Items of a category found from `from` to `until`, whose description holds `keyword` in any language; oldest first. */
    search(query: { category: string; from: string; until: string; keyword?: string }, limit: number): Promise<LostItemRow[]> {
      const pattern = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      return db
        .select()
        .from(lostItems)
        .where(
          and(
            eq(lostItems.category, query.category),
            gte(lostItems.foundDate, query.from),
            lte(lostItems.foundDate, query.until),
            pattern
              ? or(
                  sql`${lostItems.description}->>'en' ilike ${pattern}`,
                  sql`${lostItems.description}->>'sc' ilike ${pattern}`,
                  sql`${lostItems.description}->>'tc' ilike ${pattern}`,
                )
              : undefined,
          ),
        )
        .orderBy(asc(lostItems.foundDate), asc(lostItems.id))
        .limit(limit);
    },
  };
}
