import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { stateIdsOf } from '../../machines/statecharts-of';

/**
 * Generates test paths from a statechart's graph: the shortest path to every state, then, for
 * every transition those miss, the shortest path that ends by taking it. Service results and
 * timers are supplied as events (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`,
 * `xstate.after.<delay>.<state>`), derived from the machine itself.
 */
export interface PathModel<World = any> {
  name: string;
  machine: AnyStateMachine;
  /** Each input starts its own paths (for example a session with and without a stored token). */
  inputs?: unknown[];
  /** The events users and other actors send, with their payloads. */
  events: ModelEvent[];
  /** Outputs to try per invoke id; each becomes one done event. */
  outputs?: Record<string, unknown[]>;
  /** Failures to try per invoke id (default: one generic failure); each must land in a state tagged 'failed'. */
  errors?: Record<string, unknown[]>;
  /** Failures that by design land elsewhere (a background call, a changed fare), per invoke id. */
  quietErrors?: Record<string, unknown[]>;
  /**
   * Context facts each answer is to be seen leading to in each of their values (for example the
   * quantity kept against the stock an answer brings): a path is kept for every new pair.
   */
  answerMeets?: (context: any) => unknown;
  /** Context facts that guards read, kept in the state key (the rest of the context is not). */
  keyOf?: (context: any) => unknown;

  /** What the test knows of what was entered and answered so far (not read from the machine). */
  world?: { initial: (input: unknown) => World; after: (world: World, event: EventObject, before: AnyMachineSnapshot) => World };
  /** The input a call must carry given the world, or `noCall` when none may be made. */
  expectedInput?: (id: string, world: World) => unknown;
  /**
   * The step the flow must be on given the world (its state as `stateName` writes it), from the
   * model's own table of the spec's steps: with it, no step is judged by replaying the machine.
   */
  step?: (world: World) => string;
  /** The delay the spec gives each state's timer, by state id. */
  timers?: Record<string, number>;
  /** The submit each busy state takes again (null: none), by state id. */
  submits?: Record<string, ModelEvent | null>;
  /** Events no state may act on, given the world. */
  refused?: (world: World) => ModelEvent[];
  /** A failure retried by another event than `retry`, or resending another call. */
  retries?: Record<string, { event: ModelEvent; resends: string }>;
  /** What the page shows, read from a snapshot, and what it must be given the world; compared after every step. */
  view?: { of: (snapshot: AnyMachineSnapshot) => Record<string, unknown>; expected: (world: World) => Record<string, unknown> };
  /** Side effects the app provides (opening a page), by action name: how often each must have run, given the world. */
  effects?: Record<string, (world: World) => number>;
  /** Whether the page shows a failure in a state: then, and only then, `context.error` is set. */
  showsError?: (snapshot: AnyMachineSnapshot) => boolean;
  /** False when the failed state has no message to show (the page shows a fixed one). */
  showsMessage?: boolean;
}

/** A state value as one string: `results.choosing`; parallel regions side by side, `a.x b.y`. */
export const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as object)
        .map(([k, v]) => `${k}.${stateName(v)}`)
        .join(' ');

/** What `expectedInput` answers when no call may be made. */
export const noCall = Symbol('no call');

export type ModelEvent = EventObject & Record<string, unknown>;

export interface GeneratedPath {
  input: unknown;
  events: EventObject[];
  /** The state value after each event. */
  states: unknown[];
}

type AnyNode = { id: string; states: Record<string, AnyNode>; transitions: Map<string, unknown[]>; always?: unknown[]; invoke: { id: string }[]; after: { eventType: string }[] };
type AnyTransition = { source: AnyNode; eventType: string };

function allNodes(root: AnyNode): AnyNode[] {
  return [root, ...Object.values(root.states).flatMap(allNodes)];
}

export function transitionId(t: AnyTransition): string {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id} ${t.eventType || 'always'} #${list.indexOf(t)}`;
}

export function machineGraph(machine: AnyStateMachine) {
  const nodes = allNodes(machine.root as unknown as AnyNode);
  const states = stateIdsOf(machine);
  const transitions = nodes.flatMap((n) => [
    ...[...n.transitions.values()].flat().map((t) => transitionId(t as AnyTransition)),
    ...(n.always ?? []).map((t) => transitionId(t as AnyTransition)),
  ]);
  return { nodes, states, transitions };
}

const defaultError = { code: 'B0001', msg: 'The system is busy, please try again later.' };

/** Every event the model can send: its own, plus a done and an error for each invoke and each timer. */
export function eventsOf(model: PathModel): EventObject[] {
  const generated = machineGraph(model.machine).nodes.flatMap((n) => [
    ...n.invoke.flatMap((inv) => [
      ...(model.outputs?.[inv.id] ?? [undefined]).map((output) => ({ type: `xstate.done.actor.${inv.id}`, output })),
      ...[...(model.errors?.[inv.id] ?? (model.quietErrors?.[inv.id] ? [] : [defaultError])), ...(model.quietErrors?.[inv.id] ?? [])].map((error) => ({
        type: `xstate.error.actor.${inv.id}`,
        error,
      })),
    ]),
    ...n.after.map((a) => ({ type: a.eventType })),
  ]);
  return [...model.events, ...generated];
}

const unansweredMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();
/** The machine with services that never answer on their own: their results come as events. */
function unanswered(model: PathModel) {
  let machine = unansweredMachines.get(model.machine);
  if (!machine) {
    const never = fromPromise(() => new Promise<never>(() => {}));
    machine = model.machine.provide({ actors: Object.fromEntries(Object.keys(model.machine.implementations.actors).map((k) => [k, never])) } as never);
    unansweredMachines.set(model.machine, machine);
  }
  return machine;
}

/**
 * Runs events through a live actor whose services never answer on their own and records what
 * fired; `accepted` is false when an event is one the state does not take.
 */
export function replay(model: PathModel, input: unknown, events: EventObject[], from?: AnyMachineSnapshot) {
  const fired: string[][] = [];
  const visited = new Set<string>();
  let step: string[] = [];
  const machine = unanswered(model);
  const actor = createActor(machine, {
    input,
    // The traversal leaves the status of the failures it tried on the snapshots it shares: the state is active.
    ...(from ? { snapshot: { ...machine.getPersistedSnapshot(from), status: 'active', error: undefined } as never } : {}),
    inspect: (e) => {
      if (e.type === '@xstate.microstep') step.push(...(e as unknown as { _transitions: AnyTransition[] })._transitions.map(transitionId));
    },
  });
  const record = () => {
    for (const n of (actor.getSnapshot() as unknown as { _nodes: AnyNode[] })._nodes) visited.add(n.id);
    // A transient state is left in the same step it is entered: the transitions from it show it was reached.
    for (const t of step) visited.add(t.slice(0, t.indexOf(' ')));
  };
  actor.start();
  fired.push(step);
  record();
  const states: unknown[] = [];
  /** The model's key of the data after each event (what sets apart two visits of one state). */
  const keys: unknown[] = [];
  let accepted = true;
  for (const event of events) {
    if (!actor.getSnapshot().can(event)) {
      accepted = false;
      break;
    }
    step = [];
    actor.send(event);
    fired.push(step);
    record();
    states.push(actor.getSnapshot().value);
    keys.push(model.keyOf?.(actor.getSnapshot().context) ?? null);
  }
  const end = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return { fired, visited, states, keys, accepted, end };
}

/** The shortest path from the start to every state (one per state key), with the state it ends in. */
function shortestPaths(model: PathModel, input: unknown, events = eventsOf(model)) {
  const paths = getShortestPaths(unanswered(model), {
    events,
    input,
    // Only the events a state takes: the others lead nowhere, and the traversal's queue grows with each.
    filterEvents: (state: AnyMachineSnapshot, event: EventObject) => state.can(event),
    serializeState: (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, model.keyOf?.(s.context) ?? null]),
  } as never);
  return paths.map((p) => ({ end: p.state, events: p.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init') }));
}

/** The shortest of the generated paths that ends in `state` (a state value such as 'ordered' or 'seats.choosing'). */
export function shortestPathTo(model: PathModel, state: string): GeneratedPath {
  const candidates = (model.inputs ?? [undefined]).flatMap((input) =>
    shortestPaths(model, input)
      .filter((p) => p.end.matches(state))
      .map((p) => ({ input, events: p.events })),
  );
  const best = candidates.sort((a, b) => a.events.length - b.events.length)[0];
  if (!best) throw new Error(`no path of the ${model.name} statechart reaches '${state}'`);
  return { ...best, states: replay(model, best.input, best.events).states };
}

/** JSON with each object's keys in order, so that equal values read alike. */
export const canonical = (x: unknown) =>
  JSON.stringify(x, (_, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

const isAnswer = (event: EventObject) => event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');
/** A service's answer (an output or an error) as a coverage item; undefined for any other event. */
export const answerOf = (event: EventObject) => (isAnswer(event) ? `answer ${canonical(event)}` : undefined);
/** The coverage item of an answer followed, in the next step, by a transition. */
export const followUp = (answer: string, transition: string) => `${answer} then ${transition}`;

const followUps = new WeakMap<PathModel, Set<string>>();
/** Every answer of the model followed by every transition that can come next, as found while generating its paths. */
export function answerFollowUps(model: PathModel): Set<string> {
  if (!followUps.has(model)) generatePaths(model);
  return followUps.get(model)!;
}

/** A generated path before it is checked: its input and events, and for a round trip, which. */
export interface PlannedPath {
  input: unknown;
  events: EventObject[];
  roundTrip?: string;
}

/**
 * The paths to test, over states and over data:
 * - the shortest path to every state key;
 * - for every transition those miss, the shortest path that ends by taking it;
 * - every answer a service can give (each output and each error of the model) sent at least once,
 *   and followed by every step the state it leads to can take next: two answers that lead the same
 *   way are still tested apart, and each meets what comes after it.
 * - bounded longer routes: from each step, each event that takes the flow back to a state on the
 *   way there, once per step and event, then the same steps forward again (`roundTrip` names it).
 * A path is kept only when it covers a state, a transition, an answer, an answer's next step or a
 * round trip that no earlier path did. Each path but a round trip is run only for its last step, from
 * the state its prefix reached.
 */
export function generatePaths(model: PathModel): PlannedPath[] {
  const events = eventsOf(model);
  const answers = events.filter(isAnswer);
  const answerId = new Map(answers.map((e) => [e, answerOf(e)!]));
  const possible = new Set<string>();
  followUps.set(model, possible);
  const allTransitions = machineGraph(model.machine).transitions;
  const covered = new Set<string>();
  const paths: PlannedPath[] = [];

  /** The coverage items of a step: its states and transitions, the answer sent, and what follows an answer. */
  const itemsOf = (run: ReturnType<typeof replay>, last: EventObject, before: EventObject | undefined) => {
    const fired = run.fired.slice(1).flat();
    const answered = answerId.get(last);
    const after = before && answerId.get(before);
    const next = after ? fired.map((t) => followUp(after, t)) : [];
    next.forEach((x) => possible.add(x));
    const met = answered && model.answerMeets ? [`${answered} meets ${canonical(model.answerMeets(run.end.context))}`] : [];
    return [...fired, ...run.visited, ...(answered ? [answered] : []), ...met, ...next];
  };
  /** Runs the path's last step from `from` and keeps the path when the step covers anything new; answers the state it reached. */
  const add = (input: unknown, pathEvents: EventObject[], from: AnyMachineSnapshot | undefined) => {
    const run = replay(model, input, pathEvents.slice(from ? -1 : 0), from);
    if (!run.accepted) return undefined;
    const fresh = itemsOf(run, pathEvents.at(-1)!, pathEvents.at(-2)).filter((x) => !covered.has(x));
    if (fresh.length) {
      fresh.forEach((x) => covered.add(x));
      paths.push({ input, events: pathEvents });
    }
    return run.end;
  };
  /** The event types of the transitions no path took yet, worked out again only when something new was covered. */
  let open = { size: -1, types: new Set<string>() };
  const worthTrying = (event: EventObject) => {
    if (open.size !== covered.size) open = { size: covered.size, types: new Set(allTransitions.filter((t) => !covered.has(t)).map((t) => t.split(' ')[1]!)) };
    return open.types.has('always') || open.types.has(event.type) || (answerId.has(event) && !covered.has(answerId.get(event)!));
  };
  const keyOfState = (value: unknown, key: unknown) => JSON.stringify([value, key]);
  const stateKey = (s: AnyMachineSnapshot) => keyOfState(s.value, model.keyOf?.(s.context) ?? null);

  for (const input of model.inputs ?? [undefined]) {
    const start = replay(model, input, []);
    const fresh = [...start.fired.flat(), ...start.visited].filter((x) => !covered.has(x));
    fresh.forEach((x) => covered.add(x));
    if (fresh.length) paths.push({ input, events: [] });
    // Shortest first: a path's prefix is the shortest path to the state before its last step, reached already.
    const ends = shortestPaths(model, input, events).sort((a, b) => a.events.length - b.events.length);
    const reached = new Map<string, AnyMachineSnapshot>([['', start.end]]);
    const keyOf = (list: EventObject[]) => list.map((e) => events.indexOf(e)).join(',');
    const snapshots: AnyMachineSnapshot[] = [];
    for (const end of ends) {
      if (!end.events.length) continue;
      const from = reached.get(keyOf(end.events.slice(0, -1)));
      const after = add(input, end.events, from);
      if (after) reached.set(keyOf(end.events), after);
      snapshots.push(after ?? end.end);
    }
    const withEnds = ends.filter((e) => e.events.length).map((end, i) => ({ events: end.events, at: snapshots[i]! }));
    withEnds.unshift({ events: [], at: start.end });
    for (const { events: prefix, at } of withEnds) for (const event of events) if (at.can(event) && worthTrying(event)) add(input, [...prefix, event], at);
    // Every answer, then every next step from where it leads (once for each answer and state it leads to).
    const expanded = new Set<string>();
    for (const { events: prefix, at } of withEnds)
      for (const answer of answers) {
        if (!at.can(answer)) continue;
        const next = add(input, [...prefix, answer], at);
        if (!next || next.status !== 'active') continue;
        const key = `${answerId.get(answer)} ${stateKey(next)}`;
        if (expanded.has(key)) continue;
        expanded.add(key);
        for (const event of events) if (next.can(event)) add(input, [...prefix, answer, event], next);
      }
    // Longer routes, bounded: from each state, each step back to a state on the way there, then the same steps forward again.
    for (const { events: prefix, at } of withEnds) {
      if (!prefix.length) continue;
      const way = replay(model, input, prefix);
      const keysOnTheWay = [stateKey(start.end), ...way.states.slice(0, -1).map((value, i) => keyOfState(value, way.keys[i]))];
      for (const event of events) {
        if (!at.can(event) || isAnswer(event)) continue;
        const back = replay(model, input, [event], at);
        if (!back.accepted || back.end.status !== 'active') continue;
        const since = keysOnTheWay.lastIndexOf(stateKey(back.end));
        const item = roundTrip(stateName(at.value), event);
        if (since < 0 || covered.has(item)) continue;
        const route = [...prefix, event, ...prefix.slice(since)];
        if (!replay(model, input, route).accepted) continue;
        covered.add(item);
        paths.push({ input, events: route, roundTrip: item });
      }
    }
  }
  return paths;
}

/** The coverage item of a path that steps back from a step (a state value) and goes forward to it again. */
const roundTrip = (step: string, back: EventObject) => `back from ${step} by ${back.type}, and forward again`;

