import { createActor, fromPromise } from 'xstate';
import { defaultCurrency, settingsMachine, type SettingsContext } from '../../machines/settings.machine';
import { locales, type Locale } from '../../services/schemas/locale';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import * as auth from '../../services/auth';
import { configureHttp } from '../../services/http';
import * as member from '../../services/member';
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

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      requestToken: fromPromise(({ input, signal }) => auth.requestToken(input, signal)),
      loadUser: fromPromise(({ signal }) => member.getMe(signal)),
      restoreUser: fromPromise(({ signal }) => member.getMe(signal)),
      // The session goes on without these two: no page shows their failure, so it is a toast.
      loadRemind: fromPromise(({ signal }) => toastFailure(member.getRemind(signal))),
      saveNoRemind: fromPromise(({ signal }) => toastFailure(member.setNoRemind(signal))),
      revokeToken: fromPromise(({ signal }) => auth.logout(signal)),
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
