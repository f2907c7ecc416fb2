import { useState } from 'react';
import { fromPromise, type Actor, type SnapshotFrom, type StateValueFrom } from 'xstate';
import { checkInMachine } from '../../../machines/check-in.machine';
import * as checkIn from '../../../services/check-in';
import { sessionActor } from '../../app/actors';
import { keepGuestOrder } from '../../app/guest';
import { persistedActor } from '../../app/persisted-actor';
import { useStepPages } from '../../app/step-pages';
import { notifySubmitting } from '../../app/toast';

/** The check-in statechart's services and actions, provided here and nowhere else. */
const provided = checkInMachine.provide({
  actors: {
    loadTrips: fromPromise(({ signal }) => checkIn.myCheckInTrips(signal)),
    findTicket: fromPromise(async ({ input, signal }) => {
      const found = await checkIn.findTicket(input, signal);
      // A guest's later calls for this booking carry its token.
      if (found.guestToken && found.segments[0]) keepGuestOrder({ orderId: found.segments[0].orderId, guestToken: found.guestToken });
      return found;
    }),
    confirmFlight: fromPromise(({ input, signal }) => checkIn.confirmCheckInFlight(input, signal)),
    confirmPassengers: fromPromise(({ input, signal }) => checkIn.confirmCheckInPassengers(input, signal)),
    updateDocuments: fromPromise(({ input, signal }) => checkIn.updateCheckInPassengers(input, signal)),
    checkHongKong: fromPromise(({ input, signal }) => checkIn.checkHongKong(input, signal)),
    querySeats: fromPromise(({ input, signal }) => checkIn.queryCheckInSeats(input, signal)),
    confirmSeats: fromPromise(({ input, signal }) => checkIn.confirmCheckInSeats(input, signal)),
    queryLuggage: fromPromise(({ input, signal }) => checkIn.queryCheckInLuggage(input, signal)),
    confirmAux: fromPromise(({ input, signal }) => checkIn.confirmCheckInAux(input, signal)),
    confirmCheckIn: fromPromise(({ input, signal }) => checkIn.confirmCheckIn(input, signal)),
    cancelCheckIn: fromPromise(({ input, signal }) => checkIn.cancelCheckIn(input, signal)),
  },
  actions: { notifyBusy: notifySubmitting },
});

/** Kept in sessionStorage: a reload resumes the check-in where it was. */
const STORAGE_NAME = 'checkIn';

export type CheckInActor = Actor<typeof provided>;
export type CheckInSnapshot = SnapshotFrom<typeof checkInMachine>;

let current: CheckInActor | null = null;

/** The check-in running (or saved before a reload past the itinerary) for this traveller; a finished one, or one of another kind of caller, starts afresh. */
export function checkInActor(): CheckInActor {
  const guest = !sessionActor.getSnapshot().hasTag('signedIn');
  const fits = (s: Pick<CheckInSnapshot, 'context'>) => s.context.guest === guest;
  if (current && current.getSnapshot().status === 'active' && fits(current.getSnapshot())) return current;
  current?.stop();
  // The itinerary is asked for afresh on each visit: its windows move with the clock.
  current = persistedActor(STORAGE_NAME, provided, { input: { guest }, resumes: (s) => fits(s) && !(typeof s.value === 'object' && 'itinerary' in s.value), sameLanguage: true });
  return current;
}

const BASE = '/pagesTravel/pages/checkIn';
/** The page of each step (a page of part of a step before the step's own). */
const steps: [string, StateValueFrom<typeof checkInMachine>[]][] = [
  ['select-passenger', ['passengers', 'confirmingPassengers']],
  ['confirm-information', ['information']],
  ['detailed-explanation', ['terms', 'loadingSeats']],
  ['seat', ['seats', 'confirmingSeats', 'loadingLuggage', 'luggageFailed']],
  ['luggage', [{ addedService: 'luggage' }]],
  ['added-service', ['addedService', 'confirmingAux']],
  ['details', ['details', 'checkingIn', 'checkedIn']],
];

/** The address of the flow's state: its step's page; the itinerary's for the rest (trips, counter, expired, cancelled). */
export function pathOf(s: CheckInSnapshot): string {
  return `${BASE}/${steps.find(([, states]) => states.some((v) => s.matches(v)))?.[0] ?? 'select-itinerary'}`;
}

/** A page of the check-in follows the statechart (see `useStepPages`). */
export function useCheckIn() {
  const [actor] = useState(checkInActor);
  return useStepPages(actor, pathOf);
}
export type CheckInFlow = ReturnType<typeof useCheckIn>;
