import * as z from 'zod/mini';
import { currencySchema } from './offer';
import { couponStatuses } from './order';
import { id, idParam, pageOf } from './system';
import { text } from './text';

/** Refund types (spec section 3): NORMAL, or SPECIAL such as a cancelled flight. */
export const refundTypes = ['NORMAL', 'SPECIAL'] as const;
export type RefundType = (typeof refundTypes)[number];
export const refundStatuses = ['IN_PROGRESS', 'COMPLETED'] as const;
/** The refund reason's maximum length; the spec keeps its value off the page. */
export const REFUND_REASON_MAX = 200;


export const feeMatchRequestSchema = z.object({ orderId: id() });
export type FeeMatchRequest = z.infer<typeof feeMatchRequestSchema>;

/** One passenger of the order as the refund sees it; `psgId` is the passenger's place in the order. */
export const refundPassengerSchema = z.object({
  psgId: z.number(),
  type: z.enum(['ADT', 'CNN', 'INF']),
  lastName: z.string(),
  firstName: z.string(),
  /** An infant's guardian: the psgId of the adult it travels with. */
  guardianId: z.nullable(z.number()),
  /** Already in a refund, or held by another change: shown but not selectable. */
  refunded: z.boolean(),
  /** The status of the ticket coupon that keeps the passenger from a refund (checked in, in a refund, changed); null when they may be refunded. */
  status: z.nullable(z.enum(couponStatuses)),
  /** What the passenger's tickets cost, what the fare rules keep, and what goes back. */
  paid: z.number(),
  fee: z.number(),
  amount: z.number(),
});
export type RefundPassenger = z.infer<typeof refundPassengerSchema>;

/** The fee an order's refund costs now, per passenger, with the fare brands' rules written out. */
export const feeMatchSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  currency: currencySchema,
  passengers: z.array(refundPassengerSchema),
  rules: z.array(z.string()),
});
export type FeeMatch = z.infer<typeof feeMatchSchema>;

export const refundApplyRequestSchema = z.object({
  orderId: id(),
  psgIdList: z.array(z.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(0))).check(z.minLength(1, 'validation.selectPassenger'), z.maxLength(18)),
  refundType: z.enum(refundTypes, 'validation.refundType'),
  refundReason: text().check(z.refine((s) => s.trim().length > 0, 'validation.refundReasonRequired'), z.maxLength(REFUND_REASON_MAX, 'validation.refundReasonTooLong')),
  disclaimer: z.literal(true, 'validation.refundDisclaimer'),
});
export type RefundApplyRequest = z.infer<typeof refundApplyRequestSchema>;

export const refundSummarySchema = z.object({
  refundId: z.number(),
  refundNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(refundStatuses),
  refundType: z.enum(refundTypes),
  currency: currencySchema,
  amount: z.number(),
  createdAt: z.string(),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;
export const refundPageSchema = pageOf(refundSummarySchema);
export type RefundPage = z.infer<typeof refundPageSchema>;

export const refundDetailRequestSchema = z.object({ refundId: idParam() });

export const refundDetailSchema = z.extend(refundSummarySchema, {
  reason: z.string(),
  paidAmount: z.number(),
  feeAmount: z.number(),
  completedAt: z.nullable(z.string()),
  /** The points the refund gives back to the member, for an award order; null for a cash order. */
  points: z.nullable(z.number()),
  passengers: z.array(z.omit(refundPassengerSchema, { refunded: true, status: true, guardianId: true })),
  /** The money given back through each payment that paid for the tickets, once the refund is completed (empty before). */
  payments: z.array(z.object({ id: z.string(), provider: z.string(), cardLast4: z.nullable(z.string()), amount: z.number(), createdAt: z.string() })),
  /** What went back to each e-voucher that paid for the tickets, once the refund is completed (empty before, and for an order no voucher paid). */
  vouchers: z.array(z.object({ voucherNo: z.string(), amount: z.number(), createdAt: z.string() })),
});
export type RefundDetail = z.infer<typeof refundDetailSchema>;

type Choosable = Pick<RefundPassenger, 'psgId' | 'type' | 'guardianId' | 'refunded'>;

export type RefundChoiceProblem = 'refundPassengerUnknown' | 'passengerRefunded' | 'infantWithGuardian' | 'childAlone';

/**
 * Why these passengers cannot be refunded together, or null when they can: one already refunded;
 * an infant apart from its guardian; children or infants leaving, or staying, without an adult
 * (spec section 4). The server says it as `errors.<problem>`, the refund page as `refund.problems.<problem>`.
 */
export function refundChoiceProblem(passengers: Choosable[], chosen: ReadonlySet<number>): RefundChoiceProblem | null {
  if ([...chosen].some((id) => !passengers.some((p) => p.psgId === id))) return 'refundPassengerUnknown';
  if (passengers.some((p) => chosen.has(p.psgId) && p.refunded)) return 'passengerRefunded';
  const staying = passengers.filter((p) => !p.refunded && !chosen.has(p.psgId));
  const leaving = passengers.filter((p) => chosen.has(p.psgId));
  const apart = (p: Choosable) => p.type === 'INF' && p.guardianId !== null && chosen.has(p.guardianId) !== chosen.has(p.psgId);
  if ([...staying, ...leaving].some(apart)) return 'infantWithGuardian';
  const withoutAdult = (group: Choosable[]) => group.length > 0 && group.every((p) => p.type !== 'ADT');
  return withoutAdult(leaving) || withoutAdult(staying) ? 'childAlone' : null;
}

/** The passengers that go together when one is chosen: an adult with the infants in their care, an infant with its guardian. */
export function refundGroupOf(passengers: Choosable[], psgId: number): number[] {
  const passenger = passengers.find((p) => p.psgId === psgId);
  const adult = passenger?.type === 'INF' && passenger.guardianId !== null ? passenger.guardianId : psgId;
  return [adult, ...passengers.filter((p) => p.type === 'INF' && p.guardianId === adult).map((p) => p.psgId)];
}
