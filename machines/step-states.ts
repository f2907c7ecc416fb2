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

/**
 * The items chosen after a tap on `tapped`: it and those that go with it (`group`, which holds it)
 * join the choice, or all leave it; the choice stays in order.
 */
export const afterTap = (chosen: readonly number[], tapped: number, group: readonly number[] = [tapped]): number[] => {
  const rest = chosen.filter((id) => !group.includes(id));
  return chosen.includes(tapped) ? rest : [...rest, ...group].sort((a, b) => a - b);
};

/**
 * The action of a `passenger.toggle` event in a flow whose context keeps the `selected` passengers:
 * the passenger joins or leaves the choice with those who must travel alike (`groupOf`).
 */
export const togglePassenger = <C extends { selected: number[] }, E extends EventObject>(groupOf: (context: C, psgId: number) => readonly number[] = (_, psgId) => [psgId]) =>
  assign<C, E, undefined, E, never>(({ context, event }) => {
    const { psgId } = event as unknown as { psgId: number };
    return { selected: afterTap(context.selected, psgId, groupOf(context, psgId)) } as Partial<C>;
  });
