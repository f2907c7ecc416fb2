import * as z from 'zod/mini';
import { confirmOrderResponseSchema } from './schemas/offer';
import { gotoPaySchema, paymentStatusSchema, prepaymentSchema, type PaymentProvider } from './schemas/payment';
import {
  areaListSchema,
  equityRuleSchema,
  packageListSchema,
  packagePageSchema,
  packageSchema,
  passFlightListSchema,
  passOrderCreatedSchema,
  passOrderPageSchema,
  passOrderSchema,
  passSchema,
  passSearchResponseSchema,
  passWeekResponseSchema,
  refundReasonListSchema,
  reminderSchema,
  type BindRequest,
  type CreatePassOrderRequest,
  type OdSearchRequest,
  type PackageListRequest,
  type PassConfirmOrderRequest,
  type PassOrderPageRequest,
  type PassRefundRequest,
  type PassSearchRequest,
  type PassWeekRequest,
} from './schemas/travel-pass';
import { request } from './http';

/** Travel Pass, the equity products shop (spec section 7 "Equity products", base /dsb-order/api/v1/ep, and the airpass payment calls). */
const EP = '/dsb-order/api/v1/ep';
const PAYMENT = '/dsb-order/api/v1/payment';
/** The time-card flight search (spec section 7, "Fees and time-card flight search"), shared with the redeem cards. */
const TIMES_CARD = '/dsb-order/api/v1/times/card';

export const packageAreas = (signal?: AbortSignal) => request(`${EP}/show/area`, { schema: areaListSchema, json: {}, signal });
export const packageList = (body: PackageListRequest, signal?: AbortSignal) => request(`${EP}/show/index/list`, { schema: packageListSchema, json: body, signal });
export const packagePage = (body: PackageListRequest & { pageNum?: number; pageSize?: number }, signal?: AbortSignal) =>
  request(`${EP}/show/list`, { schema: packagePageSchema, json: body, signal });
export const searchPackagesByOd = (body: OdSearchRequest, signal?: AbortSignal) => request(`${EP}/search/od`, { schema: packageListSchema, json: body, signal });
export const packageDetail = (id: number, signal?: AbortSignal) => request(`${EP}/show/index/detail/${id}`, { schema: packageSchema, json: {}, signal });
export const equityRule = (id: number, signal?: AbortSignal) => request(`${EP}/equityRule/${id}`, { schema: equityRuleSchema, method: 'GET', signal });
/** Be told in the message centre when a coming-soon package goes on sale. */
export const remindOnSale = (id: number, signal?: AbortSignal) => request(`${EP}/show/remind/${id}`, { schema: reminderSchema, json: {}, signal });

/** An unpaid order of passes, their stock held until its payment deadline. */
export const createPassOrder = (body: CreatePassOrderRequest, signal?: AbortSignal) => request(`${EP}/create/order`, { schema: passOrderCreatedSchema, json: body, signal });
export const passOrderPage = (body: PassOrderPageRequest, signal?: AbortSignal) => request(`${EP}/order/page`, { schema: passOrderPageSchema, json: body, signal });
export const passOrderDetail = (id: number, signal?: AbortSignal) => request(`${EP}/order/detail/${id}`, { schema: passOrderSchema, method: 'GET', signal });
export const cancelPassOrder = (id: number, signal?: AbortSignal) => request(`${EP}/cancel/order/${id}`, { schema: z.null(), method: 'GET', signal });
export const deletePassOrder = (id: number, signal?: AbortSignal) => request(`${EP}/delete/order/${id}`, { schema: z.null(), method: 'GET', signal });
export const refundReasons = (signal?: AbortSignal) => request(`${EP}/refund/reason`, { schema: refundReasonListSchema, method: 'GET', signal });
export const refundPassOrder = (body: PassRefundRequest, signal?: AbortSignal) => request(`${EP}/refund/order`, { schema: z.null(), json: body, signal });
/** Binds each pass of a paid order to its adult passenger, once. */
export const bindPassengers = (body: BindRequest, signal?: AbortSignal) => request(`${EP}/order/redeem`, { schema: z.array(passSchema), json: body, signal });
export const passOrderFlights = (id: number, signal?: AbortSignal) => request(`${EP}/order/flight/${id}`, { schema: passFlightListSchema, method: 'GET', signal });
/** The combo ticket search with the pass (the time-card flight search, productType TravelPass). */
export const passSearchFlight = (body: PassSearchRequest, signal?: AbortSignal) =>
  request(`${TIMES_CARD}/search/flight`, { schema: passSearchResponseSchema, json: body, signal });
/** The same search for up to 7 days from the date, a blackout day closed, to show the week; book from `passSearchFlight` of the day chosen. */
export const passSearchWeek = (body: PassWeekRequest, signal?: AbortSignal) =>
  request(`${TIMES_CARD}/search/flight/v2`, { schema: passWeekResponseSchema, json: body, signal });
/** Books one flight with a pass: an unpaid order for the taxes, paid like any order. */
export const passConfirmOrder = (body: PassConfirmOrderRequest, signal?: AbortSignal) =>
  request(`${EP}/order/flight/confirm`, { schema: confirmOrderResponseSchema, json: body, signal });

/** The airpass payment of a pass order: the sandbox's hosted page. */
export const airpassPrepay = (provider: PaymentProvider, orderId: number, signal?: AbortSignal) =>
  request(`${PAYMENT}/airpass/${provider}/prepayment`, { schema: prepaymentSchema, json: { orderId }, signal });
export const airpassGotoPay = (provider: PaymentProvider, paymentId: string, signal?: AbortSignal) =>
  request(`${PAYMENT}/${provider}/airpass/gotoPay`, { schema: gotoPaySchema, json: { paymentId }, signal });
export const airpassPaymentStatus = (provider: PaymentProvider, paymentId: string, signal?: AbortSignal) =>
  request(`/dsb-order/api/v1/airpass/payment/${provider}/airpass/payment`, { schema: paymentStatusSchema, json: { paymentId }, signal });
