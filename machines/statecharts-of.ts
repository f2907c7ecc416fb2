import type { AnyStateMachine } from 'xstate';

/** The statecharts a set of `*.machine.ts` modules export: the atlas and the funnel find them alike. */
export const statechartsOf = (modules: Record<string, unknown>[]): AnyStateMachine[] =>
  modules
    .flatMap((m) => Object.values(m))
    .filter((x): x is AnyStateMachine => typeof x === 'object' && x !== null && 'root' in x && 'implementations' in x);
