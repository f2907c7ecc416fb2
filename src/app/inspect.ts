import type { InspectionEvent } from 'xstate';
import { funnelAllowed, reportTransition } from './funnel';

/**
 * Every app actor is inspected: its transitions feed the funnel, and with ?inspect=1 (kept for the
 * rest of the visit in this tab) its state goes to the flow atlas in another tab of the same
 * browser, through a BroadcastChannel.
 */
export const FLOWS_CHANNEL = 'fwc-flows';

function liveEnabled(): boolean {
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

function postLiveState(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot') return;
  const machine = (event.actorRef as { logic?: { id?: string } }).logic?.id;
  const value = (event.snapshot as { value?: unknown }).value;
  if (!machine || value === undefined) return;
  channel ??= new BroadcastChannel(FLOWS_CHANNEL);
  channel.postMessage({ machine, value, event: event.event.type } satisfies LiveState);
}

export function inspector(): ((event: InspectionEvent) => void) | undefined {
  const observers = [funnelAllowed() && reportTransition, liveEnabled() && postLiveState].filter((o) => o !== false);
  if (observers.length === 0) return undefined;
  return (event) => observers.forEach((observe) => observe(event));
}
