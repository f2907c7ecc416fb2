/**
 * A statechart as the atlas draws it, laid out when the app is built (src/flows/layout.ts): plain
 * data, so the page needs neither the machine's code nor the layout engine.
 */

/** A transition as the atlas lists it. */
export interface ChartTransition {
  /** As the QA path generator names it (tests/graph/path-generator.ts), to look its coverage up. */
  id: string;
  /** XState's event type ('' for an eventless transition). */
  event: string;
  /** The event as read: `always`, `after 500`, `done: pay`. */
  eventLabel: string;
  guard: string;
  /** The target states' keys; none when the state handles the event and stays. */
  targets: string[];
  actions: string[];
}

/** A state box, its position relative to its parent box, and the boxes of its children. */
export interface ChartState {
  id: string;
  key: string;
  /** XState's node type: atomic, compound, parallel, final or history. */
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The services it invokes, by source name (or invoke id when the source is inline). */
  services: string[];
  /** Its transitions in the machine's order: by event, then the eventless ones. */
  transitions: ChartTransition[];
  /** The dot the initial arrow starts from, when the state has children. */
  initial?: { x: number; y: number };
  children: ChartState[];
}

/** A transition to one of its targets, routed in the diagram's coordinates. */
export interface ChartArrow {
  /** The transition's id (ChartTransition.id) and its source state's id. */
  transition: string;
  source: string;
  d: string;
  label: { x: number; y: number; text: string };
}

export interface Chart {
  id: string;
  width: number;
  height: number;
  root: ChartState;
  arrows: ChartArrow[];
  /** From each initial dot into the initial state. */
  initialArrows: string[];
}

/** A statechart in the atlas's list: its id and how many states it has. */
export interface FlowEntry {
  id: string;
  states: number;
}

export const serviceRow = (service: string) => `⚙ ${service}`;
export const transitionLabel = (t: ChartTransition) => (t.guard ? `${t.eventLabel} [${t.guard}]` : t.eventLabel);
export const internalRow = (t: ChartTransition) => `↻ ${transitionLabel(t)}`;
export const stateName = (state: Pick<ChartState, 'key' | 'type'>) => `${state.type === 'final' ? '◎ ' : ''}${state.key}`;
/** Transitions without a target: the state handles the event and stays, so they get no arrow. */
export const internalOf = (state: Pick<ChartState, 'transitions'>) => state.transitions.filter((t) => t.targets.length === 0);
export const allStates = (s: ChartState): ChartState[] => [s, ...s.children.flatMap(allStates)];

/** The ids of the active states of a snapshot value. */
export function activeIds(rootId: string, value: unknown): string[] {
  if (typeof value === 'string') return [`${rootId}.${value}`];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${rootId}.${k}`, ...activeIds(`${rootId}.${k}`, v)]);
}
