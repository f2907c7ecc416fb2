import type { FastifyInstance } from 'fastify';
import { brandDetailParamsSchema, saveTravelEmdRequestSchema } from '../../services/schemas/travelmgn';
import type { RouteDeps } from '../deps';
import { brandDetail } from '../domain/booking/brand-detail';
import { referenceLoader } from '../domain/booking/reference';
import { placeAddOns } from '../domain/emd/add-ons';
import { route, userIdOf } from '../http/route';

const TRAVEL = '/dsb-order/api/v1/order/travelmgn';

/** Travel management's add-on choices of a trip (saveTravelEmd) and a fare brand's details for the trip screens (spec section 7). */
export function registerDsbOrderTravelmgnRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const reference = referenceLoader(store);

  route(app, { method: 'POST', url: `${TRAVEL}/saveTravelEmd`, access: 'user', body: saveTravelEmdRequestSchema }, async ({ caller, body }) =>
    placeAddOns(store, await reference(), userIdOf(caller), body.orderId, body.items, clock.now(), 'save'),
  );

  // A brand's rules are no one's own: the screens of a guest's trip show them too.
  route(app, { method: 'GET', url: `${TRAVEL}/query/flight/detail/:brandId`, params: brandDetailParamsSchema }, ({ params, locale }) => brandDetail(params.brandId, locale));
}
