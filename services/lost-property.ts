import { lostCategoryListSchema, lostItemListSchema, type LostSearch } from './schemas/lost-property';
import { request } from './http';

/** Lost property and baggage (spec section 7). */
const LOSS = '/dsb-offer/api/v1/offer/loss';

export const lostCategoryList = (signal?: AbortSignal) => request(`${LOSS}/category`, { schema: lostCategoryListSchema, json: {}, signal });
export const searchLostItems = (body: LostSearch, signal?: AbortSignal) => request(`${LOSS}/baggage`, { schema: lostItemListSchema, json: body, signal });
