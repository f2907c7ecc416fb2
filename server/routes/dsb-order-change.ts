import type { FastifyInstance } from 'fastify';
import {
  changeBrandConfirmRequestSchema,
  changeBrandQueryRequestSchema,
  changeConfirmPassengersRequestSchema,
  changeDetailRequestSchema,
  changeFeeRequestSchema,
  changeFlightQueryRequestSchema,
  changeOrderConfirmRequestSchema,
  changeSeatChooseRequestSchema,
  changeSeatConfirmRequestSchema,
  changeViewParamsSchema,
} from '../../services/schemas/date-change';
import { manageFeeRequestSchema } from '../../services/schemas/fees';
import { pageRequestSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { changeAddOns, changeDetail, changePage } from '../domain/changes/changes';
import { changeSteps } from '../domain/changes/steps';
import { manageFees } from '../domain/manage-booking';
import { route, userIdOf } from '../http/route';

const CHANGE = '/dsb-order/api/v1/order/change';
const RESCHEDULE = '/dsb-order/api/v1/order/reschedule/change';
const FEE_MATCH = '/dsb-order/api/v1/processing/fee/match';

/** The date change's steps, the reschedule service's changes, the change fee and manage-my-booking's fees (spec section 7). */
export function registerDsbOrderChangeRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const steps = changeSteps(store, clock);

  route(app, { method: 'POST', url: `${FEE_MATCH}/change`, access: 'user', body: changeFeeRequestSchema }, ({ caller, body, locale }) =>
    steps.fees(body.orderId, userIdOf(caller), locale),
  );

  // Manage-my-booking's fees: each passenger's refund and date change, and whether each is open now.
  route(app, { method: 'POST', url: `${FEE_MATCH}/mmb`, access: 'user', body: manageFeeRequestSchema }, ({ caller, body, locale }) =>
    manageFees(store, body.orderId, userIdOf(caller), locale, clock.now()),
  );

  route(app, { method: 'GET', url: `${CHANGE}/view/:orderId/:pnrId`, access: 'user', params: changeViewParamsSchema }, ({ caller, params, locale }) =>
    steps.view(params.orderId, params.pnrId, userIdOf(caller), locale),
  );

  route(app, { method: 'POST', url: `${CHANGE}/confirm/psg`, access: 'user', body: changeConfirmPassengersRequestSchema }, ({ caller, body }) => steps.confirmPassengers(body, userIdOf(caller)));

  route(app, { method: 'POST', url: `${CHANGE}/flight/query/v2`, access: 'user', body: changeFlightQueryRequestSchema }, ({ caller, body }) =>
    steps.queryFlights(body.processKey, body.date, userIdOf(caller)),
  );

  route(app, { method: 'POST', url: `${CHANGE}/flight/query/back/v2`, access: 'user', body: changeFlightQueryRequestSchema }, ({ caller, body }) =>
    steps.queryFlightsBack(body.processKey, body.date, userIdOf(caller)),
  );

  route(app, { method: 'POST', url: `${CHANGE}/brand/query/v2`, access: 'user', body: changeBrandQueryRequestSchema }, ({ caller, body }) =>
    steps.queryBrands(body.processKey, body.flightKey, userIdOf(caller)),
  );

  route(app, { method: 'POST', url: `${CHANGE}/brand/confirm`, access: 'user', body: changeBrandConfirmRequestSchema }, ({ caller, body }) => steps.confirmBrand(body, userIdOf(caller)));

  route(app, { method: 'POST', url: `${CHANGE}/seat/choose`, access: 'user', body: changeSeatChooseRequestSchema }, ({ caller, body }) =>
    steps.seatMap(body.processKey, body.segmentIndex, userIdOf(caller)),
  );

  route(app, { method: 'POST', url: `${CHANGE}/seat/confirm`, access: 'user', body: changeSeatConfirmRequestSchema }, ({ caller, body }) => steps.confirmSeats(body, userIdOf(caller)));

  route(app, { method: 'POST', url: `${CHANGE}/order/confirm`, access: 'user', body: changeOrderConfirmRequestSchema }, ({ caller, body }) =>
    steps.confirmOrder(body.processKey, userIdOf(caller)),
  );

  route(app, { method: 'POST', url: `${RESCHEDULE}/page`, access: 'user', body: pageRequestSchema }, ({ caller, body }) => changePage(store, userIdOf(caller), body));

  route(app, { method: 'GET', url: `${RESCHEDULE}/detail`, access: 'user', query: changeDetailRequestSchema }, ({ caller, query }) => changeDetail(store, userIdOf(caller), query.changeId));

  route(app, { method: 'GET', url: `${RESCHEDULE}/aux/detail`, access: 'user', query: changeDetailRequestSchema }, ({ caller, query }) => changeAddOns(store, userIdOf(caller), query.changeId));
}
