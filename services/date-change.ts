import {
  changeAddOnsSchema,
  changeBrandConfirmResponseSchema,
  changeBrandQueryResponseSchema,
  changeFeeSchema,
  changeDetailSchema,
  changeFlightQueryResponseSchema,
  changeOrderConfirmResponseSchema,
  changePageSchema,
  changeSeatConfirmResponseSchema,
  changeSeatMapSchema,
  changeStepSchema,
  changeViewSchema,
  type ChangeBrandConfirmRequest,
  type ChangeConfirmPassengersRequest,
  type ChangeFlightQueryRequest,
  type ChangeSeatConfirmRequest,
} from './schemas/date-change';
import { request } from './http';

/** The date change (spec section 7, "Date change") and the reschedule service's change paths. */
const CHANGE = '/dsb-order/api/v1/order/change';
const RESCHEDULE = '/dsb-order/api/v1/order/reschedule/change';

export const changeView = (orderId: number, pnr: string, signal?: AbortSignal) =>
  request(`${CHANGE}/view/${orderId}/${encodeURIComponent(pnr)}`, { schema: changeViewSchema, method: 'GET', signal });
export const confirmChangePassengers = (body: ChangeConfirmPassengersRequest, signal?: AbortSignal) =>
  request(`${CHANGE}/confirm/psg`, { schema: changeStepSchema, json: body, signal });
export const queryChangeFlights = (body: ChangeFlightQueryRequest, signal?: AbortSignal) =>
  request(`${CHANGE}/flight/query/v2`, { schema: changeFlightQueryResponseSchema, json: body, signal });
export const queryChangeFlightsBack = (body: ChangeFlightQueryRequest, signal?: AbortSignal) =>
  request(`${CHANGE}/flight/query/back/v2`, { schema: changeFlightQueryResponseSchema, json: body, signal });
export const queryChangeBrands = (processKey: string, flightKey: string, signal?: AbortSignal) =>
  request(`${CHANGE}/brand/query/v2`, { schema: changeBrandQueryResponseSchema, json: { processKey, flightKey }, signal });
export const confirmChangeBrand = (body: ChangeBrandConfirmRequest, signal?: AbortSignal) =>
  request(`${CHANGE}/brand/confirm`, { schema: changeBrandConfirmResponseSchema, json: body, signal });
export const chooseChangeSeat = (processKey: string, segmentIndex: number, signal?: AbortSignal) =>
  request(`${CHANGE}/seat/choose`, { schema: changeSeatMapSchema, json: { processKey, segmentIndex }, signal });
export const confirmChangeSeat = (body: ChangeSeatConfirmRequest, signal?: AbortSignal) =>
  request(`${CHANGE}/seat/confirm`, { schema: changeSeatConfirmResponseSchema, json: body, signal });
/** Makes the new order; the old tickets are held for it until it is paid or closes. */
export const confirmChangeOrder = (processKey: string, signal?: AbortSignal) =>
  request(`${CHANGE}/order/confirm`, { schema: changeOrderConfirmResponseSchema, json: { processKey, acknowledged: true }, signal });

/** The change fee of each leg of an order, per passenger. */
export const changeFees = (orderId: number, signal?: AbortSignal) => request('/dsb-order/api/v1/processing/fee/match/change', { schema: changeFeeSchema, json: { orderId }, signal });

export const changePage = (pageNum: number, pageSize: number, signal?: AbortSignal) => request(`${RESCHEDULE}/page`, { schema: changePageSchema, json: { pageNum, pageSize }, signal });
export const changeDetail = (changeId: number, signal?: AbortSignal) =>
  request(`${RESCHEDULE}/detail?${new URLSearchParams({ changeId: String(changeId) })}`, { schema: changeDetailSchema, method: 'GET', signal });
export const changeAddOns = (changeId: number, signal?: AbortSignal) =>
  request(`${RESCHEDULE}/aux/detail?${new URLSearchParams({ changeId: String(changeId) })}`, { schema: changeAddOnsSchema, method: 'GET', signal });
