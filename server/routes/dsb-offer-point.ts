import type { FastifyInstance } from 'fastify';
import {
  pointConfirmBrandRequestSchema,
  pointConfirmOrderRequestSchema,
  pointConfirmPassengersRequestSchema,
  pointFareRuleRequestSchema,
  pointFlightKeyRequestSchema,
} from '../../services/schemas/points-booking';
import { nextLegRequestSchema, pagedSearchRequestSchema } from '../../services/schemas/offer';
import type { RouteDeps } from '../deps';
import { pointsBooking } from '../domain/booking/points-booking';
import { route, userIdOf } from '../http/route';
import { languageOf } from '../i18n';

/** The award (points) booking (spec section 7, "Points (award) flow"): signed-in members only. */
const POINT = '/dsb-offer/api/v1/offer/point';

export function registerDsbOfferPointRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const award = pointsBooking(store, clock, config.processKeySecret);

  route(app, { method: 'POST', url: `${POINT}/search/flight`, access: 'user', body: pagedSearchRequestSchema }, ({ body, caller, locale }) =>
    award.search(body, userIdOf(caller), locale),
  );

  route(app, { method: 'POST', url: `${POINT}/search/flight/back`, access: 'user', body: nextLegRequestSchema }, ({ body, caller, locale }) =>
    award.nextLeg(body, userIdOf(caller), locale),
  );

  route(app, { method: 'POST', url: `${POINT}/search/flight/brand`, access: 'user', body: pointFlightKeyRequestSchema }, ({ body, caller, locale }) =>
    award.flightOption(body.processKey, body.flightKey, userIdOf(caller), locale),
  );

  route(app, { method: 'POST', url: `${POINT}/search/flight/rule`, access: 'user', body: pointFareRuleRequestSchema }, ({ body, caller, locale }) =>
    award.fareRules(body.processKey, body.brand, userIdOf(caller), locale),
  );

  route(app, { method: 'POST', url: `${POINT}/booking/confirm/brand`, access: 'user', body: pointConfirmBrandRequestSchema }, ({ body, caller, locale }) =>
    award.confirmBrand(body, userIdOf(caller), locale),
  );

  route(app, { method: 'GET', url: `${POINT}/booking/psg/list`, access: 'user' }, ({ caller }) => award.passengerList(userIdOf(caller)));

  route(app, { method: 'POST', url: `${POINT}/booking/confirm/psg`, access: 'user', body: pointConfirmPassengersRequestSchema }, ({ body, caller, locale }) =>
    award.confirmPassengers(body, userIdOf(caller), locale),
  );

  route(app, { method: 'POST', url: `${POINT}/booking/confirm/order`, access: 'user', body: pointConfirmOrderRequestSchema }, ({ body, caller, locale }) =>
    award.confirmOrder(body, userIdOf(caller), languageOf(locale)),
  );
}
