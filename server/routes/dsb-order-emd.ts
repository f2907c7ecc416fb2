import type { FastifyInstance } from 'fastify';
import { emdBookedParamsSchema, emdInsureRequestSchema, emdSeatMapRequestSchema, emdSubmitRequestSchema, emdTripRequestSchema } from '../../services/schemas/emd';
import { numericIdParamsSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { referenceLoader } from '../domain/booking/reference';
import { addOnOrdersOf, bookedAddOns, cancelAddOnOrder, deleteAddOnOrder, emdOffers, emdSeatMap, submitAddOns, submitInsurance } from '../domain/emd/add-ons';
import { route, userIdOf } from '../http/route';

const EMD = '/dsb-order/api/v1/itinerary/emd/book';
const AUXILIARY = '/dsb-order/api/v1/auxiliary/front';

/** Add-ons bought for an issued trip after booking (EMD orders), and cancelling or deleting such an order (spec section 7). */
export function registerDsbOrderEmdRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const reference = referenceLoader(store);

  route(app, { method: 'POST', url: `${EMD}/query/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params, locale }) =>
    emdOffers(store, userIdOf(caller), params.id, locale, clock.now()),
  );

  route(app, { method: 'POST', url: `${EMD}/query/insure`, access: 'user', body: emdTripRequestSchema }, async ({ caller, body, locale }) =>
    (await emdOffers(store, userIdOf(caller), body.orderId, locale, clock.now())).insurance,
  );

  route(app, { method: 'POST', url: `${EMD}/seat`, access: 'user', body: emdSeatMapRequestSchema }, async ({ caller, body }) =>
    emdSeatMap(store, await reference(), userIdOf(caller), body.orderId, body.segmentIndex),
  );

  route(app, { method: 'POST', url: `${EMD}/submit`, access: 'user', body: emdSubmitRequestSchema }, async ({ caller, body }) =>
    submitAddOns(store, await reference(), userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${EMD}/submit/insure`, access: 'user', body: emdInsureRequestSchema }, async ({ caller, body }) =>
    submitInsurance(store, await reference(), userIdOf(caller), body, clock.now()),
  );

  route(app, { method: 'POST', url: `${EMD}/booked/:type`, access: 'user', params: emdBookedParamsSchema, body: emdTripRequestSchema }, ({ caller, params, body }) =>
    bookedAddOns(store, userIdOf(caller), body.orderId, params.type),
  );

  route(app, { method: 'POST', url: '/dsb-order/api/v1/order/travelmgn/query/emd', access: 'user', body: emdTripRequestSchema }, ({ caller, body }) =>
    addOnOrdersOf(store, userIdOf(caller), body.orderId),
  );

  route(app, { method: 'GET', url: `${AUXILIARY}/cancel/:id`, access: 'user', params: numericIdParamsSchema }, async ({ caller, params }) => {
    await cancelAddOnOrder(store, params.id, userIdOf(caller), clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${AUXILIARY}/delete/:id`, access: 'user', params: numericIdParamsSchema }, async ({ caller, params }) => {
    await deleteAddOnOrder(store, params.id, userIdOf(caller), clock.now());
    return null;
  });
}
