import { lazy, type ComponentType } from 'react';
import { pageStrings } from './app/i18n';
import type { PageProps } from './page-props';

export interface RouteEntry {
  path: string;
  /** Locale key of the nav bar title. */
  title: string;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /**
   * Needs an access token: without one the auth guard sends the user to login and back. 'guest': a
   * guest may open it too (one who chose to go on without an account, or holds an order's guest token).
   */
  auth?: boolean | 'guest';
  /** One of the five tab pages. */
  tab?: boolean;
  /**
   * Drawn below the page once its code and the later texts are in (without the texts it still draws).
   * Declared here, in the app's start, so the tab page itself carries no list of files to preload.
   */
  after?: ComponentType;
  /** The page position whose pop-ups fade in over this page (the pop-up content's pagePositionCode). */
  popupPosition?: string;
}

/**
 * The app's pages (spec section 2); a path names its file under src/. This file holds the five tab
 * pages, which the first page needs; every other page is in src/routes-more.ts, loaded when a URL is
 * not a tab's (src/app/more-routes.ts; the page's HTML preloads it): a new page goes there.
 */
export const tabRoutes: RouteEntry[] = [
  {
    path: '/pages/home/new-index',
    title: 'tab.home',
    tab: true,
    popupPosition: 'HOME',
    load: () => import('./pages/home/new-index'),
    after: lazy(() => Promise.all([import('./pages/home/HomeContent'), pageStrings().catch(() => {})]).then(([part]) => part)),
  },
  { path: '/pages/service/index', title: 'tab.services', tab: true, popupPosition: 'SERVICE', load: () => import('./pages/service/index') },
  { path: '/pages/home/index', title: 'tab.booking', tab: true, popupPosition: 'BOOKING', load: () => import('./pages/home/index') },
  { path: '/pages/travel/index', title: 'tab.trip', tab: true, popupPosition: 'TRAVEL', load: () => import('./pages/travel/index') },
  { path: '/pages/my/index', title: 'tab.mine', tab: true, popupPosition: 'MINE', load: () => import('./pages/my/index') },
];
