import { request } from './http';
import {
  pendingScheduleChangesSchema,
  scheduleChangeFlightChooseSchema,
  scheduleChangeFlightQuerySchema,
  scheduleChangeSubmitSchema,
  scheduleChangeVerifySchema,
} from './schemas/schedule-change';

/** Schedule-change handling (spec section 7, "IFC"). */
const IFC = '/dsb-ifc/api/v1/ifc';

export const pendingScheduleChanges = (signal?: AbortSignal) => request(`${IFC}/change/list`, { schema: pendingScheduleChangesSchema, method: 'GET', signal });
export const verifyScheduleChange = (orderId: number, signal?: AbortSignal) => request(`${IFC}/check/change/verify`, { schema: scheduleChangeVerifySchema, json: { orderId }, signal });
export const queryScheduleChangeFlights = (processKey: string, signal?: AbortSignal) =>
  request(`${IFC}/flight/query`, { schema: scheduleChangeFlightQuerySchema, json: { processKey }, signal });
export const chooseScheduleChangeFlight = (processKey: string, flightId: number, signal?: AbortSignal) =>
  request(`${IFC}/flight/choose`, { schema: scheduleChangeFlightChooseSchema, json: { processKey, flightId }, signal });
export const submitScheduleChange = (processKey: string, signal?: AbortSignal) => request(`${IFC}/submit`, { schema: scheduleChangeSubmitSchema, json: { processKey }, signal });

