import type { FlightNoQuery, FlightRouteQuery } from '../../../services/schemas/flight-status';

const BASE = '/pagesService/pages/flight-info';

export const searchListPath = (query: FlightRouteQuery | FlightNoQuery) => `${BASE}/search-list?${new URLSearchParams(query as Record<string, string>).toString()}`;
export const detailPath = (flightNo: string, date: string) => `${BASE}/detail?${new URLSearchParams({ flightNo, date }).toString()}`;
