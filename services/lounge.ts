import * as z from 'zod/mini';
import {
  inventorySchema,
  loungeCodeSentSchema,
  loungeOrderDetailSchema,
  loungeOrderPageSchema,
  loungePageSchema,
  loungeSubmitResponseSchema,
  loungeVoucherSchema,
  type InventoryRequest,
  type LoungeOrderDetailRequest,
  type LoungeOrderPageRequest,
  type LoungePageRequest,
  type LoungeSendCodeRequest,
  type LoungeSubmitRequest,
  type MeetGreetPageRequest,
  type VoucherUpdateRequest,
} from './schemas/lounge';
import { request } from './http';

/** The VIP lounge and meet-and-greet service (spec section 7, "VIP lounge and meet-and-greet"). */
const POLICY = '/dsb-policy/api/v1/policy/ancillary/vip/room';
const ORDER = '/dsb-order/api/v1/ancillary/front/vip/room';

/** Lounges, by city if given, priced in the currency asked for; the staff product only for staff accounts. */
export const loungePages = (query: LoungePageRequest, signal?: AbortSignal) =>
  request(`${POLICY}/pages`, { schema: loungePageSchema, method: 'GET', searchParams: { ...query }, signal });
export const meetGreetPages = (query: MeetGreetPageRequest, signal?: AbortSignal) =>
  request(`${POLICY}/pages/meet/greet`, { schema: loungePageSchema, method: 'GET', searchParams: { ...query }, signal });
/** A product's stock on a day. */
export const loungeInventory = (query: InventoryRequest, signal?: AbortSignal) =>
  request(`${ORDER}/get/inventory`, { schema: inventorySchema, method: 'GET', searchParams: { ...query }, signal });
/** An unpaid order holding the day's stock, paid like any order. */
export const submitLoungeOrder = (body: LoungeSubmitRequest, signal?: AbortSignal) =>
  request(`${ORDER}/submit`, { schema: loungeSubmitResponseSchema, json: body, signal });
/** The caller's lounge and meet-and-greet orders, newest first. */
export const loungeOrderPage = (body: LoungeOrderPageRequest, signal?: AbortSignal) =>
  request(`${ORDER}/order/page`, { schema: loungeOrderPageSchema, json: body, signal });
/** The owner's order by id; a guest's with the code e-mailed by `sendLoungeOrderCode`. */
export const loungeOrderDetail = (query: LoungeOrderDetailRequest, signal?: AbortSignal) =>
  request(`${ORDER}/oder/detail`, { schema: loungeOrderDetailSchema, method: 'GET', searchParams: { ...query }, signal });
/** A code to the order's contact e-mail, for a guest to open the order. */
export const sendLoungeOrderCode = (body: LoungeSendCodeRequest, signal?: AbortSignal) =>
  request(`${ORDER}/order/send/email/code`, { schema: loungeCodeSentSchema, json: body, signal });
/** A voucher's new user: a name change (3 free) or a transfer (the discounted voucher, 3 times). */
export const updateLoungeVoucher = (body: VoucherUpdateRequest, signal?: AbortSignal) =>
  request(`${ORDER}/passenger/update`, { schema: loungeVoucherSchema, json: body, signal });
/** An unpaid order only: its stock goes back. */
export const cancelLoungeOrder = (id: number, signal?: AbortSignal) => request(`${ORDER}/oder/cancel`, { schema: z.null(), json: { id }, signal });
/** A closed order only (cancelled or expired): it leaves the list. */
export const deleteLoungeOrder = (id: number, signal?: AbortSignal) => request(`${ORDER}/oder/delete`, { schema: z.null(), json: { id }, signal });
