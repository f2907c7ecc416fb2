import {
  gotoPaySchema,
  payLimitSchema,
  paymentStatusSchema,
  paymentSwitchSchema,
  prepaymentSchema,
  rePaymentSchema,
  type PaymentChannel,
  type PaymentProvider,
  type PayType,
} from './schemas/payment';
import { request } from './http';

/** The payment service (spec section 7, "Payments"). */
const PAYMENT = '/dsb-order/api/v1/payment';

const prepaymentPath: Record<PaymentChannel, string> = { card: 'prepayment', h5: 'prepayment/h5', wap: 'prepayment/wap', qrcode: 'prepayment/qrcode' };

/** Starts a payment of an unpaid order; the amount is the order's. */
export const prepay = (provider: PaymentProvider, channel: PaymentChannel, orderId: number, signal?: AbortSignal) =>
  request(`${PAYMENT}/${provider}/${prepaymentPath[channel]}`, { schema: prepaymentSchema, json: { orderId }, signal });
/** The hosted page of a payment still pending, to go back to it. */
export const gotoPay = (provider: PaymentProvider, paymentId: string, signal?: AbortSignal) =>
  request(`${PAYMENT}/${provider}/gotoPay`, { schema: gotoPaySchema, json: { paymentId }, signal });
export const paymentStatus = (provider: PaymentProvider, paymentId: string, signal?: AbortSignal) =>
  request(`${PAYMENT}/${provider}/prepayment/status/${encodeURIComponent(paymentId)}`, { schema: paymentStatusSchema, method: 'GET', signal });
export const payLimit = (signal?: AbortSignal) => request(`${PAYMENT}/pay/limit`, { schema: payLimitSchema, method: 'GET', signal });
export const paymentSwitch = (signal?: AbortSignal) => request(`${PAYMENT}/switch`, { schema: paymentSwitchSchema, method: 'GET', signal });
/** Paying an unpaid order again after an abandoned or failed attempt (a guest's token reaches its order): the attempt still open, or what a new one needs. */
export const rePayment = (payType: PayType, orderId: number, signal?: AbortSignal) =>
  request(`${PAYMENT}/re/payment/${payType}/${orderId}`, { schema: rePaymentSchema, method: 'GET', signal });
