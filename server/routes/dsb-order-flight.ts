import type { FastifyInstance } from 'fastify';
import { flightIdSchema, flightNoQuerySchema, flightRouteQuerySchema } from '../../services/schemas/flight-status';
import type { RouteDeps } from '../deps';
import { flightInfoService } from '../domain/flight-status/flight-info';
import { route, userIdOf } from '../http/route';

const MY_FLIGHT = '/dsb-order/api/v1/order/my/flight';
const INFO = `${MY_FLIGHT}/info`;

/** Flight status (anyone may look) and the flights a user follows (spec section 7, "Flight information and my flights"). */
export function registerDsbOrderFlightRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const flights = flightInfoService(store, clock, config.airlineCode);

  route(app, { method: 'POST', url: `${INFO}/query/airport`, body: flightRouteQuerySchema }, ({ body }) => flights.byRoute(body));
  route(app, { method: 'POST', url: `${INFO}/query/flightNo`, body: flightNoQuerySchema }, ({ body }) => flights.byFlightNo(body));

  route(app, { method: 'POST', url: `${INFO}/list`, access: 'user' }, ({ caller }) => flights.followed(userIdOf(caller)));
  route(app, { method: 'POST', url: `${INFO}/add`, access: 'user', body: flightIdSchema }, ({ caller, body }) => flights.follow(userIdOf(caller), body));
  route(app, { method: 'POST', url: `${INFO}/del`, access: 'user', body: flightIdSchema }, ({ caller, body }) => flights.unfollow(userIdOf(caller), body));
  route(app, { method: 'POST', url: `${INFO}/check`, access: 'user', body: flightIdSchema }, ({ caller, body }) => flights.check(userIdOf(caller), body));

  route(app, { method: 'GET', url: `${MY_FLIGHT}/status/list`, access: 'user' }, ({ caller }) => flights.followedStatus(userIdOf(caller)));
}
