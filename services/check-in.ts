import {
  boardingPassSchema,
  cancelCheckInResponseSchema,
  checkInDetailSchema,
  checkInDocumentsResponseSchema,
  checkInLuggageSchema,
  checkInSeatMapSchema,
  checkInStepSchema,
  confirmCheckInResponseSchema,
  confirmFlightResponseSchema,
  detrTicketResponseSchema,
  myCheckInTripsSchema,
  queryCheckInResponseSchema,
  type ConfirmCheckInPassengersRequest,
  type ConfirmCheckInSeatRequest,
  type ConfirmFlightRequest,
  type DetrTicketRequest,
  type UpdateCheckInPassengersRequest,
} from './schemas/check-in';
import { request } from './http';

/** Mobile check-in (spec section 7, "Check-in"). */
const CHECKIN = '/dsb-order/api/v1/checkin';

export const myCheckInTrips = (signal?: AbortSignal) => request(`${CHECKIN}/my/trip`, { schema: myCheckInTripsSchema, json: {}, signal });
export const findTicket = (body: DetrTicketRequest, signal?: AbortSignal) => request(`${CHECKIN}/detr/ticket`, { schema: detrTicketResponseSchema, json: body, signal });
export const confirmCheckInFlight = (body: ConfirmFlightRequest, signal?: AbortSignal) =>
  request(`${CHECKIN}/confirm/flight`, { schema: confirmFlightResponseSchema, json: body, signal });
export const confirmCheckInPassengers = (body: ConfirmCheckInPassengersRequest, signal?: AbortSignal) =>
  request(`${CHECKIN}/confirm/psg`, { schema: checkInDocumentsResponseSchema, json: body, signal });
export const checkHongKong = (processKey: string, signal?: AbortSignal) => request(`${CHECKIN}/check/hk`, { schema: checkInDocumentsResponseSchema, json: { processKey }, signal });
export const updateCheckInPassengers = (body: UpdateCheckInPassengersRequest, signal?: AbortSignal) =>
  request(`${CHECKIN}/update/psg`, { schema: checkInDocumentsResponseSchema, json: body, signal });
export const queryCheckInSeats = (processKey: string, signal?: AbortSignal) => request(`${CHECKIN}/query/seat`, { schema: checkInSeatMapSchema, json: { processKey }, signal });
export const confirmCheckInSeats = (body: ConfirmCheckInSeatRequest, signal?: AbortSignal) => request(`${CHECKIN}/confirm/seat`, { schema: checkInStepSchema, json: body, signal });
export const queryCheckInLuggage = (processKey: string, signal?: AbortSignal) => request(`${CHECKIN}/query/luggage`, { schema: checkInLuggageSchema, json: { processKey }, signal });
export const confirmCheckInAux = (processKey: string, signal?: AbortSignal) =>
  request(`${CHECKIN}/confirm/aux`, { schema: checkInStepSchema, json: { processKey, dangerousGoodsAccepted: true }, signal });
export const confirmCheckIn = (processKey: string, signal?: AbortSignal) =>
  request(`${CHECKIN}/confirm/checkin`, { schema: confirmCheckInResponseSchema, json: { processKey, termsAccepted: true }, signal });
export const queryCheckIn = (orderId: number, segmentIndex: number, processKey?: string, signal?: AbortSignal) =>
  request(`${CHECKIN}/query/checkin`, { schema: queryCheckInResponseSchema, json: { orderId, segmentIndex, ...(processKey && { processKey }) }, signal });
export const checkInDetail = (id: number, signal?: AbortSignal) => request(`${CHECKIN}/front/detail/${id}`, { schema: checkInDetailSchema, method: 'GET', signal });
export const cancelCheckIn = (id: number, signal?: AbortSignal) => request(`${CHECKIN}/front/cancel/${id}`, { schema: cancelCheckInResponseSchema, method: 'GET', signal });
export const boardingPass = (id: number, signal?: AbortSignal) => request(`${CHECKIN}/front/boarding/card/${id}`, { schema: boardingPassSchema, method: 'GET', signal });
