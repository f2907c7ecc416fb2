import type { AnyActorRef, InspectionEvent } from 'xstate';

/**
 * What the views tests record of the app while a page runs: the calls its services got (each a
 * promise the test's path settles) and the statecharts' root actors, found through the app's own
 * inspection hook, so the real actor modules and pages run unchanged.
 */
export interface Call {
  /** The invoke id of the statechart's call this service answers. */
  id: string;
  input: unknown;
  signal: AbortSignal | undefined;
  settled: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export const calls: Call[] = [];
export const actors: AnyActorRef[] = [];
/** How many calls had been made when each actor started: the calls before are the page's own. */
export const startedAt = new WeakMap<AnyActorRef, number>();

/**
 * A recording fake of a service function: each call waits for the path's answer. `inputOf` turns the
 * function's arguments back into the statechart's input of the call (by default the first one).
 */
export function fake(id: string, inputOf: (...args: any[]) => unknown = (input: unknown) => input) {
  return (...args: unknown[]) =>
    new Promise((resolve, reject) => {
      const call: Call = {
        id,
        input: inputOf(...args),
        signal: args.find((a): a is AbortSignal => a instanceof AbortSignal),
        settled: false,
        resolve: (output) => ((call.settled = true), resolve(output)),
        reject: (error) => ((call.settled = true), reject(error)),
      };
      calls.push(call);
    });
}

/** The app's inspection observer in the views tests: it keeps every root actor started. */
export function observe(event: InspectionEvent): void {
  if (event.type === '@xstate.actor' && event.actorRef.sessionId === event.rootId) {
    const actor = event.actorRef as AnyActorRef;
    actors.push(actor);
    startedAt.set(actor, calls.length);
  }
}

/** The latest root actor running the statechart `machineId`. */
export const actorOf = (machineId: string) => actors.findLast((a) => (a as unknown as { logic: { id: string } }).logic.id === machineId);

/** Forgets the last run: its actors are stopped, its calls dropped. */
export function resetRecorded(): void {
  for (const actor of actors.splice(0)) actor.stop();
  calls.splice(0);
}

/** Whether the app's session is signed in, read by the flows that start differently for a guest (set by a flow's `prepare`). */
export const session = { signedIn: true };
/** The signed-in user's account as the session holds it: a club member, whose club pages ask for the profile. */
const member = { userId: 1, nickName: 'Tai Man', jpClubId: '8800100002' };

/** The app's actors (src/app/actors), the session's snapshot answering `session.signedIn` for its tag `signedIn` and holding the member's account. */
export function withSession<T extends { sessionActor: AnyActorRef }>(actors: T): T {
  const { sessionActor } = actors;
  // One answer per snapshot and sign-in: a selector reading it sees the same objects until either changes.
  let last: { snapshot: unknown; signedIn: boolean; answer: unknown } | null = null;
  const getSnapshot = () => {
    const snapshot = sessionActor.getSnapshot() as { context: Record<string, unknown> };
    if (last?.snapshot !== snapshot || last.signedIn !== session.signedIn) {
      const user = session.signedIn ? { ...(snapshot.context.user as object), ...member } : null;
      const answer = Object.assign(Object.create(snapshot), { hasTag: (tag: string) => tag === 'signedIn' && session.signedIn, context: { ...snapshot.context, user } });
      last = { snapshot, signedIn: session.signedIn, answer };
    }
    return last.answer;
  };
  return { ...actors, sessionActor: Object.create(sessionActor, { getSnapshot: { value: getSnapshot } }) };
}

/**
 * An actor the app makes once, when its module loads, made again for each path: each property is
 * read from the latest one `make` made, and a stopped one (the last path's) is made anew.
 */
export function renewed<A extends AnyActorRef>(make: () => A): A {
  let current: A | null = null;
  const latest = () => {
    if (current?.getSnapshot().status !== 'active') current = make();
    return current;
  };
  return new Proxy({} as A, {
    get: (_, key) => {
      const actor = latest();
      const value = Reflect.get(actor, key, actor) as unknown;
      return typeof value === 'function' ? value.bind(actor) : value;
    },
  });
}
