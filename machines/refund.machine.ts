import { assign, setup } from 'xstate';
import { codes } from '../services/schemas/codes';
import {
  REFUND_REASON_MAX,
  refundChoiceProblem,
  refundGroupOf,
  type FeeMatch,
  type RefundApplyRequest,
  type RefundSummary,
  type RefundType,
} from '../services/schemas/refund';
import { appProvided } from './app-provided';
import type { FlowError } from './error-message';
import { stepActions, togglePassenger } from './step-states';

/**
 * A refund application (spec sections 3-5): the order's passengers with the fee of each, the
 * passengers and the refund type, then the reason and the disclaimer with the fee of those chosen,
 * a last confirmation (a refund cannot be withdrawn), and the submission.
 *
 * What the pages rely on:
 * - `choosing` is the refund index page; `cause`, `confirming`, `submitting` and `submitFailed` the
 *   refund-cause page; `submitted` leads to the refund's detail.
 * - `missingOrder`: the page was opened without an order id; 'order number does not exist' is shown
 *   and no call is made.
 * - Tag `busy`: the submission is in flight; `confirm` again there only runs `notifyBusy`.
 * - Tag `failed`: a call failed; `context.error` holds its code and message; `retry` sends it again.
 * - `passenger.toggle` chooses a passenger with those who go with them (an infant and its
 *   guardian); a passenger already refunded is not taken. `next` is taken only for a choice the
 *   refund rules allow (`refundChoiceProblem`) with a type; `submit` only with a reason of at most
 *   REFUND_REASON_MAX characters and the disclaimer ticked.
 */
export interface RefundContext {
  orderId: number | null;
  quote: FeeMatch | null;
  selected: number[];
  refundType: RefundType | null;
  reason: string;
  disclaimer: boolean;
  refund: RefundSummary | null;
  error: FlowError | null;
}

export type RefundEvent =
  | { type: 'passenger.toggle'; psgId: number }
  | { type: 'type.select'; refundType: RefundType }
  | { type: 'next' }
  | { type: 'reason.change'; reason: string }
  | { type: 'disclaimer.toggle' }
  | { type: 'submit' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'back' }
  | { type: 'retry' };

export interface RefundInput {
  orderId: number | null;
}

/** What is wrong with a reason (a locale key), or null: it needs something besides spaces, within the maximum length. */
export function reasonProblem(reason: string): string | null {
  if (reason.trim().length === 0) return 'validation.refundReasonRequired';
  return reason.length > REFUND_REASON_MAX ? 'validation.refundReasonTooLong' : null;
}

/** The passengers chosen with what they paid, what the fare rules keep and what comes back. */
export function chosenTotals(context: Pick<RefundContext, 'quote' | 'selected'>) {
  const chosen = context.quote?.passengers.filter((p) => context.selected.includes(p.psgId)) ?? [];
  const total = (key: 'paid' | 'fee' | 'amount') => chosen.reduce((sum, p) => sum + p[key], 0);
  return { paid: total('paid'), fee: total('fee'), amount: total('amount') };
}

/** What stops the choice from going on (a locale key), or null. */
export function choiceProblem(context: Pick<RefundContext, 'quote' | 'selected'>): string | null {
  if (context.selected.length === 0) return 'validation.selectPassenger';
  const problem = refundChoiceProblem(context.quote?.passengers ?? [], new Set(context.selected));
  return problem && `refund.problems.${problem}`;
}

/** Why the first step's Next is not taken yet, as a locale key for the hint beside it; null once it is. */
export function nextHint(context: Pick<RefundContext, 'quote' | 'selected' | 'refundType'>): string | null {
  if (context.selected.length === 0) return 'refund.hint.choosePassenger';
  return choiceProblem(context) ?? (context.refundType === null ? 'refund.hint.chooseType' : null);
}

export const refundMachine = setup({
  types: { context: {} as RefundContext, events: {} as RefundEvent, input: {} as RefundInput },
  actors: {
    loadFee: appProvided<FeeMatch, number>(),
    applyRefund: appProvided<RefundSummary, RefundApplyRequest>(),
  },
  actions: {
    ...stepActions<RefundContext, RefundEvent>(),
    togglePassenger: togglePassenger<RefundContext, RefundEvent>((context, psgId) => refundGroupOf(context.quote!.passengers, psgId)),
  },
  guards: {
    hasOrderId: ({ context }) => context.orderId !== null,
    selectable: ({ context, event }) =>
      event.type === 'passenger.toggle' && context.quote!.passengers.some((p) => p.psgId === event.psgId && !p.refunded),
    choiceComplete: ({ context }) => context.refundType !== null && choiceProblem(context) === null,
    causeComplete: ({ context }) => reasonProblem(context.reason) === null && context.disclaimer,
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => ({
    orderId: input.orderId,
    quote: null,
    selected: [],
    refundType: null,
    reason: '',
    disclaimer: false,
    refund: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasOrderId', target: 'loading' }, { target: 'missingOrder' }],
    },
    missingOrder: {
      type: 'final',
      entry: assign({ error: { code: codes.orderNotFound, msg: null } }),
    },
    loading: {
      invoke: {
        id: 'loadFee',
        src: 'loadFee',
        input: ({ context }) => context.orderId!,
        onDone: { target: 'choosing', actions: assign({ quote: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: 'fail' },
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    choosing: {
      on: {
        'passenger.toggle': { guard: 'selectable', actions: 'togglePassenger' },
        'type.select': { actions: assign({ refundType: ({ event }) => event.refundType }) },
        next: { guard: 'choiceComplete', target: 'cause' },
      },
    },
    cause: {
      on: {
        'reason.change': { actions: assign({ reason: ({ event }) => event.reason }) },
        'disclaimer.toggle': { actions: assign({ disclaimer: ({ context }) => !context.disclaimer }) },
        submit: { guard: 'causeComplete', target: 'confirming' },
        back: { target: 'choosing' },
      },
    },
    confirming: {
      on: {
        confirm: { target: 'submitting' },
        cancel: { target: 'cause' },
      },
    },
    submitting: {
      tags: ['busy'],
      on: { confirm: { actions: 'notifyBusy' } },
      invoke: {
        id: 'applyRefund',
        src: 'applyRefund',
        input: ({ context }) => ({
          orderId: context.orderId!,
          psgIdList: context.selected,
          refundType: context.refundType!,
          refundReason: context.reason,
          disclaimer: true as const,
        }),
        onDone: { target: 'submitted', actions: assign({ refund: ({ event }) => event.output }) },
        onError: { target: 'submitFailed', actions: 'fail' },
      },
    },
    submitFailed: {
      tags: ['failed'],
      on: {
        retry: { target: 'submitting', actions: 'clearError' },
        back: { target: 'cause', actions: 'clearError' },
      },
    },
    submitted: { type: 'final', tags: ['end'] },
  },
});
