import type { FastifyInstance } from 'fastify';
import { asc, eq, isNull, or } from 'drizzle-orm';
import { boardingPassTipRequestSchema } from '../../services/schemas/system';
import type { AppDeps } from '../deps';
import { boardingPassTips } from '../db/schema';
import { route } from '../http/route';
import { languageOf } from '../i18n';

export function registerDsbPolicyRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // Tips for every airport, plus those of the airport asked for.
  route(app, { method: 'POST', url: '/dsb-policy/api/v1/boarding/pass/tip/list', body: boardingPassTipRequestSchema }, async ({ body, locale }) => {
    const language = languageOf(locale);
    const rows = await db
      .select()
      .from(boardingPassTips)
      .where(body.airportCode ? or(isNull(boardingPassTips.airportCode), eq(boardingPassTips.airportCode, body.airportCode)) : isNull(boardingPassTips.airportCode))
      .orderBy(asc(boardingPassTips.sort));
    return rows.map((r) => ({ id: r.id, airportCode: r.airportCode, text: r.text[language] }));
  });
}
