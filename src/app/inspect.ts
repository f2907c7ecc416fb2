import type { InspectionEvent } from 'xstate';

/**
 * With ?inspect=1 (kept for the rest of the visit in this tab), the app's actors report their
 * state to the flow atlas in another tab of the same browser, through a BroadcastChannel.
 */
export const FLOWS_CHANNEL = 'fwc-flows';

function enabled(): boolean {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return false;
  if (new URLSearchParams(window.location.search).get('inspect') === '1') sessionStorage.setItem('fwc_inspect', '1');
  return sessionStorage.getItem('fwc_inspect') === '1';
}

let channel: BroadcastChannel | null = null;

export interface LiveState {
  machine: string;
  value: unknown;
  event: string;
}

export function inspector(): ((event: InspectionEvent) => void) | undefined {
  if (!enabled()) return undefined;
  channel ??= new BroadcastChannel(FLOWS_CHANNEL);
  return (event) => {
    if (event.type !== '@xstate.snapshot') return;
    const machine = (event.actorRef as { logic?: { id?: string } }).logic?.id;
    const value = (event.snapshot as { value?: unknown }).value;
    if (!machine || value === undefined) return;
    channel!.postMessage({ machine, value, event: event.event.type } satisfies LiveState);
  };
}
