import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { FlowTransition } from '../../services/schemas/flow';

/** A flow of three steps whose last one ends a run, like the booking's 'ordered'. */
const flow = createMachine({
  id: 'demo',
  initial: 'start',
  states: {
    start: { on: { next: 'middle' } },
    middle: { on: { next: 'done', back: 'start' } },
    done: { tags: ['end'], on: { again: 'start' } },
  },
});

const sent: FlowTransition[][] = [];
let funnel: typeof import('../../src/app/funnel');

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  sent.length = 0;
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    sent.push(JSON.parse(init.body).transitions);
    return new Response('{}');
  });
  funnel = await import('../../src/app/funnel');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = (snapshot?: unknown) =>
  createActor(flow, { inspect: funnel.funnelObserver({ resumesRun: snapshot !== undefined, locale: () => 'zh-HK' }), ...(snapshot ? { snapshot: snapshot as never } : {}) }).start();
const flush = () => vi.advanceTimersByTime(3000);

describe('funnel reporter', () => {
  it('sends each change of state once, in a batch a few seconds later, with nothing but the flow’s own names', () => {
    const actor = start();
    actor.send({ type: 'next' });
    actor.send({ type: 'back' });
    actor.send({ type: 'unknown' });
    expect(sent).toEqual([]);
    flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map(({ from, to, event, locale }) => ({ from, to, event, locale }))).toEqual([
      { from: 'demo.start', to: 'demo.middle', event: 'next', locale: 'zh-HK' },
      { from: 'demo.middle', to: 'demo.start', event: 'back', locale: 'zh-HK' },
    ]);
    expect(Object.keys(sent[0]![0]!).sort()).toEqual(['at', 'event', 'from', 'locale', 'machine', 'to', 'visitId']);
  });

  it('ends a run in a state tagged end: the reset after it is not sent, and the next run has a new id', () => {
    const actor = start();
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    actor.send({ type: 'again' });
    actor.send({ type: 'next' });
    flush();
    const [first, second, third] = sent[0]!;
    expect([first!.to, second!.to, third!.to]).toEqual(['demo.middle', 'demo.done', 'demo.middle']);
    expect(first!.visitId).toBe(second!.visitId);
    expect(third!.visitId).not.toBe(first!.visitId);
  });

  it('carries on the run of a flow restored after a reload, and starts a new one for a fresh flow', () => {
    const before = start();
    before.send({ type: 'next' });
    const persisted = before.getPersistedSnapshot();
    before.stop();
    start(persisted).send({ type: 'next' });
    start().send({ type: 'next' });
    flush();
    const [first, restored, fresh] = sent[0]!;
    expect(restored!.visitId).toBe(first!.visitId);
    expect(fresh!.visitId).not.toBe(first!.visitId);
  });

  it('drops a batch quietly when the server is away, and never sends it again', async () => {
    const away = vi.fn((_url: string, _init: { body: string }) => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', away);
    const actor = start();
    actor.send({ type: 'next' });
    flush();
    await vi.runAllTimersAsync();
    actor.send({ type: 'back' });
    flush();
    await vi.runAllTimersAsync();
    expect(away.mock.calls.map(([, init]) => JSON.parse(init.body).transitions.map((t: FlowTransition) => t.event))).toEqual([['next'], ['back']]);
  });

  it('sends a transition a run has already sent only once: going round in circles adds nothing', () => {
    const actor = start();
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'next' });
      actor.send({ type: 'back' });
    }
    flush();
    expect(sent.flat().map((t) => t.event)).toEqual(['next', 'back']);
  });

  it('starts a new run for every fresh flow, also one whose first state moves on by itself', () => {
    const restoring = createMachine({
      id: 'restoring',
      initial: 'checking',
      states: { checking: { always: 'loading' }, loading: { on: { loaded: 'ready' } }, ready: {} },
    });
    const fresh = () => createActor(restoring, { inspect: funnel.funnelObserver({ locale: () => 'zh-HK' }) }).start();
    fresh().send({ type: 'loaded' });
    fresh().send({ type: 'loaded' });
    flush();
    const [first, second] = sent[0]!;
    expect([first!.from, first!.to]).toEqual(['restoring.loading', 'restoring.ready']);
    expect(second!.visitId).not.toBe(first!.visitId);
  });
});
