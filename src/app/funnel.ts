import type { InspectionEvent } from 'xstate';
import type { FlowTransition } from '../../services/schemas/flow';
import { MAX_TRANSITIONS_PER_BATCH } from '../../services/schemas/flow-limits';
import type { Locale } from '../../services/schemas/locale';
import { readJson, writeJson } from './storage';

/**
 * The funnel of the flow atlas: the transitions of the app's statecharts go to the server in
 * batches, anonymously (machine, states, event type, a random id per run, time, locale). Sending
 * never waits and never retries: when the server is away the batch is dropped.
 */
const TRANSITIONS_URL = '/dsb-system/api/v1/flow/transitions';
const FLUSH_MS = 3000;
/** States tagged 'end' finish a run; the flow's own reset after them starts the next run. */
const END_TAG = 'end';

type MachineLike = { id: string; root: unknown };
type Snapshot = { value: unknown; status: string; hasTag(tag: string): boolean };

/** The ids of the deepest active states, comma-separated when regions run in parallel. */
function leafIds(machineId: string, value: unknown): string {
  if (typeof value === 'string') return `${machineId}.${value}`;
  if (!value || typeof value !== 'object') return machineId;
  return Object.entries(value)
    .map(([key, child]) => leafIds(`${machineId}.${key}`, child))
    .join(',');
}

let queue: FlowTransition[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
const lastSeen = new WeakMap<object, { ids: string; ended: boolean }>();
/** Transitions already sent, by run. */
const sent = new Set<string>();

/** Runs survive a reload of the tab: a restored booking carries on its run. */
function runId(machine: string, fresh = false): string {
  const runs = readJson<Record<string, string>>(sessionStorage, 'flowRuns') ?? {};
  const known = fresh ? undefined : runs[machine];
  if (known) return known;
  runs[machine] = crypto.randomUUID();
  writeJson(sessionStorage, 'flowRuns', runs);
  return runs[machine];
}

function send(useBeacon: boolean): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  const body = JSON.stringify({ transitions: queue });
  queue = [];
  if (useBeacon && navigator.sendBeacon?.(TRANSITIONS_URL, new Blob([body], { type: 'application/json' }))) return;
  fetch(TRANSITIONS_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
}

let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('pagehide', () => send(true));
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send(true));
}

function queueTransition(transition: FlowTransition): void {
  listen();
  queue.push(transition);
  if (queue.length >= MAX_TRANSITIONS_PER_BATCH) send(false);
  else timer ??= setTimeout(() => send(false), FLUSH_MS);
}


/**
 * The inspect observer that feeds the funnel, for one actor system. A fresh flow starts a new
 * run; one that `resumesRun` (restored after a reload) carries on the run this tab had. A
 * transition a run has already sent is not sent again (a payment's polling goes round and round):
 * the funnel counts what a run reached and where it left.
 */
export function funnelObserver(options: { resumesRun?: boolean; locale: () => Locale }): (event: InspectionEvent) => void {
  return (event) => {
    if (event.type !== '@xstate.snapshot') return;
    const machine = (event.actorRef as { logic?: unknown }).logic as MachineLike | undefined;
    if (!machine || typeof machine.id !== 'string' || !('root' in machine)) return;
    const snapshot = event.snapshot as unknown as Snapshot;
    const ids = leafIds(machine.id, snapshot.value);
    const before = lastSeen.get(event.actorRef);
    lastSeen.set(event.actorRef, { ids, ended: snapshot.status === 'done' || snapshot.hasTag(END_TAG) });

    if (!before) {
      if (!options.resumesRun) runId(machine.id, true);
      return;
    }
    if (before.ids === ids) return;
    if (before.ended) {
      runId(machine.id, true);
      return;
    }
    const visitId = runId(machine.id);
    const key = `${visitId} ${before.ids} ${ids} ${event.event.type}`;
    if (sent.has(key)) return;
    sent.add(key);
    queueTransition({ machine: machine.id, from: before.ids, to: ids, event: event.event.type, visitId, at: Date.now(), locale: options.locale() });
  };
}
