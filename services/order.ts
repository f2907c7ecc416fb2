import * as z from 'zod/mini';
import {
  addOnOrderPageSchema,
  addOnOrderSchema,
  bookingFareRulesSchema,
  guestOrderAccessSchema,
  guestOrderClaimedSchema,
  guestOrderCodeSentSchema,
  orderDetailSchema,
  orderDetailsSchema,
  orderExtInfoSchema,
  orderPageSchema,
  orderSubmitSchema,
  orderVerifySchema,
  pnrEntrySchema,
  sendItineraryResponseSchema,
  type AddOnPathKind,
  type ContactChangeRequest,
  type GuestOrderLookup,
  type GuestOrderVerifyRequest,
  type OrderTab,
} from './schemas/order';
import { rePaymentSchema, type PayType } from './schemas/payment';
import { eventStream, request } from './http';
import { tripChangeSchema, type TripChange } from './schemas/trip-changes';

/** The order service (spec section 7, "Orders" and "Auxiliary (add-on) orders"). */
const ORDER = '/dsb-order/api/v1/order';
const AUXILIARY = '/dsb-order/api/v1/auxiliary/front';

/** My Orders, one tab a page at a time (10 orders a page unless asked). */
export const orderPage = (tab: OrderTab, pageNum: number, pageSize = 10, signal?: AbortSignal) =>
  request(`${ORDER}/front/page`, { schema: orderPageSchema, json: { tab, pageNum, pageSize }, signal });
/** Follows what changes on the traveller's orders as it happens, resuming after the change `afterId` (from now, without it); resolves when the server ends the stream. */
export const followTripChanges = (afterId: number | undefined, onChange: (change: TripChange) => void, signal: AbortSignal) =>
  eventStream(`${ORDER}/front/trip-changes/stream`, { schema: tripChangeSchema, searchParams: { afterId }, onEvent: onChange, signal });
export const orderDetail = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/detail/${orderId}`, { schema: orderDetailSchema, method: 'GET', signal });
/** All of an order's add-ons; its number must go with its id. */
export const orderAddOns = (orderId: number, orderNo: string, signal?: AbortSignal) =>
  request(`${ORDER}/front/detail/aux/${orderId}/${encodeURIComponent(orderNo)}`, { schema: addOnOrderSchema, method: 'GET', signal });
/** An unpaid order only: its seats go back at once. */
export const cancelOrder = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/cancel/${orderId}`, { schema: z.null(), method: 'GET', signal });
/** A closed order only (cancelled, expired, refunded): it leaves My Orders. */
export const deleteOrder = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/delete/${orderId}`, { schema: z.null(), method: 'GET', signal });
/** E-mails the itinerary of an issued order to its contact; answers the address. */
export const sendItinerary = (orderId: number, signal?: AbortSignal) =>
  request(`${ORDER}/front/sendItineraryList`, { schema: sendItineraryResponseSchema, json: { orderId }, signal });
/** E-mails the itinerary of the whole trip under the order's booking reference as it stands now (the booking and its date changes' orders) to the order's contact. */
export const sendItineraryV2 = (orderId: number, signal?: AbortSignal) =>
  request(`${ORDER}/front/sendItineraryList/v2`, { schema: sendItineraryResponseSchema, json: { orderId }, signal });
export const changeOrderContact = (body: ContactChangeRequest, signal?: AbortSignal) => request(`${ORDER}/contact/change`, { schema: z.null(), json: body, signal });

/** The orders holding add-ons of a kind, with those add-ons. */
export const addOnOrderPage = (type: AddOnPathKind, pageNum: number, pageSize = 10, signal?: AbortSignal) =>
  request(`${AUXILIARY}/${type}/page`, { schema: addOnOrderPageSchema, json: { pageNum, pageSize }, signal });
export const addOnOrderDetail = (type: AddOnPathKind, orderId: number, signal?: AbortSignal) =>
  request(`${AUXILIARY}/detail/${type}/${orderId}`, { schema: addOnOrderSchema, method: 'GET', signal });

/** A guest's booking found again: a code to the booking's contact e-mail, then the order's guest token for it, or (logged in) the order for the user. */
export const guestOrderCode = (body: GuestOrderLookup, signal?: AbortSignal) => request(`${ORDER}/guest/code`, { schema: guestOrderCodeSentSchema, json: body, signal });
export const guestOrderVerify = (body: GuestOrderVerifyRequest, signal?: AbortSignal) => request(`${ORDER}/guest/verify`, { schema: guestOrderAccessSchema, json: body, signal });
export const guestOrderClaim = (body: GuestOrderVerifyRequest, signal?: AbortSignal) => request(`${ORDER}/guest/claim`, { schema: guestOrderClaimedSchema, json: body, signal });

/** The order's bookings by reference as they stand now: its own, then the later orders of its trip under the same reference. */
export const orderDetails = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/details/${orderId}`, { schema: orderDetailsSchema, method: 'GET', signal });
/** One of those: the order under its booking reference. */
export const orderPnrDetails = (orderId: number, pnrId: string, signal?: AbortSignal) =>
  request(`${ORDER}/front/details/${orderId}/${encodeURIComponent(pnrId)}`, { schema: pnrEntrySchema, method: 'GET', signal });
/** Whether the order can still be paid now, by the server's clock (a guest's token reaches its order). */
export const verifyOrder = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/verify/order/${orderId}`, { schema: orderVerifySchema, method: 'GET', signal });
/** The fare rules of the user's booking with this reference, flight by flight. */
export const bookingFareRules = (pnrId: string, signal?: AbortSignal) =>
  request(`${ORDER}/front/fare/rule`, { schema: bookingFareRulesSchema, method: 'GET', searchParams: { pnrId }, signal });
/** What can be done with the order now, and why not where not. */
export const orderExtInfo = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/ext/info/${orderId}`, { schema: orderExtInfoSchema, method: 'GET', signal });
/** Hands an unpaid order to payment: refused (O00002) once it can no longer be paid. */
export const submitOrder = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/submit`, { schema: orderSubmitSchema, json: { orderId }, signal });
/** Paying one of the user's unpaid orders again: the attempt still open, or what a new one needs. */
export const myOrderRePayment = (payType: PayType, orderId: number, signal?: AbortSignal) =>
  request(`${ORDER}/front/my/order/re/payment/${payType}/${orderId}`, { schema: rePaymentSchema, method: 'GET', signal });
