import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { formatMoney, formatPoints } from '../../src/app/format';
import { t } from '../../src/app/i18n';
import { updateAwardDraft } from '../../src/pagesService/flexible-reward-airfare/award-draft';
import AwardFlightsPage from '../../src/pagesService/flexible-reward-airfare/book-list';
import AwardDetailPage from '../../src/pagesService/flexible-reward-airfare/fill-detail';
import AwardPassengersPage from '../../src/pagesService/flexible-reward-airfare/fill-passenger';
import AwardSearchPage from '../../src/pagesService/flexible-reward-airfare/index';
import AwardBrandPage from '../../src/pagesService/flexible-reward-airfare/pick-brand';
import AwardRulesPage from '../../src/pagesService/flexible-reward-airfare/ruleIndex';
import { passengerKey } from '../../machines/points-booking.machine';
import type { AwardFlightOption, AwardPassenger, PointSearchRequest } from '../../services/schemas/points-booking';
import { contact, pointsBooking } from '../graph/points-booking-model';
import { checks, describeViews, failureText, isDisabled, loading, navBack, noAlert, pageAlerts, press, REFUSED, type Flow, type Step } from './driver';
import { actorOf } from './fakes';

// The search's currency is the traveller's setting, read when the app's actors are made.
vi.hoisted(() => localStorage.setItem('fwc_dev_settings', JSON.stringify({ locale: 'en-US', currency: 'HKD' })));

/** The booking's own context, for the calls whose server request leaves out what the statechart's input holds. */
const context = () => actorOf('pointsBooking')!.getSnapshot().context as { search: PointSearchRequest; legKeys: string[]; legIndex: number };

vi.mock('../../src/app/actors', async (importOriginal) => (await import('./fakes')).withSession(await importOriginal<typeof import('../../src/app/actors')>()));
vi.mock('../../services/points-booking', async (importOriginal) => {
  const { fake } = await import('./fakes');
  const search = fake('searchFlights');
  const nextLeg = fake('searchNextLeg');
  // A later page of a leg: the first leg's search again with the page, a later leg's by its processKey.
  const more = fake('searchMoreFlights', (body: { processKey?: string; pageNum: number } & Partial<PointSearchRequest>) => {
    const { pageNum, processKey, ...rest } = body;
    const c = context();
    return processKey === undefined ? { legIndex: 0, search: rest, processKey: c.legKeys[0], pageNum } : { legIndex: c.legIndex, search: c.search, processKey, pageNum };
  });
  return {
    ...(await importOriginal<object>()),
    pointSearchFlight: (body: { pageNum?: number }, signal?: AbortSignal) => (body.pageNum === undefined ? search(body, signal) : more(body, signal)),
    pointSearchFlightBack: (body: { processKey: string; pageNum?: number }, signal?: AbortSignal) => (body.pageNum === undefined ? nextLeg(body.processKey, signal) : more(body, signal)),
    pointConfirmBrand: fake('confirmBrand'),
    pointPassengerList: fake('loadTravellers', () => undefined),
    pointFareRules: fake('loadRules'),
    pointConfirmPassengers: fake('confirmPassengers'),
    pointConfirmOrder: fake('confirmOrder', ({ endPoint, ...input }: { endPoint: string }) => (endPoint === 'H5' ? input : { endPoint, ...input })),
  };
});
vi.mock('../../services/member', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return { ...(await importOriginal<object>()), getClubProfile: fake('clubProfile') };
});
// The app keeps one award booking per tab; each path is a tab of its own, so a booking stopped with the last path is not taken up.
vi.mock('../../src/pagesService/flexible-reward-airfare/points-booking-actor', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/pagesService/flexible-reward-airfare/points-booking-actor')>();
  const [{ persistedActor }, { useStepPages }, { hasLegPages }] = await Promise.all([import('../../src/app/persisted-actor'), import('../../src/app/step-pages'), import('../../machines/flight-pages')]);
  const logic = original.pointsBookingActor().logic;
  let current: ReturnType<typeof original.pointsBookingActor> | null = null;
  const actorOfTab = () => {
    if (current?.getSnapshot().status !== 'active') current = persistedActor('pointsBooking', logic, { sameLanguage: true, resumes: hasLegPages }) as typeof current;
    return current!;
  };
  return {
    ...original,
    pointsBookingActor: actorOfTab,
    usePointsBooking: () => {
      const [actor] = useState(actorOfTab);
      return useStepPages(actor, original.pathOf);
    },
  };
});

const BASE = '/pagesService/pages/flexible-reward-airfare';
const PAYMENT = '/pagesBook/pages/payment/index';
const profile = {
  cardNo: '880000001',
  tier: 'SILVER',
  tierEndDate: null,
  lastName: 'WONG',
  firstName: 'TAI MAN',
  gender: 'M',
  birthday: '1980-01-01',
  points: 120000,
  expiringPoints: 0,
  pointsExpiry: null,
  areaCode: contact.contactPhone.areaCode,
  mobile: contact.contactPhone.mobile,
  email: contact.email,
  idType: null,
  idNoMasked: null,
};

const on = (page: string, { at }: Step) => expect(at.split('?')[0]).toBe(`${BASE}/${page}`);
const button = (name: string) => screen.getByRole('button', { name });
const primary = () => document.querySelector<HTMLElement>('button[data-busy]') ?? document.querySelector<HTMLElement>('button.primary');
const failureShown = ({ snapshot }: Step) => expect(pageAlerts(), 'the failure once').toEqual([failureText(snapshot.context.error)]);
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const stepperButtons = (label: string) => within(textbox(label).closest('.ui-stepper') as HTMLElement).getAllByRole('button');

async function typeInto(user: Step['user'], input: HTMLInputElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}
/** A flight the booking's legs list, by its key. */
const optionOf = (context: { legOptions?: AwardFlightOption[][] }, flightKey: string | null) => (context.legOptions ?? []).flat().find((o) => o.flightKey === flightKey);
/** The card of a listed flight, by its number. */
const cardOf = (flightNo: string) => [...document.querySelectorAll('.award-flight strong')].find((s) => s.textContent === flightNo)?.closest('section') ?? null;

/** The search form (or the booking gone stale on it), the member's points above it. */
function searchForm(step: Step) {
  on('index', step);
  expect(screen.getByTestId('award-available').textContent).toBe(t('award.points', { points: formatPoints(profile.points) }));
  expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('award.search'));
  expect(screen.queryAllByTestId('award-multi-city').length, 'multi-city refused').toBe(step.step === 'searchForm.multiCity' ? 1 : 0);
}
/** A leg's flights, each with its brands' points and taxes in the booking's currency. */
function results(step: Step) {
  on('book-list', step);
  const { shown, snapshot } = step;
  const legIndex = snapshot.context.legIndex as number;
  expect(screen.getByRole('heading', { level: 2, name: t(legIndex === 0 ? 'award.outbound' : 'award.return') })).toBeTruthy();
  const listed = [...document.querySelectorAll('.award-flight')].map((f) => f.querySelector('strong')?.textContent);
  const options = (snapshot.context.legOptions[legIndex] ?? []) as AwardFlightOption[];
  expect(options.map((o) => o.flightKey).join(), 'the leg the booking holds').toBe(shown.flights ?? '');
  expect(listed).toEqual(options.map((o) => o.segments[0]!.flightNo));
  const prices = [...document.querySelectorAll('.award-brand')].map((b) => b.children[1]?.textContent);
  expect(prices).toEqual(options.flatMap((o) => o.brands.map((b) => `${t('award.points', { points: formatPoints(b.cabinInfoList[0]!.consumMile) })} + ${formatMoney(b.totalAmount, shown.currency)}`)));
  const more = screen.queryByRole('button', { name: (n) => n === t('results.more') || n === t('common.loading') || n === t('notice.submitting') });
  if (snapshot.matches({ results: 'loadingMore' })) expect(more && (isDisabled(more) || more.textContent !== t('results.more')), 'More flights busy').toBe(true);
}
function pickBrand(step: Step) {
  on('pick-brand', step);
  const option = optionOf(step.snapshot.context, step.snapshot.context.selectedFlightKey) as AwardFlightOption;
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(option.brands.map((b) => t(`award.brands.${b.brand}`)));
  const busyBrand = step.snapshot.hasTag('busy') ? step.snapshot.context.brandChoice : null;
  const labels = screen.getAllByRole('button').filter((b) => b.classList.contains('primary')).map((b) => b.textContent);
  expect(labels).toEqual(option.brands.map((b) => (b.brand === busyBrand ? t('notice.submitting') : t('award.chooseBrand'))));
}
/** Who flies: each traveller chosen as the model says, and Continue. */
function passengers(step: Step) {
  on('fill-passenger', step);
  const travellers = (step.shown.travellers ?? []) as AwardPassenger[];
  for (const p of travellers) {
    const box = within(screen.getByTestId(`traveller-${passengerKey(p)}`)).getByRole('checkbox') as HTMLInputElement;
    expect(box.checked, `${passengerKey(p)} chosen`).toBe(step.shown.selected.includes(passengerKey(p)));
  }
  expect(textbox(t('awardPassengers.contactName')).value).toBe(contact.name);
  expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('award.continue'));
}
function rules(step: Step) {
  on('ruleIndex', step);
  const lines = (step.shown.rules ?? []).flatMap((r: { rules: string[] }) => r.rules);
  for (const line of lines) expect(screen.getByText(line)).toBeTruthy();
  expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('award.acceptRules'));
}
/** The review: the legs, the points and taxes of the price answered, the password as typed. */
function review(step: Step) {
  on('fill-detail', step);
  const { price, password, legs } = step.shown;
  expect(screen.getByTestId('award-total-points').textContent).toBe(t('award.points', { points: formatPoints(price.points) }));
  expect(screen.getByTestId('award-taxes').textContent).toBe(t('award.taxes', { amount: formatMoney(price.tax, price.currency) }));
  expect([...document.querySelectorAll('.award-leg strong')].map((s) => s.textContent)).toEqual(legs.map((l: { flightKey: string }) => l.flightKey));
  const field = screen.queryByLabelText(t('award.password')) as HTMLInputElement | null;
  if (step.snapshot.matches('review')) expect(field?.value).toBe(password);
  expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('award.confirmOrder'));
}


const flow: Flow = {
  model: pointsBooking,
  routes: [
    { path: `${BASE}/index`, title: 'award.title', Page: AwardSearchPage },
    { path: `${BASE}/book-list`, title: 'award.flightsTitle', Page: AwardFlightsPage },
    { path: `${BASE}/pick-brand`, title: 'award.brandTitle', Page: AwardBrandPage },
    { path: `${BASE}/fill-passenger`, title: 'award.title', Page: AwardPassengersPage },
    { path: `${BASE}/ruleIndex`, title: 'award.rulesTitle', Page: AwardRulesPage },
    { path: `${BASE}/fill-detail`, title: 'award.reviewTitle', Page: AwardDetailPage },
  ],
  entry: () => `${BASE}/index`,
  // The search as the page starts it in a new tab.
  prepare: () => updateAwardDraft(() => ({ routeWay: 'R', org: 'HKG', dst: '', depart: '', back: '', passengers: { adult: 1, child: 0, infant: 0 } })),
  serve: (call) => (call.id === 'clubProfile' ? { output: profile } : undefined),
  actions: {
    'search.submit': async ({ user }, e) => {
      const search = e.search as PointSearchRequest;
      await user.click(screen.getByRole('radio', { name: t({ D: 'award.oneWay', R: 'award.roundTrip', M: 'award.multiCity' }[search.routeWay]) }));
      await typeInto(user, textbox(t('award.from')), search.segments[0]!.org);
      await typeInto(user, textbox(t('award.to')), search.segments[0]!.dst);
      await typeInto(user, textbox(t('award.departDate')), search.segments[0]!.date);
      if (search.routeWay === 'R') await typeInto(user, textbox(t('award.returnDate')), search.segments[1]!.date);
      for (const [label, wanted] of [
        ['award.adults', search.passengers.adult],
        ['award.children', search.passengers.child],
        ['award.infants', search.passengers.infant],
      ] as const) {
        const [fewer, more] = stepperButtons(t(label));
        for (let n = Number(textbox(t(label)).value); n !== wanted; n += wanted > n ? 1 : -1) await user.click(wanted > n ? more! : fewer!);
      }
      return press(user, primary());
    },
    'flight.select': ({ user }, e) => {
      const card = cardOf(String(e.flightKey));
      return press(user, card && within(card).queryByRole('button', { name: t('award.chooseFlight') }));
    },
    'flights.more': ({ user }) => press(user, screen.queryByRole('button', { name: t('results.more') })),
    'brand.confirm': ({ user }, e) => {
      const card = screen.queryByRole('heading', { level: 2, name: t(`award.brands.${String(e.brand)}`) })?.closest('section');
      return press(user, card && within(card).queryByRole('button'));
    },
    'traveller.toggle': ({ user }, e) => {
      const row = screen.queryByTestId(`traveller-${String(e.key)}`);
      return press(user, row && within(row).queryByRole('checkbox'));
    },
    'travellers.reload': ({ user }) => press(user, screen.queryByRole('button', { name: t('awardPassengers.reload') })),
    'passengers.submit': async ({ user }) => {
      const consent = screen.queryByRole('checkbox', { name: t('book.consent') }) as HTMLInputElement | null;
      if (consent && !consent.checked) await user.click(consent);
      return press(user, screen.queryByRole('button', { name: t('award.continue') }));
    },
    'rules.accept': ({ user }) => press(user, screen.queryByRole('button', { name: t('award.acceptRules') })),
    'password.change': async ({ user }, e) => {
      const field = screen.queryByLabelText(t('award.password')) as HTMLInputElement | null;
      if (!field) return REFUSED;
      await typeInto(user, field, String(e.password));
    },
    'order.confirm': ({ user }) => press(user, screen.queryByRole('button', { name: t('award.confirmOrder') })),
    // The page's own Back; elsewhere the nav bar's.
    back: async ({ user }) => {
      const back = screen.queryByRole('button', { name: t('common.back') });
      return back ? press(user, back) : navBack();
    },
    retry: ({ user }) => press(user, screen.queryByRole('button', { name: t('common.retry') })),
    'booking.restart': ({ user }) => press(user, screen.queryByRole('button', { name: t('award.newSearch') })),
  },
  screens: {
    'searchForm.editing': (step) => {
      // Once ordered, the traveller is on the payment pages while the booking starts afresh.
      if (step.at.startsWith(PAYMENT)) return;
      searchForm(step);
      expect(pageAlerts()).toEqual([]);
    },
    'searchForm.multiCity': (step) => {
      searchForm(step);
      expect(pageAlerts()).toEqual([t('award.multiCityRefused')]);
    },
    'searchForm.failed': checks(searchForm, failureShown),
    searching: searchForm,
    'results.choosing': checks(results, noAlert),
    'results.loadingMore': results,
    'results.moreFailed': checks(results, failureShown),
    'results.failed': (step) => {
      on('book-list', step);
      failureShown(step);
    },
    searchingNextLeg: (step) => {
      on('book-list', step);
      for (const choose of screen.queryAllByRole('button', { name: t('award.chooseFlight') })) expect(isDisabled(choose)).toBe(true);
    },
    'pickBrand.editing': checks(pickBrand, noAlert),
    'pickBrand.failed': checks(pickBrand, failureShown),
    confirmingBrand: pickBrand,
    'passengers.loading': (step) => {
      on('fill-passenger', step);
      loading();
    },
    'passengers.loadFailed': checks(passengers, failureShown),
    'passengers.memberIncomplete': (step) => {
      on('fill-passenger', step);
      const missing = (step.shown.missing as string[]).map((m) => t(`awardPassengers.missing.${m}`)).join(t('awardPassengers.and'));
      expect(pageAlerts()).toEqual([t('awardPassengers.memberMissing', { items: missing })]);
      expect(isDisabled(button(t('awardPassengers.reload')))).toBe(false);
    },
    'passengers.choosing': checks(passengers, noAlert),
    loadingRules: passengers,
    rulesFailed: checks(passengers, failureShown),
    'rules.reading': checks(rules, noAlert),
    'rules.failed': checks(rules, failureShown),
    confirmingPassengers: rules,
    'review.editing': checks(review, noAlert),
    'review.passwordWrong': checks(review, failureShown),
    'review.failed': checks(review, failureShown),
    confirmingOrder: review,
    insufficientPoints: (step) => {
      review(step);
      const { price } = step.shown;
      expect(pageAlerts()).toEqual([t('award.insufficient', { adult: formatPoints(price.pointsPerAdult), child: formatPoints(price.pointsPerChild) })]);
      expect(screen.queryByLabelText(t('award.password'))).toBeNull();
    },
    passwordLocked: (step) => {
      review(step);
      failureShown(step);
      expect(screen.queryByLabelText(t('award.password'))).toBeNull();
    },
    expired: (step) => {
      on('index', step);
      expect(screen.getByRole('heading', { level: 2, name: t('award.expiredTitle') })).toBeTruthy();
      failureShown(step);
      expect(isDisabled(button(t('award.newSearch')))).toBe(false);
    },
    ordered: ({ at, shown }) => expect(at).toBe(`${PAYMENT}?orderId=${shown.order.orderId}`),
  },
  primary,
};

// Its paths are long: fewer of them, chosen to meet every step.
describeViews('award booking', flow, 12);
