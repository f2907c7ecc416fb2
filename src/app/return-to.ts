import { readJson, remove, writeJson } from './storage';

/** Where the auth guard found the user: the route, its options (query) and the full URL. */
export interface ReturnTo {
  route: string;
  options: Record<string, string>;
  url: string;
}

export const saveReturnTo = (value: ReturnTo) => writeJson(localStorage, 'returnTo', value);

/** The saved place, used once; home when none was saved. */
export function takeReturnUrl(fallback: string): string {
  const saved = readJson<ReturnTo>(localStorage, 'returnTo');
  remove(localStorage, 'returnTo');
  return saved?.url ?? fallback;
}
