import type { RouteEntry } from '../routes';

export interface MoreRoutes {
  routes: RouteEntry[];
  moved: Record<string, string>;
}

let loading: Promise<MoreRoutes> | undefined;
let loaded: MoreRoutes | undefined;

/** Loads the pages past the tabs (src/routes-more.ts) once; a load that failed is tried again at the next call. */
export function moreRoutes(): Promise<MoreRoutes> {
  loading ??= import('../routes-more').then(
    (m) => (loaded = { routes: m.moreRoutes, moved: m.movedPages }),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/** The pages past the tabs if they have loaded already. */
export const loadedMoreRoutes = (): MoreRoutes | undefined => loaded;
