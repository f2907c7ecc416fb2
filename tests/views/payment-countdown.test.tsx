import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formatMoney } from '../../src/app/format';
import { t } from '../../src/app/i18n';
import { writeJson } from '../../src/app/storage';
import PaymentPage from '../../src/pagesBook/payment/index';
import { clock } from '../../src/pagesBook/payment/PaymentParts';
import PaymentForMiniAppPage from '../../src/pagesBook/payment/paymentForMiniApp';
import PaymentForWebPage from '../../src/pagesBook/payment/paymentForWeb';
import PaymentNotifyPage from '../../src/pagesBook/payment/paymentNotify';
import QrCodePage from '../../src/pagesBook/payment/qrCode';
import type { PaymentCountdownInput } from '../../machines/payment-countdown.machine';
import { paymentCountdown } from '../graph/payment-countdown-model';
import { providerReasonKey, type PaymentStatusResult } from '../../services/schemas/payment';
import { describeViews, isDisabled, type Answered, type Flow, type Step } from './driver';

vi.mock('../../services/order', async (importOriginal) => {
  const { fake } = await import('./fakes');
  // The payment page hands the order to payment before it starts one: that call is the prepay fake's to answer.
  return { ...(await importOriginal<object>()), orderDetail: fake('loadOrder'), submitOrder: async () => null };
});
vi.mock('../../services/payment', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return {
    ...(await importOriginal<object>()),
    prepay: fake('prepay', (provider, channel, orderId) => ({ provider, channel, orderId })),
    gotoPay: fake('resumePayment', (provider, paymentId) => ({ provider, paymentId })),
    paymentStatus: fake('checkPayment', (provider, paymentId) => ({ provider, paymentId })),
  };
});

const PAGES = '/pagesBook/pages/payment/';
/** The provider's hosted page opens with the browser's own navigation: counted, not followed. */
const openedPages = vi.spyOn(window.location, 'assign').mockImplementation(() => {});

const on = (page: string, { at }: Step) => expect(at.split('?')[0]).toBe(PAGES + page);
const primary = () => document.querySelector<HTMLElement>('button.primary');
const button = (name: string) => screen.getByRole('button', { name });
const countdownShows = ({ shown }: Step) => expect(screen.getByTestId('countdown').textContent).toBe(clock(shown.remainingMs));
function summary(step: Step) {
  countdownShows(step);
  expect(screen.getByTestId('amount').textContent).toBe(`${t('payment.amount')} ${formatMoney(step.shown.order.amountDue, step.shown.order.currency)}`);
}
/** The page to pay on: the methods and Pay, the reason of a payment declined. */
function choosing(step: Step, busy = false) {
  on('index', step);
  summary(step);
  expect(screen.getAllByRole('radio').map((r) => r.textContent?.replace('✓', ''))).toEqual([t('payment.methods.card'), t('payment.methods.wallet')]);
  expect(primary()?.textContent).toBe(busy ? t('notice.paying') : t('payment.pay'));
  const declined = screen.queryByTestId('payment-declined');
  const error = step.snapshot.context.error;
  expect(declined?.textContent ?? null, 'the declined payment').toBe(error?.code === 'declined' ? `${t('payment.declined')}${t('payment.reason', { reason: t(providerReasonKey(error.msg)) })}` : null);
  if (step.shown.declinedFor !== null) expect(declined?.textContent).toContain(t('payment.reasons.cardDeclined'));
}
function handOff(step: Step, opening: boolean) {
  on('paymentForWeb', step);
  expect(screen.getByTestId('hand-off')).toBeTruthy();
  expect(screen.queryByTestId('countdown')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe(opening ? t('payment.web.opening') : t('payment.progress.waiting'));
  expect(isDisabled(button(t('payment.web.continue')))).toBe(false);
}
/** A started payment's page: the QR code while the wallet is asked, or the status page the provider sent the traveller back to. */
function started(step: Step) {
  if (step.shown.payment?.qrCode) {
    on('qrCode', step);
    summary(step);
    expect(screen.getByRole('img', { name: t('payment.qrAlt') }).getAttribute('src')).toBe(step.shown.payment.qrCode);
    expect(isDisabled(button(t('payment.otherMethod')))).toBe(false);
  } else if (step.at.startsWith(`${PAGES}paymentNotify`)) {
    summary(step);
    expect(screen.getByTestId('payment-checking').textContent).toBe(t('payment.notify.checking'));
  } else choosing(step, true);
}

const notPending = { code: 'I0003', msg: 'This payment is no longer pending.' };
const lastOf = (answers: Answered[], id: string) => answers.findLastIndex((a) => a.id === id);

/**
 * Each payment page runs a countdown of its own, taken up from its address: the server answers the
 * new page's calls from what it answered so far. The order as last loaded; the payment under way
 * taken up again, unless its outcome is known (then it is no longer pending, and its status is asked).
 */
function takeUp(call: { id: string }, w: { order: unknown; payment: { payUrl?: string; qrCode?: string } | null }, answers: Answered[]) {
  const check = answers[lastOf(answers, 'checkPayment')];
  const outcomeKnown = check && 'output' in check && lastOf(answers, 'checkPayment') > lastOf(answers, 'prepay') && (check.output as PaymentStatusResult).status !== 'PENDING';
  switch (call.id) {
    case 'loadOrder':
      return w.order ? { output: w.order } : undefined;
    case 'resumePayment':
      if (outcomeKnown) return { error: notPending };
      return w.payment?.payUrl ? { output: { payUrl: w.payment.payUrl, ...(w.payment.qrCode ? { qrCode: w.payment.qrCode } : {}) } } : undefined;
    case 'checkPayment':
      return outcomeKnown ? { output: check.output } : undefined;
  }
  return undefined;
}

const flow: Flow = {
  model: paymentCountdown,
  routes: [
    { path: `${PAGES}index`, title: 'payment.title', Page: PaymentPage },
    { path: `${PAGES}qrCode`, title: 'payment.titles.qrCode', Page: QrCodePage },
    { path: `${PAGES}paymentForWeb`, title: 'payment.titles.paymentForWeb', Page: PaymentForWebPage },
    { path: `${PAGES}paymentForMiniApp`, title: 'payment.titles.paymentForMiniApp', Page: PaymentForMiniAppPage },
    { path: `${PAGES}paymentNotify`, title: 'payment.titles.paymentNotify', Page: PaymentNotifyPage },
  ],
  entry: (input) => {
    const { orderId, payment, returned } = input as PaymentCountdownInput;
    return `${PAGES}${returned ? 'paymentNotify' : 'index'}?${new URLSearchParams({ orderId: String(orderId), ...(payment ?? {}) })}`;
  },
  // A payment whose hosted page this tab opened already does not open it by itself again. (The page
  // the provider sends the traveller back to asks for the outcome and takes nothing up: its flag is
  // left out, as the fixtures' next card payment has the same id.)
  prepare: (input) => {
    const { payment, opensPayPage, returned } = input as PaymentCountdownInput;
    if (payment && !opensPayPage && !returned) writeJson(sessionStorage, `payPageOpened:${payment.paymentId}`, true);
    openedPages.mockClear();
  },
  takeUp,
  effects: { openPayPage: () => openedPages.mock.calls.length },
  actions: {
    'pay.submit': async ({ user }, e) => {
      await user.click(screen.getByRole('radio', { name: t(`payment.methods.${e.provider === 'wallet' ? 'wallet' : 'card'}`) }));
      await user.click(primary()!);
    },
    'pay.open': ({ user }) => user.click(button(t('payment.web.continue'))),
    'pay.cancel': ({ user, at }) => user.click(button(at.startsWith(`${PAGES}paymentNotify`) ? t('payment.notify.otherWay') : t('payment.otherMethod'))),
    retry: ({ user }) => user.click(button(t('common.retry'))),
  },
  screens: {
    loading: ({ at }) => expect(screen.getByRole('status').textContent).toBe(at.includes('paymentNotify') ? t('payment.notify.checking') : t('common.loading')),
    failed: () => {
      expect(screen.queryByTestId('countdown')).toBeNull();
      expect(screen.getByRole('button', { name: t('common.retry') })).toBeTruthy();
    },
    'counting.ready': (step) => choosing(step),
    'counting.failed': (step) => choosing(step),
    starting: (step) => choosing(step, true),
    resuming: () => expect(screen.getByRole('status').textContent).toBe(t('common.loading')),
    'handOff.opening': (step) => handOff(step, true),
    'handOff.waiting': (step) => handOff(step, false),
    awaitingPayment: started,
    checkingPayment: started,
    paid: ({ at }) => expect(at).toMatch(new RegExp(`^${PAGES}result\\?orderId=1(&|$)`)),
    expired: () => expect(screen.getByTestId('payment-expired').textContent).toBe(`${t('payment.expired')}${t('payment.searchAgain')}`),
  },
  primary,
  busyText: t('notice.paying'),
};

// Its pages are light: more of its paths.
describeViews('payment countdown', flow, 30);
