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

function attempt(route: RouteEntry): Promise<ComponentType<PageProps>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page load timed out')), ATTEMPT_TIMEOUT_MS);
    // A tab page draws with the shell's strings; any other waits for the later sections too.
    const load = route.tab ? route.load() : Promise.all([route.load(), pageStrings()]).then(([page]) => page);
    load.then(
      (m) => {
        clearTimeout(timer);
        resolve(m.default);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

export function LazyPage({ route, query }: { route: RouteEntry; query: Record<string, string> }) {
  const { t } = useTranslation();
  const [Page, setPage] = useState<ComponentType<PageProps> | undefined>(() => loaded.get(route.path));
  const [showLoading, setShowLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (loaded.has(route.path)) return;
    let cancelled = false;
    const started = Date.now();
    const loadingTimer = setTimeout(() => setShowLoading(true), LOADING_DELAY_MS);
    const tipTimer = setTimeout(() => setFailed(true), ASYNC_ERROR_CHECK_MS);
    const run = (): void => {
      attempt(route).then(
        (component) => {
          loaded.set(route.path, component);
          clearTimeout(tipTimer);
          // As a transition, React draws a large page in slices the phone can answer a tap between.
          if (!cancelled) startTransition(() => setPage(() => component));
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
  }, [route]);

  if (Page) return <Page query={query} />;
  if (failed) {
    // Drawn without the modal's code: the tip must show even when no further chunk can load.
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
  return showLoading ? <Loading /> : null;
}
