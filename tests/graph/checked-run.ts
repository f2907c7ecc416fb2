import { createActor, fromPromise, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { answerFollowUps, answerOf, canonical, eventsOf, followUp, generatePaths, machineGraph, noCall, replay, stateName, transitionId, type PathModel, type PlannedPath } from './path-generator';

/**
 * Runs a generated path against the real statechart: its services are recording fakes that answer
 * only when the path says so (with the path's answer or error), and time passes only on a timer's
 * step, on a simulated clock. Every step and every service call is checked against the model; a
 * transition counts as covered only when it fired in a step whose checks all passed.
 */
export interface CheckedRun {
  fired: string[];
  visited: string[];
  /** The answers sent, and each followed by the transitions of the step after it (answerOf, followUp). */
  answered: string[];
  failures: string[];
}

interface Call {
  id: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

type Node = { id: string; tags: string[] };
const nodesOf = (s: AnyMachineSnapshot) => (s as unknown as { _nodes: Node[] })._nodes;
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
const show = (x: unknown) => JSON.stringify(x) ?? 'undefined';
/** Enough turns of the microtask queue for a settled promise to reach the statechart. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const errorOf = (event: EventObject) => (event as { error?: unknown }).error as { code?: string; msg?: string; kind?: string };
/** What the page is to show for a failure: the response code and message, or the failure kind. */
const shownError = (error: { code?: string; msg?: string; kind?: string }) => ({ code: error.code ?? error.kind, msg: error.msg || null });

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

function isQuiet(model: PathModel, id: string, error: unknown) {
  return model.quietErrors?.[id]?.some((e) => same(e, error)) ?? false;
}

/**
 * `expected`: the states a model without a `step` table must reach (by default the statechart's own,
 * replayed); a model with one is judged by it alone.
 */
export async function runChecked(model: PathModel, input: unknown, events: EventObject[], expected = model.step ? [] : replay(model, input, events).states): Promise<CheckedRun> {
  const clock = new SimulatedClock();
  // The statecharts that read the time (the payment countdown) read the simulated clock.
  const realNow = Date.now;
  const start = realNow();
  Date.now = () => start + clock.now();
  try {
    return await run(model, input, events, expected, clock);
  } finally {
    Date.now = realNow;
  }
}

async function run(model: PathModel, input: unknown, events: EventObject[], expected: unknown[], clock: SimulatedClock): Promise<CheckedRun> {
  const calls: Call[] = [];
  let busyNotices = 0;
  let step: string[] = [];
  const fired: string[] = [];
  const visited = new Set<string>();
  const answered: string[] = [];
  let lastAnswer: string | undefined;
  const failures: string[] = [];

  const actors = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((src) => [
      src,
      fromPromise(({ input, self }: { input: unknown; self: AnyActorRef }) => new Promise((resolve, reject) => calls.push({ id: self.id, input, resolve, reject }))),
    ]),
  );
  const effectsRun: Record<string, number> = Object.fromEntries(Object.keys(model.effects ?? {}).map((name) => [name, 0]));
  const actions = {
    ...('notifyBusy' in model.machine.implementations.actions ? { notifyBusy: () => void busyNotices++ } : {}),
    ...Object.fromEntries(Object.keys(effectsRun).map((name) => [name, () => void effectsRun[name]!++])),
  };
  const actor = createActor(model.machine.provide({ actors, actions } as never), {
    input,
    clock,
    inspect: (e) => {
      if (e.type === '@xstate.microstep') step.push(...(e as unknown as { _transitions: Parameters<typeof transitionId>[0][] })._transitions.map(transitionId));
    },
  });
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
  let world = model.world?.initial(input);

  /** Checks the calls made since `from` against what the model expects from what was entered and answered. */
  const checkCalls = (from: number, at: string) => {
    for (const call of calls.slice(from)) {
      const wanted = model.expectedInput?.(call.id, world);
      if (wanted === noCall) failures.push(`${at}: ${call.id} was called, and no call was expected`);
      else if (model.expectedInput && !same(call.input, wanted)) failures.push(`${at}: ${call.id} was called with ${show(call.input)}, expected ${show(wanted)}`);
    }
  };
  /** Sends an event the state must not act on: nothing is called and the state stays. */
  const probeRefused = async (event: EventObject, at: string) => {
    const before = snapshot().value;
    const made = calls.length;
    actor.send(event);
    await settle();
    if (calls.length > made || !same(snapshot().value, before)) failures.push(`${at}: ${show(event)} was acted on (${show(before)} -> ${show(snapshot().value)})`);
  };
  /** A submit sent again while its call is in flight sends nothing and raises the busy notice. */
  const probeBusy = async (at: string) => {
    const active = nodesOf(snapshot());
    for (const n of active) if (model.submits?.[n.id] !== undefined && !n.tags.includes('busy')) failures.push(`${at}: ${n.id} has a call in flight and is not tagged busy`);
    const busy = active.filter((n) => n.tags.includes('busy')).at(-1);
    if (!busy) return;
    const submit = model.submits?.[busy.id];
    if (submit === undefined) return failures.push(`${at}: the busy state ${busy.id} has no submit in the model`);
    if (submit === null) return;
    const before = snapshot().value;
    const [made, notices] = [calls.length, busyNotices];
    actor.send(submit);
    await settle();
    if (calls.length > made) failures.push(`${at}: ${submit.type} sent again in ${busy.id} made a new call`);
    if (busyNotices !== notices + 1) failures.push(`${at}: ${submit.type} sent again in ${busy.id} raised ${busyNotices - notices} busy notices, expected 1`);
    if (!same(snapshot().value, before)) failures.push(`${at}: ${submit.type} sent again in ${busy.id} left it for ${show(snapshot().value)}`);
  };

  actor.start();
  await settle();
  const record = () => {
    for (const n of nodesOf(snapshot())) visited.add(n.id);
    // A transient state is left in the step it is entered: a transition from it shows it was reached.
    for (const t of step) visited.add(t.slice(0, t.indexOf(' ')));
    fired.push(...step);
  };
  checkCalls(0, 'start');
  record();

  let failedCall: Call | undefined;
  for (const [i, event] of events.entries()) {
    if (failures.length) break;
    const at = `step ${i + 1} (${event.type})`;
    const before = snapshot();
    const made = calls.length;
    step = [];
    let retried: Call | undefined;
    if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
      const id = event.type.slice(event.type.startsWith(DONE) ? DONE.length : ERROR.length);
      const call = calls.findLast((c) => c.id === id);
      if (!call) {
        failures.push(`${at}: no call of ${id} to answer`);
        break;
      }
      if (event.type.startsWith(DONE)) call.resolve((event as { output?: unknown }).output);
      else call.reject(errorOf(event));
      failedCall = event.type.startsWith(ERROR) && !isQuiet(model, id, errorOf(event)) ? call : undefined;
    } else if (event.type.startsWith(AFTER)) {
      const stateId = event.type.slice(AFTER.length).replace(/^[^.]*\./, '');
      const ms = model.timers?.[stateId];
      if (ms === undefined) {
        failures.push(`${at}: ${stateId} has a timer the model does not name`);
        break;
      }
      clock.increment(ms - 1);
      await settle();
      if (step.length || !same(snapshot().value, before.value)) failures.push(`${at}: the timer of ${stateId} fired before ${ms} ms`);
      clock.increment(1);
    } else {
      if (failedCall && same(event, model.retries?.[failedCall.id]?.event ?? { type: 'retry' })) retried = failedCall;
      failedCall = undefined;
      actor.send(event);
    }
    await settle();
    world = model.world?.after(world, event, before);

    if (model.step) {
      const step = model.step(world);
      if (stateName(snapshot().value) !== step) failures.push(`${at}: reached ${stateName(snapshot().value)}, the spec's step is ${step}`);
    } else if (!same(snapshot().value, expected[i])) failures.push(`${at}: reached ${show(snapshot().value)}, expected ${show(expected[i])}`);
    if (model.showsError && (snapshot().context.error !== null) !== model.showsError(snapshot()))
      failures.push(`${at}: ${show(snapshot().value)} ${model.showsError(snapshot()) ? 'shows no failure' : `still shows the failure ${show(snapshot().context.error)}`}`);
    if (model.view) {
      const [shown, wanted] = [model.view.of(snapshot()), model.view.expected(world)];
      for (const key of Object.keys(wanted)) if (!same(shown[key], wanted[key])) failures.push(`${at}: the page shows ${key} ${show(shown[key])}, expected ${show(wanted[key])}`);
    }
    for (const [name, times] of Object.entries(model.effects ?? {}))
      if (effectsRun[name] !== times(world)) failures.push(`${at}: ${name} ran ${effectsRun[name]} times, expected ${times(world)}`);
    checkCalls(made, at);
    if (retried) {
      const resends = model.retries?.[retried.id]?.resends ?? retried.id;
      const again = calls.slice(made).find((c) => c.id === resends);
      if (!again) failures.push(`${at}: retry did not call ${resends} again`);
      else if (resends === retried.id && !same(again.input, retried.input)) failures.push(`${at}: retry sent ${show(again.input)}, the failed call sent ${show(retried.input)}`);
    }
    if (event.type.startsWith(ERROR)) {
      const quiet = isQuiet(model, event.type.slice(ERROR.length), errorOf(event));
      // A quiet failure shows nothing of its own; a failure shown before it may stay.
      if (quiet ? snapshot().hasTag('failed') && !before.hasTag('failed') : !snapshot().hasTag('failed'))
        failures.push(`${at}: ${quiet ? 'a quiet failure is shown' : 'the failure did not land in a state tagged failed'}`);
      if (!quiet && model.showsMessage !== false && !same(snapshot().context.error, shownError(errorOf(event))))
        failures.push(`${at}: the failed state shows ${show(snapshot().context.error)}, expected ${show(shownError(errorOf(event)))}`);
    }
    if (failures.length) break;
    if (lastAnswer) answered.push(...step.map((t) => followUp(lastAnswer!, t)));
    lastAnswer = answerOf(event);
    if (lastAnswer) answered.push(lastAnswer);
    record();

    if (snapshot().status !== 'active') continue;
    step = [];
    await probeBusy(at);
    if (!snapshot().hasTag('failed')) await probeRefused({ type: 'retry' }, at);
    for (const event of model.refused?.(world) ?? []) await probeRefused(event, at);
    if (failures.length) break;
    record();
  }
  actor.stop();
  return { fired, visited: [...visited], answered, failures };
}

/** The done event answering `id` with its first output in the model. */
const answer = (model: PathModel, id: string) => eventsOf(model).find((e) => e.type === `${DONE}${id}`)!;

/**
 * For each shown failure on a path, the path up to it, then retry, then the retried call's answer:
 * every failure on every path is retried, and the retry must work.
 */
export function retryPaths(model: PathModel, events: EventObject[]): EventObject[][] {
  return events.flatMap((event, i) => {
    if (!event.type.startsWith(ERROR)) return [];
    const id = event.type.slice(ERROR.length);
    if (isQuiet(model, id, errorOf(event))) return [];
    const retry = model.retries?.[id] ?? { event: { type: 'retry' }, resends: id };
    return [[...events.slice(0, i + 1), retry.event, answer(model, retry.resends)]];
  });
}

/** A generated path (a round trip's retry keeps its `roundTrip`), with the states it reaches. */
export interface CheckedPath extends PlannedPath {
  /** The states the statechart reached, for a model without a `step` table (empty for one with it). */
  states: unknown[];
}

/** The paths the checked tests run: the generated ones and, for each shown failure, its retry. */
export function checkedPaths(model: PathModel): CheckedPath[] {
  const seen = new Set<string>();
  return generatePaths(model).flatMap((path) =>
    [path.events, ...retryPaths(model, path.events)].flatMap((events) => {
      const key = JSON.stringify([path.input, events]);
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ input: path.input, events, states: model.step ? [] : replay(model, path.input, events).states, ...(path.roundTrip && { roundTrip: path.roundTrip }) }];
    }),
  );
}

export interface CoverageReport {
  machine: string;
  states: number;
  statesCovered: number;
  transitions: number;
  transitionsCovered: number;
  paths: number;
  /** The answers the model gives its services, and those sent in passing paths. */
  answers: number;
  answersCovered: number;
  /** Each answer followed by each transition that can come next, and those taken in passing paths. */
  followUps: number;
  followUpsCovered: number;
  /** The paths of the generated round trips (back from a step and forward to it again) with their retries, and those that passed. */
  roundTrips: number;
  roundTripsPassed: number;
  uncoveredStates: string[];
  uncoveredTransitions: string[];
  failures: string[];
}

/** Runs every checked path and counts what the passing ones covered. */
export async function checkedCoverage(model: PathModel, paths = checkedPaths(model)): Promise<CoverageReport> {
  const graph = machineGraph(model.machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const answered = new Set<string>();
  const failures: string[] = [];
  let roundTripsPassed = 0;
  for (const [i, path] of paths.entries()) {
    const run = await runChecked(model, path.input, path.events, path.states);
    if (run.failures.length) failures.push(...run.failures.map((f) => `path ${i + 1}: ${f}`));
    else {
      if (path.roundTrip) roundTripsPassed++;
      run.visited.forEach((s) => states.add(s));
      run.fired.forEach((t) => transitions.add(t));
      run.answered.forEach((a) => answered.add(a));
    }
  }
  const answers = [...new Set(eventsOf(model).map(answerOf).filter((a) => a !== undefined))];
  const followUps = [...answerFollowUps(model)];
  return {
    machine: model.name,
    states: graph.states.length,
    statesCovered: graph.states.filter((s) => states.has(s)).length,
    transitions: graph.transitions.length,
    transitionsCovered: graph.transitions.filter((t) => transitions.has(t)).length,
    paths: paths.length,
    answers: answers.length,
    answersCovered: answers.filter((a) => answered.has(a)).length,
    followUps: followUps.length,
    followUpsCovered: followUps.filter((f) => answered.has(f)).length,
    roundTrips: paths.filter((p) => p.roundTrip).length,
    roundTripsPassed,
    uncoveredStates: graph.states.filter((s) => !states.has(s)),
    uncoveredTransitions: graph.transitions.filter((t) => !transitions.has(t)),
    failures,
  };
}
