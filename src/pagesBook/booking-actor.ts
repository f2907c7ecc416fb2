import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { bookingMachine } from '../../machines/booking.machine';
import * as offer from '../../services/offer';
import { setBackHandler } from '../app/back-handler';
import { t } from '../app/i18n';
import { inspector } from '../app/inspect';
import { readJson, writeJson } from '../app/storage';
import { RUNTIME_TOAST_MS, showToast } from '../app/toast';

/** The booking statechart for this tab, kept in sessionStorage so a reload resumes where it was. */
const STORAGE_NAME = 'booking';

const provided = bookingMachine.provide({
  actors: {
    searchFlights: fromPromise(({ input, signal }) => offer.searchFlight(input, signal)),
    searchNextLeg: fromPromise(({ input, signal }) => offer.searchFlightBack(input, signal)),
    confirmBrand: fromPromise(({ input, signal }) =>
      offer.confirmBrand({ processKey: input.processKey, flightKey: input.flightKey, brand: input.brand.brand, quotedFare: input.brand.fare.ADT, acceptPrice: input.acceptPrice }, signal),
    ),
    confirmPassengers: fromPromise(({ input, signal }) =>
      offer.confirmPassengers(
        {
          processKey: input.processKey,
          passengers: input.passengers,
          contact: input.contact,
          studentDocumentId: input.studentDocumentId ?? undefined,
          studentEmail: input.studentEmail ?? undefined,
        },
        signal,
      ),
    ),
    confirmExtras: fromPromise(({ input, signal }) => offer.confirmAuxiliary({ processKey: input.processKey, ...input.extras }, signal)),
    loadSeatMap: fromPromise(({ input, signal }) => offer.chooseSeat(input.processKey, input.segmentIndex, signal)),
    confirmSeats: fromPromise(({ input, signal }) => offer.confirmSeat({ processKey: input.processKey, seats: input.seats }, signal)),
    applyPromo: fromPromise(({ input, signal }) => offer.confirmPromoteCode(input.processKey, input.code, signal)),
    confirmOrder: fromPromise(({ input, signal }) => offer.confirmOrder(input, signal)),
  },
  actions: { notifyBusy: () => showToast(t('notice.submitting'), RUNTIME_TOAST_MS) },
});

function restore() {
  const snapshot = readJson<SnapshotFrom<typeof bookingMachine>>(sessionStorage, STORAGE_NAME);
  try {
    return createActor(provided, { ...(snapshot ? { snapshot } : {}), inspect: inspector({ resumesRun: snapshot !== null }) }).start();
  } catch {
    return createActor(provided, { inspect: inspector() }).start();
  }
}

export const bookingActor = restore();
bookingActor.subscribe(() => writeJson(sessionStorage, STORAGE_NAME, bookingActor.getPersistedSnapshot()));

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** The flow's pages in the order of its steps. */
const stepPages = [
  '/pages/home/index',
  '/pagesBook/pages/book/index',
  '/pagesBook/pages/book/pick-brand',
  '/pagesBook/pages/book/fill-passenger',
  '/pagesBook/pages/added-service/index',
  '/pagesBook/pages/select-seat/index',
  '/pagesBook/pages/book/fill-detail',
];
const stepOf = (path: string) => stepPages.indexOf(path.split('?')[0]!);

/** The page of each step of the flow. */
export function pathOf(snapshot: BookingSnapshot): string {
  const at = (...states: string[]) => states.some((s) => snapshot.matches(s as never));
  if (at('results', 'searchingNextLeg')) return '/pagesBook/pages/book/index';
  if (at('pickBrand', 'confirmingBrand', 'priceChanged')) return '/pagesBook/pages/book/pick-brand';
  if (at('passengers', 'confirmingPassengers')) return '/pagesBook/pages/book/fill-passenger';
  if (at('extras', 'confirmingExtras')) return '/pagesBook/pages/added-service/index';
  if (at('seats', 'confirmingSeats')) return '/pagesBook/pages/select-seat/index';
  if (at('review', 'applyingPromo', 'confirmingOrder')) return '/pagesBook/pages/book/fill-detail';
  if (at('ordered')) return `/pagesBook/pages/payment/index?orderId=${snapshot.context.order?.orderId}`;
  return '/pages/home/index';
}

/**
 * A booking page follows the statechart: when the flow is on another step, the page of that
 * step takes this one's place. The nav bar's back button takes the flow one step back, and so does the
 * browser's, as many steps as it went back; going forward in the browser's history cannot skip a
 * step, so it stays where the flow is.
 */
export function useBookingFlow<T>(select: (s: BookingSnapshot) => T, options: { onlyOnChange?: boolean } = {}): T {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const path = useSelector(bookingActor, pathOf);
  const [pathAtMount] = useState(path);
  // The history entry the browser came back to, while the flow is still going back to it.
  const goingBackTo = useRef<string | null>(null);
  const handledPop = useRef<string | null>(null);
  useEffect(() => {
    if (options.onlyOnChange && path === pathAtMount) return;
    if (navigationType === 'POP' && handledPop.current !== key) {
      handledPop.current = key;
      goingBackTo.current = key;
    }
    if (path.split('?')[0] === pathname) {
      goingBackTo.current = null;
      return;
    }
    const popped = goingBackTo.current === key;
    goingBackTo.current = null;
    // The browser went back to an earlier step's page: the flow goes back until it is there.
    if (popped && stepOf(pathname) >= 1 && stepOf(pathname) < stepOf(path) && bookingActor.getSnapshot().can({ type: 'back' })) {
      goingBackTo.current = key;
      bookingActor.send({ type: 'back' });
      return;
    }
    // A step forward is a new entry in the browser's history, for its back button to return to;
    // a move back, or the flow holding its step (waiting for the server), takes this entry's place.
    navigate(path, { replace: popped || stepOf(path) <= stepOf(pathname) });
  }, [path, pathname, key, navigationType, navigate, options.onlyOnChange, pathAtMount]);
  useEffect(() => {
    setBackHandler(() => bookingActor.send({ type: 'back' }));
    return () => setBackHandler(null);
  }, []);
  return useSelector(bookingActor, select);
}
