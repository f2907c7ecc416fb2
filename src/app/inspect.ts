import type { InspectionEvent } from 'xstate';
import { funnelAllowed, funnelObserver } from './funnel';

/**
 * Every app actor is inspected: its transitions feed the funnel. With ?inspect=1 its state also
 * goes to the flow atlas in another tab of the same browser, through a BroadcastChannel; with
 * ?inspect=stately, to Stately's online inspector instead. The choice lasts for the tab's visit.
 */
export const FLOWS_CHANNEL = 'fwc-flows';

type InspectMode = '1' | 'stately' | null;

function inspectMode(): InspectMode {
  if (typeof window === 'undefined') return null;
  const asked = new URLSearchParams(window.location.search).get('inspect');
  if (asked === '1' || asked === 'stately') sessionStorage.setItem('fwc_inspect', asked);
  const mode = sessionStorage.getItem('fwc_inspect');
  return mode === '1' || mode === 'stately' ? mode : null;
}

let channel: BroadcastChannel | null = null;

export interface LiveState {
  machine: string;
  value: unknown;
  event: string;
}

function postLiveState(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot') return;
  const machine = (event.actorRef as { logic?: { id?: string } }).logic?.id;
  const value = (event.snapshot as { value?: unknown }).value;
  if (!machine || value === undefined) return;
  channel ??= new BroadcastChannel(FLOWS_CHANNEL);
  channel.postMessage({ machine, value, event: event.event.type } satisfies LiveState);
}

/**
 * Stately's inspector loads only when asked for, and opens its window at the first tap or click
 * (browsers block windows no one asked for); what happens before then waits for it. It is sent the
 * states and event types only, as the funnel is: never what a traveller typed, nor a token.
 */
function statelyInspector(): (event: InspectionEvent) => void {
  const pending: InspectionEvent[] = [];
  let send: ((event: InspectionEvent) => void) | null = null;
  const loading = import('@statelyai/inspect');
  addEventListener(
    'pointerdown',
    () =>
      void loading
        .then(({ createBrowserInspector }) => {
          const { inspect } = createBrowserInspector({ sanitizeContext: () => ({}), sanitizeEvent: (event) => ({ type: event.type }) });
          send = (event) => inspect.next?.(event);
          pending.splice(0).forEach(send);
        })
        .catch(() => pending.splice(0)),
    { once: true },
  );
  return (event) => (send ? send(event) : pending.push(event));
}

let stately: ((event: InspectionEvent) => void) | null = null;

function liveObserver(): ((event: InspectionEvent) => void) | null {
  const mode = inspectMode();
  if (mode === '1' && typeof BroadcastChannel !== 'undefined') return postLiveState;
  if (mode === 'stately') return (stately ??= statelyInspector());
  return null;
}

/** The inspect option of an app actor; `resumesRun` for one restored after a reload. */
export function inspector(options: { resumesRun?: boolean } = {}): ((event: InspectionEvent) => void) | undefined {
  const observers = [funnelAllowed() && funnelObserver(options), liveObserver()].filter((o) => typeof o === 'function');
  if (observers.length === 0) return undefined;
  return (event) => observers.forEach((observe) => observe(event));
}
