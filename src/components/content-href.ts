import type { ContentAction } from '../../services/schemas/content';

export const WEB_VIEW_PATH = '/pages/web/index';
export const OPEN_PDF_PATH = '/pagesBase/pages/webview/open-pdf';
export const PRIVACY_POLICY_PATH = '/pagesExternal/pages/external/privacyPolicy';

/** An in-app path (one slash, not two), never another site's address. */
export const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Where a content action item leads in the app: its page, or the web view (a web page, or one of the
 * common pages by its path), or the PDF page.
 */
export function contentHref(action: ContentAction): string {
  if (action.actionType === 'navigate') return isAppPath(action.url) ? action.url : '/';
  if (action.actionType === 'pdf') return `${OPEN_PDF_PATH}?url=${encodeURIComponent(action.url)}`;
  return isAppPath(action.url) ? action.url : `${WEB_VIEW_PATH}?url=${encodeURIComponent(action.url)}`;
}
