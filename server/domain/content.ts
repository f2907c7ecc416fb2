import { codes } from '../../services/schemas/codes';
import { contentCollections, type ContentItem, type ContentPath, type ContentQuery } from '../../services/schemas/content';
import type { Store } from '../repositories/store';
import type { ContentFilter } from '../repositories/content';
import { languageOf } from '../i18n';
import { DomainError } from './errors';

type Row = Awaited<ReturnType<Store['content']['list']>>[number];

/** The product's language codes pass as they are; an app locale reads its language (en-CA reads en). */
const languageOfQuery = (locale: string) => (locale === 'en' || locale === 'sc' || locale === 'tc' ? locale : languageOf(locale));

const filterOf = (path: ContentPath, query: ContentQuery, now: Date): ContentFilter => ({
  collection: contentCollections[path],
  locale: languageOfQuery(query.locale),
  channel: query.channel,
  at: now,
  pagePositionCode: query.pagePositionCode,
});

const itemOf = (row: Row): ContentItem => ({
  id: row.documentId,
  locale: row.locale,
  channel: row.channel as ContentItem['channel'],
  title: row.title,
  summary: row.summary,
  body: row.body,
  imageUrl: row.imageUrl,
  action: row.action as ContentItem['action'],
  pagePositionCode: row.pagePositionCode,
  popupStyle: row.popupStyle as ContentItem['popupStyle'],
  haveTabBar: row.haveTabBar,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
});

/** A collection's items published now (startTime <= now <= endTime) for the locale and channel. */
export async function publishedContent(store: Store, path: ContentPath, query: ContentQuery, now: Date): Promise<ContentItem[]> {
  return (await store.content.list(filterOf(path, query, now))).map(itemOf);
}

/** One published document; one outside its window answers as one that does not exist. */
export async function publishedDocument(store: Store, path: ContentPath, id: string, query: ContentQuery, now: Date): Promise<ContentItem> {
  const row = await store.content.find(filterOf(path, query, now), id);
  if (!row) throw new DomainError(codes.contentNotFound, 'errors.contentNotFound');
  return itemOf(row);
}
