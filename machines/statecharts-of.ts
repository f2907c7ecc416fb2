import type { AnyStateMachine } from 'xstate';

/** The statecharts a set of `*.machine.ts` modules export: the atlas, the funnel and the QA paths find them alike. */
export const statechartsOf = (modules: Record<string, unknown>[]): AnyStateMachine[] =>
  modules
    .flatMap((m) => Object.values(m))
    .filter((x): x is AnyStateMachine => typeof x === 'object' && x !== null && 'root' in x && 'implementations' in x);

type Node = { id: string; type: string; states: Record<string, Node> };
const idsUnder = (node: Node): string[] =>
  Object.values(node.states)
    .filter((child) => child.type !== 'history')
    .flatMap((child) => [child.id, ...idsUnder(child)]);

/** The ids of every state of a statechart (not its root, nor a history pseudo-state), in the order they are defined. */
export const stateIdsOf = (machine: AnyStateMachine): string[] => idsUnder(machine.root as unknown as Node);
