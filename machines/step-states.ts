import { assign, type EventObject } from 'xstate';
import { flowError, type FlowError } from './error-message';

/** The error code of a failed call's event. */
export const codeOf = (event: unknown) => flowError((event as { error?: unknown }).error).code;

/** A state tagged `busy` while the user's call runs: pressing `press` again only raises the 'submitting…' notice. */
export const busyOn = <T extends string>(press: T) => ({ tags: ['busy'], on: { [press]: { actions: 'notifyBusy' } } as Record<T, { actions: 'notifyBusy' }> }) as const;

/** A state tagged `failed` that keeps the error; `retry` runs the call again from `target`. */
export const failedWithRetry = (target: string) => ({ tags: ['failed'], on: { retry: { target, actions: 'clearError' } } }) as const;

/**
 * The actions of every step of a flow that calls a service, for the flow's context `C` and events
 * `E`: the busy notice (the app provides it), and a failed call's error cleared or kept for the page.
 */
export const stepActions = <C extends { error: FlowError | null }, E extends EventObject>() => ({
  /** The short 'submitting...' notice when a step is sent again while it is in flight. */
  notifyBusy: () => {},
  clearError: assign<C, E, undefined, E, never>({ error: null } as Partial<C>),
  fail: assign<C, E, undefined, E, never>(({ event }) => ({ error: flowError((event as { error?: unknown }).error) }) as Partial<C>),
});
