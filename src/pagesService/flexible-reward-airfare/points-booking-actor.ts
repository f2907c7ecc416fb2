import { useState } from 'react';
import { fromPromise, type Actor, type SnapshotFrom, type StateValueFrom } from 'xstate';
import { hasLegPages } from '../../../machines/flight-pages';
import { pointsBookingMachine } from '../../../machines/points-booking.machine';
import * as points from '../../../services/points-booking';
import { persistedActor } from '../../app/persisted-actor';
import { useStepPages } from '../../app/step-pages';
import { notifySubmitting } from '../../app/toast';
import { paymentAddress } from '../../pagesBook/payment/payment-address';

/** The award booking statechart's services and actions, provided here and nowhere else. */
const provided = pointsBookingMachine.provide({
  actors: {
    searchFlights: fromPromise(({ input, signal }) => points.pointSearchFlight(input, signal)),
    searchNextLeg: fromPromise(({ input, signal }) => points.pointSearchFlightBack({ processKey: input }, signal)),
    searchMoreFlights: fromPromise(({ input: { legIndex, search, processKey, pageNum }, signal }) =>
      legIndex === 0 ? points.pointSearchFlight({ ...search, pageNum }, signal) : points.pointSearchFlightBack({ processKey, pageNum }, signal),
    ),
    confirmBrand: fromPromise(({ input, signal }) => points.pointConfirmBrand(input, signal)),
    loadTravellers: fromPromise(({ signal }) => points.pointPassengerList(signal)),
    loadRules: fromPromise(({ input, signal }) => points.pointFareRules(input, undefined, signal)),
    confirmPassengers: fromPromise(({ input, signal }) => points.pointConfirmPassengers(input, signal)),
    confirmOrder: fromPromise(({ input, signal }) => points.pointConfirmOrder({ ...input, endPoint: 'H5' }, signal)),
  },
  actions: { notifyBusy: notifySubmitting },
});

/** Kept in sessionStorage: a reload resumes the award booking where it was. */
const STORAGE_NAME = 'pointsBooking';
const BASE = '/pagesService/pages/flexible-reward-airfare';

export type PointsBookingActor = Actor<typeof provided>;
export type PointsBookingSnapshot = SnapshotFrom<typeof pointsBookingMachine>;

let current: PointsBookingActor | null = null;

/** The award booking of this tab: the one running, the one saved before a reload, or a new one. */
export function pointsBookingActor(): PointsBookingActor {
  current ??= persistedActor(STORAGE_NAME, provided, { sameLanguage: true, resumes: hasLegPages });
  return current;
}

/** The page of each step; the search page for the rest (the search, a page gone stale). */
const steps: [string, StateValueFrom<typeof pointsBookingMachine>[]][] = [
  ['book-list', ['results', 'searchingNextLeg']],
  ['pick-brand', ['pickBrand', 'confirmingBrand']],
  ['fill-passenger', ['passengers', 'loadingRules', 'rulesFailed']],
  ['ruleIndex', ['rules', 'confirmingPassengers']],
  ['fill-detail', ['review', 'confirmingOrder', 'insufficientPoints', 'passwordLocked']],
];

export function pathOf(s: PointsBookingSnapshot): string {
  if (s.matches('ordered')) return paymentAddress('index', s.context.order!.orderId);
  return `${BASE}/${steps.find(([, states]) => states.some((v) => s.matches(v)))?.[0] ?? 'index'}`;
}

/** A page of the award booking follows the statechart (see `useStepPages`). */
export function usePointsBooking() {
  const [actor] = useState(pointsBookingActor);
  return useStepPages(actor, pathOf);
}
export type PointsBookingFlow = ReturnType<typeof usePointsBooking>;
