import type { FastifyInstance } from 'fastify';
import { numericIdParamsSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { orderDetail } from '../domain/booking/order-detail';
import { route, userIdOf } from '../http/route';
import { localName } from './dsb-system';

const ORDER = '/dsb-order/api/v1/order';

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
}
