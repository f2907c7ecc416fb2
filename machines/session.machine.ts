import { assign, setup } from 'xstate';
import type { GrantType, TokenRequest, TokenResponse } from '../services/schemas/auth';
import type { Remind, UserInfo } from '../services/schemas/member';
import { codes } from '../services/schemas/codes';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';

/**
 * The session (spec section 4, "Session"): login by password, SMS code or club credentials,
 * the club reminder, the member's info, and logout. Other machines and views read it.
 * Tagged `busy` while a login is in flight (sending it again runs `notifyBusy`); a refused login
 * is `anonymous.failed` (tagged `failed`, `context.error` says why), and logging in again retries.
 * Calls the user did not ask for (the stored login, the reminder, logout) fail quietly.
 */
export interface SessionContext {
  token: string | null;
  grantType: GrantType | null;
  user: UserInfo | null;
  remind: Remind | null;
  error: FlowError | null;
  silentLogout: boolean;
}

export type SessionEvent =
  | { type: 'login.submit'; credentials: TokenRequest }
  | { type: 'remind.close'; never: boolean }
  | { type: 'user.refresh' }
  | { type: 'user.updated'; user: UserInfo }
  | { type: 'logout'; silent?: boolean }
  | { type: 'session.expired' };

export interface SessionInput {
  token: string | null;
  grantType: GrantType | null;
}

/** Logout redirect delay (spec section 9). */
export const LOGOUT_REDIRECT_MS = 2000;
/** How long a stored login whose user could not be loaded waits before it asks again. */
export const USER_RETRY_MS = 5000;

/** Answers that mean the stored token is no good; any other failure (offline, a reload) keeps it. */
const refusals: string[] = [codes.unauthorized, codes.goToLogin, codes.loginRequired, codes.userNotFound];

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    requestToken: appProvided<TokenResponse, TokenRequest>(),
    loadUser: appProvided<UserInfo, void>(),
    /** The user of a stored login, asked for without a message on failure (it is asked again). */
    restoreUser: appProvided<UserInfo, void>(),
    loadRemind: appProvided<Remind, void>(),
    saveNoRemind: appProvided<null, void>(),
    revokeToken: appProvided<null, void>(),
  },
  actions: {
    /** Keeps the token under the environment-prefixed storage key (provided by the app). */
    storeToken: () => {},
    /** Clears the token and every flow's stored state (provided by the app). */
    clearStoredState: () => {},
    notifyBusy: () => {},
    announceLogout: () => {},
    goHome: () => {},
    clearSession: assign({ token: null, grantType: null, user: null, remind: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isClubLogin: ({ context }) => context.grantType === 'jp_club',
    neverRemindAgain: ({ event }) => event.type === 'remind.close' && event.never,
    isSilent: ({ context }) => context.silentLogout,
    sessionRefused: ({ event }) => refusals.includes(flowError((event as { error?: unknown }).error).code),
  },
  delays: { logoutRedirect: LOGOUT_REDIRECT_MS, userRetry: USER_RETRY_MS },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, user: null, remind: null, error: null, silentLogout: false }),
  initial: 'restoring',
  on: {
    'session.expired': { target: '.anonymous', actions: ['clearSession', 'clearStoredState'] },
  },
  states: {
    restoring: {
      tags: ['restoring'],
      always: [{ guard: 'hasToken', target: 'restoringUser' }, { target: 'anonymous' }],
    },
    restoringUser: {
      tags: ['restoring'],
      invoke: {
        id: 'restoreUser',
        src: 'restoreUser',
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          { guard: 'sessionRefused', target: 'anonymous', actions: ['clearSession', 'clearStoredState'] },
          { target: 'waitingToRestore' },
        ],
      },
    },
    /** Offline, or the request was cut short by a reload: the login is kept and the user asked for again. */
    waitingToRestore: {
      tags: ['restoring'],
      after: { userRetry: 'restoringUser' },
    },
    anonymous: {
      initial: 'idle',
      on: {
        'login.submit': { target: 'authenticating', actions: assign({ error: null }) },
      },
      states: {
        idle: {},
        /** The login failed: `context.error` says why; logging in again is the retry. */
        failed: { tags: ['failed'] },
      },
    },
    authenticating: {
      tags: ['busy'],
      on: { 'login.submit': { actions: 'notifyBusy' } },
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'login.submit' }>).credentials,
        onDone: {
          target: 'loadingUser',
          actions: [
            assign({ token: ({ event }) => event.output.access_token, grantType: ({ event }) => event.output.grant_type }),
            'storeToken',
          ],
        },
        onError: { target: 'anonymous.failed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    loadingUser: {
      tags: ['busy'],
      on: { 'login.submit': { actions: 'notifyBusy' } },
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: [
          { guard: 'isClubLogin', target: 'checkingRemind', actions: assign({ user: ({ event }) => event.output }) },
          { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'anonymous.failed',
          actions: ['clearSession', 'clearStoredState', assign({ error: ({ event }) => flowError(event.error) })],
        },
      },
    },
    checkingRemind: {
      invoke: {
        id: 'loadRemind',
        src: 'loadRemind',
        onDone: [
          { guard: ({ event }) => event.output.remind, target: 'remind', actions: assign({ remind: ({ event }) => event.output }) },
          { target: 'authenticated' },
        ],
        onError: { target: 'authenticated' },
      },
    },
    /** The club reminder ('showremind') is shown before the user returns to where they were. */
    remind: {
      on: {
        'remind.close': [{ guard: 'neverRemindAgain', target: 'savingNoRemind' }, { target: 'authenticated' }],
      },
    },
    savingNoRemind: {
      invoke: {
        id: 'saveNoRemind',
        src: 'saveNoRemind',
        onDone: { target: 'authenticated' },
        onError: { target: 'authenticated' },
      },
    },
    authenticated: {
      tags: ['signedIn'],
      on: {
        'user.refresh': { target: 'refreshingUser' },
        'user.updated': { actions: assign({ user: ({ event }) => event.user }) },
        logout: { target: 'loggingOut', actions: assign({ silentLogout: ({ event }) => event.silent ?? false }) },
      },
    },
    refreshingUser: {
      tags: ['signedIn'],
      invoke: {
        id: 'refreshUser',
        src: 'loadUser',
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          { guard: 'sessionRefused', target: 'anonymous', actions: ['clearSession', 'clearStoredState'] },
          { target: 'authenticated' },
        ],
      },
    },
    loggingOut: {
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        // Whether the server answered or not, the session ends here.
        onDone: [
          { guard: 'isSilent', target: 'anonymous', actions: ['clearSession', 'clearStoredState'] },
          { target: 'loggedOut', actions: ['clearSession', 'clearStoredState'] },
        ],
        onError: [
          { guard: 'isSilent', target: 'anonymous', actions: ['clearSession', 'clearStoredState'] },
          { target: 'loggedOut', actions: ['clearSession', 'clearStoredState'] },
        ],
      },
    },
    /** The logout message shows and the user goes home after 2 s. */
    loggedOut: {
      entry: 'announceLogout',
      after: { logoutRedirect: { target: 'anonymous', actions: 'goHome' } },
      on: { 'login.submit': { target: 'authenticating', actions: assign({ error: null }) } },
    },
  },
});
