import { request } from './http';
import { voucherDetailSchema, voucherListSchema, voucherPaymentSchema, type UseVouchersRequest } from './schemas/voucher';

/** The voucher service (spec section 7, "Vouchers"). */
const VOUCHER = '/dsb-order/api/v1/voucher/front';
const PAYMENT = '/dsb-order/api/v1/payment';

export const myVouchers = (signal?: AbortSignal) => request(`${VOUCHER}/my/list`, { schema: voucherListSchema, method: 'GET', signal });
/** One of the user's vouchers with its history: the orders it paid and what came back to it. */
export const voucherDetail = (voucherNo: string, signal?: AbortSignal) =>
  request(`${VOUCHER}/detail`, { schema: voucherDetailSchema, method: 'GET', searchParams: { voucherNo }, signal });
/** The user's vouchers that can pay the order. */
export const vouchersForPay = (orderId: number, signal?: AbortSignal) =>
  request(`${VOUCHER}/searchForPay/list?${new URLSearchParams({ orderId: String(orderId) })}`, { schema: voucherListSchema, method: 'GET', signal });
/** What the chosen vouchers would pay of the order and what would be left; changes nothing. */
export const quoteVouchers = (body: UseVouchersRequest, signal?: AbortSignal) => request(`${VOUCHER}/use`, { schema: voucherPaymentSchema, json: body, signal });
/** Pays the order with the chosen vouchers; the order is issued when they pay it all. */
export const payWithVouchers = (body: UseVouchersRequest, signal?: AbortSignal) => request(`${PAYMENT}/voucher/gotoPay`, { schema: voucherPaymentSchema, json: body, signal });
