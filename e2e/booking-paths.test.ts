import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import { afterEach, describe, it } from 'vitest';
import type { OrderDetail } from '../services/schemas/order';
import { models } from '../tests/graph/models';
import { shortestPathTo, type GeneratedPath } from '../tests/graph/path-generator';
import { usePhone } from './browser';
import { moveServerClock, payByCard } from './booking-steps';
import { logInThroughApi, unpaidOrder } from './api-setup';
import { actionFor, bookingActions, paymentActions, stateChecker, watchFlows, type UiAction } from './path-actions';

/**
 * The shortest graph path to each end state of the booking flow, taken through the real UI
 * against the real server: each event becomes the user action that sends it, and after each
 * step the machine must be in the state the path says.
 */
const steps = (path: GeneratedPath) => `${path.events.length} step${path.events.length === 1 ? '' : 's'}`;
const modelNamed = (name: string) => models.find((m) => m.name === name)!;
const booking = modelNamed('booking');
const paymentCountdown = modelNamed('payment-countdown');

async function replay(page: Page, path: GeneratedPath, actions: Record<string, UiAction>, expectState: (event: EventObject, state: unknown) => Promise<void>) {
  for (const [i, event] of path.events.entries()) {
    await actionFor(actions, event)(page, event);
    await expectState(event, path.states[i]);
  }
}

/** How the order is made ready, before the payment page opens, for the server to load it as the path's answer says. */
const orderMadeReady: Record<string, (page: Page, orderId: number) => Promise<unknown>> = {
  UNPAID: async () => {},
  ISSUED: async (page, orderId) => {
    await page.goto(`/pagesBook/pages/payment/index?orderId=${orderId}`);
    await payByCard(page, '4242 4242 4242 4242');
    await page.getByTestId('payment-success').waitFor();
  },
  // Past the 20 minutes an unpaid order holds its seats.
  OUT_OF_TIME: () => moveServerClock(21 * 60_000),
};
/** The order an answer names, by what makes it: an unpaid order with no time left is one whose time ran out, as an expired one. */
const readinessOf = (order: OrderDetail | undefined) =>
  !order ? 'UNPAID' : order.status === 'EXPIRED' || (order.status === 'UNPAID' && Date.parse(order.paymentDeadline) <= Date.parse(order.serverTime)) ? 'OUT_OF_TIME' : order.status;

describe('shortest graph paths through the real UI', () => {
  const phone = usePhone();
  afterEach(async () => {
    await moveServerClock(null);
  });

  const toOrdered = shortestPathTo(booking, 'ordered');
  it(`replays the shortest path to booking.ordered (${steps(toOrdered)})`, async () => {
    const page = phone();
    const seen = await watchFlows(page);
    await logInThroughApi(page);
    await page.goto('/pages/home/index?inspect=1');
    await replay(page, toOrdered, bookingActions, stateChecker(seen, 'booking'));
  });

  for (const target of ['paid', 'expired']) {
    const path = shortestPathTo(paymentCountdown, target);
    it(`replays the shortest path to payment-countdown.${target} (${steps(path)})`, async () => {
      const loaded = path.events.find((e) => e.type === 'xstate.done.actor.loadOrder') as { output?: OrderDetail } | undefined;
      const readiness = readinessOf(loaded?.output);
      const makeReady = orderMadeReady[readiness];
      if (!makeReady) throw new Error(`no way to make an order ${readiness} before the payment page opens: add one to orderMadeReady`);

      const page = phone();
      await logInThroughApi(page);
      const { orderId } = await unpaidOrder(page);
      await makeReady(page, orderId);
      const seen = await watchFlows(page);
      // The payment page starts its countdown afresh; the path starts there.
      await page.goto(`/pagesBook/pages/payment/index?orderId=${orderId}&inspect=1`);
      await replay(page, path, paymentActions, stateChecker(seen, 'paymentCountdown'));
    });
  }
});
