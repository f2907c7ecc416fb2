import type { AnyStateMachine } from 'xstate';

/** The parts of XState's state nodes and transitions the atlas reads. */
export interface StateNode {
  id: string;
  key: string;
  type: string;
  initial?: { target: { id: string }[] };
  states: Record<string, StateNode>;
  invoke: { id: string; src: unknown }[];
  transitions: Map<string, Transition[]>;
  always?: Transition[];
}
export interface Transition {
  eventType: string;
  source: StateNode;
  target?: StateNode[];
  guard?: { type?: string } | string;
  actions: unknown[];
}

export const rootOf = (machine: AnyStateMachine) => machine.root as unknown as StateNode;
export const allNodes = (n: StateNode): StateNode[] => [n, ...Object.values(n.states).flatMap(allNodes)];
/** A state's transitions in the machine's order: by event, then the eventless ones. */
export const transitionsOf = (n: StateNode): Transition[] => [...[...n.transitions.values()].flat(), ...(n.always ?? [])];
export const guardName = (t: Transition) => (typeof t.guard === 'string' ? t.guard : (t.guard?.type ?? (t.guard ? 'inline' : '')));
export const eventLabel = (type: string) =>
  type === '' ? 'always' : type.startsWith('xstate.after.') ? `after ${type.split('.')[2]}` : type.replace(/^xstate\.(done|error)\.actor\./, '$1: ');
export const actionNames = (t: Transition) =>
  t.actions.map((a) => (typeof a === 'string' ? a : ((a as { type?: string }).type ?? ''))).filter((n) => n && !n.startsWith('xstate.'));

