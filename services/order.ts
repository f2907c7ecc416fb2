import { orderDetailSchema } from './schemas/order';
import { request } from './http';

/** The order service (spec section 7, "Orders"). */
const ORDER = '/dsb-order/api/v1/order';

export const orderDetail = (orderId: number, signal?: AbortSignal) => request(`${ORDER}/front/detail/${orderId}`, { schema: orderDetailSchema, method: 'GET', signal });
