import type { EventObject } from 'xstate';
import { formSubmitMachine } from '../../machines/form-submit.machine';
import { loadMachine } from '../../machines/load.machine';
import { sessionMachine } from '../../machines/session.machine';
import { settingsMachine } from '../../machines/settings.machine';
import { verificationCodeMachine } from '../../machines/verification-code.machine';
import { codeSent, errors, session as s } from './fixtures';
import type { PathModel } from './path-generator';
import { booking } from './booking-model';
import { paymentCountdown } from './payment-countdown-model';
import { checkIn } from './check-in-model';
import { dateChange } from './date-change-model';
import { refund } from './refund-model';
import { pointsBooking } from './points-booking-model';
import { redeemCard } from './redeem-card-activation-model';
import { loungeOrder } from './lounge-order-model';
import { travelPass } from './travel-pass-model';
import { scheduleChange } from './schedule-change-model';
import { chat } from './chat-model';
/**
 * One model per statechart in machines/: what users send, what services may answer, and, kept apart
 * from the machine, what the spec says must follow: the input of every call (from what was entered
 * and answered), the timers' delays, the submit a busy state refuses, the events no state takes.
 */
const login = { type: 'login.submit', credentials: { grant_type: 'password', username: '91234567', password: 'Demo@2026' } } as const;

const session: PathModel<{ credentials: unknown }> = {
  name: 'session',
  machine: sessionMachine,
  inputs: [
    { token: 'stored-token', grantType: 'password' },
    { token: null, grantType: null },
  ],
  events: [
    login,
    { type: 'remind.close', never: false },
    { type: 'remind.close', never: true },
    { type: 'user.refresh' },
    { type: 'user.updated', user: s.user },
    { type: 'logout' },
    { type: 'logout', silent: true },
    { type: 'session.expired' },
  ],
  outputs: {
    requestToken: [s.token('password'), s.token('jp_club')],
    loadRemind: [s.remind(true), s.remind(false)],
    restoreUser: [s.user],
    loadUser: [s.user],
    refreshUser: [s.user],
    saveNoRemind: [null],
    revokeToken: [null],
  },
  errors: { requestToken: [{ code: 'A0400', msg: 'Wrong username or password.' }], loadUser: [errors.busy] },
  // Calls the user did not ask for: the stored login is asked for again, the reminder is skipped,
  // the session ends anyway.
  quietErrors: {
    restoreUser: [{ code: 'A0401', msg: 'Your login has expired. Please log in again.' }, { kind: 'abort' }],
    refreshUser: [{ code: 'U00018', msg: 'The user does not exist.' }, errors.offline],
    loadRemind: [errors.busy],
    saveNoRemind: [errors.busy],
    revokeToken: [errors.offline],
  },
  keyOf: (c) => [c.token !== null, c.grantType, c.silentLogout],
  world: {
    initial: () => ({ credentials: null }),
    after: (w, e, before) => (e.type === 'login.submit' && !before.hasTag('busy') ? { credentials: (e as typeof login).credentials } : w),
  },
  expectedInput: (id, w) => (id === 'requestToken' ? w.credentials : undefined),
  timers: { 'session.waitingToRestore': 5000, 'session.loggedOut': 2000 },
  submits: { 'session.authenticating': login, 'session.loadingUser': login },
  retries: { requestToken: { event: login, resends: 'requestToken' }, loadUser: { event: login, resends: 'requestToken' } },
};

const settings: PathModel<{ locale: string }> = {
  name: 'settings',
  machine: settingsMachine,
  inputs: [{ locale: 'en-US', currency: 'HKD' }],
  events: [
    { type: 'locale.change', locale: 'zh-HK' },
    { type: 'currency.change', currency: 'CAD' },
    { type: 'retry' },
  ],
  world: {
    initial: (input) => ({ locale: (input as { locale: string }).locale }),
    after: (w, e) => (e.type === 'locale.change' ? { locale: (e as EventObject & { locale: string }).locale } : w),
  },
  expectedInput: (_, w) => w.locale,
  showsMessage: false,
};

const formSubmit: PathModel<{ payload: unknown }> = {
  name: 'form-submit',
  machine: formSubmitMachine,
  events: [{ type: 'form.submit', payload: { code: '123456' } }, { type: 'form.edit' }],
  outputs: { submit: [{ done: true }] },
  world: {
    initial: () => ({ payload: null }),
    after: (w, e, before) => (e.type === 'form.submit' && !before.hasTag('busy') ? { payload: (e as EventObject & { payload: unknown }).payload } : w),
  },
  expectedInput: (_, w) => w.payload,
  submits: { 'formSubmit.submitting': { type: 'form.submit', payload: { code: '123456' } } },
  retries: { submit: { event: { type: 'form.submit', payload: { code: '123456' } }, resends: 'submit' } },
};

const sendCode = { type: 'code.send', request: { areaCode: '852', mobile: '91234567' } };
const verificationCode: PathModel<{ request: unknown }> = {
  name: 'verification-code',
  machine: verificationCodeMachine,
  events: [sendCode],
  outputs: { sendCode: [codeSent] },
  keyOf: (c) => c.secondsLeft > 1,
  world: { initial: () => ({ request: null }), after: (w, e) => (e.type === 'code.send' ? { request: sendCode.request } : w) },
  expectedInput: (_, w) => w.request,
  timers: { 'verificationCode.coolingDown': 1000 },
  submits: { 'verificationCode.sending': sendCode },
  retries: { sendCode: { event: sendCode, resends: 'sendCode' } },
};

const load: PathModel<{ data: unknown }> = {
  name: 'load',
  machine: loadMachine,
  events: [{ type: 'reload' }, { type: 'refresh' }],
  outputs: { load: [{ items: [] }], refresh: [{ items: [1] }] },
  // A refresh behind loaded data fails quietly: the page keeps what it shows.
  errors: { refresh: [] },
  quietErrors: { refresh: [errors.busy] },
  // The data shown is the last answer, a load's or a refresh's; a failure leaves it as it was.
  world: { initial: () => ({ data: null }), after: (w, e) => (/^xstate\.done\.actor\.(load|refresh)$/.test(e.type) ? { data: (e as EventObject & { output: unknown }).output } : w) },
  view: { of: (s) => ({ data: s.context.data }), expected: (w) => ({ data: w.data }) },
  expectedInput: () => undefined,
  retries: { load: { event: { type: 'reload' }, resends: 'load' } },
};

export const models: PathModel[] = [session, settings, formSubmit, verificationCode, load, booking, paymentCountdown, refund, dateChange, checkIn, scheduleChange, pointsBooking, redeemCard, loungeOrder, travelPass, chat];
