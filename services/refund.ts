import { feeMatchSchema, refundDetailSchema, refundPageSchema, refundSummarySchema, type RefundApplyRequest } from './schemas/refund';
import { request } from './http';

/** Refunds (spec section 7: the fee match and the reschedule service's refund paths). */
const REFUND = '/dsb-order/api/v1/order/reschedule/refund';

/** What refunding each passenger of an issued order costs now, with the fare rules. */
export const matchFee = (orderId: number, signal?: AbortSignal) => request('/dsb-order/api/v1/processing/fee/match', { schema: feeMatchSchema, json: { orderId }, signal });
/** Submits a refund; it cannot be withdrawn. */
export const applyRefund = (body: RefundApplyRequest, signal?: AbortSignal) => request(`${REFUND}/apply`, { schema: refundSummarySchema, json: body, signal });
export const refundPage = (pageNum: number, pageSize: number, signal?: AbortSignal) => request(`${REFUND}/page`, { schema: refundPageSchema, json: { pageNum, pageSize }, signal });
export const refundDetail = (refundId: number, signal?: AbortSignal) =>
  request(`${REFUND}/detail?${new URLSearchParams({ refundId: String(refundId) })}`, { schema: refundDetailSchema, method: 'GET', signal });
