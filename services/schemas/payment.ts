import * as z from 'zod/mini';
import { idParam } from './system';
import { text } from './text';

/** Payments (spec section 7, "Payments"): a card provider and a mobile/QR wallet provider. */
export const paymentProviders = ['card', 'wallet'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
/** 'card' is the plain /prepayment call; the others are its h5, wap and qrcode variants. */
export const paymentChannels = ['card', 'h5', 'wap', 'qrcode'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];
export const paymentStatuses = ['PENDING', 'SUCCEEDED', 'DECLINED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const paymentId = z.string().check(z.regex(/^PAY[0-9A-Z]{8,40}$/));

export const providerParamsSchema = z.object({ provider: z.enum(paymentProviders) });
export const paymentParamsSchema = z.object({ provider: z.enum(paymentProviders), paymentId });
export const paymentIdQuerySchema = z.object({ paymentId });

export const prepaymentRequestSchema = z.object({ orderId: z.int().check(z.gte(1), z.lte(2_147_483_647)) });
export type PrepaymentRequest = z.infer<typeof prepaymentRequestSchema>;
export const gotoPayRequestSchema = z.object({ paymentId });
export type GotoPayRequest = z.infer<typeof gotoPayRequestSchema>;

/**
 * What an order is paid as when it is paid again (spec: re/payment/{payType}/{orderId}): ORDER a
 * ticket order, EMD an add-on order, VIP a lounge or meet-and-greet order, PASS a Travel Pass order.
 * CHECKIN names orders made at check-in: check-in makes none (its add-ons are EMD orders), so it is
 * refused as a bad request.
 */
export const payTypes = ['ORDER', 'EMD', 'VIP', 'PASS', 'CHECKIN'] as const;
export type PayType = (typeof payTypes)[number];
export const rePaymentParamsSchema = z.object({ payType: z.enum(payTypes), orderId: idParam() });

/**
 * Paying an unpaid order again after an abandoned or failed attempt: the attempt still open (its
 * hosted page, and its QR code on the qrcode channel) if there is one, else what starting one needs:
 * the amount due, the deadline and the providers switched on.
 */
export const rePaymentSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  payType: z.enum(payTypes),
  /** What is left to pay once the order's vouchers are taken off. */
  amountDue: z.number(),
  currency: z.string(),
  paymentDeadline: z.string(),
  /** Whole seconds left to pay by the server's clock. */
  secondsLeft: z.number(),
  /** The providers a new attempt may use now. */
  providers: z.array(z.enum(paymentProviders)),
  /** A pending attempt for what is due now, through a provider still switched on: go back to its page. */
  pending: z.nullable(
    z.object({
      paymentId: z.string(),
      provider: z.enum(paymentProviders),
      channel: z.enum(paymentChannels),
      amount: z.string(),
      payUrl: z.string(),
      qrCode: z.optional(z.string()),
    }),
  ),
  /** The latest attempt, whatever became of it (a declined one says why); null before any. */
  lastAttempt: z.nullable(z.object({ paymentId: z.string(), provider: z.string(), status: z.enum(paymentStatuses), failureReason: z.nullable(z.string()) })),
});
export type RePayment = z.infer<typeof rePaymentSchema>;

/** Amounts are decimal strings with two places, as stored ('1234.50'). */
export const prepaymentSchema = z.object({
  paymentId: z.string(),
  /** The provider's hosted page, a path on the same origin. */
  payUrl: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** ISO date-time. */
  paymentDeadline: z.string(),
  /** qrcode channel only: an SVG data URL of a QR code of payUrl. */
  qrCode: z.optional(z.string()),
});
export type Prepayment = z.infer<typeof prepaymentSchema>;

/** The hosted page of a pending payment, and its QR code when it was started on the qrcode channel. */
export const gotoPaySchema = z.object({ payUrl: z.string(), qrCode: z.optional(z.string()) });

export const paymentStatusSchema = z.object({
  paymentId: z.string(),
  status: z.enum(paymentStatuses),
  orderId: z.number(),
  orderStatus: z.string(),
  /** Why a payment was declined or refunded. */
  failureReason: z.nullable(z.string()),
});
export type PaymentStatusResult = z.infer<typeof paymentStatusSchema>;

/** The largest amount payable online per order, per currency. */
export const payLimitSchema = z.array(z.object({ currency: z.string(), maxAmount: z.number() }));
export const paymentSwitchSchema = z.object({ card: z.boolean(), wallet: z.boolean() });
export type PaymentSwitch = z.infer<typeof paymentSwitchSchema>;

/** The provider's signed server-to-server callback. */
export const paymentNotifySchema = z.object({
  paymentId: z.string(),
  orderNo: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['SUCCEEDED', 'DECLINED']),
  providerRef: text(),
  reason: z.optional(text().check(z.maxLength(200))),
  cardLast4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
});
export type PaymentNotify = z.infer<typeof paymentNotifySchema>;

/** The reasons the providers give for a declined or refunded payment, and the locale keys they are shown with. */
export const providerReasons = {
  'card declined': 'cardDeclined',
  'insufficient funds': 'insufficientFunds',
  'declined by the payer': 'payerDeclined',
  'order could no longer be ticketed': 'notTicketed',
} as const;
export type ProviderReason = keyof typeof providerReasons;

/** The locale key of a provider's reason; one the app does not know reads as a plain decline. */
export const providerReasonKey = (reason: string | null | undefined) =>
  `payment.reasons.${(reason && Object.hasOwn(providerReasons, reason) && providerReasons[reason as ProviderReason]) || 'other'}`;
