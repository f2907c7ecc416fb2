import type { FastifyInstance } from 'fastify';
import { feeMatchRequestSchema, refundApplyRequestSchema, refundDetailRequestSchema } from '../../services/schemas/refund';
import { numericIdParamsSchema, pageRequestSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { orderDetail } from '../domain/booking/order-detail';
import { applyRefund, matchFee, refundDetail, refundPage } from '../domain/refunds/refunds';
import { route, userIdOf } from '../http/route';
import { localName } from './dsb-system';

const ORDER = '/dsb-order/api/v1/order';
const REFUND = `${ORDER}/reschedule/refund`;

export function registerDsbOrderRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  // Every city of the network has departures: from Hong Kong, or back to it.
  route(app, { method: 'GET', url: '/dsb-order/api/v1/fastFlight/all/org/city' }, async ({ locale, reply }) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    const rows = await store.reference.cities();
    return rows.map((c) => ({ cityCode: c.code, cityName: localName(c, locale), cnName: c.nameSc, countryCode: c.countryCode }));
  });

  route(app, { method: 'GET', url: `${ORDER}/front/detail/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params }) =>
    orderDetail(store, params.id, userIdOf(caller), clock.now()),
  );

  route(app, { method: 'POST', url: '/dsb-order/api/v1/processing/fee/match', access: 'user', body: feeMatchRequestSchema }, ({ caller, body, locale }) =>
    matchFee(store, body.orderId, userIdOf(caller), locale, clock.now()),
  );

  route(app, { method: 'POST', url: `${REFUND}/apply`, access: 'user', body: refundApplyRequestSchema }, ({ caller, body }) => applyRefund(store, userIdOf(caller), body, clock.now()));

  route(app, { method: 'POST', url: `${REFUND}/page`, access: 'user', body: pageRequestSchema }, ({ caller, body }) => refundPage(store, userIdOf(caller), body));

  route(app, { method: 'GET', url: `${REFUND}/detail`, access: 'user', query: refundDetailRequestSchema }, ({ caller, query }) => refundDetail(store, userIdOf(caller), query.refundId));
}
