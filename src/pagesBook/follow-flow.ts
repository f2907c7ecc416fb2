/**
 * How a booking page follows the booking statechart and the browser's history together: each
 * step forward is an entry in the history, the browser's back button takes the flow back, and a
 * step back in the flow takes the browser back, so the history holds each step once.
 */
const stepPages = [
  '/pages/home/index',
  '/pagesBook/pages/book/index',
  '/pagesBook/pages/book/pick-brand',
  '/pagesBook/pages/book/fill-passenger',
  '/pagesBook/pages/added-service/index',
  '/pagesBook/pages/select-seat/index',
  '/pagesBook/pages/book/fill-detail',
];
/** The home tab carries the search form too: it is the search step's page as much as the booking tab. */
const homeTab = '/pages/home/new-index';
const stepOf = (path: string) => {
  const page = path.split('?')[0]!;
  return page === homeTab ? 0 : stepPages.indexOf(page);
};

export type Move =
  /** The page is the flow's. */
  | { kind: 'stay' }
  /** The browser went back to an earlier step's page: the flow goes back a step (again, until it is there). */
  | { kind: 'flowBack' }
  /** The flow is back before this page: the browser goes back an entry, to the step before. */
  | { kind: 'historyBack' }
  /** To the flow's page: a new entry for a step forward, else in this entry's place. */
  | { kind: 'go'; replace: boolean };

export interface Where {
  /** The page of the flow's state. */
  path: string;
  /** The page on screen. */
  pathname: string;
  /** The browser's back or forward button brought the page on screen. */
  popped: boolean;
  flowCanGoBack: boolean;
  /** The history has an entry of the app before this one. */
  hasEarlierEntry: boolean;
}

export function moveFor({ path, pathname, popped, flowCanGoBack, hasEarlierEntry }: Where): Move {
  const [flow, page] = [stepOf(path), stepOf(pathname)];
  if (path.split('?')[0] === pathname || (flow === 0 && page === 0)) return { kind: 'stay' };
  if (popped && page >= 1 && page < flow && flowCanGoBack) return { kind: 'flowBack' };
  if (flow >= 0 && flow < page && hasEarlierEntry) return { kind: 'historyBack' };
  // Held on its step (a request under way), the flow keeps this entry: forward history stays.
  return { kind: 'go', replace: popped || flow <= page };
}
