import type { InspectionEvent } from 'xstate';
import type { Locale } from '../../services/schemas/locale';

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

type Observer = (event: InspectionEvent) => void;

/** An observer loaded later: what happens before it is ready waits for it (and is dropped if it never is). */
function whenReady(ready: Promise<Observer>): Observer {
  const pending: InspectionEvent[] = [];
  let observe: Observer | null = null;
  ready.then(
    (loaded) => {
      observe = loaded;
      pending.splice(0).forEach(loaded);
    },
    () => pending.splice(0),
  );
  return (event) => (observe ? observe(event) : pending.push(event));
}

/**
 * Stately's inspector loads only when asked for, and opens its window at the first tap or click
 * (browsers block windows no one asked for). It is sent the states and event types only, as the
 * funnel is: never what a traveller typed, nor a token.
 */
function statelyInspector(): Observer {
  const loading = import('@statelyai/inspect');
  return whenReady(
    new Promise((resolve, reject) =>
      addEventListener(
        'pointerdown',
        () =>
          void loading.then(({ createBrowserInspector }) => {
            const { inspect } = createBrowserInspector({ sanitizeContext: () => ({}), sanitizeEvent: (event) => ({ type: event.type }) });
            resolve((event) => inspect.next?.(event));
          }, reject),
        { once: true },
      ),
    ),
  );
}

/** Whether this browser lets the funnel count it (no Do Not Track, no Global Privacy Control). */
const funnelAllowed = () =>
  typeof window !== 'undefined' && navigator.doNotTrack !== '1' && !(navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;

let travellersLocale = (): Locale => 'en-US';
/** Where the funnel reads the traveller's language (the settings, not the page: it may still be loading). */
export function configureInspect(getLocale: () => Locale): void {
  travellersLocale = getLocale;
}

/** The funnel's reporter, loaded after the app's first bundle. */
const funnelObserver = (resumesRun: boolean) =>
  whenReady(import('./funnel').then(({ funnelObserver: observer }) => observer({ resumesRun, locale: () => travellersLocale() })));

let stately: Observer | null = null;

function liveObserver(): Observer | null {
  const mode = inspectMode();
  if (mode === '1' && typeof BroadcastChannel !== 'undefined') return postLiveState;
  if (mode === 'stately') return (stately ??= statelyInspector());
  return null;
}

/** The inspect option of an app actor; `resumesRun` for one restored after a reload. */
export function inspector(options: { resumesRun?: boolean } = {}): Observer | undefined {
  const observers = [funnelAllowed() && funnelObserver(options.resumesRun ?? false), liveObserver()].filter((o) => typeof o === 'function');
  if (observers.length === 0) return undefined;
  return (event) => observers.forEach((observe) => observe(event));
}
