import type { RouteEntry } from '../routes';

let loading: Promise<RouteEntry[]> | undefined;
let loaded: RouteEntry[] | undefined;

/** Loads the pages past the tabs (src/routes-more.ts) once; a load that failed is tried again at the next call. */
export function moreRoutes(): Promise<RouteEntry[]> {
  loading ??= import('../routes-more').then(
    (m) => (loaded = m.moreRoutes),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/** The pages past the tabs if they have loaded already. */
export const loadedMoreRoutes = (): RouteEntry[] | undefined => loaded;
