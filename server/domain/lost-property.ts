import { codes } from '../../services/schemas/codes';
import { LOST_PAGE_SIZE, lostCategories, type LostItem, type LostSearch } from '../../services/schemas/lost-property';
import type { Store } from '../repositories/store';
import { languageOf, translate } from '../i18n';
import { localTime } from './booking/reference';
import { DomainError } from './errors';

/** The lost-property desk is in Hong Kong: "today" is its date there. */
const DESK_TIME_ZONE = 'Asia/Hong_Kong';

export const lostCategoryList = (locale: string) => lostCategories.map((code) => ({ code, name: translate(locale, `lostProperty.categories.${code}`) }));

/** Items of the category found from the day it was lost until today; none answers L00001, a day after today L00002. */
export async function searchLostItems(store: Store, query: LostSearch, locale: string, now: Date): Promise<LostItem[]> {
  const today = localTime(now, DESK_TIME_ZONE).slice(0, 10);
  if (query.date > today) throw new DomainError(codes.lostDateInFuture, 'errors.lostDateInFuture');
  const rows = await store.lostItems.search({ category: query.category, from: query.date, until: today, keyword: query.keyword || undefined }, LOST_PAGE_SIZE);
  if (rows.length === 0) throw new DomainError(codes.lostItemNotFound, 'errors.lostItemNotFound');
  const language = languageOf(locale);
  return rows.map((r) => ({ id: r.id, category: r.category as LostItem['category'], foundDate: r.foundDate, foundAt: r.foundAt, description: r.description[language] }));
}
