import type { FastifyInstance } from 'fastify';
import { boardingPassTipRequestSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { route } from '../http/route';
import { languageOf } from '../i18n';

export function registerDsbPolicyRoutes(app: FastifyInstance, { store }: RouteDeps): void {
  // Tips for every airport, plus those of the airport asked for.
  route(app, { method: 'POST', url: '/dsb-policy/api/v1/boarding/pass/tip/list', body: boardingPassTipRequestSchema }, async ({ body, locale }) => {
    const language = languageOf(locale);
    const rows = await store.reference.boardingPassTips(body.airportCode);
    return rows.map((r) => ({ id: r.id, airportCode: r.airportCode, text: r.text[language] }));
  });
}
