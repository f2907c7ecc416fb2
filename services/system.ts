import * as z from 'zod/mini';
import { funnelSchema, type FunnelQuery } from './schemas/flow';
import { airportSchema, citySchema, countrySchema, countryTreeSchema, messagePageSchema, messageSchema, unreadSchema } from './schemas/system';
import { request } from './http';

/** The system service: reference data and the message centre. */
const SYSTEM = '/dsb-system/api/v1';
const MSG = '/dsb-system/app-api/v1/msg';

export const getHotAirports = (signal?: AbortSignal) =>
  request(`${SYSTEM}/airport/hot/airport`, { schema: z.array(airportSchema), method: 'GET', signal });
export const getAirports = (signal?: AbortSignal) =>
  request(`${SYSTEM}/airport/list/all`, { schema: z.array(airportSchema), method: 'GET', signal });
export const getCities = (signal?: AbortSignal) => request(`${SYSTEM}/city`, { schema: z.array(citySchema), method: 'GET', signal });
export const getMessages = (pageNum: number, pageSize = 10, signal?: AbortSignal) =>
  request(`${MSG}/pages`, { schema: messagePageSchema, json: { pageNum, pageSize }, signal });
export const getUnreadCount = (signal?: AbortSignal) => request(`${MSG}/unread`, { schema: unreadSchema, method: 'GET', signal });
export const readMessage = (id: number, signal?: AbortSignal) => request(`${MSG}/read/${id}`, { schema: messageSchema, method: 'GET', signal });
/** Every country or region with its calling code (the area-code picker). */
export const getCountries = (signal?: AbortSignal) => request(`${SYSTEM}/country/list`, { schema: z.array(countrySchema), method: 'GET', signal });
export const getCountryTree = (signal?: AbortSignal) =>
  request(`${SYSTEM}/country/getCountryAndCityAndAirport`, { schema: countryTreeSchema, method: 'GET', signal });
/** Records a visit that came with an impressions query (a traffic source). */
export const addDrainageVisit = (url: string) =>
  request('/dsb-system/feign/api/v1/drainage/visit/add', { schema: z.null(), json: { url } });
/** Counts an order placed after such a visit for its campaign. */
export const addDrainageOrder = (url: string, orderNo: string) =>
  request('/dsb-system/feign/api/v1/drainage/order/add', { schema: z.null(), json: { url, orderNo } });
/** The flow atlas's funnel: runs per state of one statechart over some days. */
export const getFunnel = (query: FunnelQuery, signal?: AbortSignal) =>
  request(`${SYSTEM}/flow/funnel`, { schema: funnelSchema, method: 'GET', searchParams: query, signal });
