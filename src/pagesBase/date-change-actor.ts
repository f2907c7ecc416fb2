import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise, type Actor, type SnapshotFrom, type StateValueFrom } from 'xstate';
import { dateChangeMachine } from '../../machines/date-change.machine';
import * as change from '../../services/date-change';
import { sessionActor } from '../app/actors';
import { setBackHandler } from '../app/back-handler';
import { persistedActor } from '../app/persisted-actor';
import { notifySubmitting } from '../app/toast';

/** The date change statechart's services and actions, provided here and nowhere else. */
const provided = dateChangeMachine.provide({
  actors: {
    loadView: fromPromise(({ input, signal }) => change.changeView(input.orderId, input.pnr, signal)),
    confirmPassengers: fromPromise(({ input, signal }) => change.confirmChangePassengers(input, signal)),
    queryFlights: fromPromise(({ input: { back, ...body }, signal }) => (back ? change.queryChangeFlightsBack(body, signal) : change.queryChangeFlights(body, signal))),
    queryBrands: fromPromise(({ input, signal }) => change.queryChangeBrands(input.processKey, input.flightKey, signal)),
    confirmBrand: fromPromise(({ input, signal }) => change.confirmChangeBrand(input, signal)),
    chooseSeat: fromPromise(({ input, signal }) => change.chooseChangeSeat(input.processKey, input.segmentIndex, signal)),
    confirmSeats: fromPromise(({ input, signal }) => change.confirmChangeSeat(input, signal)),
    confirmOrder: fromPromise(({ input, signal }) => change.confirmChangeOrder(input, signal)),
  },
  actions: { notifyBusy: notifySubmitting },
});

/** Kept in sessionStorage: a reload resumes the change where it was. */
const STORAGE_NAME = 'dateChange';

export type DateChangeActor = Actor<typeof provided>;
export type DateChangeSnapshot = SnapshotFrom<typeof dateChangeMachine>;

let current: DateChangeActor | null = null;

/**
 * The change of the order the view's address names (`orderId`, `pnr`): the one running for it, the
 * one saved before a reload, or a new one. The other pages go on with the change running (or saved).
 */
export function dateChangeActorFor(query: Record<string, string>): DateChangeActor {
  const orderId = /^[1-9]\d{0,9}$/.test(query.orderId ?? '') ? Number(query.orderId) : null;
  const pnr = query.pnr || null;
  const named = query.orderId !== undefined;
  const fits = (s: Pick<DateChangeSnapshot, 'context'>) => !named || (s.context.orderId === orderId && s.context.pnr === pnr);
  if (current && current.getSnapshot().status === 'active' && fits(current.getSnapshot())) return current;
  current?.stop();
  const guest = !sessionActor.getSnapshot().hasTag('signedIn');
  current = persistedActor(STORAGE_NAME, provided, { input: named ? { orderId, pnr, guest } : { orderId: null, pnr: null, guest }, resumes: fits, sameLanguage: true });
  return current;
}

/** The page of each step (a page of part of a step before the step's own). */
const steps: [string, StateValueFrom<typeof dateChangeMachine>[]][] = [
  ['/pagesMy/pages/order/change-date/index', ['start', 'missingOrder', 'contactCustomerService', 'loadingView', 'viewFailed', 'notChangeable', 'view', 'expired']],
  ['/pagesBase/pages/changeBook/pick-passlist', ['passengers', 'confirmingPassengers', 'transitUnderConstruction']],
  ['/pagesMy/pages/order/change-date/change-date', [{ date: 'overview' }, { date: 'failed' }, 'flightQuery']],
  ['/pagesBase/pages/select-date/index', [{ date: 'calendar' }]],
  ['/pagesBase/pages/changeBook/index', ['flights', 'brandQuery']],
  ['/pagesBase/pages/changeBook/pick-brand', ['brands', 'brandConfirm']],
  ['/pagesBase/pages/changeBook/fill-passenger', ['travellers']],
  ['/pagesBase/pages/added-service/luggage', [{ addOns: 'luggage' }]],
  ['/pagesBase/pages/added-service/food', [{ addOns: 'food' }]],
  ['/pagesBase/pages/added-service/insurance', [{ addOns: 'insurance' }]],
  ['/pagesBase/pages/added-service/index', ['addOns']],
  ['/pagesBase/pages/select-seat/travel', [{ seats: 'travel' }]],
  ['/pagesBase/pages/select-seat/seat', [{ seats: 'map' }]],
  ['/pagesBase/pages/select-seat/index', ['seats', 'seatConfirm']],
  ['/pagesBase/pages/changeBook/fill-detail', ['review', 'orderConfirm', 'confirmed']],
];
/** The pages in the flow's order: a page before the flow's is a step back. */
const order = [
  '/pagesMy/pages/order/change-date/index',
  '/pagesBase/pages/changeBook/pick-passlist',
  '/pagesMy/pages/order/change-date/change-date',
  '/pagesBase/pages/select-date/index',
  '/pagesBase/pages/changeBook/index',
  '/pagesBase/pages/changeBook/pick-brand',
  '/pagesBase/pages/changeBook/fill-passenger',
  '/pagesBase/pages/added-service/index',
  '/pagesBase/pages/added-service/luggage',
  '/pagesBase/pages/added-service/food',
  '/pagesBase/pages/added-service/insurance',
  '/pagesBase/pages/select-seat/index',
  '/pagesBase/pages/select-seat/travel',
  '/pagesBase/pages/select-seat/seat',
  '/pagesBase/pages/changeBook/fill-detail',
];

/** The address of the flow's state: its step's page, the new order's payment, or the new order once done. */
export function pathOf(s: DateChangeSnapshot): string {
  if (s.matches('payDifference')) return `/pagesBase/pages/payment/index?orderId=${s.context.change!.orderId}`;
  if (s.matches('done')) return `/pagesMy/pages/order/detail?orderId=${s.context.change!.orderId}`;
  return steps.find(([, states]) => states.some((v) => s.matches(v)))![0];
}

/** The pages the change has put in this tab's history, oldest first: a step back in the flow is a step back in the history. */
let trail: string[] = [];

/**
 * A page of the date change follows the statechart: when the flow is on another step, that step's
 * page comes instead, as a new history entry, or as the entry before when the flow went back to
 * it. Arriving on an earlier step's page (the browser's Back) takes the flow back a step; the nav
 * bar's back button does too.
 */
export function useDateChange(query: Record<string, string> = {}) {
  const navigate = useNavigate();
  const [actor] = useState(() => dateChangeActorFor(query));
  const path = useSelector(actor, pathOf);
  const here = useRef(useLocation().pathname);
  const arrived = useRef(true);
  useEffect(() => {
    const first = arrived.current;
    arrived.current = false;
    if (first) trail = trail.includes(here.current) ? trail.slice(0, trail.lastIndexOf(here.current) + 1) : [...trail, here.current];
    if (path === here.current) return;
    const [flow, shown] = [order.indexOf(path), order.indexOf(here.current)];
    if (first && shown >= 0 && shown < flow && actor.getSnapshot().can({ type: 'back' })) actor.send({ type: 'back' });
    else if (trail.at(-2) === path) {
      trail = trail.slice(0, -1);
      navigate(-1);
    } else {
      trail = [...(first ? trail.slice(0, -1) : trail), path];
      navigate(path, { replace: first });
    }
  }, [actor, navigate, path]);
  useEffect(() => {
    setBackHandler(actor.getSnapshot().can({ type: 'back' }) ? () => actor.send({ type: 'back' }) : null);
    return () => setBackHandler(null);
  }, [actor, path]);
  return actor;
}
