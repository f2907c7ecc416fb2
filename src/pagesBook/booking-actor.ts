import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { fromPromise, type SnapshotFrom, type StateValueFrom } from 'xstate';
import { bookingMachine, type BookingEvent } from '../../machines/booking.machine';
import { hasLegPages } from '../../machines/flight-pages';
import * as offer from '../../services/offer';
import { listPassengers } from '../../services/passenger';
import { sessionActor } from '../app/actors';
import { setBackHandler } from '../app/back-handler';
import { reportDrainageOrder } from '../app/drainage';
import { isGuest, keepGuestOrder, onGuest } from '../app/guest';
import { moveFor } from './follow-flow';
import { persistedActor } from '../app/persisted-actor';
import { notifySubmitting } from '../app/toast';
import { paymentAddress } from './payment/payment-address';

/** The booking statechart for this tab, kept in sessionStorage so a reload resumes where it was. */
const STORAGE_NAME = 'booking';

/** Every saved passenger at once (spec section 9). */
const ALL_PASSENGERS = 1000;

/**
 * Who books, once it is known: true for a logged-in traveller, false for a guest. The passengers'
 * step is reached before the traveller has logged in or chosen to go on as a guest (its page sends
 * them to the login page), and a session may still be restoring.
 */
function loggedInOrGuest(signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const session = sessionActor.getSnapshot();
      const known = session.hasTag('signedIn') ? true : !session.hasTag('restoring') && isGuest() ? false : null;
      if (known === null) return;
      stop();
      resolve(known);
    };
    const subscription = sessionActor.subscribe(check);
    const stopGuest = onGuest(check);
    const stop = () => {
      subscription.unsubscribe();
      stopGuest();
      signal.removeEventListener('abort', stop);
    };
    signal.addEventListener('abort', stop);
    check();
  });
}

/** The booking statechart's services and actions, provided here and nowhere else. */
const provided = bookingMachine.provide({
  actors: {
    searchFlights: fromPromise(({ input, signal }) => offer.searchFlight(input, signal)),
    searchNextLeg: fromPromise(({ input, signal }) => offer.searchFlightBack({ processKey: input }, signal)),
    searchMoreFlights: fromPromise(({ input: { legIndex, search, processKey, pageNum }, signal }) =>
      legIndex === 0 ? offer.searchFlight({ ...search, pageNum }, signal) : offer.searchFlightBack({ processKey, pageNum }, signal),
    ),
    confirmBrand: fromPromise(({ input, signal }) =>
      offer.confirmBrand({ processKey: input.processKey, flightKey: input.flightKey, brand: input.brand.brand, quotedFare: input.brand.fare.ADT, acceptPrice: input.acceptPrice }, signal),
    ),
    confirmPassengers: fromPromise(({ input, signal }) =>
      offer.confirmPassengers(
        {
          processKey: input.processKey,
          passengers: input.passengers,
          contact: input.contact,
          privacyConsent: input.privacyConsent,
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
    confirmOrder: fromPromise(async ({ input, signal }) => {
      const order = await offer.confirmOrder({ processKey: input.processKey, emailCode: input.emailCode ?? undefined }, signal);
      // A guest's order: its token reaches it for the payment and the result.
      if (order.guestToken) keepGuestOrder({ orderId: order.orderId, guestToken: order.guestToken });
      reportDrainageOrder(order.orderNo);
      return order;
    }),
    // A guest has no saved passengers.
    loadSavedPassengers: fromPromise(async ({ signal }) => ((await loggedInOrGuest(signal)) ? (await listPassengers(1, ALL_PASSENGERS, signal)).records : [])),
  },
  actions: { notifyBusy: notifySubmitting },
});

export const bookingActor = persistedActor(STORAGE_NAME, provided, { resumes: hasLegPages });

type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

/** Whether this tab's history has an entry of the app before this one (the router numbers them). */
const hasEarlierEntry = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The page of each step of the flow. */
export function pathOf(snapshot: BookingSnapshot): string {
  const at = (...states: StateValueFrom<typeof bookingMachine>[]) => states.some((s) => snapshot.matches(s));
  if (at('results', 'searchingNextLeg')) return '/pagesBook/pages/book/index';
  if (at('pickBrand', 'confirmingBrand', 'priceChanged')) return '/pagesBook/pages/book/pick-brand';
  if (at('passengers', 'confirmingPassengers')) return '/pagesBook/pages/book/fill-passenger';
  if (at({ extras: 'luggage' })) return '/pagesBook/pages/added-service/luggage';
  if (at({ extras: 'food' })) return '/pagesBook/pages/added-service/food';
  if (at({ extras: 'insurance' })) return '/pagesBook/pages/added-service/insurance';
  if (at('extras', 'confirmingExtras')) return '/pagesBook/pages/added-service/index';
  if (at({ seats: 'map' })) return '/pagesBook/pages/select-seat/seat';
  if (at('seats', 'confirmingSeats')) return '/pagesBook/pages/select-seat/index';
  if (at('review', 'applyingPromo', 'confirmingOrder')) return '/pagesBook/pages/book/fill-detail';
  if (at('ordered')) return paymentAddress('index', snapshot.context.order!.orderId);
  return '/pages/home/index';
}

/**
 * A booking page follows the statechart (see follow-flow.ts): when the flow is on another step,
 * that step's page comes instead. The nav bar's back button takes the flow one step back, and so
 * does the browser's, as many steps as it went back; going forward in the browser's history cannot
 * skip a step, so it stays where the flow is. A page of a step's own (a kind of extra, a segment's
 * seat map) names the event that `opens` it: landed on by a link, a reload or the forward button
 * while the flow is on that step, it opens there.
 */
export function useBookingFlow<T>(select: (s: BookingSnapshot) => T, options: { onlyOnChange?: boolean; opens?: BookingEvent } = {}): T {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const path = useSelector(bookingActor, pathOf);
  const [pathAtMount] = useState(path);
  const [opens] = useState(options.opens);
  // Once the flow has moved while this page is open, the page follows it, back where it was too.
  const moved = useRef(false);
  // The history entry the browser came back to, while the flow is still going back to it.
  const goingBackTo = useRef<string | null>(null);
  const handledPop = useRef<string | null>(null);
  useEffect(() => {
    if (path !== pathAtMount) moved.current = true;
    if (options.onlyOnChange && !moved.current) return;
    // A page loaded afresh is a 'POP' too, of the key 'default': it went back nowhere.
    if (navigationType === 'POP' && key !== 'default' && handledPop.current !== key) {
      handledPop.current = key;
      goingBackTo.current = key;
    }
    const popped = goingBackTo.current === key;
    goingBackTo.current = null;
    if (!moved.current && path !== pathname && opens && bookingActor.getSnapshot().can(opens)) {
      bookingActor.send(opens);
      return;
    }
    const move = moveFor({ path, pathname, popped, flowCanGoBack: bookingActor.getSnapshot().can({ type: 'back' }), hasEarlierEntry: hasEarlierEntry() });
    if (move.kind === 'flowBack') {
      goingBackTo.current = key;
      bookingActor.send({ type: 'back' });
    } else if (move.kind === 'historyBack') navigate(-1);
    else if (move.kind === 'go') navigate(path, { replace: move.replace });
  }, [path, pathname, key, navigationType, navigate, options.onlyOnChange, opens, pathAtMount]);
  useEffect(() => {
    setBackHandler(() => bookingActor.send({ type: 'back' }));
    return () => setBackHandler(null);
  }, []);
  return useSelector(bookingActor, select);
}
