import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { events as ev, inputs, loungeOrder, order, products, refusals, stocks } from './lounge-order-model';

/** Longer lounge order paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const e = (type: string): ModelEvent => ({ type });
const busy = { code: 'B0001', msg: 'busy' };

const lounges = done('loadProducts', products.lounges);
const meetGreet = done('loadProducts', products.meetGreet);
const filled = [ev.adult, ev.contact, ev.consent];

const scenarios: [string, ModelEvent[], unknown][] = [
  [
    'two vouchers for two named users, the contact with area code 86 and the consent: the order is sent once',
    [lounges, done('loadStock', stocks.room), ev.two, ...filled, ev.child, e('submit'), done('submit', order)],
    inputs.lounge,
  ],
  [
    'a name in other than letters, a mobile that does not fit its area code, the consent taken back: nothing is sent until each is put right',
    [lounges, done('loadStock', stocks.room), ...filled, ev.badName, ev.adult, ev.hongKongCode, ev.contact, ev.mainlandCode, ev.noConsent, ev.consent, e('submit'), done('submit', order)],
    inputs.lounge,
  ],
  [
    'the stock runs short at submit: it is read again, only one is left: the quantity comes down to it, the second user goes, and the order goes through',
    [lounges, done('loadStock', stocks.room), ev.two, ...filled, ev.child, e('submit'), failed('submit', refusals.stock), e('recheck'), done('loadStock', stocks.one), e('submit'), done('submit', order)],
    inputs.lounge,
  ],
  [
    'sold out on the day: another day has room; a second product keeps what was typed',
    [lounges, done('loadStock', stocks.none), ev.nextDay, done('loadStock', stocks.room), ...filled, ev.lounge4, done('loadStock', stocks.room), e('submit'), done('submit', order)],
    inputs.lounge,
  ],
  [
    'the product named is not on sale: one is chosen from the list, on the day chosen first',
    [lounges, ev.nextDay, ev.lounge4, failed('loadStock', busy), e('retry'), done('loadStock', stocks.one), ...filled, e('submit'), done('submit', order)],
    inputs.notOnSale,
  ],
  [
    'meet-and-greet: a child alone cannot be sent; with an adult and the flight it is, and the server refuses within 24 hours',
    [meetGreet, done('loadStock', stocks.room), ev.two, ...filled, ev.child, ev.firstIsChild, ev.flight, ev.adult, e('submit'), failed('submit', refusals.tooLate), ev.nextDay, done('loadStock', stocks.room), e('submit'), done('submit', order)],
    inputs.meetGreet,
  ],
  [
    'every failed call is retried with what it sent',
    [failed('loadProducts', busy), e('retry'), lounges, failed('loadStock', busy), e('retry'), done('loadStock', stocks.room), ...filled, e('submit'), failed('submit', busy), e('retry'), done('submit', order)],
    inputs.lounge,
  ],
];

describe('the lounge order statechart', () => {
  it.each(scenarios)('%s', async (_, events, input) => {
    expect((await runChecked(loungeOrder, input, events)).failures).toEqual([]);
  });
});
