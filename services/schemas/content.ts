import * as z from 'zod/mini';
import { locales } from './locale';
import { text } from './text';

/**
 * The content management service's collections (spec section 7, "Content management"), by the
 * path it is read at and the name the database keeps it under.
 */
export const contentCollections = {
  'about-high-lights': 'highlight',
  'about-fortune-wings-clubs': 'club',
  'about-common-pages': 'common',
  'navigation-bar-menus': 'menu',
  popups: 'popup',
  news: 'news',
  'special-notices': 'notice',
} as const;
export type ContentPath = keyof typeof contentCollections;
export type ContentCollection = (typeof contentCollections)[ContentPath];

export const contentChannels = ['H5', 'pcWeb'] as const;
/** The product's language codes, or the app's locales (en-CA reads en). */
export const contentLocales = ['en', 'sc', 'tc', ...locales] as const;
/** Where a content item leads: a page of the app, a web page in the web view, or a PDF. */
export const contentActionTypes = ['navigate', 'webview', 'pdf'] as const;
export const popupStyles = ['center', 'bottom', 'full'] as const;

export const contentQuerySchema = z.object({
  locale: z._default(z.enum(contentLocales, 'errors.contentLocale'), 'en'),
  channel: z._default(z.enum(contentChannels, 'errors.contentChannel'), 'H5'),
  /** Pop-ups only: the page position that shows them, such as HOME. */
  pagePositionCode: z.optional(text().check(z.regex(/^[A-Z_]{1,32}$/, 'errors.contentPosition'))),
});
export type ContentQuery = z.infer<typeof contentQuerySchema>;

export const contentIdParamsSchema = z.object({ id: text().check(z.regex(/^[a-z0-9-]{1,64}$/, 'errors.contentNotFound')) });

export const contentActionSchema = z.object({
  moduleName: z.string(),
  trackerName: z.string(),
  actionType: z.enum(contentActionTypes),
  url: z.string(),
  /** What the target page is given (spec section 3, "Content action item"). */
  params: z.object({
    pagePositionCode: z.optional(z.string()),
    haveTabBar: z.optional(z.boolean()),
    popupStyle: z.optional(z.string()),
    appId: z.optional(z.string()),
  }),
});
export type ContentAction = z.infer<typeof contentActionSchema>;

export const contentItemSchema = z.object({
  /** The document's id, the same in every locale. */
  id: z.string(),
  locale: z.string(),
  channel: z.enum(contentChannels),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  imageUrl: z.nullable(z.string()),
  action: z.nullable(contentActionSchema),
  pagePositionCode: z.nullable(z.string()),
  popupStyle: z.nullable(z.enum(popupStyles)),
  haveTabBar: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentListSchema = z.array(contentItemSchema);
