import { createActor, fromPromise } from 'xstate';
import { defaultCurrency, settingsMachine, type SettingsContext } from '../../machines/settings.machine';
import { locales, type Locale } from '../../services/schemas/locale';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import { configureHttp } from '../../services/http-runtime';
import { guestToken } from './guest';
import { loadLocale, t } from './i18n';
import { configureInspect, inspector } from './inspect';
import { goTo, HOME_PATH } from './navigation';
import { clearUserCaches } from './offline';
import { clearSessionState, readJson, writeJson } from './storage';
import { MESSAGE_TOAST_MS, notifySubmitting, showToast, toastFailure } from './toast';

/**
 * The app-level actors: settings (language, currency) and the session, provided here and nowhere
 * else. Views read them with useSelector and send them events.
 */

function initialSettings(): SettingsContext {
  const saved = readJson<SettingsContext>(localStorage, 'settings');
  if (saved && locales.includes(saved.locale)) return saved;
  const browser = navigator.language;
  const locale: Locale = browser === 'zh-CN' ? 'zh-CN' : browser.startsWith('zh') ? 'zh-HK' : browser === 'en-CA' ? 'en-CA' : 'en-US';
  return { locale, currency: defaultCurrency[locale] };
}

export const settingsActor = createActor(
  settingsMachine.provide({
    actors: { loadLocale: fromPromise(({ input }) => loadLocale(input)) },
    actions: { persist: ({ context }) => writeJson(localStorage, 'settings', context) },
  }),
  { input: initialSettings(), inspect: inspector() },
);

// The session's calls and their schemas load when the session first calls, not with the first page.
const auth = () => import('../../services/auth');
const member = () => import('../../services/member');

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      requestToken: fromPromise(async ({ input, signal }) => (await auth()).requestToken(input, signal)),
      loadUser: fromPromise(async ({ signal }) => (await member()).getMe(signal)),
      restoreUser: fromPromise(async ({ signal }) => (await member()).getMe(signal)),
      // The session goes on without these two: no page shows their failure, so it is a toast.
      loadRemind: fromPromise(async ({ signal }) => toastFailure((await member()).getRemind(signal))),
      saveNoRemind: fromPromise(async ({ signal }) => toastFailure((await member()).setNoRemind(signal))),
      revokeToken: fromPromise(async ({ signal }) => (await auth()).logout(signal)),
    },
    actions: {
      storeToken: ({ context }) => writeJson(localStorage, 'session', { token: context.token, grantType: context.grantType }),
      clearStoredState: () => {
        clearSessionState();
        clearUserCaches();
      },
      notifyBusy: notifySubmitting,
      announceLogout: () => showToast(t('session.loggedOut'), MESSAGE_TOAST_MS),
      goHome: () => goTo(HOME_PATH),
    },
  }),
  { input: readJson<SessionInput>(localStorage, 'session') ?? { token: null, grantType: null }, inspect: inspector() },
);

configureInspect(() => settingsActor.getSnapshot().context.locale);

configureHttp({
  getToken: () => sessionActor.getSnapshot().context.token,
  getGuestToken: guestToken,
  getLocale: () => settingsActor.getSnapshot().context.locale,
  getChannel: () => 'H5',
  t,
  toast: showToast,
  resetLogin: () => sessionActor.send({ type: 'session.expired' }),
  goTo,
  closeWebPage: () => window.close(),
}, { contentBase: '/cms' });

export function startActors(): void {
  settingsActor.start();
  sessionActor.start();
}
