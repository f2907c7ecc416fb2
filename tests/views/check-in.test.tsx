import { act, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { t } from '../../src/app/i18n';
import AddedServicePage from '../../src/pagesTravel/checkIn/added-service';
import ConfirmInformationPage from '../../src/pagesTravel/checkIn/confirm-information';
import DetailedExplanationPage from '../../src/pagesTravel/checkIn/detailed-explanation';
import CheckInDetailsPage from '../../src/pagesTravel/checkIn/details';
import CheckInLuggagePage from '../../src/pagesTravel/checkIn/luggage';
import CheckInSeatPage from '../../src/pagesTravel/checkIn/seat';
import SelectItineraryPage from '../../src/pagesTravel/checkIn/select-itinerary';
import SelectPassengerPage from '../../src/pagesTravel/checkIn/select-passenger';
import type { CheckInInput, DocumentDraft } from '../../machines/check-in.machine';
import type { CheckInDocument, CheckInSegment } from '../../services/schemas/check-in';
import type { TripChange } from '../../services/schemas/trip-changes';
import { checkIn } from '../graph/check-in-model';
import { session } from './fakes';
import { checks, describeViews, escapeRegExp, failureShown, failureText, flush, inDialog, isDisabled, loading, navBack, noAlert, pageAlerts, press, REFUSED, type Flow, type Step } from './driver';

// A guest finds the booking by ticket; a signed-in traveller starts from their trips.
vi.mock('../../src/app/actors', async (importOriginal) => (await import('./fakes')).withSession(await importOriginal<typeof import('../../src/app/actors')>()));
// The server's stream of trip changes: a page listening is told of a change when the path sends one.
const tripChangeListeners = vi.hoisted(() => new Set<(change: TripChange) => void>());
vi.mock('../../services/order', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  followTripChanges: (_afterId: number | undefined, onChange: (change: TripChange) => void, signal: AbortSignal) => {
    tripChangeListeners.add(onChange);
    return new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => {
        tripChangeListeners.delete(onChange);
        resolve();
      }),
    );
  },
}));
vi.mock('../../services/check-in', async (importOriginal) => {
  const { fake } = await import('./fakes');
  return {
    ...(await importOriginal<object>()),
    myCheckInTrips: fake('loadTrips', () => undefined),
    findTicket: fake('findTicket'),
    confirmCheckInFlight: fake('confirmFlight'),
    confirmCheckInPassengers: fake('confirmPassengers'),
    updateCheckInPassengers: fake('updateDocuments'),
    checkHongKong: fake('checkHongKong'),
    queryCheckInSeats: fake('querySeats'),
    confirmCheckInSeats: fake('confirmSeats'),
    queryCheckInLuggage: fake('queryLuggage'),
    confirmCheckInAux: fake('confirmAux'),
    confirmCheckIn: fake('confirmCheckIn'),
    cancelCheckIn: fake('cancelCheckIn'),
  };
});

const BASE = '/pagesTravel/pages/checkIn';
const on = (page: string, { at }: Step) => expect(at.split('?')[0]).toBe(`${BASE}/${page}`);
const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const primary = () => document.querySelector<HTMLElement>('button.primary[data-busy]') ?? document.querySelector<HTMLElement>('button.primary');
const checkbox = (name: string | RegExp) => screen.queryByRole('checkbox', { name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}`) : name }) as HTMLInputElement | null;
const passengerBox = (psgId: number) => checkbox(new RegExp(`^CHAN P${psgId}\\b`));
const textbox = (name: string, scope: HTMLElement = document.body) => within(scope).queryByRole('textbox', { name }) as HTMLInputElement | null;
const continueLabel = (step: Step) => expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('book.continue'));

async function typeInto(user: Step['user'], input: HTMLInputElement | null, value: string) {
  if (!input) return REFUSED;
  await user.clear(input);
  if (value) await user.paste(value);
}

/**
 * The segments to check in for, each with its Check in button on only while its window is open; a
 * flight the airline cancelled has none, but says so and leads to its rebooking.
 */
function itinerary(step: Step) {
  on('select-itinerary', step);
  const trips = (step.shown.trips ?? []) as CheckInSegment[];
  const cards = screen.queryAllByTestId('checkin-trip');
  expect(cards.map((c) => c.getAttribute('data-pnr'))).toEqual(trips.map((s) => s.pnr));
  cards.forEach((card, i) => {
    if (trips[i]!.cancelled) {
      expect(within(card).queryByRole('button')).toBeNull();
      expect(within(card).getByTestId('coupon-status').textContent).toBe(t('coupon.status.SUSPENDED'));
      expect(within(card).getByRole('link', { name: t('scheduleChange.chooseFlight') }).getAttribute('href')).toBe(`/pagesTravel/pages/scheduleChange/index?orderId=${trips[i]!.orderId}`);
      return;
    }
    const checkInButton = within(card).getByRole('button');
    const busy = step.step === 'confirmingFlight' && step.snapshot.context.choice?.segmentIndex === trips[i]!.segmentIndex;
    expect(checkInButton.textContent).toBe(busy ? t('notice.submitting') : t('checkIn.checkIn'));
    if (step.step === 'itinerary.list' || step.step === 'itinerary.refreshing') expect(isDisabled(checkInButton), `segment ${i} open`).toBe(trips[i]!.window !== 'OPEN');
  });
}

/** A flight found cancelled on choosing it leads on to its rebooking; any other failure does not. */
function rebookingOffered({ snapshot }: Step) {
  const offered = screen.queryByTestId('checkin-flight-cancelled');
  if (snapshot.context.error?.code !== 'B0102') return expect(offered).toBeNull();
  expect(offered && within(offered).getByRole('link', { name: t('scheduleChange.chooseFlight') }).getAttribute('href')).toBe(`/pagesTravel/pages/scheduleChange/index?orderId=${snapshot.context.choice!.orderId}`);
}

/** The ticket search: three fields and Find. */
function findTicket(step: Step) {
  on('select-itinerary', step);
  for (const label of ['checkIn.ticketNo', 'book.lastName', 'book.firstName']) expect(textbox(t(label)), label).toBeTruthy();
  expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('checkIn.find'));
}

/** Who checks in: the two who may, the infant and its guardian for the counter, one checked in already; and what stops the choice. */
function passengers(step: Step) {
  on('select-passenger', step);
  const { selected, problem } = step.shown as { selected: number[]; problem: string | null };
  for (const p of step.shown.passengers as { psgId: number; blocked: string | null }[]) {
    const box = passengerBox(p.psgId)!;
    expect(box.checked, `CHAN P${p.psgId} chosen`).toBe(selected.includes(p.psgId));
    expect(isDisabled(box) || box.disabled, `CHAN P${p.psgId} choosable`).toBe(p.blocked !== null);
  }
  const failure = step.snapshot.context.error ? failureText(step.snapshot.context.error) : null;
  expect(pageAlerts().filter((a) => a !== failure), 'the choice\'s problem').toEqual(selected.length > 0 && problem ? [t(problem)] : []);
  continueLabel(step);
}

/** Each checking-in passenger's document and its problem; the form to correct them while editing. */
function information(step: Step) {
  on('confirm-information', step);
  const documents = step.shown.documents as CheckInDocument[];
  expect(screen.getAllByTestId('checkin-document').length).toBe(documents.length);
  const problems = documents.flatMap((d) => (d.certType === null ? ['checkIn.documentMissing'] : d.hkProblem ? [d.hkProblem] : []));
  const failure = step.snapshot.context.error ? failureText(step.snapshot.context.error) : null;
  expect(pageAlerts().filter((a) => a !== failure), 'the documents\' problems').toEqual(problems.map((p) => t(p)));
  const editing = /information\.(editing|saving|saveFailed)/.test(step.step);
  expect(screen.queryAllByRole('textbox', { name: t('book.certNo') }).length).toBe(editing ? documents.length : 0);
}

function terms(step: Step) {
  on('detailed-explanation', step);
  expect(checkbox(t('checkIn.acceptTerms'))!.checked).toBe(step.shown.termsAccepted);
  continueLabel(step);
  if (!step.snapshot.hasTag('busy') && step.step === 'terms.reading') expect(isDisabled(primary()!), 'Continue before the terms are accepted').toBe(!step.shown.termsAccepted);
}

/** The seat map with each checking-in passenger (not the infant) and the seats they hold. */
function seats(step: Step) {
  on('seat', step);
  const held = step.shown.seats as { psgId: number; seatNo: string }[];
  const chips = screen.getAllByRole('radio').map((r) => r.textContent?.trim());
  expect(chips).toEqual((step.shown.selected as number[]).map((id) => `CHAN P${id} ${held.find((s) => s.psgId === id)?.seatNo ?? ''}`.trim()));
  if (step.step === 'seats.choosing') {
    const seatNames = screen.getAllByRole('group').flatMap((row) => within(row).getAllByRole('button').map((b) => b.textContent));
    expect(seatNames).toEqual(['A', 'B', 'C']);
    expect(isDisabled(primary()!), 'Continue before everyone has a seat').toBe(!(step.shown.selected as number[]).every((id) => held.some((s) => s.psgId === id)));
  }
  if (step.step === 'loadingSeats' || step.step === 'loadingLuggage') loading();
}

function addedService(step: Step) {
  on('added-service', step);
  expect(checkbox(t('checkIn.dangerousAccept'))!.checked).toBe(step.shown.dangerousGoods);
  continueLabel(step);
  if (step.step === 'addedService.overview') expect(isDisabled(primary()!), 'Continue before dangerous goods are acknowledged').toBe(!step.shown.dangerousGoods);
}

/** Who checks in and their seats, and Check in now. */
function details(step: Step) {
  on('details', step);
  const held = step.shown.seats as { psgId: number; seatNo: string }[];
  expect(screen.getAllByTestId('checkin-detail').map((p) => p.textContent)).toEqual(
    (step.shown.selected as number[]).map((id) => `CHAN P${id} · ${held.find((s) => s.psgId === id)?.seatNo ?? t('checkIn.onLap')}`),
  );
  expect(primary()?.textContent).toBe(step.snapshot.hasTag('busy') ? t('notice.submitting') : t('checkIn.confirm'));
}

/** Checked in: each passenger's seat and number, and a Cancel of each. */
function checkedIn(step: Step) {
  on('details', step);
  const results = step.shown.results as { lastName: string; firstName: string; seatNo: string; sequenceNo: number }[];
  expect(screen.getAllByTestId('checkin-result').map((r) => r.querySelector('span')?.textContent)).toEqual(
    results.map((r) => `${r.lastName} ${r.firstName} · ${t('checkIn.seatNo', { seatNo: r.seatNo })} · ${t('checkIn.sequence', { n: r.sequenceNo })}`),
  );
}

/** The cancel dialog over the results. */
function cancelDialog(step: Step) {
  checkedIn(step);
  expect(inDialog().getByRole('heading', { name: t('checkIn.cancelTitle') })).toBeTruthy();
  expect(inDialog().getAllByRole('button').find((b) => b.classList.contains('primary'))?.textContent).toBe(step.step === 'checkedIn.cancelling' ? t('notice.submitting') : t('checkIn.cancelConfirm'));
}

/** Where the check-in ended, with the way on. */
const ended = (title: string, restart: boolean) => (step: Step) => {
  on('select-itinerary', step);
  expect(screen.getByRole('alertdialog', { name: title })).toBeTruthy();
  expect(button(t('checkIn.restart')) !== null, 'Start again').toBe(restart);
};

const flow: Flow = {
  model: checkIn,
  routes: [
    { path: `${BASE}/select-itinerary`, title: 'checkIn.title', Page: SelectItineraryPage },
    { path: `${BASE}/select-passenger`, title: 'checkIn.passengersTitle', Page: SelectPassengerPage },
    { path: `${BASE}/confirm-information`, title: 'checkIn.informationTitle', Page: ConfirmInformationPage },
    { path: `${BASE}/detailed-explanation`, title: 'checkIn.termsTitle', Page: DetailedExplanationPage },
    { path: `${BASE}/seat`, title: 'checkIn.seatTitle', Page: CheckInSeatPage },
    { path: `${BASE}/added-service`, title: 'checkIn.addedServiceTitle', Page: AddedServicePage },
    { path: `${BASE}/luggage`, title: 'checkIn.luggageTitle', Page: CheckInLuggagePage },
    { path: `${BASE}/details`, title: 'checkIn.detailsTitle', Page: CheckInDetailsPage },
  ],
  entry: () => `${BASE}/select-itinerary`,
  // The windows count down from the segments' instants: the paths' day, two days before the flight.
  now: () => Date.parse('2027-01-11T08:00:00.000Z'),
  prepare: (input) => void (session.signedIn = !(input as CheckInInput).guest),
  sameCallAs: { refreshTrips: 'loadTrips' },
  actions: {
    // The server tells of a change to a trip (here the airline cancelling a flight): only a page listening hears it.
    'trips.changed': async () => {
      if (tripChangeListeners.size === 0) return REFUSED;
      await act(async () => {
        for (const listener of tripChangeListeners) listener({ id: 1, kind: 'flightCancelled', orderId: 7 });
      });
    },
    'ticket.open': ({ user }) => press(user, button(t('checkIn.findByTicket'))),
    'ticket.find': async ({ user }, e) => {
      const request = e.request as { ticketNo: string; lastName: string; firstName: string };
      for (const [label, value] of [
        ['checkIn.ticketNo', request.ticketNo],
        ['book.lastName', request.lastName],
        ['book.firstName', request.firstName],
      ] as const) {
        if ((await typeInto(user, textbox(t(label)), value)) === REFUSED) return REFUSED;
      }
      return press(user, button(t('checkIn.find')));
    },
    'segment.select': ({ user, snapshot }, e) => {
      const index = ((snapshot.context.trips ?? []) as CheckInSegment[]).findIndex((s) => s.orderId === e.orderId && s.segmentIndex === e.segmentIndex);
      const card = screen.queryAllByTestId('checkin-trip')[index];
      return press(user, card && within(card).queryByRole('button'));
    },
    'passenger.toggle': ({ user }, e) => press(user, passengerBox(e.psgId as number)),
    next: ({ user }) => press(user, button(t('book.continue'))),
    'documents.edit': ({ user }) => press(user, button(t('checkIn.updateDocuments'))),
    // Each document of the draft typed into its passenger's card; the others left as they are.
    'documents.save': async ({ user }, e) => {
      for (const d of e.passengers as DocumentDraft) {
        const own = screen.queryByRole('heading', { level: 2, name: `CHAN P${d.psgId}` })?.closest('section');
        if (!own) return REFUSED;
        for (const [label, value] of [
          ['book.certNo', d.certNo],
          ['book.nationality', d.nationality],
          ['book.certExpiry', d.expireDate],
          ['checkIn.birthDate', d.birthDate],
        ] as const) {
          if ((await typeInto(user, textbox(t(label), own), value)) === REFUSED) return REFUSED;
        }
      }
      return press(user, button(t('checkIn.saveDocuments')));
    },
    'terms.toggle': ({ user }) => press(user, checkbox(t('checkIn.acceptTerms'))),
    'seat.pick': async ({ user }, e) => {
      const seat = e.seat as { psgId: number; seatNo: string };
      const who = screen.queryAllByRole('radio').find((r) => r.textContent?.startsWith(`CHAN P${seat.psgId}`));
      if (!who) return REFUSED;
      await user.click(who);
      await flush();
      const row = screen.queryByRole('group', { name: t('seat.row', { row: Number(seat.seatNo.slice(0, -1)) }) });
      return press(user, row && within(row).queryAllByRole('button').find((b) => b.textContent === seat.seatNo.slice(-1)));
    },
    'luggage.open': ({ user }) => press(user, button(t('checkIn.viewLuggage'))),
    'dangerous.toggle': ({ user }) => press(user, checkbox(t('checkIn.dangerousAccept'))),
    confirm: ({ user }) => press(user, button(t('checkIn.confirm'))),
    cancel: ({ user, snapshot }, e) => {
      const index = (snapshot.context.results as { checkInId: number }[]).findIndex((r) => r.checkInId === e.checkInId);
      const row = screen.queryAllByTestId('checkin-result')[index];
      return press(user, row && within(row).queryByRole('button', { name: t('checkIn.cancel') }));
    },
    'cancel.confirm': ({ user }) => press(user, screen.queryByRole('dialog') && inDialog().queryByRole('button', { name: t('checkIn.cancelConfirm') })),
    restart: ({ user }) => press(user, button(t('checkIn.restart'))),
    // The page's own Back (the dialog's, where one is open); elsewhere the nav bar's.
    back: ({ user }) => {
      const own = screen.queryByRole('dialog') ? inDialog().queryByRole('button', { name: t('checkIn.keep') }) : button(t('common.back'));
      return own ? press(user, own) : navBack();
    },
    retry: ({ user }) => press(user, button(t('common.retry'))),
  },
  screens: {
    loadingTrips: loading,
    tripsFailed: (step) => {
      on('select-itinerary', step);
      failureShown(step);
    },
    'itinerary.list': checks(itinerary, noAlert),
    'itinerary.refreshing': checks(itinerary, noAlert),
    'itinerary.failed': checks(itinerary, failureShown, rebookingOffered),
    confirmingFlight: itinerary,
    'itinerary.find': checks(findTicket, noAlert),
    'itinerary.findingTicket': findTicket,
    'itinerary.findFailed': checks(findTicket, failureShown),
    'passengers.choosing': passengers,
    'passengers.failed': checks(passengers, failureShown),
    confirmingPassengers: passengers,
    'information.overview': information,
    'information.editing': information,
    'information.saving': information,
    'information.saveFailed': checks(information, failureShown),
    'information.checkingHk': information,
    'information.hkFailed': checks(information, failureShown),
    'terms.reading': checks(terms, noAlert),
    'terms.failed': checks(terms, failureShown),
    loadingSeats: terms,
    'seats.choosing': checks(seats, noAlert),
    'seats.failed': checks(seats, failureShown),
    confirmingSeats: seats,
    loadingLuggage: seats,
    luggageFailed: checks(seats, failureShown),
    'addedService.overview': checks(addedService, noAlert),
    'addedService.failed': checks(addedService, failureShown),
    confirmingAux: addedService,
    'addedService.luggage': (step) => {
      on('luggage', step);
      expect(screen.getAllByTestId('checkin-luggage').map((p) => p.textContent)).toEqual(
        (step.shown.luggage as { freeKg: number; prepaidKg: number; cabinBags: number }[]).map((l) => t('checkIn.luggageLine', l)),
      );
    },
    'details.reviewing': checks(details, noAlert),
    'details.failed': checks(details, failureShown),
    checkingIn: details,
    'checkedIn.list': checks(checkedIn, noAlert),
    'checkedIn.cancelConfirm': cancelDialog,
    'checkedIn.cancelling': cancelDialog,
    'checkedIn.cancelFailed': checks(checkedIn, failureShown),
    counter: ended(t('checkIn.counter'), false),
    expired: ended(t('checkIn.expired'), true),
    cancelled: ended(t('checkIn.cancelled'), true),
  },
  primary: ({ snapshot }) => {
    // The busy Check in of the segment chosen; the dialog's Cancel check-in while it is sent.
    if (snapshot.matches('confirmingFlight')) return screen.queryAllByRole('button', { name: t('notice.submitting') })[0] ?? null;
    if (snapshot.matches({ checkedIn: 'cancelling' })) return inDialog().getAllByRole('button').find((b) => b.classList.contains('primary')) ?? null;
    return primary();
  },
};

// 30 paths: among them a flight found cancelled on choosing it, which leads on to its rebooking.
describeViews('check-in', flow, 30);
