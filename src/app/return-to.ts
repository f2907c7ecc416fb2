import { readJson, remove, writeJson } from './storage';

/** Where the auth guard found the user: the route, its options (query) and the full URL. */
export interface ReturnTo {
  route: string;
  options: Record<string, string>;
  url: string;
  /** The page may be opened by a guest too: the login page then offers to go on as one. */
  guest?: boolean;
}

export const saveReturnTo = (value: ReturnTo) => writeJson(localStorage, 'returnTo', value);

/** The saved place, left for the login to use. */
export const savedReturnTo = () => readJson<ReturnTo>(localStorage, 'returnTo');

/** The saved place, used once; home when none was saved. */
export function takeReturnUrl(fallback: string): string {
  const saved = readJson<ReturnTo>(localStorage, 'returnTo');
  remove(localStorage, 'returnTo');
  return saved?.url ?? fallback;
}
