import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { backHandler } from '../../src/app/back-handler';
import { t } from '../../src/app/i18n';
import { setNavigate } from '../../src/app/navigation';
import type { PageProps } from '../../src/page-props';
import { ToastHost } from '../../src/ui/Toast';
import { checkedPaths } from '../graph/checked-run';
import { machineGraph, noCall, replay, stateName, type ModelEvent, type PathModel } from '../graph/path-generator';
import { actorOf, calls, startedAt, type Call } from './fakes';

export type { Call };

/**
 * Runs a statechart's generated paths through the flow's real pages, without a browser: the pages
 * in a MemoryRouter on the flow's routes, the services as recording fakes (tests/views/fakes.ts).
 * Each step of a path is done as a user would (a table per flow: event type -> what to press), or
 * is a service's answer (the pending fake call settled) or a timer (fake time advanced). After each
 * step: the statechart is on the step the model says, each new call carries the input the model
 * expects, the page shows what the flow's table says of that step, a busy step's primary button is
 * disabled or says so (and pressing it again only raises the notice), and a failure shows once,
 * with a Retry that sends the failed call again.
 */
export interface Step<World = any> {
  /** The model's name of the step (its state as `stateName` writes it). */
  step: string;
  world: World;
  /** What the model says the page shows, given the world (its `view.expected`), or {}. */
  shown: Record<string, any>;
  snapshot: AnyMachineSnapshot;
  user: UserEvent;
  /** The address the router is on (path and query). */
  at: string;
}

/** What a UI action answers when the page offers no way to send the event in that step (a disabled button). */
export const REFUSED = 'refused';
export type UiAction<World = any> = (step: Step<World>, event: ModelEvent) => Promise<void | typeof REFUSED>;

export interface RouteOf {
  path: string;
  /** The page title's locale key, drawn as the nav bar does, in an h1. */
  title: string;
  Page: ComponentType<PageProps>;
}

export interface Flow<World = any> {
  model: PathModel<World>;
  routes: RouteOf[];
  /** The address a run opens for the model's input. */
  entry: (input: unknown) => string;
  /** The time the run starts at (the fake clock's), for the model's input: pages that offer days count from it. */
  now?: (input: unknown) => number;
  /** What the tab holds before the page opens, for the model's input (sessionStorage, say). */
  prepare?: (input: unknown) => void;
  /**
   * For flows whose every page runs a statechart of its own, taken up from the address (the payment
   * pages): the answer the server gives a call the page that opened makes to take the run up again,
   * from what the path answered so far (`answers`, in order) and the model's world; undefined leaves
   * the call to the path.
   */
  takeUp?: (call: Call, world: World, answers: Answered[]) => Answer | undefined;
  /** What the user does on the page that opens before the flow starts (press Activate on a card's page, say). */
  open?: (step: { user: UserEvent; input: unknown }) => Promise<void>;
  /** The answers to the calls a page makes for itself (a list it shows), not the statechart's: by the call, or undefined. */
  serve?: (call: Call) => Answer | undefined;
  /**
   * How the pages come to an answer the model sends as one event, by invoke id: a child statechart's
   * end (a payment's), reached through its own calls.
   */
  answerWith?: Record<string, (event: EventObject) => Promise<void>>;
  /** How often each of the model's side effects ran, read from the fakes (by the model's effect name). */
  effects?: Record<string, () => number>;
  /** Invokes that call another invoke's service (a list read again behind the page), by invoke id: the fake's id whose call answers them. */
  sameCallAs?: Record<string, string>;
  /** What a user does to send each event type. */
  actions: Record<string, UiAction<World>>;
  /** What the page shows at each step of the model, by step name: every step a path reaches needs one. */
  screens: Record<string, (step: Step<World>) => void>;
  /**
   * The primary button of a step, checked while the step is busy; null where the step has none (a
   * busy step whose model names a submit must have one), REFUSED where the busy step's page offers
   * no way to send its submit again (a seat map loading, its flight chosen on the page before).
   */
  primary?: (step: Step<World>) => HTMLElement | null | typeof REFUSED;
  /** The text of a busy button and of the notice: 'submitting...' by default. */
  busyText?: string;
  /** Other texts a busy button may show instead (a search's 'Searching...'). */
  busyLabels?: string[];
}

export type Answer = { output: unknown } | { error: unknown };
export type Answered = { id: string } & Answer;

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

const canonical = (x: unknown) =>
  JSON.stringify(x, (_, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Lets settled promises reach the statechart and React draw what follows, with effects run. */
export const flush = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });

let location = '';
function Shell({ routes }: { routes: RouteOf[] }) {
  const { pathname, search } = useLocation();
  location = pathname + search;
  const navigate = useNavigate();
  setNavigate((path, options) => void navigate(path, options));
  const route = routes.find((r) => r.path === pathname);
  if (!route) return <p data-testid="left-for">{location}</p>;
  const query = Object.fromEntries(new URLSearchParams(search));
  return (
    <div className="page">
      <h1>{t(route.title)}</h1>
      <main className="page-body">
        <route.Page query={query} key={route.path} />
      </main>
    </div>
  );
}

/** Whether a button cannot be pressed. */
export const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true' || button.hasAttribute('data-disabled');

/** The elements in the role `alert` whose text holds `text`. */
const alertsWith = (text: string) => screen.queryAllByRole('alert', { hidden: true }).filter((a) => a.textContent?.includes(text));

/** The text a failure shows: the server's message, or its code's. */
export const failureText = (error: { code: string; msg: string | null }) => error.msg ?? t(`http.${error.code}`);

const errorOf = (event: EventObject) => (event as { error?: unknown }).error;
const isQuiet = (model: PathModel, id: string, error: unknown) => model.quietErrors?.[id]?.some((e) => same(e, error)) ?? false;

export interface PathRun {
  input: unknown;
  events: EventObject[];
  /** The state after each event, for a model without a `step` table. */
  states: unknown[];
}

/**
 * The paths a flow's views test runs: of the checked paths (the generated ones, each failure
 * retried; not the round trips back and forward, which judge the statechart's data, in the graph
 * project), at most `cap`, chosen greedily: each time the path that reaches the most states no
 * chosen path reached, then the most of the data variants of a state (the model's key) not met yet,
 * then the most steps (state, event type, next state) not taken yet; then the rest in their order,
 * up to the cap. They run in their generated order.
 */
export function viewPaths(model: PathModel, cap = Number(process.env.VIEWS_PATHS ?? 20)): PathRun[] {
  const all = checkedPaths(model).filter((path) => !path.roundTrip);
  const itemsOf = all.map((path) => {
    const run = replay(model, path.input, path.events);
    const states = run.states.map(stateName);
    return {
      // Each input starts in a state of its own (an order id missing, say): the start counts as a state.
      states: new Set([`start ${JSON.stringify(path.input)}`, ...states]),
      variants: new Set(states.map((s, i) => `${s} ${JSON.stringify(run.keys[i])}`)),
      steps: new Set(path.events.map((e, i) => `${i ? states[i - 1] : 'start'} ${e.type} ${states[i]}`)),
    };
  });
  const met = { states: new Set<string>(), variants: new Set<string>(), steps: new Set<string>() };
  const fresh = (items: Set<string>, seen: Set<string>) => [...items].filter((x) => !seen.has(x)).length;
  const chosen = new Set<number>();
  while (chosen.size < Math.min(cap, all.length)) {
    let best = -1;
    let bestScore = 0;
    itemsOf.forEach((items, i) => {
      if (chosen.has(i)) return;
      const score = fresh(items.states, met.states) * 1_000_000 + fresh(items.variants, met.variants) * 1000 + fresh(items.steps, met.steps);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    if (best < 0) best = all.findIndex((_, i) => !chosen.has(i));
    chosen.add(best);
    for (const kind of ['states', 'variants', 'steps'] as const) itemsOf[best]![kind].forEach((x) => met[kind].add(x));
  }
  return all.filter((_, i) => chosen.has(i));
}

/** Presses what a step's action found; a control the page does not show, or shows disabled, refuses the event. */
export async function press(user: UserEvent, found: HTMLElement | null | undefined): Promise<void | typeof REFUSED> {
  if (!found || isDisabled(found)) return REFUSED;
  await user.click(found);
}

/** The nav bar's back button: the flow's step back, where the page takes it over. */
export async function navBack(): Promise<void | typeof REFUSED> {
  const handler = backHandler();
  if (!handler) return REFUSED;
  await act(async () => handler());
}

/** A step's failure shows once among the page's alerts (beside others the step may show). */
export const failureShown = ({ snapshot }: Step) => expect(pageAlerts().filter((a) => a === failureText(snapshot.context.error)).length, 'the failure once').toBe(1);

/** Text as a regular expression's literal. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page shows that it is loading. */
export const loading = () => expect(screen.getByRole('status').textContent).toBe(t('common.loading'));

/** The texts of the page's own alerts (a toast is not one). */
export const pageAlerts = () => screen.queryAllByRole('alert').filter((a) => !a.classList.contains('toast')).map((a) => a.textContent);
/** The page shows no alert. */
export const noAlert = () => expect(pageAlerts()).toEqual([]);
/** A step's check made of several: what the page shows, then what it alerts. */
export const checks =
  (...all: ((step: Step) => void)[]) =>
  (step: Step) => {
    for (const check of all) check(step);
  };

/** The events the pages offered no way to send, with the step they were in (a path stops there). */
const refusedSteps: string[] = [];

/** A flow's views test: each of its view paths through the pages, then every step of `flow.screens` met. */
export function describeViews<World>(title: string, flow: Flow<World>, cap?: number) {
  describe(`${title} pages follow the ${title} statechart`, () => {
    const paths = viewPaths(flow.model, cap);
    const met = new Set<string>();
    it.each(paths.map((p, i) => [i + 1, p] as const))('path %i', async (_, path) => runPath(flow, path, met));
    it('meets every step the pages show', () => {
      expect([...met].sort()).toEqual(Object.keys(flow.screens).sort());
      if (refusedSteps.length) console.info(`${title}: the pages offer no way to send ${[...new Set(refusedSteps)].join('; ')}`);
    });
  });
}

/** Runs one path through the pages; each check that fails throws with the step it failed at. */
export async function runPath<World>(flow: Flow<World>, path: PathRun, met: Set<string>): Promise<void> {
  const { model } = flow;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const user = userEvent.setup({ delay: null, skipHover: true, pointerEventsCheck: PointerEventsCheckLevel.Never, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  if (flow.now) vi.setSystemTime(flow.now(path.input));
  // React Router's browser history keeps each entry's index in history.state, which pages that go
  // back read (the area-code picker): the memory router's first entry has one before it.
  window.history.replaceState({ idx: 1 }, '');
  flow.prepare?.(path.input);
  render(
    <MemoryRouter initialEntries={[flow.entry(path.input)]}>
      <Shell routes={flow.routes} />
      <ToastHost />
    </MemoryRouter>,
  );
  const invokeIds = new Set(machineGraph(model.machine).nodes.flatMap((n) => n.invoke.map((i) => i.id)));
  /** The page's own calls (not the statechart's) are answered as the flow's table says. */
  const serve = async () => {
    for (let round = 0; round < 5 && flow.serve; round++) {
      const open = calls.filter((c) => !c.settled && !c.signal?.aborted && !invokeIds.has(c.id));
      const served = open.flatMap((c) => {
        const answer = flow.serve!(c);
        return answer ? [[c, answer] as const] : [];
      });
      if (!served.length) return;
      await act(async () => served.forEach(([c, a]) => ('output' in a ? c.resolve(a.output) : c.reject(a.error))));
      await flush();
    }
  };
  await flush();
  await serve();
  if (flow.open) {
    await flow.open({ user, input: path.input });
    await flush();
    await serve();
  }
  let actor = actorOf(model.machine.id);
  if (!actor) throw new Error(`the page started no ${model.machine.id} statechart`);
  const snapshot = () => actorOf(model.machine.id)!.getSnapshot() as AnyMachineSnapshot;
  /** The last answer the path gave each call, and the calls the pages made to take the run up again (not the model's). */
  const answers: Answered[] = [];
  const takenUp = new Set<Call>();
  const pending = (id: string) => calls.findLast((c) => c.id === (flow.sameCallAs?.[id] ?? id) && !c.settled && !c.signal?.aborted);
  /** A page that opened with a statechart of its own takes the run up again: the server answers what it asks. */
  const takeUp = async () => {
    for (let round = 0; round < 10 && flow.takeUp && actorOf(model.machine.id) !== actor; round++) {
      const since = calls.length;
      for (const call of calls.filter((c) => !c.settled && !c.signal?.aborted && !takenUp.has(c))) {
        const answer = flow.takeUp(call, world, answers);
        if (!answer) continue;
        takenUp.add(call);
        await act(async () => ('output' in answer ? call.resolve(answer.output) : call.reject(answer.error)));
      }
      await flush();
      if (calls.length === since && calls.every((c) => c.settled || c.signal?.aborted || !flow.takeUp!(c, world, answers))) break;
    }
    actor = actorOf(model.machine.id);
  };
  let world = model.world?.initial(path.input) as World;
  const busyText = flow.busyText ?? t('notice.submitting');

  const checkCalls = (from: number, at: string) => {
    if (!model.expectedInput) return;
    for (const call of calls.slice(from).filter((c) => !takenUp.has(c) && invokeIds.has(c.id))) {
      const wanted = model.expectedInput(call.id, world);
      expect(wanted === noCall ? noCall : call.input, `${at}: the page called ${call.id}`).toEqual(wanted === noCall ? 'no call' : wanted);
    }
  };

  const check = async (at: string, expectedStep: string) => {
    const s = snapshot();
    expect(stateName(s.value), `${at}: the step`).toBe(expectedStep);
    const step: Step<World> = { step: expectedStep, world, shown: model.view?.expected(world) ?? {}, snapshot: s, user, at: location };
    const screenCheck = flow.screens[expectedStep];
    if (!screenCheck) throw new Error(`${at}: the flow's table has no screen for the step '${expectedStep}'`);
    try {
      screenCheck(step);
    } catch (e) {
      throw new Error(`${at}: on step ${expectedStep} (${location}): ${(e as Error).message}`, { cause: e });
    }
    met.add(expectedStep);
    for (const [name, count] of Object.entries(flow.effects ?? {})) expect(count(), `${at}: ${name} ran`).toBe(model.effects![name]!(world));
    if (s.hasTag('failed') && s.context.error) {
      const text = failureText(s.context.error);
      expect(alertsWith(text).length, `${at}: the failure '${text}' is shown once (one alert, no toast)`).toBe(1);
      expect(screen.getAllByRole('button', { name: t('common.retry') }).length, `${at}: one Retry`).toBe(1);
    }
    if (s.hasTag('busy') && s.status === 'active') await probeBusy(step, at);
  };

  /** A busy step's primary button is disabled or says it is busy; pressed again, it only raises the notice. */
  const probeBusy = async (step: Step<World>, at: string) => {
    const button = flow.primary?.(step) ?? null;
    if (button === REFUSED) return;
    const busyNode = (step.snapshot as unknown as { _nodes: { id: string; tags: string[] }[] })._nodes.filter((n) => n.tags.includes('busy')).at(-1);
    const submit = busyNode && model.submits?.[busyNode.id];
    if (!button) {
      if (submit) throw new Error(`${at}: the busy step ${step.step} takes ${submit.type} again, and the flow's table finds no primary button`);
      return;
    }
    const busyShown = [busyText, ...(flow.busyLabels ?? [])].some((text) => button.textContent?.includes(text));
    expect(isDisabled(button) || busyShown, `${at}: the primary button '${button.textContent}' while busy is disabled or says '${busyText}'`).toBe(true);
    if (isDisabled(button) || !submit) return;
    const [before, made] = [snapshot().value, calls.length];
    await user.click(button);
    await flush();
    expect(calls.length, `${at}: pressing the busy button again made a new call`).toBe(made);
    expect(snapshot().value, `${at}: pressing the busy button again changed the step`).toEqual(before);
    expect(alertsWith(busyText).filter((a) => a.classList.contains('toast')).length, `${at}: pressing the busy button again raises the '${busyText}' notice`).toBe(1);
  };

  const start = model.step ? model.step(world) : stateName(snapshot().value);
  checkCalls(startedAt.get(actor) ?? 0, 'start');
  await check('start', start);

  let failed: Call | undefined;
  for (const [i, event] of path.events.entries()) {
    const at = `step ${i + 1} (${event.type})`;
    const before = snapshot();
    const made = calls.length;
    let retried: Call | undefined;
    if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
      const done = event.type.startsWith(DONE);
      const id = event.type.slice(done ? DONE.length : ERROR.length);
      const answerWith = flow.answerWith?.[id];
      if (answerWith) await answerWith(event);
      const call = answerWith ? undefined : pending(id);
      if (answerWith) {
        // The child's own calls answered it: nothing of the path's to settle.
      } else if (!call) throw new Error(`${at}: the page made no call of ${id} to answer`);
      else {
        answers.push(done ? { id, output: (event as { output?: unknown }).output } : { id, error: errorOf(event) });
        await act(async () => (done ? call.resolve((event as { output?: unknown }).output) : call.reject(errorOf(event))));
        failed = !done && !isQuiet(model, id, errorOf(event)) ? call : undefined;
      }
    } else if (event.type.startsWith(AFTER)) {
      const stateId = event.type.slice(AFTER.length).replace(/^[^.]*\./, '');
      const ms = model.timers?.[stateId];
      if (ms === undefined) throw new Error(`${at}: ${stateId} has a timer the model does not name`);
      await act(async () => void vi.advanceTimersByTime(ms - 1));
      await flush();
      expect(snapshot().value, `${at}: the timer fired before ${ms} ms`).toEqual(before.value);
      await act(async () => void vi.advanceTimersByTime(1));
    } else {
      const action = flow.actions[event.type];
      if (!action) throw new Error(`${at}: no UI action is mapped to '${event.type}' in the flow's table`);
      if (failed && same(event, model.retries?.[failed.id]?.event ?? { type: 'retry' })) retried = failed;
      failed = undefined;
      const step: Step<World> = { step: stateName(before.value), world, shown: model.view?.expected(world) ?? {}, snapshot: before, user, at: location };
      if ((await action(step, event as ModelEvent)) === REFUSED) {
        // The page offers no way to send it here: nothing changes, and the rest of the path cannot be followed.
        await flush();
        expect(snapshot().value, `${at}: the page refused ${event.type}, and the step changed`).toEqual(before.value);
        expect(calls.length, `${at}: the page refused ${event.type}, and a call was made`).toBe(made);
        refusedSteps.push(`${event.type} in ${stateName(before.value)}`);
        return;
      }
    }
    await flush();
    world = model.world ? model.world.after(world, event, before) : world;
    await takeUp();
    await serve();
    checkCalls(made, at);
    if (retried) {
      const resends = model.retries?.[retried.id]?.resends ?? retried.id;
      const again = calls.slice(made).find((c) => c.id === resends);
      expect(again, `${at}: Retry called ${resends} again`).toBeDefined();
      if (resends === retried.id) expect(again!.input, `${at}: Retry sent what the failed call sent`).toEqual(retried.input);
    }
    await check(at, model.step ? model.step(world) : stateName(path.states[i]));
  }
}

/** Within the dialog that is open (React Aria hides the page behind it from the accessibility tree). */
export const inDialog = () => within(screen.getByRole('dialog'));
