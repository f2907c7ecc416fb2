import type { FastifyInstance, FastifyReply } from 'fastify';
import { codes } from '../../services/schemas/codes';
import { flowBatchSchema, funnelQuerySchema } from '../../services/schemas/flow';
import { codeParamsSchema, drainageOrderSchema, drainageVisitSchema, numericIdParamsSchema, pageRequestSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { funnelOf, recordTransitions } from '../domain/flows/funnel';
import { machineCatalogue } from '../domain/flows/machines';
import { messagePage, readMessage } from '../domain/messages';
import { DomainError } from '../domain/errors';
import { addDrainageOrder, addDrainageVisit, channelOf } from '../domain/drainage';
import { ownerOf, route, userIdOf } from '../http/route';
import { languageOf } from '../i18n';

const SYSTEM = '/dsb-system/api/v1';
const MSG = '/dsb-system/app-api/v1/msg';

/** Reference data changes rarely: clients may keep it for an hour. */
const cacheHour = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=3600');

type Named = { nameEn: string; nameSc: string; nameTc: string };
export function localName(row: Named, locale: string): string {
  const language = languageOf(locale);
  return language === 'sc' ? row.nameSc : language === 'tc' ? row.nameTc : row.nameEn;
}
const named = <T extends Named>(row: T, locale: string) => ({ ...row, name: localName(row, locale) });

export function registerDsbSystemRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  const { reference } = store;

  route(app, { method: 'GET', url: `${SYSTEM}/airport/list/all` }, async ({ locale, reply }) => {
    cacheHour(reply);
    return (await reference.airports()).map((a) => named(a, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/airport/hot/airport` }, async ({ locale, reply }) => {
    cacheHour(reply);
    return (await reference.hotAirports()).map((a) => named(a, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/city` }, async ({ locale, reply }) => {
    cacheHour(reply);
    return (await reference.cities()).map((c) => named(c, locale));
  });

  // Every country or region with its calling code, for the area-code picker (the tree keeps only those with cities).
  route(app, { method: 'GET', url: `${SYSTEM}/country/list` }, async ({ locale, reply }) => {
    cacheHour(reply);
    return (await reference.countries()).map(({ timeCard: _, ...c }) => named(c, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/country/time/card/list` }, async ({ locale, reply }) => {
    cacheHour(reply);
    const rows = await reference.timeCardCountries();
    return rows.map(({ timeCard: _, ...c }) => named(c, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/country/getCountryAndCityAndAirport` }, async ({ locale, reply }) => {
    cacheHour(reply);
    const [countryRows, cityRows, airportRows] = await Promise.all([reference.countries(), reference.cities(), reference.airports()]);
    return countryRows
      .map(({ timeCard: _, ...country }) => ({
        ...named(country, locale),
        cities: cityRows
          .filter((c) => c.countryCode === country.code)
          .map((city) => ({ ...named(city, locale), airports: airportRows.filter((a) => a.cityCode === city.code).map((a) => named(a, locale)) })),
      }))
      .filter((country) => country.cities.length > 0);
  });

  // The airports in use for one city, by city code.
  route(app, { method: 'GET', url: '/dsb-system/feign/api/v1/city/airport/use/:id', params: codeParamsSchema }, async ({ params, locale, reply }) => {
    const rows = await reference.airportsOfCity(params.id.toUpperCase());
    if (rows.length === 0) throw new DomainError(codes.notFound, 'errors.cityNotFound');
    cacheHour(reply);
    return rows.map((a) => named(a, locale));
  });

  route(app, { method: 'POST', url: `${MSG}/pages`, access: 'user', body: pageRequestSchema }, ({ caller, body, locale }) =>
    messagePage(store, userIdOf(caller), body, languageOf(locale)),
  );

  route(app, { method: 'GET', url: `${MSG}/unread`, access: 'user' }, async ({ caller }) => ({ count: await store.messages.unreadCount(userIdOf(caller)) }));

  route(app, { method: 'GET', url: `${MSG}/read/:id`, access: 'user', params: numericIdParamsSchema }, ({ caller, params, locale }) =>
    readMessage(store, userIdOf(caller), params.id, languageOf(locale), clock.now()),
  );

  route(app, { method: 'POST', url: '/dsb-system/feign/api/v1/drainage/visit/add', body: drainageVisitSchema }, async ({ body, req }) => {
    await addDrainageVisit(store, body.url, channelOf(req.headers['x-endpoint']?.toString()), clock.now());
    return null;
  });

  // The order is the caller's own: nobody counts another's order for a campaign.
  route(app, { method: 'POST', url: '/dsb-system/feign/api/v1/drainage/order/add', access: 'owner', body: drainageOrderSchema }, async ({ body, caller, req }) => {
    await addDrainageOrder(store, ownerOf(caller), body, channelOf(req.headers['x-endpoint']?.toString()), clock.now());
    return null;
  });

  // The flow atlas's funnel: the app reports its statecharts' transitions, analysts read the sums.
  // Anyone may report, so one address may send only so many batches a minute (plugins/rate-limits).
  route(app, { method: 'POST', url: `${SYSTEM}/flow/transitions`, body: flowBatchSchema }, async ({ body }) => {
    await recordTransitions(store, await machineCatalogue(), body.transitions, clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${SYSTEM}/flow/funnel`, query: funnelQuerySchema }, async ({ query }) =>
    funnelOf(store, await machineCatalogue(), query, clock.now()),
  );
}
