import type { FastifyInstance } from 'fastify';
import {
  checkHkRequestSchema,
  checkInIdParamsSchema,
  confirmCheckInAuxRequestSchema,
  confirmCheckInPassengersRequestSchema,
  confirmCheckInRequestSchema,
  confirmCheckInSeatRequestSchema,
  confirmFlightRequestSchema,
  detrTicketRequestSchema,
  queryCheckInRequestSchema,
  querySeatRequestSchema,
  updateCheckInPassengersRequestSchema,
} from '../../services/schemas/check-in';
import { checkInFeeRequestSchema } from '../../services/schemas/fees';
import type { RouteDeps } from '../deps';
import { checkInFees } from '../domain/check-in/fees';
import { checkInSteps } from '../domain/check-in/steps';
import type { Caller } from '../http/auth';
import { route, userIdOf } from '../http/route';
import type { OrderOwner } from '../repositories/orders';

const CHECKIN = '/dsb-order/api/v1/checkin';

/** The user, the guest's one booking, or null for a caller with neither. */
const whoOf = (caller: Caller): OrderOwner | null => (caller.kind === 'user' ? caller.userId : caller.kind === 'guest' ? { guestOrderId: caller.orderId } : null);

/**
 * Mobile check-in (spec section 7, "Check-in"). The steps after the look-up are public: their
 * processKey names the booking found, by the owner's account or by ticket number and name. The
 * check-ins themselves are reached by the account that made them or owns the booking, or by the
 * guest token the look-up gave.
 */
export function registerDsbOrderCheckInRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const steps = checkInSteps(store, clock, config.airlineCode);

  route(app, { method: 'POST', url: `${CHECKIN}/my/trip`, access: 'user' }, ({ caller }) => steps.myTrips(userIdOf(caller)));
  // What check-in can cost on one of the user's trips now (spec section 7, "Fees": /processing/fee/match/checkin).
  route(app, { method: 'POST', url: '/dsb-order/api/v1/processing/fee/match/checkin', access: 'user', body: checkInFeeRequestSchema }, ({ caller, body, locale }) =>
    checkInFees(store, userIdOf(caller), body.orderId, locale, clock.now()),
  );
  route(app, { method: 'POST', url: `${CHECKIN}/detr/ticket`, body: detrTicketRequestSchema }, ({ body, caller }) => steps.findTicket(body, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/confirm/flight`, body: confirmFlightRequestSchema }, ({ body, caller }) => steps.confirmFlight(body, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/confirm/psg`, body: confirmCheckInPassengersRequestSchema }, ({ body, caller }) => steps.confirmPassengers(body, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/check/hk`, body: checkHkRequestSchema }, ({ body, caller }) => steps.checkHongKong(body.processKey, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/update/psg`, body: updateCheckInPassengersRequestSchema }, ({ body, caller }) => steps.updatePassengers(body, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/query/seat`, body: querySeatRequestSchema }, ({ body, caller }) => steps.seatMap(body.processKey, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/confirm/seat`, body: confirmCheckInSeatRequestSchema }, ({ body, caller }) => steps.confirmSeats(body, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/query/luggage`, body: querySeatRequestSchema }, ({ body, caller }) => steps.luggage(body.processKey, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/confirm/aux`, body: confirmCheckInAuxRequestSchema }, ({ body, caller }) => steps.confirmAux(body.processKey, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/confirm/checkin`, body: confirmCheckInRequestSchema }, ({ body, caller }) => steps.confirm(body.processKey, whoOf(caller)));
  route(app, { method: 'POST', url: `${CHECKIN}/query/checkin`, body: queryCheckInRequestSchema }, ({ body, caller }) => steps.query(body, whoOf(caller)));

  route(app, { method: 'GET', url: `${CHECKIN}/front/detail/:id`, access: 'owner', params: checkInIdParamsSchema }, ({ params, caller }) => steps.detail(params.id, whoOf(caller)));
  route(app, { method: 'GET', url: `${CHECKIN}/front/cancel/:id`, access: 'owner', params: checkInIdParamsSchema }, ({ params, caller }) => steps.cancel(params.id, whoOf(caller)));
  route(app, { method: 'GET', url: `${CHECKIN}/front/boarding/card/:id`, access: 'owner', params: checkInIdParamsSchema }, ({ params, caller }) => steps.boardingPass(params.id, whoOf(caller)));
}
