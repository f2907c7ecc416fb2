import type { FastifyInstance } from 'fastify';
import { flightCancelRequestSchema, flightRetimeRequestSchema } from '../../services/schemas/schedule-change';
import type { RouteDeps } from '../deps';
import { cancelFlight, retimeFlight } from '../domain/schedule-changes/operations';
import { route } from '../http/route';

const OPS = '/dsb-ops/api/v1';

/** The airline's operations desk: retime or cancel a flight (operations accounts only). */
export function registerDsbOpsRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  route(app, { method: 'POST', url: `${OPS}/flight/change`, access: 'operations', body: flightRetimeRequestSchema }, ({ body }) => retimeFlight(store, clock, body));
  route(app, { method: 'POST', url: `${OPS}/flight/cancel`, access: 'operations', body: flightCancelRequestSchema }, ({ body }) => cancelFlight(store, clock, body));
}
