import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formatMoney } from '../../src/app/format';
import { t } from '../../src/app/i18n';
import SelectAreaPage from '../../src/pagesMy/select-area/index';
import FillOrderPage from '../../src/pagesService/vipLounge/fillOrder';
import MeetGreetFillOrderPage from '../../src/pagesService/vipLounge/vipptFillOrder';
import { meetGreetSlots, type LoungeProduct, type MeetGreetSlot } from '../../services/schemas/lounge';
import type { LoungeOrderInput } from '../../machines/lounge-order.machine';
import { loungeOrder } from '../graph/lounge-order-model';
import { describeViews, flush, isDisabled, pageAlerts, REFUSED, type Flow, type Step } from './driver';
import { formatDayOfWeek } from '../../src/app/format';

// The order's currency is the traveller's setting, read when the app's actors are made.
vi.hoisted(() => localStorage.setItem('fwc_dev_settings', JSON.stringify({ locale: 'en-US', currency: 'CNY' })));

vi.mock('../../services/lounge', async (importOriginal) => {
  const { fake } = await import('./fakes');
  const records = (output: unknown) => ({ records: output, total: (output as unknown[]).length, pageNum: 1, pageSize: 100 });
  const page = (call: (...args: unknown[]) => Promise<unknown>) => async (...args: unknown[]) => records(await call(...args));
  return {
    ...(await importOriginal<object>()),
    loungePages: page(fake('loadProducts', (q: { productType: string; currencyCode: string }) => ({ productType: q.productType, currencyCode: q.currencyCode }))),
    meetGreetPages: page(fake('loadProducts', (q: { currencyCode: string }) => ({ productType: 'MEET_GREET', currencyCode: q.currencyCode }))),
    loungeInventory: fake('loadStock'),
    submitLoungeOrder: fake('submit'),
  };
});
vi.mock('../../services/system', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return { ...(await importOriginal<object>()), getCountryTree: () => Promise.resolve([]), getCountries: fake('countries') };
});

const countries = [
  { code: 'CN', areaCode: '86', nameEn: 'Chinese Mainland', nameSc: '中国内地', nameTc: '中國內地' },
  { code: 'HK', areaCode: '852', nameEn: 'Hong Kong, China', nameSc: '中国香港', nameTc: '中國香港' },
];
const PICKER = '/pagesMy/pages/select-area/index';
const meetGreet = (w: { productType: string }) => w.productType === 'MEET_GREET';
const button = (name: string) => screen.getByRole('button', { name });
const textbox = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name }) as HTMLInputElement;
const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
const userCard = (w: { productType: string }, index: number) => cardOf(t(meetGreet(w) ? 'lounge.travellerN' : 'lounge.userN', { n: index + 1 }));
const quantityInput = () => screen.getByRole('textbox', { name: (n) => n === t('lounge.travellers') || n === t('lounge.quantity') }) as HTMLInputElement;

async function typeInto(user: Step['user'], input: HTMLInputElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}
/** The select labelled `label`. */
const selectOf = (label: string) => {
  const select = [...document.querySelectorAll('.ui-select-label')].find((l) => l.textContent === label)?.closest<HTMLElement>('.ui-select');
  if (!select) throw new Error(`no select labelled ${label}`);
  return select;
};
/** A select's choice: its button, then the option whose text starts with `option`. */
async function choose(user: Step['user'], label: string, option: string) {
  await user.click(within(selectOf(label)).getByRole('button'));
  // The list box the select opens (its hidden native select has options of its own).
  await user.click(within(screen.getByRole('listbox')).getAllByRole('option').find((o) => o.textContent?.startsWith(option))!);
}
const productLabel = (p: LoungeProduct) => `${p.airportName} · ${p.productName}`;

/** The product and day chosen, shown by both selects. */
function choices({ shown, world }: Step) {
  const selected = (label: string) => selectOf(label).querySelector('button')!.textContent;
  const product = shown.products.find((p: LoungeProduct) => p.productId === shown.productId);
  if (product) expect(selected(t(meetGreet(world) ? 'lounge.service' : 'lounge.product'))).toBe(productLabel(product));
  expect(selected(t(meetGreet(world) ? 'lounge.flightDate' : 'lounge.useDate'))).toBe(formatDayOfWeek(shown.useDate, 'en-US'));
}
function form(step: Step, busy = false) {
  const { shown, world } = step;
  choices(step);
  expect(quantityInput().value).toBe(String(shown.quantity));
  shown.users.forEach((u: { lastName: string; firstName: string; birthday?: string }, i: number) => {
    const card = userCard(world, i);
    expect(textbox(t('book.lastName'), card).value).toBe(u.lastName);
    expect(textbox(t('book.firstName'), card).value).toBe(u.firstName);
    if (meetGreet(world)) expect(textbox(t('field.birthday'), card).value).toBe(u.birthday ?? '');
  });
  expect(screen.queryAllByRole('heading', { name: new RegExp(`^(${t('lounge.travellerN', { n: 'X' }).replace('X', '')}|${t('lounge.userN', { n: 'X' }).replace('X', '')})\\d+$`) }).length).toBe(shown.users.length);
  expect(textbox(t('lounge.contactName')).value).toBe(shown.contact.name);
  expect(textbox(t('field.mobile')).value).toBe(shown.contact.mobile);
  expect(screen.getByRole('link', { name: t('field.areaCodeChange', { code: shown.contact.areaCode }) })).toBeTruthy();
  expect(textbox(t('field.email')).value).toBe(shown.contact.email);
  expect(screen.getByRole('checkbox', { name: t('lounge.consent') }).matches(':checked')).toBe(shown.consent);
  if (meetGreet(world)) {
    expect(textbox(t('lounge.flightNo')).value).toBe(shown.flight.flightNo);
    expect(textbox(t('lounge.departureTime')).value).toBe(shown.flight.departureTime);
  }
  const product = shown.products.find((p: LoungeProduct) => p.productId === shown.productId);
  expect(document.querySelector('.ui-bottom-bar-total strong')?.textContent).toBe(formatMoney(product.amount * shown.quantity, product.currencyCode));
  expect(screen.getByRole('button', { name: busy ? t('notice.submitting') : t('lounge.submit') })).toBeTruthy();
  // Meet-and-greet asks for a companion of 16 or more for a child under 12 on the day.
  expect(pageAlerts().includes(t('lounge.companionNeeded')), 'the companion asked for').toBe(shown.companionNeeded);
}

const flow: Flow = {
  model: loungeOrder,
  routes: [
    { path: '/pagesService/pages/vipLounge/fillOrder', title: 'lounge.fillOrderTitle', Page: FillOrderPage },
    { path: '/pagesService/pages/vipLounge/vipptFillOrder', title: 'lounge.vipptTitle', Page: MeetGreetFillOrderPage },
    { path: PICKER, title: 'selectArea.title', Page: SelectAreaPage },
  ],
  entry: (input) => {
    const { productType, productId } = input as LoungeOrderInput;
    return productType === 'MEET_GREET' ? `/pagesService/pages/vipLounge/vipptFillOrder?productId=${productId}` : `/pagesService/pages/vipLounge/fillOrder?productId=${productId}`;
  },
  // The first day offered is the day after tomorrow for meet-and-greet, tomorrow for a lounge: the model's day.
  now: (input) => Date.parse(`${(input as LoungeOrderInput).useDate}T08:00:00Z`) - (meetGreet(input as LoungeOrderInput) ? 2 : 1) * 86_400_000,
  serve: (call) => (call.id === 'countries' ? { output: countries } : undefined),
  actions: {
    // A select chosen again as it is sends nothing.
    'product.choose': async ({ user, shown, world }, e) => {
      if (e.productId === shown.productId) return REFUSED;
      await choose(user, t(meetGreet(world) ? 'lounge.service' : 'lounge.product'), productLabel(shown.products.find((p: LoungeProduct) => p.productId === e.productId)));
    },
    'date.choose': async ({ user, world, shown }, e) => {
      if (e.useDate === shown.useDate) return REFUSED;
      await choose(user, t(meetGreet(world) ? 'lounge.flightDate' : 'lounge.useDate'), `${String(e.useDate)} `);
    },
    'quantity.change': async ({ user, shown }, e) => {
      const [fewer, more] = within(quantityInput().closest('.ui-stepper') as HTMLElement).getAllByRole('button');
      const wanted = e.quantity as number;
      for (let n = shown.quantity; n !== wanted; n += wanted > n ? 1 : -1) {
        const press = wanted > n ? more! : fewer!;
        if (isDisabled(press)) return REFUSED;
        await user.click(press);
      }
    },
    'user.change': async ({ user, world }, e) => {
      const card = userCard(world, e.index as number);
      const change = e.user as { lastName?: string; firstName?: string; birthday?: string };
      if (change.lastName !== undefined) await typeInto(user, textbox(t('book.lastName'), card), change.lastName);
      if (change.firstName !== undefined) await typeInto(user, textbox(t('book.firstName'), card), change.firstName);
      if (change.birthday !== undefined) await typeInto(user, textbox(t('field.birthday'), card), change.birthday);
    },
    'contact.change': async ({ user, shown }, e) => {
      const change = e.contact as { name?: string; mobile?: string; email?: string; areaCode?: string };
      if (change.name !== undefined) await typeInto(user, textbox(t('lounge.contactName')), change.name);
      if (change.mobile !== undefined) await typeInto(user, textbox(t('field.mobile')), change.mobile);
      if (change.email !== undefined) await typeInto(user, textbox(t('field.email')), change.email);
      if (change.areaCode !== undefined) {
        // The same code chosen again changes nothing the form sends.
        if (change.areaCode === shown.contact.areaCode) return REFUSED;
        await user.click(screen.getByRole('link', { name: t('field.areaCodeChange', { code: shown.contact.areaCode }) }));
        await flush();
        await user.click(screen.getByText(`+${change.areaCode}`).closest('[role=row], [role=button], button, a, li')!);
      }
    },
    'consent.change': async ({ user, shown }, e) => {
      if (shown.consent === e.accepted) return REFUSED;
      await user.click(screen.getByRole('checkbox', { name: t('lounge.consent') }));
    },
    'flight.change': async ({ user }, e) => {
      const change = e.flight as { flightNo?: string; departureTime?: string; slot?: MeetGreetSlot };
      if (change.flightNo !== undefined) await typeInto(user, textbox(t('lounge.flightNo')), change.flightNo);
      if (change.departureTime !== undefined) await typeInto(user, textbox(t('lounge.departureTime')), change.departureTime);
      if (change.slot !== undefined) await user.click(screen.getByRole('radio', { name: t(`lounge.slot.${change.slot}`, meetGreetSlots[change.slot]) }));
    },
    submit: ({ user }) => user.click(document.querySelector<HTMLElement>('button.primary[type=submit]')!),
    recheck: ({ user }) => user.click(button(t('lounge.recheck'))),
    retry: ({ user }) => user.click(button(t('common.retry'))),
  },
  screens: {
    loading: () => expect(screen.getByRole('status').textContent).toBe(t('common.loading')),
    loadFailed: () => expect(screen.queryByRole('textbox')).toBeNull(),
    choosing: (step) => {
      choices(step);
      expect(screen.getByText(t('lounge.chooseProduct'))).toBeTruthy();
    },
    checking: (step) => {
      choices(step);
      expect(screen.getByRole('status').textContent).toBe(t('common.loading'));
    },
    checkFailed: (step) => choices(step),
    soldOut: (step) => {
      choices(step);
      expect(screen.getByRole('heading', { level: 2, name: t('lounge.soldOutTitle') })).toBeTruthy();
    },
    insufficient: (step) => {
      choices(step);
      expect(screen.getByRole('heading', { level: 2, name: t('lounge.insufficientTitle') })).toBeTruthy();
      expect(pageAlerts()).toEqual([step.shown.error.msg]);
    },
    'filling.editing': (step) => form(step),
    'filling.refused': (step) => {
      form(step);
      expect(pageAlerts().filter((a) => a === step.shown.error.msg).length, 'the refusal once').toBe(1);
    },
    'filling.failed': (step) => form(step),
    submitting: (step) => form(step, true),
    ordered: ({ at, shown }) => expect(at).toBe(`/pagesBook/pages/payment/index?orderId=${shown.order.orderId}`),
  },
  primary: () => document.querySelector<HTMLElement>('button.primary[type=submit]'),
};

// Its form is the largest: fewer paths, chosen to meet every step.
describeViews('lounge order', flow, 12);
