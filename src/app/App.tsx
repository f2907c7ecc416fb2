import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { I18nProvider } from 'react-aria-components';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/NavBar';
import { TabBar } from '../components/TabBar';
import { ToastHost } from '../ui/Toast';
import { Loading } from '../components/Loading';
import NotFound from '../NotFound';
import { tabRoutes, type RouteEntry } from '../routes';
import { sessionActor, settingsActor } from './actors';
import { isGuest } from './guest';
import { pageStrings } from './i18n';
import { LazyPage, LoadFailed, useLoaded } from './lazy-page';
import { loadedMoreRoutes, moreRoutes } from './more-routes';
import { AUTH_CHECK_DEBOUNCE_MS, LOGIN_PATH, setNavigate } from './navigation';
import { useLocale, useSessionState } from './use-session';
import { saveReturnTo } from './return-to';
import { useHeldFor } from './use-held-for';

/** The pop-ups of a page position: their code and texts (the later strings) load after the page's, the code in a chunk of its own. */
const ContentPopup = lazy(() =>
  Promise.all([import('../components/ContentPopup'), pageStrings().catch(() => {})]).then(([m]) => ({ default: m.ContentPopup })),
);

/** The club reminder shows only after a club login: its code loads then, not with the first page. */
const RemindDialog = lazy(() => import('./remind-dialog').then((m) => ({ default: m.RemindDialog })));

function Remind() {
  const shown = useSelector(sessionActor, (s) => s.matches('remind'));
  return shown ? (
    <Suspense fallback={null}>
      <RemindDialog />
    </Suspense>
  ) : null;
}

/**
 * A language's texts that did not load: a message (in the language still shown, or fixed when
 * none has loaded yet) and a retry.
 */
function LocaleFailure() {
  const { t } = useTranslation();
  const failed = useSelector(settingsActor, (s) => s.hasTag('failed'));
  if (!failed) return null;
  return (
    <div className="failed locale-failed">
      <p className="form-error" role="alert">
        {t('langMoney.loadFailed', { defaultValue: 'The texts of this language could not be loaded.' })}
      </p>
      <button type="button" onClick={() => settingsActor.send({ type: 'retry' })}>
        {t('common.retry', { defaultValue: 'Try again' })}
      </button>
    </div>
  );
}

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((path, options) => void navigate(path, options)), [navigate]);
  return null;
}

/**
 * Pages marked auth need a session (those marked 'guest', a session or a guest); without one the
 * place is saved and the user goes to login, which offers to go on as a guest where that may.
 */
function AuthGuard({ route, query, children }: { route: RouteEntry; query: Record<string, string>; children: React.ReactNode }) {
  const location = useLocation();
  const state = useSessionState();
  const allowed = !route.auth || state === 'in' || (route.auth === 'guest' && isGuest());
  // The check is debounced (spec section 9): a session that comes back within 150 ms keeps the traveller on the page.
  const out = useHeldFor(!allowed && state === 'out', AUTH_CHECK_DEBOUNCE_MS);
  if (allowed) return <>{children}</>;
  if (!out) return <Loading />;
  saveReturnTo({ route: route.path, options: query, url: location.pathname + location.search });
  return <Navigate to={route.auth === 'guest' ? `${LOGIN_PATH}?guest=1` : LOGIN_PATH} replace />;
}

function PageFrame({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return (
    <div className={route.tab ? 'page with-tab-bar' : 'page'}>
      {/* Empty, not the key, while a page's later strings are on their way. */}
      <NavBar title={t(route.title, { defaultValue: '' })} back={!route.tab} />
      <main className="page-body">
        <AuthGuard route={route} query={query}>
          <LazyPage route={route} query={query} key={route.path} />
          {route.after && (
            <Suspense fallback={null}>
              <route.after />
            </Suspense>
          )}
          {route.popupPosition && (
            <Suspense fallback={null}>
              <ContentPopup key={route.popupPosition} position={route.popupPosition} />
            </Suspense>
          )}
        </AuthGuard>
      </main>
      {route.tab && <TabBar />}
    </div>
  );
}

/** A URL no tab has: its page is in the rest of the route table, loaded first, or it is not found. */
function MorePage() {
  const { pathname, search } = useLocation();
  const { value: more, showLoading, failed } = useLoaded(loadedMoreRoutes(), moreRoutes);
  const route = more?.routes.find((r) => matchPath(r.path, pathname));
  if (route) return <PageFrame route={route} />;
  const movedTo = more?.moved[pathname];
  if (movedTo) return <Navigate to={movedTo + search} replace />;
  if (more) return <NotFound />;
  return (
    <div className="page">
      <NavBar title="" back />
      <main className="page-body">{failed ? <LoadFailed /> : showLoading && <Loading />}</main>
    </div>
  );
}

/** React Aria's controls format, read and announce in the app's language. */
function AriaLocale({ children }: { children: React.ReactNode }) {
  return <I18nProvider locale={useLocale()}>{children}</I18nProvider>;
}

export function App() {
  const home = tabRoutes[0]!;
  return (
    <BrowserRouter>
      <AriaLocale>
        <NavigationBridge />
        <LocaleFailure />
        <Routes>
          <Route path="/" element={<PageFrame route={home} />} />
          {tabRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={<PageFrame route={r} />} />
          ))}
          <Route path="*" element={<MorePage />} />
        </Routes>
        <Remind />
        <ToastHost />
      </AriaLocale>
    </BrowserRouter>
  );
}
