import type { FastifyInstance } from 'fastify';
import { languageOf } from '../i18n';
import * as z from 'zod/mini';
import { text } from '../../services/schemas/text';
import {
  bookingEmailCodeRequestSchema,
  calendarRequestSchema,
  confirmAuxiliaryRequestSchema,
  confirmBrandRequestSchema,
  confirmOrderRequestSchema,
  confirmPassengersRequestSchema,
  confirmSeatRequestSchema,
  fareRuleRequestSchema,
  processKeySchema,
  promoCodeRequestSchema,
  nextLegRequestSchema,
  pagedSearchRequestSchema,
} from '../../services/schemas/offer';
import type { RouteDeps } from '../deps';
import { fareRules } from '../domain/booking/fare-rules';
import { infantConfig } from '../domain/booking/passengers';
import { bookingSteps } from '../domain/booking/steps';
import type { Caller } from '../http/auth';
import { route } from '../http/route';

const OFFER = '/dsb-offer/api/v1/offer';
const segmentRequestSchema = z.object({ processKey: text(), segmentIndex: z.number() });
const flightKeyRequestSchema = z.object({ processKey: text(), flightKey: text() });

/** A guest books too: from the passengers on, without an account (spec section 6). */
const bookerOf = (caller: Caller) => (caller.kind === 'user' ? caller.userId : null);

export function registerDsbOfferRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const steps = bookingSteps(store, clock, config.processKeySecret);

  route(app, { method: 'GET', url: `${OFFER}/search/infant/config` }, () => infantConfig);

  route(app, { method: 'POST', url: `${OFFER}/search/flight`, body: pagedSearchRequestSchema }, ({ body, caller }) => steps.search(body, bookerOf(caller)));

  route(app, { method: 'POST', url: `${OFFER}/search/flight/back`, body: nextLegRequestSchema }, ({ body, caller }) => steps.nextLeg(body, bookerOf(caller)));

  route(app, { method: 'POST', url: `${OFFER}/search/flight/brand`, body: flightKeyRequestSchema }, ({ body, caller }) =>
    steps.flightOption(body.processKey, body.flightKey, bookerOf(caller)),
  );

  route(app, { method: 'POST', url: `${OFFER}/search/flight/rule`, body: fareRuleRequestSchema }, async ({ body, locale }) =>
    fareRules(body.brand, locale, (await store.pointsEarning.rate(body.brand)) ?? null),
  );

  for (const url of [`${OFFER}/search/calendar`, `${OFFER}/search/lowestPrice/flight/calendar`]) {
    route(app, { method: 'POST', url, body: calendarRequestSchema }, ({ body }) => steps.lowestFares(body));
  }

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/brand`, body: confirmBrandRequestSchema }, ({ body, caller }) => steps.confirmBrand(body, bookerOf(caller)));

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/psg`, body: confirmPassengersRequestSchema }, ({ body, caller, locale }) =>
    steps.confirmPassengers(body, bookerOf(caller), locale),
  );

  for (const kind of ['luggage', 'meal', 'insure'] as const) {
    route(app, { method: 'POST', url: `${OFFER}/booking/auxiliary/${kind}`, body: processKeySchema }, async ({ body, caller, locale }) => {
      const offers = await steps.auxiliaryOffers(body.processKey, bookerOf(caller), locale);
      return kind === 'luggage' ? offers.luggage : kind === 'meal' ? offers.meals : offers.insurance;
    });
  }

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/auxiliary`, body: confirmAuxiliaryRequestSchema }, ({ body, caller, locale }) =>
    steps.confirmAuxiliary(body, bookerOf(caller), locale),
  );

  for (const url of [`${OFFER}/booking/seat/choose`, `${OFFER}/booking/auxiliary/seat`]) {
    route(app, { method: 'POST', url, body: segmentRequestSchema }, ({ body, caller }) => steps.seatMap(body.processKey, body.segmentIndex, bookerOf(caller)));
  }

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/seat`, body: confirmSeatRequestSchema }, ({ body, caller }) => steps.confirmSeats(body, bookerOf(caller)));

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/promote/code`, body: promoCodeRequestSchema }, ({ body, caller }) =>
    steps.applyPromo(body.processKey, body.promoCode, bookerOf(caller)),
  );

  // A guest confirms with the code e-mailed to the booking's contact (spec section 7, POST /booking/email-code).
  route(app, { method: 'POST', url: `${OFFER}/booking/email-code`, body: bookingEmailCodeRequestSchema }, ({ body, caller, locale }) =>
    steps.sendEmailCode(body.processKey, bookerOf(caller), locale),
  );

  route(app, { method: 'POST', url: `${OFFER}/booking/confirm/order`, body: confirmOrderRequestSchema }, ({ body, caller, locale }) =>
    steps.confirmOrder(body.processKey, bookerOf(caller), { language: languageOf(locale) }, body.emailCode),
  );
}
