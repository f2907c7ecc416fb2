import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import { expect } from 'vitest';
import { FLOWS_CHANNEL, type LiveState } from '../src/app/inspect';
import { adult, fillPassenger } from './booking-steps';

/** What a traveller does in the browser so that the app sends a statechart event. */
export type UiAction = (page: Page, event: EventObject & Record<string, unknown>) => Promise<unknown>;

/** The booking statechart's events, each sent from its own page of the flow. */
export const bookingActions: Record<string, UiAction> = {
  // The form's default search is one way: the paths expect the fare's answer to go on to passengers.
  'search.submit': (page) => page.getByRole('button', { name: 'Search flights' }).click(),
  'flight.select': async (page) => {
    await page.waitForURL('**/book/index');
    await page.getByTestId('flight-option').first().click();
  },
  'brand.confirm': async (page, event) => {
    await page.waitForURL('**/book/pick-brand');
    await page.locator(`[data-testid=brand][aria-label="${event.brand}"]`).getByRole('radio').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  },
  'passengers.submit': async (page) => {
    await page.waitForURL('**/book/fill-passenger');
    await fillPassenger(page, 0, adult(0));
    await page.locator('input[name=consent]').check();
    await page.getByRole('button', { name: 'Continue' }).click();
  },
  'extras.submit': async (page) => {
    await page.waitForURL('**/added-service/index');
    await page.getByRole('button', { name: 'Continue' }).click();
  },
  'seats.submit': async (page) => {
    await page.waitForURL('**/select-seat/index');
    await page.getByRole('button', { name: 'Continue' }).click();
  },
  'seats.skip': async (page) => {
    await page.waitForURL('**/select-seat/index');
    await page.getByRole('button', { name: 'Skip' }).click();
  },
  'order.confirm': async (page) => {
    await page.waitForURL('**/book/fill-detail');
    await page.locator('input[name=acknowledge]').check();
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
  },
};

const paymentMethods: Record<string, string> = { card: 'Credit or debit card', wallet: 'Mobile wallet (QR code)' };

/** The payment-countdown statechart's events, sent from the payment pages. */
export const paymentActions: Record<string, UiAction> = {
  'pay.submit': async (page, event) => {
    await page.getByRole('radio', { name: paymentMethods[String(event.provider)] }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
  },
  'pay.open': (page) => page.getByRole('button', { name: 'Continue to payment' }).click(),
  'pay.cancel': (page) => page.getByRole('button', { name: 'Choose another method' }).click(),
  retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
};

/**
 * The user action that sends `event`, or nothing to do for the events the app gets by itself: a
 * service's answer from the real server, or a timer (the delays are a few seconds, so they are
 * waited for).
 */
export function actionFor(actions: Record<string, UiAction>, event: EventObject): UiAction {
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.after.')) return async () => {};
  const action = actions[event.type];
  if (!action) throw new Error(`no UI action is mapped to the event '${event.type}': add one to the table in e2e/path-actions.ts`);
  return action;
}

/** The snapshots the app's actors have posted on the flows channel, in order, and a wait for the next. */
export class FlowLog {
  readonly states: LiveState[] = [];
  private wake: () => void = () => {};

  add(state: LiveState) {
    this.states.push(state);
    this.wake();
  }

  /** Waits for a snapshot that `find` finds among those posted so far, and answers what it found. */
  async until<T>(find: (states: LiveState[]) => T | undefined): Promise<T> {
    for (;;) {
      const found = find(this.states);
      if (found !== undefined) return found;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

/**
 * Records every snapshot the app's actors post on the flows channel (the app must have been
 * opened once with ?inspect=1), from a page of its own in the app page's browser context.
 */
export async function watchFlows(app: Page): Promise<FlowLog> {
  const log = new FlowLog();
  const monitor = await app.context().newPage();
  await monitor.goto('/healthz');
  await monitor.exposeFunction('reportFlow', (state: LiveState) => log.add(state));
  await monitor.evaluate((name) => {
    const w = window as unknown as { flows: BroadcastChannel; reportFlow: (state: unknown) => void };
    w.flows = new BroadcastChannel(name);
    w.flows.onmessage = (e) => w.reportFlow(e.data);
  }, FLOWS_CHANNEL);
  // A page in the background gets no animation frames, which every click then waits for.
  await app.bringToFront();
  return log;
}

/**
 * Checks a machine's states step by step: each event must bring, after the snapshots already
 * checked, a snapshot of that machine with the expected value. The test's timeout bounds the wait.
 */
export function stateChecker(log: FlowLog, machine: string) {
  let checked = 0;
  return async (event: EventObject, state: unknown) => {
    const reached = await log.until((states) => states.slice(checked).find((s) => s.machine === machine && s.event === event.type));
    checked = log.states.indexOf(reached) + 1;
    expect(reached.value, `${machine} after ${event.type}`).toEqual(state);
  };
}
