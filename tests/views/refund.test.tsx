import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { t } from '../../src/app/i18n';
import { formatMoney } from '../../src/app/format';
import RefundPage from '../../src/pagesMy/order/refund/index';
import RefundCausePage from '../../src/pagesMy/order/refund/refund-cause';
import { refund } from '../graph/refund-model';
import { describeViews, failureText, inDialog, isDisabled, type Flow, type Step } from './driver';

vi.mock('../../services/refund', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return { ...(await importOriginal<object>()), matchFee: fake('loadFee'), applyRefund: fake('applyRefund'), refundDetail: fake('refundDetail') };
});

const money = (amount: number) => formatMoney(amount, 'HKD');
const heading = (key: string) => screen.getByRole('heading', { level: 2, name: t(key), hidden: true });
const title = (key: string) => expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(t(key));
const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const passenger = (psgId: number) => screen.getByRole('checkbox', { name: new RegExp(`^CHAN P${psgId}\\b`), hidden: true });

/** The refund sums (paid, fee, refund) as the page reads them. */
function sums() {
  const list = screen.getByTestId('refund-fee');
  return Object.fromEntries([...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
}
const expectSums = (totals: { paid: number; fee: number; amount: number }) =>
  expect(sums()).toEqual({ [t('refund.paid')]: money(totals.paid), [t('refund.fee')]: money(totals.fee), [t('refund.amount')]: money(totals.amount) });
/** The amount in the bottom bar. */
const barTotal = () => document.querySelector('.ui-bottom-bar-total strong')?.textContent;

function choosing({ shown }: Step) {
  title('refund.title');
  heading('refund.choosePassengers');
  for (const psgId of [0, 1, 2, 3, 4]) expect(passenger(psgId).matches(':checked'), `passenger ${psgId} chosen`).toBe(shown.selected.includes(psgId));
  expect(isDisabled(passenger(1)) || passenger(1).hasAttribute('disabled'), 'the refunded passenger cannot be chosen').toBe(true);
  // Each passenger held by another change shows their coupon's status, as every screen does; the others show none.
  expect(screen.getAllByTestId('refund-passenger').map((row) => within(row).queryByTestId('coupon-status')?.textContent ?? null)).toEqual([null, t('coupon.status.REFUNDED'), null, null, null]);
  for (const type of ['NORMAL', 'SPECIAL'] as const) expect(screen.getByRole('radio', { name: t(`refund.types.${type}`) }).matches(':checked')).toBe(shown.refundType === type);
  expect(barTotal()).toBe(money(shown.totals.amount));
  // The choice's problem once something is chosen; the button goes on only with a good choice and a type.
  const problem = shown.selected.length > 0 ? shown.problem : null;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  expect(alerts).toEqual(problem ? [t(problem)] : []);
  expect(isDisabled(button(t('refund.next')))).toBe(problem !== null || shown.problem !== null || shown.refundType === null);
}

function cause({ shown, step }: Step) {
  title('refund.causeTitle');
  heading('refund.reason');
  expectSums(shown.totals);
  expect(barTotal()).toBe(money(shown.totals.amount));
  const names = [...document.querySelectorAll('.refund-names li')].map((li) => li.textContent);
  expect(names).toEqual(shown.selected.map((id: number) => `CHAN P${id}`));
  const reason = screen.getByRole('textbox', { name: t('refund.reason'), hidden: true });
  expect((reason as HTMLInputElement).value).toBe(shown.reason);
  expect(screen.getByRole('checkbox', { name: t('refund.disclaimer'), hidden: true }).matches(':checked')).toBe(shown.disclaimer);
  // A reason's problem shows once something is typed.
  const error = document.querySelector('.ui-field-error')?.textContent ?? null;
  expect(error).toBe(shown.reason && shown.reasonProblem ? t(shown.reasonProblem) : null);
  if (step === 'cause') expect(isDisabled(button(t('refund.submit')))).toBe(shown.reasonProblem !== null || !shown.disclaimer);
  if (step !== 'confirming') expect(screen.queryByRole('dialog')).toBeNull();
}

const flow: Flow = {
  model: refund,
  routes: [
    { path: '/pagesMy/pages/order/refund/index', title: 'refund.title', Page: RefundPage },
    { path: '/pagesMy/pages/order/refund/refund-cause', title: 'refund.causeTitle', Page: RefundCausePage },
  ],
  entry: (input) => `/pagesMy/pages/order/refund/index${(input as { orderId: number | null }).orderId === null ? '' : `?orderId=${(input as { orderId: number }).orderId}`}`,
  actions: {
    'passenger.toggle': ({ user }, e) => user.click(passenger(e.psgId as number)),
    'type.select': ({ user }, e) => user.click(screen.getByRole('radio', { name: t(`refund.types.${String(e.refundType)}`) })),
    next: ({ user }) => user.click(button(t('refund.next'))),
    'reason.change': async ({ user }, e) => {
      const field = screen.getByRole('textbox', { name: t('refund.reason') });
      // Clearing leaves the field focused: the reason is pasted in at once.
      await user.clear(field);
      if (e.reason) await user.paste(String(e.reason));
    },
    'disclaimer.toggle': ({ user }) => user.click(screen.getByRole('checkbox', { name: t('refund.disclaimer') })),
    submit: ({ user }) => user.click(button(t('refund.submit'))),
    // Confirmed in the dialog; again while it is sent, on the busy Submit.
    confirm: ({ user, snapshot }) => user.click(snapshot.hasTag('busy') ? button(t('notice.submitting')) : inDialog().getByRole('button', { name: t('refund.confirm') })),
    cancel: ({ user }) => user.click(inDialog().getByRole('button', { name: t('refund.keepEditing') })),
    back: ({ user }) => user.click(button(t('common.back'))),
    retry: ({ user }) => user.click(button(t('common.retry'))),
  },
  screens: {
    missingOrder: () => {
      heading('refund.orderNotFound');
      expect(screen.queryByRole('checkbox')).toBeNull();
    },
    loading: () => {
      title('refund.title');
      expect(screen.getByRole('status').textContent).toBe(t('common.loading'));
    },
    loadFailed: ({ snapshot }) => {
      title('refund.title');
      expect(screen.getByRole('alert').textContent).toBe(failureText(snapshot.context.error));
      expect(screen.queryByRole('checkbox')).toBeNull();
    },
    choosing,
    cause,
    confirming: (step) => {
      cause(step);
      expect(inDialog().getByRole('heading', { name: t('refund.confirmTitle') })).toBeTruthy();
      expect(within(screen.getByRole('dialog')).getByText(t('refund.confirmBody', { amount: money(step.shown.totals.amount) }))).toBeTruthy();
    },
    submitting: (step) => {
      cause(step);
      expect(button(t('notice.submitting'))).toBeTruthy();
    },
    submitFailed: (step) => {
      cause(step);
      expect(isDisabled(button(t('refund.submit'))), 'Submit waits for a retry').toBe(true);
    },
    submitted: ({ shown, at }) => expect(at).toBe(`/pagesMy/pages/order/refund/refund-detail?refundId=${shown.refund.refundId}`),
  },
  primary: () => screen.queryAllByRole('button', { hidden: true }).find((b) => b.classList.contains('primary')) ?? null,
};

describeViews('refund', flow);
