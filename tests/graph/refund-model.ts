import type { EventObject } from 'xstate';
import { chosenTotals, choiceProblem, reasonProblem, refundMachine, type RefundInput } from '../../machines/refund.machine';
import { feeMatchSchema, refundSummarySchema, REFUND_REASON_MAX, type FeeMatch, type RefundSummary } from '../../services/schemas/refund';
import { codes } from '../../services/schemas/codes';
import { errors } from './fixtures';
import { noCall, type PathModel } from './path-generator';

/**
 * The refund statechart's model. The order: two adults, one (0) the guardian of the infant (3),
 * the other (1) refunded already; a child (2); a third adult (4). What may be refunded together,
 * and what each choice costs, is written out here from the spec's rules, apart from the machine.
 */
const passenger = (psgId: number, type: 'ADT' | 'CNN' | 'INF', refunded = false, guardianId: number | null = null) => {
  const paid = { ADT: 1800, CNN: 1430, INF: 205 }[type];
  const fee = { ADT: 600, CNN: 600, INF: 150 }[type];
  return { psgId, type, lastName: 'CHAN', firstName: `P${psgId}`, guardianId, refunded, status: refunded ? ('REFUNDED' as const) : null, paid, fee, amount: paid - fee };
};
export const quote: FeeMatch = feeMatchSchema.parse({
  orderId: 7,
  orderNo: 'FW20270101000007',
  currency: 'HKD',
  passengers: [passenger(0, 'ADT'), passenger(1, 'ADT', true), passenger(2, 'CNN'), passenger(3, 'INF', false, 0), passenger(4, 'ADT')],
  rules: ['MAIN: Refund: HKD 600'],
});
export const submitted: RefundSummary = refundSummarySchema.parse({
  refundId: 11,
  refundNo: 'RF202701010000000011',
  orderId: 7,
  orderNo: quote.orderNo,
  status: 'IN_PROGRESS',
  refundType: 'NORMAL',
  currency: 'HKD',
  amount: 1200,
  createdAt: '2027-01-01T00:00:00.000Z',
});
const passengerRefunded = { code: codes.passengerRefunded, msg: 'This passenger already has a refund.' };
const refundNotAllowed = { code: codes.refundNotAllowed, msg: 'These passengers cannot be refunded.' };
const orderNotFound = { code: codes.orderNotFound, msg: 'order number does not exist' };

/** Who goes with whom: an infant and its guardian together. */
const groups: Record<number, number[]> = { 0: [0, 3], 2: [2], 3: [0, 3], 4: [4] };
/** Every choice the groups allow, and what stops it (spec section 4: infants with their guardian, children never alone). */
const problems: Record<string, string | null> = {
  '': 'validation.selectPassenger',
  '0,3': null,
  '2': 'refund.problems.childAlone',
  '4': null,
  '0,2,3': null,
  '0,3,4': 'refund.problems.childAlone',
  '2,4': null,
  '0,2,3,4': null,
};
const fees: Record<string, { paid: number; fee: number; amount: number }> = Object.fromEntries(
  Object.keys(problems).map((key) => {
    const ids = key ? key.split(',').map(Number) : [];
    const paid = ids.reduce((s, id) => s + [1800, 1800, 1430, 205, 1800][id]!, 0);
    const fee = ids.reduce((s, id) => s + [600, 600, 600, 150, 600][id]!, 0);
    return [key, { paid, fee, amount: paid - fee }];
  }),
);

export const reasons = { fine: 'Plans changed', longest: 'x'.repeat(REFUND_REASON_MAX), tooLong: 'x'.repeat(REFUND_REASON_MAX + 1), blank: '   ' };
/** What the cause page says of each reason. */
const reasonProblems: Record<string, string | null> = {
  '': 'validation.refundReasonRequired',
  [reasons.blank]: 'validation.refundReasonRequired',
  [reasons.tooLong]: 'validation.refundReasonTooLong',
  [reasons.fine]: null,
  [reasons.longest]: null,
};
const reasonFits = (reason: string) => reasonProblems[reason] === null;

interface RefundWorld {
  /** The step on screen. */
  step: string;
  orderId: number | null;
  quote: FeeMatch | null;
  selected: number[];
  refundType: string | null;
  reason: string;
  disclaimer: boolean;
  refund: RefundSummary | null;
}

/** The step after an event the statechart took. */
function stepAfter(step: string, e: EventObject): string {
  const moves: Record<string, Record<string, string>> = {
    loading: { 'xstate.done.actor.loadFee': 'choosing', 'xstate.error.actor.loadFee': 'loadFailed' },
    loadFailed: { retry: 'loading' },
    choosing: { next: 'cause' },
    cause: { submit: 'confirming', back: 'choosing' },
    confirming: { confirm: 'submitting', cancel: 'cause' },
    submitting: { 'xstate.done.actor.applyRefund': 'submitted', 'xstate.error.actor.applyRefund': 'submitFailed' },
    submitFailed: { retry: 'submitting', back: 'cause' },
  };
  return moves[step]?.[e.type] ?? step;
}

function afterRefund(w: RefundWorld, e: EventObject): RefundWorld {
  return { ...valuesAfter(w, e), step: stepAfter(w.step, e) };
}

function valuesAfter(w: RefundWorld, e: EventObject): RefundWorld {
  const event = e as EventObject & Record<string, any>;
  switch (e.type) {
    case 'passenger.toggle': {
      const group = groups[event.psgId as number]!;
      const chosen = w.selected.includes(event.psgId as number);
      return { ...w, selected: (chosen ? w.selected.filter((id) => !group.includes(id)) : [...w.selected, ...group]).sort((a, b) => a - b) };
    }
    case 'type.select':
      return { ...w, refundType: event.refundType };
    case 'reason.change':
      return { ...w, reason: event.reason };
    case 'disclaimer.toggle':
      return { ...w, disclaimer: !w.disclaimer };
    case 'xstate.done.actor.loadFee':
      return { ...w, quote: event.output };
    case 'xstate.done.actor.applyRefund':
      return { ...w, refund: event.output };
  }
  return w;
}

const confirm = { type: 'confirm' };

export const refund: PathModel<RefundWorld> = {
  name: 'refund',
  machine: refundMachine,
  // Opened from an order, and opened without an order id.
  inputs: [{ orderId: 7 } satisfies RefundInput, { orderId: null } satisfies RefundInput],
  events: [
    ...[0, 2, 3, 4].map((psgId) => ({ type: 'passenger.toggle', psgId })),
    // The special type first: the shortest path to a submission is the one that must send it, not the default.
    { type: 'type.select', refundType: 'SPECIAL' },
    { type: 'type.select', refundType: 'NORMAL' },
    { type: 'next' },
    // The reasons the spec refuses first: a statechart that takes one reaches a submission by it first.
    ...[reasons.blank, reasons.tooLong, reasons.fine, reasons.longest].map((reason) => ({ type: 'reason.change', reason })),
    { type: 'disclaimer.toggle' },
    { type: 'submit' },
    confirm,
    { type: 'cancel' },
    { type: 'back' },
    { type: 'retry' },
  ],
  outputs: { loadFee: [quote], applyRefund: [submitted] },
  errors: { loadFee: [errors.busy, errors.offline, orderNotFound], applyRefund: [passengerRefunded, refundNotAllowed, errors.noMessage] },
  keyOf: (c) => [c.selected.join(','), c.refundType, c.reason, c.disclaimer],
  world: {
    initial: (input) => ({ step: (input as RefundInput).orderId === null ? 'missingOrder' : 'loading', orderId: (input as RefundInput).orderId, quote: null, selected: [], refundType: null, reason: '', disclaimer: false, refund: null }),
    after: afterRefund,
  },
  step: (w) => w.step,
  expectedInput: (id, w) => {
    if (id === 'loadFee') return w.orderId ?? noCall;
    if (id === 'applyRefund') return { orderId: w.orderId, psgIdList: w.selected, refundType: w.refundType, refundReason: w.reason, disclaimer: true };
    return noCall;
  },
  showsError: (s) => s.hasTag('failed') || s.matches('missingOrder'),
  view: {
    of: (s) => ({
      quote: s.context.quote,
      selected: s.context.selected,
      refundType: s.context.refundType,
      reason: s.context.reason,
      disclaimer: s.context.disclaimer,
      totals: chosenTotals(s.context),
      problem: choiceProblem(s.context),
      reasonProblem: reasonProblem(s.context.reason),
      refund: s.context.refund,
    }),
    expected: (w) => ({
      quote: w.quote,
      selected: w.selected,
      refundType: w.refundType,
      reason: w.reason,
      disclaimer: w.disclaimer,
      totals: w.quote ? fees[w.selected.join(',')] : { paid: 0, fee: 0, amount: 0 },
      problem: problems[w.selected.join(',')],
      reasonProblem: reasonProblems[w.reason],
      refund: w.refund,
    }),
  },
  submits: { 'refund.submitting': confirm },
  // A passenger refunded already, or not of the order, is never chosen; an incomplete step does not go on.
  refused: (w) => [
    { type: 'passenger.toggle', psgId: 1 },
    { type: 'passenger.toggle', psgId: 9 },
    ...(w.refundType === null || problems[w.selected.join(',')] !== null ? [{ type: 'next' }] : []),
    ...(!reasonFits(w.reason) || !w.disclaimer ? [{ type: 'submit' }] : []),
  ],
};
