import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { activatedAlready, activationClosed, cards, events as ev, invalidCode, redeemCard, redeemedAlready } from './redeem-card-activation-model';

/** Longer redeem card paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): ModelEvent => ({ type: `xstate.error.actor.${id}`, error });
const e = (type: string, payload: Record<string, unknown> = {}): ModelEvent => ({ type, ...payload });
const [byCode, fromList] = redeemCard.inputs!;
const busy = { code: 'B0001', msg: 'busy' };

const redeemed = [ev.validCode, e('redeem'), done('redeem', cards.unactivated)];

const scenarios: [string, ModelEvent[], unknown][] = [
  [
    'a code of the wrong format is refused before it is sent; corrected, the card is redeemed and activated with typed details',
    [ev.badLetter, e('redeem'), ev.badDate, e('redeem'), ev.short, e('redeem'), ...redeemed, e('next'), ev.typed, e('next'), e('activate'), done('activate', cards.activated)],
    byCode,
  ],
  [
    'a frequent passenger fills the details but the document number is typed again; a wrong name is corrected before the confirm step',
    [...redeemed, e('next'), ev.pick, ev.certNo, ev.badName, ev.typed, ev.pick, ev.certNo, e('next'), e('back'), e('next'), e('activate'), done('activate', cards.activated)],
    byCode,
  ],
  ['the server knows no such code: the code stays to correct', [...redeemed.slice(0, 2), failed('redeem', invalidCode), ev.validCode, e('redeem'), failed('redeem', redeemedAlready), ev.validCode, e('redeem'), done('redeem', cards.unactivated)], byCode],
  ['the activation deadline passed: another code is entered', [...redeemed, e('next'), ev.typed, e('next'), e('activate'), failed('activate', activationClosed), e('restart'), ...redeemed], byCode],
  ['a card opened from the list starts at the details and cannot go back to a code', [done('loadCard', cards.unactivated), ev.typed, e('next'), e('activate'), failed('activate', activatedAlready), e('restart'), ...redeemed], fromList],
  ['an activated card from the list is shown as activated', [failed('loadCard', busy), e('retry'), done('loadCard', cards.usable), e('restart')], fromList],
  ['a failed activation is retried with the same details, or left for the details', [...redeemed, e('next'), ev.typed, e('next'), e('activate'), failed('activate', busy), e('back'), e('next'), e('activate'), failed('activate', busy), e('retry'), done('activate', cards.activated)], byCode],
];

describe('the redeem card activation statechart', () => {
  it.each(scenarios)('%s', async (_, events, input) => {
    expect((await runChecked(redeemCard, input, events)).failures).toEqual([]);
  });
});
