import type { FastifyInstance } from 'fastify';
import { lostSearchSchema } from '../../services/schemas/lost-property';
import type { RouteDeps } from '../deps';
import { lostCategoryList, searchLostItems } from '../domain/lost-property';
import { route } from '../http/route';

const LOSS = '/dsb-offer/api/v1/offer/loss';

/** Lost property and baggage (spec section 7): anyone may search. */
export function registerDsbOfferLossRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  route(app, { method: 'POST', url: `${LOSS}/category` }, ({ locale }) => lostCategoryList(locale));
  route(app, { method: 'POST', url: `${LOSS}/baggage`, body: lostSearchSchema }, ({ body, locale }) => searchLostItems(store, body, locale, clock.now()));
}
