import type { FastifyInstance } from 'fastify';
import { loungePageRequestSchema, meetGreetPageRequestSchema } from '../../services/schemas/lounge';
import { boardingPassTipRequestSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { productPage } from '../domain/lounges/products';
import { buyerOf, route } from '../http/route';
import { languageOf } from '../i18n';

const VIP_ROOM = '/dsb-policy/api/v1/policy/ancillary/vip/room';

export function registerDsbPolicyRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  // Tips for every airport, plus those of the airport asked for.
  route(app, { method: 'POST', url: '/dsb-policy/api/v1/boarding/pass/tip/list', body: boardingPassTipRequestSchema }, async ({ body, locale }) => {
    const language = languageOf(locale);
    const rows = await store.reference.boardingPassTips(body.airportCode);
    return rows.map((r) => ({ id: r.id, airportCode: r.airportCode, text: r.text[language] }));
  });

  // Lounges (the staff offer for staff accounts only) and meet-and-greet, in the caller's language and the currency asked for.
  route(app, { method: 'GET', url: `${VIP_ROOM}/pages`, query: loungePageRequestSchema }, ({ query, caller, locale }) => productPage(store, query, buyerOf(caller), locale, config, clock.now()));
  route(app, { method: 'GET', url: `${VIP_ROOM}/pages/meet/greet`, query: meetGreetPageRequestSchema }, ({ query, caller, locale }) =>
    productPage(store, query, buyerOf(caller), locale, config, clock.now()),
  );
}
