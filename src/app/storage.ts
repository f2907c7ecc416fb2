/** Local storage keys carry an environment prefix (spec section 9). */
export const STORAGE_PREFIX = import.meta.env.PROD ? 'fwc_prod_' : 'fwc_dev_';

export const storageKey = (name: string) => STORAGE_PREFIX + name;

export function readJson<T>(storage: Storage, name: string): T | null {
  try {
    const raw = storage.getItem(storageKey(name));
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, name: string, value: unknown): void {
  storage.setItem(storageKey(name), JSON.stringify(value));
}

export function remove(storage: Storage, name: string): void {
  storage.removeItem(storageKey(name));
}

/** Logout clears every flow's saved snapshot and the session's keys, keeping settings. */
export function clearSessionState(): void {
  sessionStorage.clear();
  for (const name of ['session', 'returnTo']) remove(localStorage, name);
}
