import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formatMoney } from '../../src/app/format';
import { t } from '../../src/app/i18n';
import { writeJson } from '../../src/app/storage';
import BookingPage from '../../src/pages/home/index';
import FoodPage from '../../src/pagesBook/added-service/food';
import AddedServicePage from '../../src/pagesBook/added-service/index';
import InsurancePage from '../../src/pagesBook/added-service/insurance';
import LuggagePage from '../../src/pagesBook/added-service/luggage';
import FillDetailPage from '../../src/pagesBook/book/fill-detail';
import FillPassengerPage from '../../src/pagesBook/book/fill-passenger';
import ResultsPage from '../../src/pagesBook/book/index';
import PickBrandPage from '../../src/pagesBook/book/pick-brand';
import { bookingActor } from '../../src/pagesBook/booking-actor';
import { blankPlace } from '../../src/pagesBook/passenger-selection';
import { updateDraft } from '../../src/pagesBook/search-draft';
// What the search form loads once it is drawn, loaded before: a search pressed starts at once, as on a page drawn a while ago.
import '../../src/pagesBook/SearchProgress';
import '../../src/pagesBook/start-search';
import SelectSeatPage from '../../src/pagesBook/select-seat/index';
import SeatMapPage from '../../src/pagesBook/select-seat/seat';
import type { BookingContext, Seat } from '../../machines/booking.machine';
import type { PriceSummary } from '../../services/schemas/offer';
import { booking } from '../graph/booking-model';
import { booking as b } from '../graph/fixtures';
import { checks, describeViews, failureShown, failureText, flush, inDialog, isDisabled, loading, navBack, noAlert, pageAlerts, press, REFUSED, type Flow, type Step } from './driver';

// The search's currency is the traveller's setting, read when the app's actors are made.
vi.hoisted(() => localStorage.setItem('fwc_dev_settings', JSON.stringify({ locale: 'en-US', currency: 'HKD' })));
// The saved passengers load for a signed-in traveller.
vi.mock('../../src/app/actors', async (importOriginal) => (await import('./fakes')).withSession(await importOriginal<typeof import('../../src/app/actors')>()));
// One booking per tab, made when its module loads: each path is a tab of its own, so the booking the last path stopped is made again.
vi.mock('../../src/app/persisted-actor', async (importOriginal) => {
  const [original, { renewed }] = await Promise.all([importOriginal<typeof import('../../src/app/persisted-actor')>(), import('./fakes')]);
  return { ...original, persistedActor: ((...args) => (args[0] === 'booking' ? renewed(() => original.persistedActor(...args)) : original.persistedActor(...args))) as typeof original.persistedActor };
});
vi.mock('../../services/offer', async (importOriginal) => {
  const { fake } = await import('./fakes');
  const { actorOf } = await import('./fakes');
  /** The booking's own context, for the calls whose server request leaves out what the statechart's input holds. */
  const context = () => actorOf('booking')!.getSnapshot().context as BookingContext;
  const search = fake('searchFlights');
  const more = fake('searchMoreFlights', ({ pageNum, processKey, ...rest }: { pageNum: number; processKey?: string }) => {
    const c = context();
    return processKey === undefined ? { legIndex: 0, search: rest, processKey: c.legKeys[0], pageNum } : { legIndex: c.legIndex, search: c.search, processKey, pageNum };
  });
  const nextLeg = fake('searchNextLeg');
  return {
    ...(await importOriginal<object>()),
    // A later page of a leg: the first leg's search again with the page, a later leg's by its processKey.
    searchFlight: ({ pageNum, ...body }: { pageNum?: number }, signal?: AbortSignal) => (pageNum === undefined ? search(body, signal) : more({ pageNum, ...body }, signal)),
    searchFlightBack: ({ processKey, pageNum }: { processKey: string; pageNum?: number }, signal?: AbortSignal) => (pageNum === undefined ? nextLeg(processKey, signal) : more({ processKey, pageNum }, signal)),
    // The server is sent the brand's name and the fare quoted; the statechart's input holds the brand offered.
    confirmBrand: fake('confirmBrand', ({ processKey, flightKey, brand, acceptPrice }: { processKey: string; flightKey: string; brand: string; acceptPrice: boolean }) => {
      const c = context();
      const offered = c.legOptions[c.legIndex]?.find((o) => o.flightKey === flightKey)?.brands.find((x) => x.brand === brand);
      return { processKey, flightKey, brand: offered, acceptPrice };
    }),
    // The statechart's input holds no student's document or e-mail as null; the request leaves them out.
    confirmPassengers: fake('confirmPassengers', ({ studentDocumentId, studentEmail, ...rest }: { studentDocumentId?: string; studentEmail?: string }) => ({
      ...rest,
      studentDocumentId: studentDocumentId ?? null,
      studentEmail: studentEmail ?? null,
    })),
    confirmAuxiliary: fake('confirmExtras', ({ processKey, ...extras }: { processKey: string }) => ({ processKey, extras })),
    chooseSeat: fake('loadSeatMap', (processKey: string, segmentIndex: number) => ({ processKey, segmentIndex })),
    confirmSeat: fake('confirmSeats'),
    confirmPromoteCode: fake('applyPromo', (processKey: string, code: string) => ({ processKey, code })),
    // The statechart's input holds a logged-in traveller's missing e-mail code as null; the request leaves it out.
    confirmOrder: fake('confirmOrder', ({ processKey, emailCode }: { processKey: string; emailCode?: string }) => ({ processKey, emailCode: emailCode ?? null })),
  };
});
// The saved passengers come as a page of them; the statechart keeps the list.
vi.mock('../../services/passenger', async (importOriginal) => {
  const { fake } = await import('./fakes');
  const list = fake('loadSavedPassengers', () => undefined);
  return { ...(await importOriginal<object>()), listPassengers: (...args: unknown[]) => list(...args).then((records) => ({ records, total: (records as unknown[]).length, pageNum: 1, pageSize: 1000 })) };
});

const BOOK = '/pagesBook/pages';
const HOME = '/pages/home/index';
const money = (amount: number) => formatMoney(amount, 'HKD');
const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const primary = () => document.querySelector<HTMLElement>('button.primary');
const on = (page: string, { at }: Step) => expect(at.split('?')[0]).toBe(page);
const total = () => screen.queryByTestId('running-total')?.textContent;
/** The primary button's label: its own, or 'submitting...' while the step's call runs. */
const primaryLabel = (label: string) => (step: Step) => expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : label);

/** The search the paths send, drafted as the form shows it; the passengers' and contact's as typed before a reload. */
function prepare() {
  updateDraft(() => ({ routeWay: b.search.routeWay, segments: b.search.segments.map((s) => ({ ...s })), passengers: { ...b.search.passengers }, classLevel: b.search.classLevel }));
  writeJson(sessionStorage, `passengerDraft:${b.searchAnswer.processKey}`, b.passengers.map((p) => ({ ...blankPlace(p.type), ...p })));
  writeJson(sessionStorage, 'contactDraft', b.contact);
  writeJson(sessionStorage, 'areaCode.contactDraft', b.contact.areaCode);
  writeJson(sessionStorage, 'privacyConsent', true);
  // This path's booking, made as the app's module makes it.
  bookingActor.getSnapshot();
}

/** The search form, its Search button saying it is busy while the search runs. */
function searchForm(step: Step) {
  if (step.at.startsWith(`${BOOK}/payment/`)) return;
  on(HOME, step);
  const submit = document.querySelector<HTMLElement>('.search-form button[type="submit"]');
  expect(submit?.textContent).toBe(step.step === 'searching' ? t('search.searching') : t('search.submit'));
}

/** A leg's flights, as the booking holds them, and the legs chosen before. */
function results(step: Step) {
  on(`${BOOK}/book/index`, step);
  const { flights, legsChosen } = step.shown as { flights: string[]; legsChosen: number };
  expect(document.querySelectorAll('.chosen-leg').length, 'the legs chosen').toBe(legsChosen);
  if (step.step === 'searchingNextLeg.loading') return loading();
  if (step.step === 'searchingNextLeg.failed') return;
  expect(screen.queryAllByTestId('flight-option').length, 'the leg\'s flights').toBe(flights.length);
  const more = button(t('results.more')) ?? button(t('notice.submitting'));
  if (step.step === 'results.loadingMore') expect(more && (isDisabled(more) || more.textContent === t('notice.submitting')), 'More flights busy').toBe(true);
}

/** The brands of the flight chosen, the picked one priced in the bar. */
function pickBrand(step: Step) {
  on(`${BOOK}/book/pick-brand`, step);
  expect(screen.getAllByTestId('brand').map((s) => s.getAttribute('aria-label')).length).toBe(b.option.brands.length);
  primaryLabel(t('book.continue'))(step);
}

/** The passengers' form as drafted, the price so far, and Continue. */
function passengers(step: Step) {
  on(`${BOOK}/book/fill-passenger`, step);
  expect(screen.getAllByTestId(/^passenger-\d+$/).length).toBe(b.search.passengers.adult);
  primaryLabel(t('book.continue'))(step);
  const saved = step.shown.savedPassengers as { lastName: string; firstName: string }[] | null;
  expect([...document.querySelectorAll('.chips button[aria-pressed]')].map((chip) => chip.textContent?.split(' · ')[0]), 'the saved passengers').toEqual(
    (saved ?? []).map((p) => `${p.lastName} ${p.firstName}`),
  );
}

const priceOf = (step: Step) => step.shown.price as PriceSummary | null;

/** The extras' overview: a row of each kind with what is chosen, and the running total. */
function extras(step: Step) {
  on(`${BOOK}/added-service/index`, step);
  const chosen = step.shown.extras as { luggage: unknown[]; meals: unknown[] };
  expect([...document.querySelectorAll('.rows button .value')].slice(0, 2).map((v) => v.textContent)).toEqual([
    chosen.luggage.length ? t('extras.chosen', { count: chosen.luggage.length }) : t('extras.none'),
    chosen.meals.length ? t('extras.chosen', { count: chosen.meals.length }) : t('extras.standardMeal'),
  ]);
  primaryLabel(t('book.continue'))(step);
}

/** A kind of extra's page: its choices and Done. */
const extraPage = (page: string) => (step: Step) => {
  on(`${BOOK}/added-service/${page}`, step);
  expect(primary()?.textContent).toBe(t('extras.done'));
  noAlert();
};

/** Each segment with each passenger's seat, and the ways on. */
function seats(step: Step) {
  on(`${BOOK}/select-seat/index`, step);
  const chosen = step.shown.seats as Seat[];
  const shown = screen.getAllByTestId(/^seat-segment-/).map((s) => s.querySelector('.rows .value')?.textContent);
  expect(shown).toEqual(shown.map((_, i) => chosen.find((s) => s.segmentIndex === i && s.passengerIndex === 0)?.seatNo ?? t('seat.notChosen')));
  primaryLabel(t('book.continue'))(step);
}

/** One segment's seat map: the exit row refused to whom it must be, the seat chosen marked. */
function seatMap(step: Step) {
  on(`${BOOK}/select-seat/seat`, step);
  const refused = step.shown.refusedSeat as string | null;
  const failure = step.snapshot.context.error ? failureText(step.snapshot.context.error) : null;
  expect(pageAlerts().filter((a) => a !== failure)).toEqual(refused ? [t('seat.exitRowRefused', { seat: refused })] : []);
  if (step.step === 'seats.map.loading') return loading();
  if (step.step !== 'seats.map.choosing') return;
  const segment = step.snapshot.context.seatSegment as number;
  // The seats of this segment's passengers: the current one's selected, the others' their companions'.
  const mine = (step.shown.seats as Seat[]).filter((s) => s.segmentIndex === segment).map((s) => s.seatNo.slice(-1));
  expect([...document.querySelectorAll('.seat-rows button.seat.selected, .seat-rows button.seat.companion')].map((s) => s.textContent).sort()).toEqual(mine.sort());
}

/** The review: the legs, the passengers, the price, the code applied, and Confirm. */
function review(step: Step) {
  on(`${BOOK}/book/fill-detail`, step);
  const price = priceOf(step);
  expect(total()).toBe(price ? money(price.total) : '');
  const code = step.shown.promoCode as string | null;
  expect(screen.queryByText(t('review.promoApplied', { code: code ?? '' })) !== null, 'the code applied').toBe(code !== null);
  primaryLabel(t('review.confirm'))(step);
}

/** Within the price-changed dialog, or null. */
const dialogButton = (name: string) => (screen.queryByRole('dialog') ? inDialog().queryByRole('button', { name }) : null);
/** The Select labelled `label`'s button, opened, and its option starting with `option` chosen. */
async function choose(user: Step['user'], label: string, option: string) {
  const select = [...document.querySelectorAll('.ui-select-label')].find((l) => l.textContent === label)?.closest<HTMLElement>('.ui-select');
  if (!select) return REFUSED;
  await user.click(within(select).getByRole('button'));
  const wanted = within(screen.getByRole('listbox')).getAllByRole('option').find((o) => o.textContent?.startsWith(option));
  return press(user, wanted);
}

const flow: Flow = {
  model: booking,
  routes: [
    { path: HOME, title: 'tab.booking', Page: BookingPage },
    { path: `${BOOK}/book/index`, title: 'results.title', Page: ResultsPage },
    { path: `${BOOK}/book/pick-brand`, title: 'brand.title', Page: PickBrandPage },
    { path: `${BOOK}/book/fill-passenger`, title: 'book.passengersTitle', Page: FillPassengerPage },
    { path: `${BOOK}/added-service/index`, title: 'extras.title', Page: AddedServicePage },
    { path: `${BOOK}/added-service/luggage`, title: 'extras.luggage', Page: LuggagePage },
    { path: `${BOOK}/added-service/food`, title: 'extras.meals', Page: FoodPage },
    { path: `${BOOK}/added-service/insurance`, title: 'extras.insurance', Page: InsurancePage },
    { path: `${BOOK}/select-seat/index`, title: 'seat.title', Page: SelectSeatPage },
    { path: `${BOOK}/select-seat/seat`, title: 'seat.mapTitle', Page: SeatMapPage },
    { path: `${BOOK}/book/fill-detail`, title: 'review.title', Page: FillDetailPage },
  ],
  entry: () => HOME,
  prepare,
  busyLabels: [t('search.searching')],
  actions: {
    'search.submit': ({ user }) => press(user, document.querySelector<HTMLElement>('.search-form button[type="submit"]')),
    'flight.select': ({ user, snapshot }, e) => {
      const index = ((snapshot.context.legOptions[snapshot.context.legIndex] ?? []) as { flightKey: string }[]).findIndex((o) => o.flightKey === e.flightKey);
      return press(user, index < 0 ? null : screen.queryAllByTestId('flight-option')[index]);
    },
    'flights.more': ({ user }) => press(user, button(t('results.more'))),
    'brand.confirm': async ({ user }, e) => {
      const radio = screen.queryAllByRole('radio').find((r) => (r as HTMLInputElement).value === e.brand);
      if (!radio) return REFUSED;
      await user.click(radio);
      return press(user, primary());
    },
    'price.accept': ({ user }) => press(user, dialogButton(t('common.confirm'))),
    'price.decline': ({ user }) => press(user, dialogButton(t('common.cancel'))),
    'leg.reset': ({ user }, e) => press(user, screen.queryAllByRole('button', { name: t('results.changeLeg') })[e.legIndex as number]),
    'passengers.submit': ({ user }) => press(user, document.querySelector<HTMLElement>('form button[type="submit"].primary')),
    'documents.confirm': ({ user }) => press(user, dialogButton(t('book.documentConfirm'))),
    'documents.change': ({ user }) => press(user, dialogButton(t('book.documentChange'))),
    // The fixture's extras: 10 kg more for the passenger on the first segment, chosen on the baggage page.
    'extras.change': async ({ user, snapshot }, e) => {
      const { luggage } = e.extras as { luggage: { passengerIndex: number; segmentIndex: number; kg: number }[] };
      const p = snapshot.context.passengers[luggage[0]!.passengerIndex];
      const offer = snapshot.context.auxiliaryOffers?.luggage.find((l: { segmentIndex: number }) => l.segmentIndex === luggage[0]!.segmentIndex);
      if (!p || !offer) return REFUSED;
      return choose(user, `${p.lastName} ${p.firstName} · ${t('extras.free', { kg: offer.freeKg[luggage[0]!.passengerIndex] })}`, `+${t('format.kg', { kg: luggage[0]!.kg })}`);
    },
    'extras.luggage': ({ user }) => press(user, button(new RegExp(`^${t('extras.luggage')}`))),
    'extras.food': ({ user }) => press(user, button(new RegExp(`^${t('extras.meals')}`))),
    'extras.insurance': ({ user }) => press(user, button(new RegExp(`^${t('extras.insurance')}`))),
    // Continue on the overview (a kind's page has Done instead).
    'extras.submit': ({ user }) => press(user, document.querySelector('.rows button.chevron') ? primary() : null),
    // From the overview, the segment's Choose; on a map, the segment before or after.
    'seat.segment': ({ user, snapshot }, e) => {
      const index = e.segmentIndex as number;
      const section = screen.queryByTestId(`seat-segment-${index}`);
      if (section) return press(user, within(section).queryByRole('button', { name: t('seat.choose') }));
      const current = snapshot.context.seatSegment as number;
      return press(user, index === current - 1 ? button(t('seat.previous')) : index === current + 1 ? button(t('seat.next')) : null);
    },
    'seat.pick': async ({ user, snapshot }, e) => {
      const seat = e.seat as Seat;
      if (seat.segmentIndex !== snapshot.context.seatSegment || !snapshot.matches({ seats: { map: 'choosing' } })) return REFUSED;
      const who = screen.queryAllByRole('radio')[seat.passengerIndex];
      if (!who) return REFUSED;
      await user.click(who);
      const row = screen.queryByRole('group', { name: new RegExp(`^${t('seat.row', { row: Number(seat.seatNo.slice(0, -1)) })}`) });
      return press(user, row && within(row).queryAllByRole('button').find((s) => s.textContent === seat.seatNo.slice(-1)));
    },
    // From a seat map, its Done leads back to the seats chosen, continued from there.
    'seats.submit': async ({ user }) => {
      if (!document.querySelector('[data-testid^="seat-segment-"]')) {
        if ((await press(user, button(t('seat.done')))) === REFUSED) return REFUSED;
        await flush();
      }
      return press(user, primary());
    },
    'seats.skip': ({ user }) => press(user, button(t('seat.skip'))),
    'promo.apply': async ({ user }, e) => {
      const field = screen.queryByRole('textbox', { name: t('review.promoCode') }) as HTMLInputElement | null;
      if (!field) return REFUSED;
      await user.clear(field);
      await user.paste(String(e.code));
      return press(user, button(t('review.apply')));
    },
    // Confirmed with the terms acknowledged. The traveller here is logged in: the page asks for no e-mailed code (a guest's).
    'order.confirm': async ({ user }, e) => {
      if (e.emailCode !== undefined) return REFUSED;
      const confirm = button(t('review.confirm'));
      const acknowledge = screen.queryByRole('checkbox', { name: t('review.acknowledge') }) as HTMLInputElement | null;
      if (!confirm || !acknowledge || isDisabled(confirm)) return REFUSED;
      if (!acknowledge.checked) await user.click(acknowledge);
      return press(user, confirm);
    },
    // The nav bar's back, which every booking page hands to the flow; a kind of extra's Done and a seat map's Done alike.
    back: () => navBack(),
    retry: ({ user }) => press(user, button(t('common.retry'))),
    'booking.restart': async () => REFUSED,
  },
  screens: {
    'searchForm.editing': checks(searchForm, noAlert),
    'searchForm.failed': checks(searchForm, failureShown),
    searching: searchForm,
    'results.choosing': checks(results, noAlert),
    'results.loadingMore': results,
    'results.moreFailed': checks(results, failureShown),
    'searchingNextLeg.loading': results,
    'searchingNextLeg.failed': checks(results, failureShown),
    'pickBrand.editing': checks(pickBrand, noAlert),
    'pickBrand.failed': checks(pickBrand, failureShown),
    confirmingBrand: pickBrand,
    priceChanged: (step) => {
      pickBrand(step);
      expect(inDialog().getByRole('heading', { name: t('brand.priceChangedTitle') })).toBeTruthy();
      expect(within(screen.getByRole('dialog')).getByText(failureText(step.snapshot.context.error))).toBeTruthy();
    },
    'passengers.loadingSaved': passengers,
    'passengers.loadFailed': checks(passengers, failureShown),
    'passengers.editing': checks(passengers, noAlert),
    'passengers.failed': checks(passengers, failureShown),
    'passengers.documentsWarned': (step) => {
      passengers(step);
      expect(inDialog().getByRole('heading', { name: t('book.documentWarningTitle') })).toBeTruthy();
    },
    confirmingPassengers: passengers,
    'extras.overview': checks(extras, noAlert),
    'extras.failed': checks(extras, failureShown),
    confirmingExtras: extras,
    'extras.luggage': extraPage('luggage'),
    'extras.food': extraPage('food'),
    'extras.insurance': extraPage('insurance'),
    'seats.overview': checks(seats, noAlert),
    'seats.failed': checks(seats, failureShown),
    confirmingSeats: seats,
    'seats.map.loading': seatMap,
    'seats.map.choosing': seatMap,
    'seats.map.loadFailed': checks(seatMap, failureShown),
    'review.editing': checks(review, noAlert),
    'review.failed': checks(review, failureShown),
    'review.promoFailed': checks(review, failureShown),
    applyingPromo: review,
    confirmingOrder: review,
    ordered: ({ at, shown }) => expect(at).toBe(`${BOOK}/payment/index?orderId=${shown.order.orderId}`),
  },
  primary: ({ at, snapshot }) => {
    // The next leg's flights load for the fare confirmed on the page before; the seat map for a segment chosen before it.
    if (snapshot.matches({ searchingNextLeg: 'loading' }) || at.startsWith(`${BOOK}/select-seat/seat`)) return REFUSED;
    if (snapshot.matches('searching')) return document.querySelector<HTMLElement>('.search-form button[type="submit"]');
    if (snapshot.matches({ results: 'loadingMore' })) return button(t('notice.submitting')) ?? button(t('results.more'));
    if (snapshot.matches('applyingPromo')) return document.querySelector<HTMLElement>('form.card button[type="submit"]');
    return primary();
  },
};

// Its paths are long: more of them, chosen to meet every step.
describeViews('booking', flow, 26);
