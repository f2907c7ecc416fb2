import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/Loading';
import { pageStrings } from './i18n';
import { EmptyState } from '../ui/EmptyState';
import type { PageProps } from '../page-props';
import type { RouteEntry } from '../routes';

/** Spec section 9: loading shows after 200 ms; an attempt gives up after 3 s; after 8 s a tip offers home. */
export const LOADING_DELAY_MS = 200;
export const ATTEMPT_TIMEOUT_MS = 3000;
export const ASYNC_ERROR_CHECK_MS = 8000;

const loaded = new Map<string, ComponentType<PageProps>>();

function attempt<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('load timed out')), ATTEMPT_TIMEOUT_MS);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * What a page needs before it draws (its code, or the route table it is in), loaded as spec section 9
 * says: tried again until 8 s have passed, `showLoading` after 200 ms, `failed` (the tip) after 8 s.
 * `known` is what has loaded already; `load` must keep its identity while the same thing is wanted.
 */
export function useLoaded<T>(known: T | undefined, load: () => Promise<T>): { value: T | undefined; showLoading: boolean; failed: boolean } {
  // As functions: a page's component must not be taken for an initialiser or an updater.
  const [value, setValue] = useState<T | undefined>(() => known);
  const [showLoading, setShowLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (known !== undefined) return;
    let cancelled = false;
    const started = Date.now();
    const loadingTimer = setTimeout(() => setShowLoading(true), LOADING_DELAY_MS);
    const tipTimer = setTimeout(() => setFailed(true), ASYNC_ERROR_CHECK_MS);
    const run = (): void => {
      attempt(load).then(
        (v) => {
          clearTimeout(tipTimer);
          // As a transition, React draws a large page in slices the phone can answer a tap between.
          if (!cancelled) startTransition(() => setValue(() => v));
        },
        () => {
          if (!cancelled && Date.now() - started < ASYNC_ERROR_CHECK_MS) setTimeout(run, 500);
        },
      );
    };
    run();
    return () => {
      cancelled = true;
      clearTimeout(loadingTimer);
      clearTimeout(tipTimer);
    };
  }, [known, load]);

  return { value: value ?? known, showLoading, failed };
}

/** Drawn without the modal's code: the tip must show even when no further chunk can load. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alertdialog"
      title={t('pageLoad.failedTitle')}
      action={
        <button type="button" className="primary" autoFocus onClick={() => window.location.assign('/')}>
          {t('common.confirm')}
        </button>
      }
    >
      <p>{t('pageLoad.failedBody')}</p>
    </EmptyState>
  );
}

/** A tab page draws with the shell's strings; any other waits for the later sections too. */
const loadPage = (route: RouteEntry) => async () => {
  const [page] = await Promise.all([route.load(), route.tab ? undefined : pageStrings()]);
  loaded.set(route.path, page.default);
  return page.default;
};

export function LazyPage({ route, query }: { route: RouteEntry; query: Record<string, string> }) {
  const [load] = useState(() => loadPage(route));
  const { value: Page, showLoading, failed } = useLoaded(loaded.get(route.path), load);
  if (Page) return <Page query={query} />;
  if (failed) return <LoadFailed />;
  return showLoading ? <Loading /> : null;
}
