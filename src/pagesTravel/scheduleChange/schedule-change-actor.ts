import { useState } from 'react';
import { fromPromise, type Actor, type SnapshotFrom, type StateValueFrom } from 'xstate';
import { scheduleChangeMachine } from '../../../machines/schedule-change.machine';
import * as ifc from '../../../services/schedule-change';
import { persistedActor } from '../../app/persisted-actor';
import { useStepPages } from '../../app/step-pages';
import { notifySubmitting } from '../../app/toast';

/** The schedule change statechart's services and actions, provided here and nowhere else. */
const provided = scheduleChangeMachine.provide({
  actors: {
    verify: fromPromise(({ input, signal }) => ifc.verifyScheduleChange(input, signal)),
    queryFlights: fromPromise(({ input, signal }) => ifc.queryScheduleChangeFlights(input, signal)),
    chooseFlight: fromPromise(({ input, signal }) => ifc.chooseScheduleChangeFlight(input.processKey, input.flightId, signal)),
    submit: fromPromise(({ input, signal }) => ifc.submitScheduleChange(input, signal)),
  },
  actions: { notifyBusy: notifySubmitting },
});

/** Kept in sessionStorage: a reload resumes the change where it was. */
const STORAGE_NAME = 'scheduleChange';
const BASE = '/pagesTravel/pages/scheduleChange';

export type ScheduleChangeActor = Actor<typeof provided>;
export type ScheduleChangeSnapshot = SnapshotFrom<typeof scheduleChangeMachine>;

let current: ScheduleChangeActor | null = null;

/** The change of the booking the first page's address names (`orderId`): the one running for it, the one saved before a reload, or a new one. */
function actorFor(query: Record<string, string>): ScheduleChangeActor {
  const named = query.orderId !== undefined;
  const orderId = /^[1-9]\d{0,9}$/.test(query.orderId ?? '') ? Number(query.orderId) : null;
  const fits = (s: Pick<ScheduleChangeSnapshot, 'context'>) => !named || s.context.orderId === orderId;
  if (current && fits(current.getSnapshot()) && (current.getSnapshot().status === 'active' || !named)) return current;
  current?.stop();
  current = persistedActor(STORAGE_NAME, provided, { input: { orderId }, resumes: fits });
  return current;
}

/** The page of each step (a step's call in flight stays on the page whose button sent it, busy). */
const steps: [string, StateValueFrom<typeof scheduleChangeMachine>[]][] = [
  [`${BASE}/flights`, ['flights', 'choosingFlight']],
  [`${BASE}/review`, ['review', 'submitting']],
  [`${BASE}/result`, ['done']],
];
export const pathOf = (s: ScheduleChangeSnapshot) => steps.find(([, states]) => states.some((v) => s.matches(v)))?.[0] ?? `${BASE}/index`;

/** A page of the schedule change follows the statechart (see `useStepPages`). */
export function useScheduleChange(query: Record<string, string> = {}) {
  const [actor] = useState(() => actorFor(query));
  return useStepPages(actor, pathOf);
}
