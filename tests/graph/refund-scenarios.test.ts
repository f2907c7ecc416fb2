import { describe, expect, it } from 'vitest';
import { runChecked } from './checked-run';
import type { ModelEvent } from './path-generator';
import { quote, reasons, refund, submitted } from './refund-model';

/** Longer refund paths than the graph's shortest ones, run with the same checks. */
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const toggle = (psgId: number): ModelEvent => ({ type: 'passenger.toggle', psgId });
const loaded = [done('loadFee', quote)];

const scenarios: [string, ModelEvent[]][] = [
  ['an infant and its guardian are chosen and let go together, from either of them', [...loaded, toggle(0), toggle(3), toggle(3), toggle(2), toggle(0), toggle(4), toggle(0)]],
  [
    'back from the cause keeps the choice, the reason and the disclaimer; the submission sends what was last entered',
    [
      ...loaded,
      toggle(4),
      { type: 'type.select', refundType: 'SPECIAL' },
      { type: 'next' },
      { type: 'reason.change', reason: reasons.tooLong },
      { type: 'disclaimer.toggle' },
      { type: 'back' },
      toggle(0),
      toggle(2),
      { type: 'type.select', refundType: 'NORMAL' },
      { type: 'next' },
      { type: 'reason.change', reason: reasons.longest },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'disclaimer.toggle' },
      { type: 'disclaimer.toggle' },
      { type: 'submit' },
      { type: 'confirm' },
      done('applyRefund', submitted),
    ],
  ],
];

describe('the refund statechart', () => {
  it.each(scenarios)('%s', async (_, events) => {
    expect((await runChecked(refund, refund.inputs![0], events)).failures).toEqual([]);
  });
});
