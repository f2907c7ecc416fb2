import { LOGIN_PATH } from './navigation';
import { readJson, remove, writeJson } from './storage';

/** Where the auth guard found the user: the route, its options (query) and the full URL. */
export interface ReturnTo {
  route: string;
  options: Record<string, string>;
  url: string;
}

export const saveReturnTo = (value: ReturnTo) => writeJson(localStorage, 'returnTo', value);

/**
 * `url` as a path of this app ('/pages/my/index?tab=1'), or null for anything that could leave it:
 * another origin, a scheme ('javascript:'), a protocol-relative '//host' or a back-slashed '/\host'.
 */
export function appPath(url: string | null | undefined): string | null {
  if (!url?.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search + parsed.hash : null;
  } catch {
    return null;
  }
}

/** Keeps a place inside the app to return to after login; anything else is ignored. */
export function saveReturnPath(url: string | null | undefined): void {
  const path = appPath(url);
  if (!path) return;
  const { pathname, searchParams } = new URL(path, window.location.origin);
  saveReturnTo({ route: pathname, options: Object.fromEntries(searchParams), url: path });
}

/** A link to login that brings the traveller back to `path` once logged in. */
export const loginPathFrom = (path: string) => `${LOGIN_PATH}?returnTo=${encodeURIComponent(path)}`;

/** The saved place, used once; `fallback` (home) when none was saved or it would leave the app. */
export function takeReturnUrl(fallback: string): string {
  const saved = readJson<ReturnTo>(localStorage, 'returnTo');
  remove(localStorage, 'returnTo');
  return appPath(saved?.url) ?? fallback;
}
