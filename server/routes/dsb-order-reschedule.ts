import type { FastifyInstance } from 'fastify';
import { rescheduleIdParamsSchema, rescheduleKindQuerySchema } from '../../services/schemas/reschedule';
import { pageRequestSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { cancelReschedule, deleteReschedule, reschedulePage } from '../domain/reschedules/reschedules';
import { route, userIdOf } from '../http/route';

const RESCHEDULE = '/dsb-order/api/v1/order/reschedule';

/** The reschedule service's own list of the user's date changes and refunds, and cancelling or removing one (spec section 7, "Reschedule"). */
export function registerDsbOrderRescheduleRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  route(app, { method: 'POST', url: `${RESCHEDULE}/page`, access: 'user', body: pageRequestSchema }, ({ caller, body }) => reschedulePage(store, userIdOf(caller), body));

  route(app, { method: 'GET', url: `${RESCHEDULE}/cancel/:id`, access: 'user', params: rescheduleIdParamsSchema, query: rescheduleKindQuerySchema }, async ({ caller, params, query }) => {
    await cancelReschedule(store, userIdOf(caller), query.kind, params.id, clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${RESCHEDULE}/delete/:id`, access: 'user', params: rescheduleIdParamsSchema, query: rescheduleKindQuerySchema }, async ({ caller, params, query }) => {
    await deleteReschedule(store, userIdOf(caller), query.kind, params.id, clock.now());
    return null;
  });
}
