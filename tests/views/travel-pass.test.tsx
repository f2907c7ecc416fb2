import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formatMoney } from '../../src/app/format';
import { t } from '../../src/app/i18n';
import PackagePaymentPage from '../../src/pagesPackageTicket/package-ticket/payment';
import TicketDetailPage from '../../src/pagesPackageTicket/package-ticket/ticket-detail';
import { BASE } from '../../src/pagesPackageTicket/package-ticket/travel-pass-actor';
import type { PassengerToBind } from '../../services/schemas/bound-passenger';
import type { TravelPassInput } from '../../machines/travel-pass.machine';
import { payment } from '../graph/fixtures';
import { travelPass } from '../graph/travel-pass-model';
import { describeViews, flush, isDisabled, loading, pageAlerts, REFUSED, type Flow, type Step } from './driver';
import { calls } from './fakes';

vi.mock('../../services/travel-pass', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return {
    ...(await importOriginal<object>()),
    packageDetail: fake('loadPackage'),
    equityRule: fake('equityRule'),
    remindOnSale: fake('remind'),
    createPassOrder: fake('createOrder'),
    passOrderDetail: fake('loadOrder'),
    bindPassengers: fake('bind'),
    airpassPrepay: fake('pay.prepay'),
    airpassGotoPay: fake('pay.resumePayment'),
    airpassPaymentStatus: fake('pay.checkPayment'),
  };
});
// The order's payment (the payment countdown, the `pay` child) loads the order with its own call.
vi.mock('../../services/order', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return { ...(await importOriginal<object>()), orderDetail: fake('pay.loadOrder') };
});

const button = (name: string) => screen.getByRole('button', { name });
const textbox = (name: string, in_: HTMLElement = document.body) => within(in_).getByRole('textbox', { name }) as HTMLInputElement;
const passGroups = () => screen.queryAllByRole('group').filter((g) => g.querySelector('legend')?.textContent?.startsWith(t('travelPass.passenger', { n: '' }).trim()));
const detailFields: Record<string, string> = { lastName: 'book.lastName', firstName: 'book.firstName', birthday: 'field.birthday', certNo: 'book.certNo', certExpiry: 'book.certExpiry', nationality: 'book.nationality' };

async function typeInto(user: Step['user'], input: HTMLInputElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}
const quantityInput = () => screen.getByRole('textbox', { name: (n) => n.startsWith(t('travelPass.quantity', { limit: 4 }).slice(0, 6)) }) as HTMLInputElement;

function choosing({ world }: Step, busy: 'buy' | 'remind' | null = null) {
  const pkg = world.pkg;
  expect(screen.getByRole('heading', { level: 3, name: pkg.name })).toBeTruthy();
  if (pkg.saleStatus === 'ON_SALE') {
    expect(quantityInput().value).toBe(String(world.quantity));
    expect(textbox(t('travelPass.contactName')).value).toBe(world.contact.name);
    expect(textbox(t('field.mobile')).value).toBe(world.contact.mobile);
    expect(textbox(t('field.email')).value).toBe(world.contact.email);
    expect(screen.getByTestId('pass-total').textContent).toBe(formatMoney(pkg.adultPrice * world.quantity, pkg.currency));
    expect(screen.getByRole('button', { name: busy === 'buy' ? t('notice.submitting') : t('travelPass.buy') })).toBeTruthy();
  } else if (pkg.saleStatus === 'COMING_SOON') {
    if (pkg.reminded) expect(screen.getByRole('status').textContent).toBe(t('travelPass.reminded'));
    else expect(screen.getByRole('button', { name: busy === 'remind' ? t('notice.submitting') : t('travelPass.remind') })).toBeTruthy();
  } else expect(screen.queryByRole('button', { name: t('travelPass.buy') })).toBeNull();
}
function binding({ world }: Step, busy = false) {
  const groups = passGroups();
  const unbound = world.order.passes.filter((p: { status: string }) => p.status === 'UNBOUND');
  expect(groups.map((g) => g.querySelector('legend')!.textContent)).toEqual(unbound.map((p: { passNo: string }, i: number) => `${t('travelPass.passenger', { n: i + 1 })} · ${p.passNo}`));
  world.passengers.forEach((p: PassengerToBind, i: number) => {
    for (const [key, label] of Object.entries(detailFields)) expect(textbox(t(label), groups[i]).value, `${key} of passenger ${i + 1}`).toBe(p[key as keyof PassengerToBind]);
  });
  expect(screen.getByRole('button', { name: busy ? t('notice.submitting') : t('travelPass.bindConfirm') })).toBeTruthy();
}

const flow: Flow = {
  model: travelPass,
  routes: [
    { path: `${BASE}/ticket-detail`, title: 'travelPass.detailTitle', Page: TicketDetailPage },
    { path: `${BASE}/payment`, title: 'travelPass.paymentTitle', Page: PackagePaymentPage },
  ],
  entry: (input) => {
    const { packageId, orderId, payment: named } = input as TravelPassInput;
    return orderId === null ? `${BASE}/ticket-detail?id=${packageId}` : `${BASE}/payment?${new URLSearchParams({ orderId: String(orderId), ...(named ?? {}) })}`;
  },
  serve: (call) => (call.id === 'equityRule' ? { output: { rules: 'Adults only.' } } : undefined),
  // The payment ends once the order loads paid: the countdown's own calls bring it there.
  answerWith: {
    pay: async () => {
      const load = calls.findLast((c) => c.id === 'pay.loadOrder' && !c.settled && !c.signal?.aborted);
      if (!load) throw new Error('the payment loaded no order');
      load.resolve(payment.order('ISSUED'));
      await flush();
    },
  },
  actions: {
    // Only a package on sale is bought: the quantity and contact are asked for then, within its limit.
    'quantity.change': async ({ user, world }, e) => {
      if (world.pkg?.saleStatus !== 'ON_SALE' || (e.quantity as number) > world.pkg.limitBuy || (e.quantity as number) < 1) return REFUSED;
      const [fewer, more] = within(quantityInput().closest('.ui-stepper') as HTMLElement).getAllByRole('button');
      for (let n = world.quantity; n !== e.quantity; n += (e.quantity as number) > n ? 1 : -1) {
        const press = (e.quantity as number) > n ? more! : fewer!;
        if (isDisabled(press)) return REFUSED;
        await user.click(press);
      }
    },
    'contact.change': async ({ user, world }, e) => {
      if (world.pkg?.saleStatus !== 'ON_SALE') return REFUSED;
      const change = e.contact as { name?: string; mobile?: string; email?: string };
      if (change.name !== undefined) await typeInto(user, textbox(t('travelPass.contactName')), change.name);
      if (change.mobile !== undefined) await typeInto(user, textbox(t('field.mobile')), change.mobile);
      if (change.email !== undefined) await typeInto(user, textbox(t('field.email')), change.email);
    },
    buy: async ({ user }) => {
      const buy = screen.queryByRole('button', { name: t('travelPass.buy') }) ?? screen.queryByRole('button', { name: t('notice.submitting') });
      if (!buy || isDisabled(buy)) return REFUSED;
      await user.click(buy);
    },
    remind: async ({ user }) => {
      const remind = screen.queryByRole('button', { name: t('travelPass.remind') }) ?? screen.queryByRole('button', { name: t('notice.submitting') });
      if (!remind || isDisabled(remind)) return REFUSED;
      await user.click(remind);
    },
    'passenger.change': async ({ user }, e) => {
      const group = passGroups()[e.index as number];
      if (!group) return REFUSED;
      for (const [key, value] of Object.entries(e.details as Partial<PassengerToBind>)) {
        // Gender and document type stay as the blank form has them (a man's passport).
        if (key in detailFields) await typeInto(user, textbox(t(detailFields[key]!), group), value);
      }
    },
    bind: async ({ user }) => {
      const bind = screen.queryByRole('button', { name: t('travelPass.bindConfirm') }) ?? screen.queryByRole('button', { name: t('notice.submitting') });
      if (!bind || isDisabled(bind)) return REFUSED;
      await user.click(bind);
    },
    retry: ({ user }) => user.click(button(t('common.retry'))),
    restart: ({ user }) => user.click(button(t('travelPass.retry'))),
  },
  screens: {
    loadingPackage: loading,
    loadingOrder: loading,
    loadFailed: () => expect(screen.queryByRole('textbox')).toBeNull(),
    'choosing.editing': (step) => choosing(step),
    'choosing.failed': (step) => choosing(step),
    'choosing.remindFailed': (step) => choosing(step),
    reminding: (step) => choosing(step, 'remind'),
    creating: (step) => choosing(step, 'buy'),
    unavailable: ({ world }) => {
      expect(screen.getByRole('heading', { level: 2, name: t('travelPass.saleStatus.SOLD_OUT') })).toBeTruthy();
      expect(pageAlerts()).toEqual([world.error.msg]);
    },
    payment: ({ at }) => {
      expect(at.startsWith(`${BASE}/payment?`)).toBe(true);
      loading();
    },
    'binding.editing': (step) => binding(step),
    'binding.failed': (step) => binding(step),
    'binding.childRefused': (step) => {
      binding(step);
      expect(pageAlerts()).toEqual([step.world.error.msg]);
    },
    bindingPassengers: (step) => binding(step, true),
    bound: () => expect(screen.getByRole('heading', { level: 2, name: t('travelPass.bound') })).toBeTruthy(),
    closed: () => {
      expect(screen.queryByRole('heading', { level: 2, name: t('travelPass.bound') })).toBeNull();
      expect(screen.getByRole('link', { name: t('travelPass.orderTitle') })).toBeTruthy();
    },
  },
  primary: () => document.querySelector<HTMLElement>('button.primary'),
};

describeViews('travel pass', flow);
