import type { FastifyInstance } from 'fastify';
import {
  scheduleChangeFlightChooseRequestSchema,
  scheduleChangeFlightQueryRequestSchema,
  scheduleChangeSubmitRequestSchema,
  scheduleChangeVerifyRequestSchema,
} from '../../services/schemas/schedule-change';
import type { RouteDeps } from '../deps';
import { scheduleChangeSteps } from '../domain/schedule-changes/steps';
import { route, userIdOf } from '../http/route';

const IFC = '/dsb-ifc/api/v1/ifc';

/** Schedule-change handling (spec section 7): verify, flight query, flight choose, submit; and the user's waiting changes. */
export function registerDsbIfcRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const steps = scheduleChangeSteps(store, clock);

  route(app, { method: 'GET', url: `${IFC}/change/list`, access: 'user' }, ({ caller }) => steps.pending(userIdOf(caller)));

  route(app, { method: 'POST', url: `${IFC}/check/change/verify`, access: 'user', body: scheduleChangeVerifyRequestSchema }, ({ caller, body }) => steps.verify(body.orderId, userIdOf(caller)));

  route(app, { method: 'POST', url: `${IFC}/flight/query`, access: 'user', body: scheduleChangeFlightQueryRequestSchema }, ({ caller, body }) =>
    steps.queryFlights(body.processKey, userIdOf(caller)),
  );

  route(app, { method: 'POST', url: `${IFC}/flight/choose`, access: 'user', body: scheduleChangeFlightChooseRequestSchema }, ({ caller, body }) =>
    steps.chooseFlight(body.processKey, body.flightId, userIdOf(caller)),
  );

  route(app, { method: 'POST', url: `${IFC}/submit`, access: 'user', body: scheduleChangeSubmitRequestSchema }, ({ caller, body }) => steps.submit(body.processKey, userIdOf(caller)));
}
