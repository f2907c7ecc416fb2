import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contentItems } from '../db/schema';

export interface ContentFilter {
  collection: string;
  locale: string;
  channel: string;
  /** Only items whose publishing window holds this moment. */
  at: Date;
  pagePositionCode?: string | undefined;
}

/** What the airline publishes, one row per document, locale and channel. */
export function createContentRepository(db: Executor) {
  const published = (f: ContentFilter) =>
    and(
      eq(contentItems.collection, f.collection),
      eq(contentItems.locale, f.locale),
      eq(contentItems.channel, f.channel),
      lte(contentItems.startTime, f.at),
      gte(contentItems.endTime, f.at),
      f.pagePositionCode === undefined ? undefined : eq(contentItems.pagePositionCode, f.pagePositionCode),
    );
  return {
    /** In their order, the newest first among equals. */
    async list(filter: ContentFilter) {
      return db.select().from(contentItems).where(published(filter)).orderBy(asc(contentItems.sort), desc(contentItems.startTime), asc(contentItems.id));
    },

    async find(filter: ContentFilter, documentId: string) {
      const [row] = await db.select().from(contentItems).where(and(published(filter), eq(contentItems.documentId, documentId)));
      return row;
    },
  };
}
