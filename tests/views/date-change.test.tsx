import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formatMoney } from '../../src/app/format';
import { t } from '../../src/app/i18n';
import ChangeAddOnsPage from '../../src/pagesBase/added-service/index';
import ChangeFoodPage from '../../src/pagesBase/added-service/food';
import ChangeInsurancePage from '../../src/pagesBase/added-service/insurance';
import ChangeLuggagePage from '../../src/pagesBase/added-service/luggage';
import ChangeReviewPage from '../../src/pagesBase/changeBook/fill-detail';
import ChangePassengersPage from '../../src/pagesBase/changeBook/fill-passenger';
import ChangeResultsPage from '../../src/pagesBase/changeBook/index';
import ChangePickBrandPage from '../../src/pagesBase/changeBook/pick-brand';
import PickPassengersPage from '../../src/pagesBase/changeBook/pick-passlist';
import ChangeSelectDatePage from '../../src/pagesBase/select-date/index';
import ChangeSeatsPage from '../../src/pagesBase/select-seat/index';
import ChangeSeatMapPage from '../../src/pagesBase/select-seat/seat';
import ChangeSeatTravelPage from '../../src/pagesBase/select-seat/travel';
import ChangeDatePage from '../../src/pagesMy/order/change-date/change-date';
import ChangeViewPage from '../../src/pagesMy/order/change-date/index';
import type { DateChangeInput } from '../../machines/date-change.machine';
import type { ChangeAddOn, ChangeView } from '../../services/schemas/date-change';
import { orderDetailSchema } from '../../services/schemas/order';
import { payment } from '../graph/fixtures';
import { dateChange } from '../graph/date-change-model';
import { session } from './fakes';
import { checks, describeViews, escapeRegExp, failureShown, failureText, flush, isDisabled, loading, navBack, noAlert, pageAlerts, press, REFUSED, type Flow, type Step } from './driver';
import { formatDate } from '../../src/app/format';

// Who changes is read when the change starts: a guest is sent to customer service.
vi.mock('../../src/app/actors', async (importOriginal) => (await import('./fakes')).withSession(await importOriginal<typeof import('../../src/app/actors')>()));
vi.mock('../../services/date-change', async (importOriginal) => {
  const { fake } = await import('./fakes');
  const query = fake('queryFlights');
  return {
    ...(await importOriginal<object>()),
    changeView: fake('loadView', (orderId: number, pnr: string) => ({ orderId, pnr })),
    confirmChangePassengers: fake('confirmPassengers'),
    queryChangeFlights: (body: object, signal?: AbortSignal) => query({ ...body, back: false }, signal),
    queryChangeFlightsBack: (body: object, signal?: AbortSignal) => query({ ...body, back: true }, signal),
    queryChangeBrands: fake('queryBrands', (processKey: string, flightKey: string) => ({ processKey, flightKey })),
    confirmChangeBrand: fake('confirmBrand'),
    chooseChangeSeat: fake('chooseSeat', (processKey: string, segmentIndex: number) => ({ processKey, segmentIndex })),
    confirmChangeSeat: fake('confirmSeats'),
    confirmChangeOrder: fake('confirmOrder'),
  };
});
vi.mock('../../services/offer', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return { ...(await importOriginal<object>()), searchCalendar: fake('fareCalendar') };
});
vi.mock('../../services/order', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return { ...(await importOriginal<object>()), orderDetail: fake('orderDetail') };
});

const VIEW = '/pagesMy/pages/order/change-date';
const BASE = '/pagesBase/pages';
const money = (amount: number) => formatMoney(amount, 'HKD');
const on = (page: string, { at }: Step) => expect(at.split('?')[0]).toBe(page);
const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const primary = () => document.querySelector<HTMLElement>('button[data-busy]') ?? document.querySelector<HTMLElement>('button.primary');
const heading = (name: string) => screen.getByRole('heading', { level: 2, name });
const checkbox = (name: RegExp) => screen.queryByRole('checkbox', { name }) as HTMLInputElement | null;
const passengerBox = (psgId: number) => checkbox(new RegExp(`^CHAN P${psgId}\\b`));
const legBox = (legIndex: number) => checkbox(new RegExp(`^${escapeRegExp(t('changeDate.leg', { n: legIndex + 1 }))}`));
const testIds = (id: string) => screen.queryAllByTestId(id).map((e) => e.textContent);
const busyPrimary = (label: string) => (step: Step) => expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : label);

/** The order the travellers' page reads: the changing passengers are picked from it by their index. */
const order = orderDetailSchema.parse({
  ...payment.order('ISSUED'),
  passengers: [0, 1, 2, 3].map((i) => ({ type: ['ADT', 'ADT', 'CNN', 'INF'][i], lastName: 'CHAN', firstName: `P${i}`, certNoMasked: `K12****${i}`, tickets: [], refundId: null })),
});

/** An add-on's line as the pages list it: its kind, then what the change does to it. */
const fates = () => screen.queryAllByTestId('change-addon').map((li) => `${li.querySelector('strong')?.textContent} ${li.querySelector('[data-testid="addon-fate"]')?.textContent}`);
const fatesOf = (addOns: ChangeAddOn[]) => addOns.map((a) => `${t(`orders.addOn.kind.${a.kind}`)} ${t(`changeDate.fate.${a.kind === 'INSURANCE' ? 'KEPT' : a.fate}`)}`);

/** The order's legs, each with its change fee or why it cannot change, and its passengers. */
function orderView(step: Step) {
  on(`${VIEW}/index`, step);
  const view = step.shown.view as ChangeView;
  expect(screen.getAllByTestId('change-leg').map((l) => l.querySelector('.tag')?.textContent)).toEqual(
    view.legs.map((l) => (l.blocked ? t(`changeDate.blocked.${l.blocked}`) : t('changeDate.fee', { fee: money(l.changeFee ?? 0) }))),
  );
  expect(fates()).toEqual(fatesOf(view.addOns));
  expect(isDisabled(button(t('changeDate.start'))!)).toBe(step.step !== 'view');
}

/** Who changes and which legs, and what stops the choice. */
function choosePassengers(step: Step) {
  on(`${BASE}/changeBook/pick-passlist`, step);
  const { view, selected, legIndexes, problem } = step.shown as { view: ChangeView; selected: number[]; legIndexes: number[]; problem: string | null };
  for (const p of view.passengers) expect(passengerBox(p.psgId)!.checked, `CHAN P${p.psgId} chosen`).toBe(selected.includes(p.psgId));
  for (const l of view.legs) expect(legBox(l.legIndex)!.checked, `leg ${l.legIndex} chosen`).toBe(legIndexes.includes(l.legIndex));
  // A passenger held by another change shows the status of the coupon that holds them, as every screen does.
  const statuses = screen.getAllByTestId('change-passenger').map((row) => within(row).queryByTestId('coupon-status')?.textContent ?? null);
  expect(statuses).toEqual(view.passengers.map((p) => (p.status ? t(`coupon.status.${p.status}`) : null)));
  const shown = selected.length > 0 || legIndexes.length > 0 ? problem : null;
  const failure = step.snapshot.context.error ? failureText(step.snapshot.context.error) : null;
  expect(pageAlerts().filter((a) => a !== failure), 'the choice\'s problem').toEqual(shown ? [t(shown)] : []);
  busyPrimary(t('refund.next'))(step);
  if (!step.snapshot.hasTag('busy')) expect(isDisabled(primary()!), 'Next with a choice the rules refuse').toBe(problem !== null);
}

/** The new date of the leg being changed, after the legs already chosen. */
function newDate(step: Step) {
  on(`${VIEW}/change-date`, step);
  const { date, chosen } = step.shown as { date: string | null; chosen: { legIndex: number; date: string }[] };
  expect(screen.getByTestId('change-new-date').textContent).toBe(date ? formatDate(date) : t('changeDate.noDate'));
  for (const c of chosen) heading(t('changeDate.legChosen', { n: c.legIndex + 1, date: formatDate(c.date) }));
  busyPrimary(t('changeDate.searchFlights'))(step);
  if (!step.snapshot.hasTag('busy')) expect(isDisabled(primary()!)).toBe(date === null);
}

/** The leg's flights on the new date, in the order answered. */
function flights(step: Step) {
  on(`${BASE}/changeBook/index`, step);
  const { legIndex, date } = step.shown as { legIndex: number; date: string; flights: string[] };
  expect(screen.getByRole('heading', { level: 2, name: t('changeDate.flightsTitle', { n: legIndex + 1, date: formatDate(date) }) })).toBeTruthy();
  expect(screen.getAllByTestId('flight-option').length).toBe(step.shown.flights.length);
  if (step.step === 'brandQuery') loading();
}

/** The brands the flight may move to, each with its quote; the one picked is marked. */
function brands(step: Step) {
  on(`${BASE}/changeBook/pick-brand`, step);
  const pairs = step.shown.pairs as { toBrand: string; quote: { total: number } }[];
  expect(screen.getAllByTestId('brand').length).toBe(pairs.length);
  const picked = screen.getAllByRole('radio').find((r) => (r as HTMLInputElement).checked) as HTMLInputElement;
  expect(picked.value).toBe(step.shown.brand ?? pairs[0]!.toBrand);
  expect(document.querySelector('.ui-bottom-bar-total strong')?.textContent).toBe(money(pairs.find((p) => p.toBrand === picked.value)!.quote.total));
  busyPrimary(t('book.continue'))(step);
}

function addOnPage(kind: 'luggage' | 'food' | 'insurance', kinds: ChangeAddOn['kind'][]) {
  return (step: Step) => {
    on(`${BASE}/added-service/${kind}`, step);
    expect(fates()).toEqual(fatesOf((step.shown.addOns as ChangeAddOn[]).filter((a) => kinds.includes(a.kind))));
    noAlert();
  };
}

/** The seats chosen so far on the new flights, and the ways on. */
function seats(step: Step) {
  on(`${BASE}/select-seat/index`, step);
  const chosen = step.shown.seats as { seatNo: string }[];
  if (chosen.length === 0) expect(screen.getByText(t('changeDate.noSeats'))).toBeTruthy();
  else expect([...document.querySelectorAll('.order-addon-list li')].map((li) => li.textContent?.split(' · ').at(-1))).toEqual(chosen.map((s) => s.seatNo));
  const confirm = button(t('changeDate.confirmSeats'))!;
  expect(isDisabled(confirm)).toBe(chosen.length === 0 || step.snapshot.hasTag('busy'));
  if (step.step === 'seatConfirm') expect(button(t('notice.submitting'))).toBeTruthy();
}

/** One new flight's seat map: the changing passengers to seat (not the infant), and the seats as the map has them. */
function seatMap(step: Step) {
  on(`${BASE}/select-seat/seat`, step);
  const selected = step.shown.selected as number[];
  expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(selected.filter((id) => id !== 3).map((id) => `CHAN P${id}`));
  if (step.step === 'seats.map.loading') return loading();
  const mine = new Map((step.shown.seats as { segmentIndex: number; seatNo: string }[]).filter((s) => s.segmentIndex === step.snapshot.context.seatSegment).map((s) => [s.seatNo.slice(-1), s]));
  const drawn = screen.queryAllByRole('group').flatMap((row) => within(row).queryAllByRole('button').map((b) => `${b.textContent} ${b.className}`));
  if (step.step === 'seats.map.choosing') expect(drawn.map((d) => d.split(' ')[0])).toEqual(['A', 'B', 'C']);
  for (const d of drawn) if (mine.has(d.split(' ')[0]!)) expect(d).toMatch(/selected|companion/);
}

/** The review: what the change costs, the add-ons it moves or cancels (acknowledged), and Confirm. */
function review(step: Step) {
  on(`${BASE}/changeBook/fill-detail`, step);
  const { quote, acknowledged, addOns } = step.shown as { quote: { total: number }; acknowledged: boolean; addOns: ChangeAddOn[] };
  expect(screen.getByTestId('change-total').textContent).toBe(money(quote.total));
  expect(fates()).toEqual(fatesOf(addOns));
  expect(checkbox(new RegExp(escapeRegExp(t('changeDate.acknowledge'))))!.checked).toBe(acknowledged);
  busyPrimary(t('changeDate.confirm'))(step);
  if (!step.snapshot.hasTag('busy')) expect(isDisabled(primary()!)).toBe(!acknowledged);
}

const flow: Flow = {
  model: dateChange,
  routes: [
    { path: `${VIEW}/index`, title: 'changeDate.title', Page: ChangeViewPage },
    { path: `${VIEW}/change-date`, title: 'changeDate.dateTitle', Page: ChangeDatePage },
    { path: `${BASE}/changeBook/pick-passlist`, title: 'changeDate.passengersTitle', Page: PickPassengersPage },
    { path: `${BASE}/select-date/index`, title: 'selectDate.title', Page: ChangeSelectDatePage },
    { path: `${BASE}/changeBook/index`, title: 'results.title', Page: ChangeResultsPage },
    { path: `${BASE}/changeBook/pick-brand`, title: 'changeDate.brandTitle', Page: ChangePickBrandPage },
    { path: `${BASE}/changeBook/fill-passenger`, title: 'changeDate.travellers', Page: ChangePassengersPage },
    { path: `${BASE}/added-service/index`, title: 'orders.addOns', Page: ChangeAddOnsPage },
    { path: `${BASE}/added-service/luggage`, title: 'changeDate.kinds.luggage', Page: ChangeLuggagePage },
    { path: `${BASE}/added-service/food`, title: 'changeDate.kinds.food', Page: ChangeFoodPage },
    { path: `${BASE}/added-service/insurance`, title: 'changeDate.kinds.insurance', Page: ChangeInsurancePage },
    { path: `${BASE}/select-seat/index`, title: 'changeDate.seatsTitle', Page: ChangeSeatsPage },
    { path: `${BASE}/select-seat/travel`, title: 'changeDate.whichFlight', Page: ChangeSeatTravelPage },
    { path: `${BASE}/select-seat/seat`, title: 'changeDate.seatsTitle', Page: ChangeSeatMapPage },
    { path: `${BASE}/changeBook/fill-detail`, title: 'changeDate.reviewTitle', Page: ChangeReviewPage },
  ],
  entry: (input) => {
    const { orderId, pnr } = input as DateChangeInput;
    return `${VIEW}/index?${new URLSearchParams({ ...(orderId === null ? {} : { orderId: String(orderId) }), ...(pnr === null ? {} : { pnr }) })}`;
  },
  // The calendar's days count from today: the paths' dates are within its 60 days.
  now: () => Date.parse('2027-01-01T00:00:00.000Z'),
  prepare: (input) => void (session.signedIn = !(input as DateChangeInput).guest),
  serve: (call) => {
    if (call.id === 'orderDetail') return { output: order };
    if (call.id !== 'fareCalendar') return undefined;
    const { from, days } = call.input as { from: string; days: number };
    return { output: Array.from({ length: days }, (_, i) => ({ date: new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10), lowestFare: 800 })) };
  },
  actions: {
    start: ({ user }) => press(user, button(t('changeDate.start'))),
    'passenger.toggle': ({ user }, e) => press(user, passengerBox(e.psgId as number)),
    'leg.toggle': ({ user }, e) => press(user, legBox(e.legIndex as number)),
    next: ({ user }) => press(user, button(t('refund.next')) ?? button(t('book.continue'))),
    'date.open': ({ user }) => press(user, button(t('changeDate.chooseDate'))),
    // A day is picked on the calendar, opened first from the leg's page.
    'date.pick': async ({ user }, e) => {
      const open = button(t('changeDate.chooseDate'));
      if (open && (await press(user, open)) === REFUSED) return REFUSED;
      await flush();
      return press(user, document.querySelector<HTMLElement>(`td[data-day="${String(e.date)}"]:not([data-outside]) button`));
    },
    'date.submit': ({ user }) => press(user, button(t('changeDate.searchFlights'))),
    'flight.select': ({ user, snapshot }, e) => {
      const index = (snapshot.context.flights?.options ?? []).findIndex((o: { flightKey: string }) => o.flightKey === e.flightKey);
      return press(user, index < 0 ? null : screen.queryAllByTestId('flight-option')[index]);
    },
    'brand.confirm': async ({ user }, e) => {
      const radio = screen.queryAllByRole('radio').find((r) => (r as HTMLInputElement).value === e.brand);
      if (!radio) return REFUSED;
      await user.click(radio);
      return press(user, primary());
    },
    'addOns.luggage': ({ user }) => press(user, button(new RegExp(`^${t('changeDate.kinds.luggage')}`))),
    'addOns.food': ({ user }) => press(user, button(new RegExp(`^${t('changeDate.kinds.food')}`))),
    'addOns.insurance': ({ user }) => press(user, button(new RegExp(`^${t('changeDate.kinds.insurance')}`))),
    'seats.travel': ({ user }) => press(user, button(t('changeDate.chooseSeats'))),
    'seat.segment': ({ user }, e) => press(user, [...document.querySelectorAll<HTMLElement>('button.ui-list-row')][e.segmentIndex as number]),
    'seat.pick': async ({ user, snapshot }, e) => {
      const seat = e.seat as { segmentIndex: number; passengerIndex: number; seatNo: string };
      if (seat.segmentIndex !== snapshot.context.seatSegment) return REFUSED;
      const who = screen.queryAllByRole('radio').find((r) => r.textContent === `CHAN P${seat.passengerIndex}`);
      if (!who) return REFUSED;
      await user.click(who);
      const row = screen.queryByRole('group', { name: t('seat.row', { row: Number(seat.seatNo.slice(0, -1)) }) });
      return press(user, row && within(row).queryAllByRole('button').find((b) => b.textContent === seat.seatNo.slice(-1)));
    },
    // From a seat map, Done and Back lead to the seats chosen, confirmed there.
    'seats.submit': async ({ user, shown }) => {
      // With no seat chosen, Confirm is off: there is nothing to go back for.
      if (shown.seats.length === 0) return press(user, button(t('changeDate.confirmSeats')));
      for (let page = 0; page < 2 && !button(t('changeDate.confirmSeats')); page++) {
        const done = button(t('seat.done'));
        if ((await (done ? press(user, done) : navBack())) === REFUSED) return REFUSED;
        await flush();
      }
      return press(user, button(t('changeDate.confirmSeats')));
    },
    'seats.skip': ({ user }) => press(user, button(t('changeDate.skipSeats'))),
    'ack.toggle': ({ user }) => press(user, checkbox(new RegExp(escapeRegExp(t('changeDate.acknowledge'))))),
    'order.confirm': ({ user }) => press(user, button(t('changeDate.confirm'))),
    restart: ({ user }) => press(user, button(t('changeDate.restart'))),
    // The page's own Back (Done on a page of part of a step); elsewhere the nav bar's.
    back: ({ user }) => {
      const own = button(t('common.back')) ?? button(t('seat.done'));
      return own ? press(user, own) : navBack();
    },
    retry: ({ user }) => press(user, button(t('common.retry'))),
  },
  screens: {
    missingOrder: () => expect(heading(t('refund.orderNotFound'))).toBeTruthy(),
    contactCustomerService: () => expect(heading(t('changeDate.guestTitle'))).toBeTruthy(),
    loadingView: loading,
    viewFailed: (step) => {
      on(`${VIEW}/index`, step);
      failureShown(step);
    },
    view: checks(orderView, noAlert),
    notChangeable: (step) => {
      orderView(step);
      expect(pageAlerts()).toEqual([t('changeDate.notChangeable')]);
    },
    expired: ({ snapshot }) => {
      expect(screen.getByRole('alertdialog', { name: failureText(snapshot.context.error) })).toBeTruthy();
      expect(isDisabled(button(t('changeDate.restart'))!)).toBe(false);
    },
    'passengers.choosing': choosePassengers,
    'passengers.failed': checks(choosePassengers, failureShown),
    confirmingPassengers: choosePassengers,
    transitUnderConstruction: (step) => {
      on(`${BASE}/changeBook/pick-passlist`, step);
      expect(screen.getByTestId('transit-message').textContent).toBe(t('changeDate.transitBody'));
    },
    'date.overview': checks(newDate, noAlert),
    'date.failed': checks(newDate, failureShown),
    flightQuery: newDate,
    'date.calendar': (step) => {
      on(`${BASE}/select-date/index`, step);
      const picked = document.querySelector('td[data-selected]:not([data-outside])')?.getAttribute('data-day') ?? null;
      expect(picked).toBe(step.shown.date);
    },
    'flights.choosing': checks(flights, noAlert),
    'flights.failed': checks(flights, failureShown),
    'flights.soldOut': (step) => {
      flights(step);
      expect(testIds('sold-out')).toEqual([failureText(step.snapshot.context.error)]);
    },
    brandQuery: flights,
    'brands.choosing': checks(brands, noAlert),
    'brands.failed': checks(brands, failureShown),
    brandConfirm: brands,
    travellers: (step) => {
      on(`${BASE}/changeBook/fill-passenger`, step);
      expect(screen.getAllByTestId('change-traveller').map((li) => li.querySelector('strong')?.textContent)).toEqual((step.shown.selected as number[]).map((id) => `CHAN P${id}`));
    },
    'addOns.overview': (step) => {
      on(`${BASE}/added-service/index`, step);
      const addOns = step.shown.addOns as ChangeAddOn[];
      const count = (...kinds: string[]) => t('changeDate.count', { count: addOns.filter((a) => kinds.includes(a.kind)).length });
      expect([...document.querySelectorAll('.ui-list-row')].map((row) => row.textContent)).toEqual(
        [
          ['luggage', 'LUGGAGE'],
          ['food', 'MEAL'],
          ['insurance', 'INSURANCE'],
          ['seat', 'SEAT'],
        ].map(([key, kind]) => `${t(`changeDate.kinds.${key}`)}${t(`changeDate.kindFate.${key}`)}${count(kind!)}`),
      );
    },
    'addOns.luggage': addOnPage('luggage', ['LUGGAGE']),
    'addOns.food': addOnPage('food', ['MEAL']),
    'addOns.insurance': addOnPage('insurance', ['INSURANCE']),
    'seats.overview': checks(seats, noAlert),
    'seats.failed': checks(seats, failureShown),
    seatConfirm: seats,
    'seats.travel': (step) => {
      on(`${BASE}/select-seat/travel`, step);
      expect(document.querySelectorAll('button.ui-list-row').length).toBe(step.shown.segments.length);
    },
    'seats.map.loading': seatMap,
    'seats.map.choosing': checks(seatMap, noAlert),
    'seats.map.loadFailed': checks(seatMap, failureShown),
    'review.editing': checks(review, noAlert),
    'review.failed': checks(review, failureShown),
    orderConfirm: review,
    confirmed: (step) => {
      on(`${BASE}/changeBook/fill-detail`, step);
      const made = step.shown.change as { orderNo: string; amountDue: number };
      expect(screen.getByTestId('change-confirmed').textContent).toBe(
        made.amountDue > 0 ? t('changeDate.confirmedPay', { orderNo: made.orderNo, amount: money(made.amountDue) }) : t('changeDate.confirmedDone', { orderNo: made.orderNo }),
      );
    },
    payDifference: ({ at, shown }) => expect(at).toBe(`/pagesBase/pages/payment/index?orderId=${shown.change.orderId}`),
    done: ({ at, shown }) => expect(at).toBe(`/pagesMy/pages/order/detail?orderId=${shown.change.orderId}`),
  },
  // On the flights page, the flight pressed is the step's button; a seat map loads for a flight chosen on the page before.
  primary: ({ at, snapshot }) => {
    if (at.startsWith(`${BASE}/select-seat/seat`)) return REFUSED;
    if (!at.startsWith(`${BASE}/changeBook/index`)) return primary();
    const index = (snapshot.context.flights?.options ?? []).findIndex((o: { flightKey: string }) => o.flightKey === snapshot.context.flightKey);
    return screen.queryAllByTestId('flight-option')[index] ?? null;
  },
};

describeViews('date change', flow);
