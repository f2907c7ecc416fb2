import { contentItemSchema, contentListSchema, type ContentPath } from './schemas/content';
import type { Locale } from './schemas/locale';
import { request } from './http';

/** The content management service (spec section 7): what the airline publishes now, for this app's channel. */
const CHANNEL = 'H5';

export const getContent = (path: ContentPath, locale: Locale, signal?: AbortSignal, pagePositionCode?: string) =>
  request(`/${path}`, { schema: contentListSchema, method: 'GET', base: 'content', searchParams: { locale, channel: CHANNEL, pagePositionCode }, signal });

export const getContentDocument = (path: ContentPath, id: string, locale: Locale, signal?: AbortSignal) =>
  request(`/${path}/${encodeURIComponent(id)}`, { schema: contentItemSchema, method: 'GET', base: 'content', searchParams: { locale, channel: CHANNEL }, signal });
