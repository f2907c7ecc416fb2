import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { t } from '../../src/app/i18n';
import ScheduleChangeFlightsPage from '../../src/pagesTravel/scheduleChange/flights';
import ScheduleChangePage from '../../src/pagesTravel/scheduleChange/index';
import ScheduleChangeResultPage from '../../src/pagesTravel/scheduleChange/result';
import ScheduleChangeReviewPage from '../../src/pagesTravel/scheduleChange/review';
import type { ScheduleChangeInput } from '../../machines/schedule-change.machine';
import type { ScheduleChangeFlightChoose, ScheduleChangeVerify } from '../../services/schemas/schedule-change';
import { scheduleChange } from '../graph/schedule-change-model';
import { checks, describeViews, failureShown, failureText, isDisabled, loading, navBack, noAlert, pageAlerts, REFUSED, type Flow, type Step } from './driver';
import { formatDateTime } from '../../src/app/format';

vi.mock('../../services/schedule-change', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return {
    ...(await importOriginal<object>()),
    verifyScheduleChange: fake('verify'),
    queryScheduleChangeFlights: fake('queryFlights'),
    chooseScheduleChangeFlight: fake('chooseFlight', (processKey, flightId) => ({ processKey, flightId })),
    submitScheduleChange: fake('submit'),
  };
});

const BASE = '/pagesTravel/pages/scheduleChange';
const on = (page: string, { at }: Step) => expect(at.split('?')[0]).toBe(`${BASE}/${page}`);
const button = (name: string) => screen.getByRole('button', { name });
const primary = () => document.querySelector<HTMLElement>('button.primary[data-busy]') ?? document.querySelector<HTMLElement>('button.primary');
/** The flight lines a part of the page shows: `FW201 HKG → NRT · 2027-01-10 09:00`. */
const lines = (within: ParentNode = document) => [...within.querySelectorAll('.order-trip-line')].filter((l) => l.querySelector('time')).map((l) => l.textContent);
const line = (f: { flightNo: string; depAirport: string; arrAirport: string; depLocal: string }) => `${f.flightNo} ${f.depAirport} → ${f.arrAirport} · ${formatDateTime(f.depLocal, 'en-US')}`;
const cardTitled = (key: string) => screen.getByRole('heading', { name: t(key) }).closest('section') ?? screen.getByRole('heading', { name: t(key) }).parentElement!;
/** The add-ons and their fates, as listed. */
const fates = () => screen.queryAllByTestId('schedule-change-addon').map((li) => li.querySelector('.tag')?.textContent);
const fatesOf = (addOns: { fate: string }[]) => addOns.map((a) => t(`scheduleChange.fate.${a.fate}`));

/** The change as verified: the kind, the flight as booked and as it now runs, the add-ons; Keep only for a retimed flight. */
function view(step: Step) {
  on('index', step);
  const verified = step.shown.verified as ScheduleChangeVerify;
  expect(screen.getByTestId('schedule-change-kind').textContent).toBe(t(`scheduleChange.kind.${verified.kind}`));
  expect(lines(cardTitled('scheduleChange.booked'))).toEqual(verified.changeBeforeFlightList.map(line));
  if (verified.changedFlight) expect(lines(cardTitled('scheduleChange.now'))).toEqual([line(verified.changedFlight)]);
  else expect(screen.queryByRole('heading', { name: t('scheduleChange.now') })).toBeNull();
  expect(fates()).toEqual(fatesOf(verified.auxiliaryList));
  expect(screen.queryAllByRole('button', { name: t('scheduleChange.accept') }).length, 'Keep the new time').toBe(verified.canAccept ? 1 : 0);
  const busy = step.snapshot.hasTag('busy');
  expect(primary()?.textContent).toBe(busy ? t('notice.submitting') : t('scheduleChange.chooseFlight'));
}
/** The route's other flights, each with its Select. */
function flights(step: Step) {
  on('flights', step);
  const listed = step.shown.flights as number[];
  const cards = screen.queryAllByTestId('schedule-change-flight');
  expect(cards.map((c) => c.querySelector('time')?.parentElement?.textContent?.split(' ')[0])).toEqual(
    listed.map((id) => step.world.flights.itineraryList.find((o: { flight: { flightId: number } }) => o.flight.flightId === id).flight.flightNo),
  );
  const choosing = step.snapshot.matches('choosingFlight');
  for (const card of cards) {
    const select = card.querySelector('button')!;
    const chosen = choosing && card === cards[listed.indexOf(step.shown.flightId)];
    expect(select.textContent).toBe(chosen ? t('notice.submitting') : t('scheduleChange.select'));
  }
  if (!step.snapshot.matches({ flights: 'unavailable' })) expect(screen.queryByTestId('flight-unavailable')).toBeNull();
}
/** The new flight, or the retimed one kept, with the add-ons' fates and Confirm. */
function review(step: Step) {
  on('review', step);
  const choice = step.shown.choice as ScheduleChangeFlightChoose | null;
  const verified = step.shown.verified as ScheduleChangeVerify;
  if (choice) expect(lines(cardTitled('scheduleChange.newFlight'))).toEqual([line(choice.flight)]);
  else expect(screen.getByText(t('scheduleChange.acceptReview', { flightNo: verified.changedFlight!.flightNo }))).toBeTruthy();
  expect(fates()).toEqual(fatesOf(choice?.auxiliaryList ?? verified.auxiliaryList));
  expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('scheduleChange.confirm'));
}


const flow: Flow = {
  model: scheduleChange,
  routes: [
    { path: `${BASE}/index`, title: 'scheduleChange.title', Page: ScheduleChangePage },
    { path: `${BASE}/flights`, title: 'scheduleChange.flightsTitle', Page: ScheduleChangeFlightsPage },
    { path: `${BASE}/review`, title: 'scheduleChange.reviewTitle', Page: ScheduleChangeReviewPage },
    { path: `${BASE}/result`, title: 'scheduleChange.doneTitle', Page: ScheduleChangeResultPage },
  ],
  // An address without a good order id names none (an empty one, so the change left from the last path is not taken up).
  entry: (input) => `${BASE}/index?orderId=${(input as ScheduleChangeInput).orderId ?? ''}`,
  actions: {
    accept: async ({ user }) => {
      const keep = screen.queryByRole('button', { name: t('scheduleChange.accept') });
      if (!keep || isDisabled(keep)) return REFUSED;
      await user.click(keep);
    },
    'flights.query': async ({ user }) => {
      const query = primary();
      if (!query || isDisabled(query)) return REFUSED;
      await user.click(query);
    },
    'flight.choose': async ({ user, world }, e) => {
      const option = world.flights?.itineraryList.find((o: { flight: { flightId: number } }) => o.flight.flightId === e.flightId);
      const select = option && screen.queryByRole('button', { name: `${t('scheduleChange.select')} ${option.flight.flightNo} ${formatDateTime(option.flight.depLocal, 'en-US')}` });
      if (!select || isDisabled(select)) return REFUSED;
      await user.click(select);
    },
    submit: ({ user }) => user.click(primary()!),
    // The review's own Back; elsewhere the nav bar's.
    back: async ({ user }) => {
      const back = screen.queryByRole('button', { name: t('common.back') });
      if (back) return isDisabled(back) ? REFUSED : user.click(back);
      return navBack();
    },
    retry: ({ user }) => user.click(button(t('common.retry'))),
    restart: ({ user }) => user.click(button(t('scheduleChange.restart'))),
  },
  screens: {
    missingOrder: () => {
      expect(screen.getByRole('heading', { level: 2, name: t('refund.orderNotFound') })).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    },
    verifying: loading,
    verifyFailed: (step) => {
      failureShown(step);
      expect(screen.queryByTestId('schedule-change-kind')).toBeNull();
    },
    nothingToHandle: ({ snapshot }) => {
      expect(screen.getByRole('heading', { level: 2, name: t('scheduleChange.nothingTitle') })).toBeTruthy();
      expect(screen.getByText(failureText(snapshot.context.error))).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    },
    'view.idle': (step) => {
      view(step);
      expect(pageAlerts()).toEqual([t(`scheduleChange.kind.${step.shown.verified.kind}`)]);
    },
    'view.failed': checks(view, failureShown),
    querying: view,
    'flights.choosing': checks(flights, noAlert),
    'flights.unavailable': (step) => {
      flights(step);
      expect(pageAlerts()).toEqual([failureText(step.snapshot.context.error)]);
    },
    'flights.failed': checks(flights, failureShown),
    choosingFlight: flights,
    'review.editing': checks(review, noAlert),
    'review.failed': checks(review, failureShown),
    submitting: review,
    done: (step) => {
      on('result', step);
      expect(screen.getByRole('heading', { level: 2, name: t('scheduleChange.doneTitle') })).toBeTruthy();
      expect(lines(screen.getByTestId('schedule-change-itinerary'))).toEqual(step.shown.result.itineraryList.map(line));
      expect(screen.getByRole('link', { name: t('scheduleChange.viewTrip') }).getAttribute('href')).toBe(`/pagesMy/pages/order/detail?orderId=${step.shown.result.orderId}`);
    },
    expired: ({ snapshot }) => {
      expect(screen.getByRole('alertdialog', { name: failureText(snapshot.context.error) })).toBeTruthy();
      expect(isDisabled(button(t('scheduleChange.restart')))).toBe(false);
    },
  },
  primary,
};

describeViews('schedule change', flow);
