import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { adultsOnly, created, events as ev, orders, packages, soldOut, travelPass } from './travel-pass-model';

/** Longer Travel Pass paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const e = (type: string, payload: Record<string, unknown> = {}): ModelEvent => ({ type, ...payload });
const [backFromPaying, fromOrder, fromPackage] = travelPass.inputs!;
const busy = { code: 'B0001', msg: 'busy' };

const bought = [done('loadPackage', packages.onSale), ev.two, ev.contact, e('buy'), done('createOrder', created)];

const scenarios: [string, ModelEvent[], unknown][] = [
  [
    'two passes bought, paid within the countdown and bound to two adults',
    [...bought, done('loadOrder', orders.unpaid), done('pay', undefined), done('loadOrder', orders.paid), ev.first, ev.second, e('bind'), done('bind', []), done('loadOrder', orders.active)],
    fromPackage,
  ],
  [
    'more passes than the limit, then a bad e-mail, are corrected before the order is made; the limit itself may be bought',
    [done('loadPackage', packages.onSale), ev.five, ev.contact, ev.four, ev.badEmail, ev.contact, e('buy'), done('createOrder', created)],
    fromPackage,
  ],
  ['sold out meanwhile: the package is read again', [...bought.slice(0, 4), failed('createOrder', soldOut), e('restart'), done('loadPackage', packages.onSale)], fromPackage],
  ['a coming-soon package takes a reminder after a failed try', [done('loadPackage', packages.comingSoon), ev.contact, e('remind'), failed('remind', busy), e('retry'), done('remind', {})], fromPackage],
  [
    'a child is refused and corrected; a failed bind is retried with the same details',
    [done('loadOrder', orders.paid), ev.first, ev.second, e('bind'), failed('bind', adultsOnly), ev.badName, ev.second, e('bind'), failed('bind', busy), e('retry'), done('bind', []), done('loadOrder', orders.active)],
    fromOrder,
  ],
  ['back from the provider before the payment settled: its outcome is asked for, then the paid passes wait for their passengers', [done('loadOrder', orders.unpaid), done('pay', undefined), done('loadOrder', orders.paid)], backFromPaying],
  ['the time to pay ran out: the order read again is closed', [done('loadOrder', orders.unpaid), done('pay', undefined), done('loadOrder', orders.cancelled)], fromOrder],
];

describe('the Travel Pass statechart', () => {
  it.each(scenarios)('%s', async (_, events, input) => {
    expect((await runChecked(travelPass, input, events)).failures).toEqual([]);
  });
});
