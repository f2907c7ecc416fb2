import * as z from 'zod/mini';
import { idParam } from './system';

/** Vouchers (spec section 7, "Vouchers"; section 9, Flash Sale). */
export const MAX_VOUCHERS_PER_ORDER = 3;
/** A Flash Sale rebate, or a voucher the airline gave (such as a member-exclusive voucher). */
export const voucherSources = ['FLASH_SALE_REBATE', 'GIFT'] as const;
export const voucherStatuses = ['ACTIVE', 'USED', 'EXPIRED'] as const;

const voucherNo = z.string().check(z.regex(/^EV\d{12}$/, 'errors.voucherNotFound'));
const orderId = z.int().check(z.gte(1), z.lte(2_147_483_647));

/** A voucher as its owner sees it. Amounts are numbers in the voucher's currency. */
export const voucherSchema = z.object({
  voucherNo: z.string(),
  currency: z.string(),
  faceValue: z.number(),
  balance: z.number(),
  /** ISO date-times. */
  validFrom: z.string(),
  validUntil: z.string(),
  source: z.enum(voucherSources),
  status: z.enum(voucherStatuses),
  /** The voucher's rules, in the caller's language. */
  rules: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListSchema = z.array(voucherSchema);

/** GET /voucher/front/detail?voucherNo=: one of the caller's vouchers. */
export const voucherDetailQuerySchema = z.object({ voucherNo });

/**
 * What happened to a voucher's balance: SPENT on an order, RETURNED when that order closed unpaid (expired,
 * cancelled, its payment failed), or REFUNDED: part of what it paid given back by a completed refund of the order.
 */
export const voucherEventKinds = ['SPENT', 'RETURNED', 'REFUNDED'] as const;
export const voucherEventSchema = z.object({
  kind: z.enum(voucherEventKinds),
  orderId: z.number(),
  orderNo: z.string(),
  amount: z.number(),
  /** ISO date-time. */
  at: z.string(),
});
export type VoucherEvent = z.infer<typeof voucherEventSchema>;
/** A voucher with its balance and its history, oldest first. */
export const voucherDetailSchema = z.extend(voucherSchema, { history: z.array(voucherEventSchema) });
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

export const searchForPayQuerySchema = z.object({ orderId: idParam() });

/** Vouchers chosen for an order: distinct, and with those already on it at most three. */
export const useVouchersRequestSchema = z.object({
  orderId,
  voucherNos: z.array(voucherNo).check(
    z.minLength(1),
    z.maxLength(MAX_VOUCHERS_PER_ORDER, 'errors.voucherLimit'),
    z.refine((nos) => new Set(nos).size === nos.length, 'errors.badRequest'),
  ),
});
export type UseVouchersRequest = z.infer<typeof useVouchersRequestSchema>;

/** What the order's vouchers pay (those on it and those chosen), and what is left to pay. */
export const voucherPaymentSchema = z.object({
  orderId: z.number(),
  currency: z.string(),
  totalAmount: z.number(),
  vouchers: z.array(z.object({ voucherNo: z.string(), amount: z.number() })),
  voucherAmount: z.number(),
  amountDue: z.number(),
  /** The order's status afterwards: ISSUED once the vouchers cover it all. */
  orderStatus: z.string(),
});
export type VoucherPayment = z.infer<typeof voucherPaymentSchema>;
