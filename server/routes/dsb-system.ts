import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { codes } from '../../services/schemas/codes';
import { flowBatchSchema, funnelQuerySchema } from '../../services/schemas/flow';
import { codeParamsSchema, drainageOrderSchema, drainageVisitSchema, numericIdParamsSchema, pageRequestSchema } from '../../services/schemas/system';
import type { AppDeps } from '../deps';
import { airports, cities, countries, drainage, messageReads, messages } from '../db/schema';
import { funnelOf, recordTransitions } from '../domain/flows/funnel';
import { machineCatalogue } from '../domain/flows/machines';
import { ApiError } from '../http/api-error';
import { rateLimiter } from '../http/rate-limit';
import { route, userIdOf } from '../http/route';
import { languageOf } from '../i18n';

const SYSTEM = '/dsb-system/api/v1';
/** A tab sends a batch every few seconds at most: this is many busy tabs behind one address. */
export const TRANSITION_BATCHES_PER_MINUTE = 300;
const MSG = '/dsb-system/app-api/v1/msg';

/** Reference data changes rarely: clients may keep it for an hour. */
const cacheHour = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=3600');

type Named = { nameEn: string; nameSc: string; nameTc: string };
export function localName(row: Named, locale: string): string {
  const language = languageOf(locale);
  return language === 'sc' ? row.nameSc : language === 'tc' ? row.nameTc : row.nameEn;
}
const named = <T extends Named>(row: T, locale: string) => ({ ...row, name: localName(row, locale) });

export function registerDsbSystemRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  const allAirports = () => db.select().from(airports).orderBy(airports.code);
  const allCities = () => db.select().from(cities).orderBy(cities.code);

  route(app, { method: 'GET', url: `${SYSTEM}/airport/list/all` }, async ({ locale, reply }) => {
    cacheHour(reply);
    return (await allAirports()).map((a) => named(a, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/airport/hot/airport` }, async ({ locale, reply }) => {
    cacheHour(reply);
    return (await db.select().from(airports).where(eq(airports.hot, true)).orderBy(airports.code)).map((a) => named(a, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/city` }, async ({ locale, reply }) => {
    cacheHour(reply);
    return (await allCities()).map((c) => named(c, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/country/time/card/list` }, async ({ locale, reply }) => {
    cacheHour(reply);
    const rows = await db.select().from(countries).where(eq(countries.timeCard, true)).orderBy(countries.code);
    return rows.map(({ timeCard: _, ...c }) => named(c, locale));
  });

  route(app, { method: 'GET', url: `${SYSTEM}/country/getCountryAndCityAndAirport` }, async ({ locale, reply }) => {
    cacheHour(reply);
    const [countryRows, cityRows, airportRows] = await Promise.all([db.select().from(countries).orderBy(countries.code), allCities(), allAirports()]);
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
    const rows = await db.select().from(airports).where(eq(airports.cityCode, params.id.toUpperCase())).orderBy(airports.code);
    if (rows.length === 0) throw new ApiError(codes.notFound, 'errors.cityNotFound');
    cacheHour(reply);
    return rows.map((a) => named(a, locale));
  });

  const visibleTo = (userId: number) => or(isNull(messages.userId), eq(messages.userId, userId));

  route(app, { method: 'POST', url: `${MSG}/pages`, access: 'user', body: pageRequestSchema }, async ({ caller, body, locale }) => {
    const userId = userIdOf(caller);
    const language = languageOf(locale);
    const [rows, [total]] = await Promise.all([
      db
        .select({ message: messages, readAt: messageReads.readAt })
        .from(messages)
        .leftJoin(messageReads, and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, userId)))
        .where(visibleTo(userId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(body.pageSize)
        .offset((body.pageNum - 1) * body.pageSize),
      db.select({ n: count() }).from(messages).where(visibleTo(userId)),
    ]);
    return {
      records: rows.map(({ message, readAt }) => ({
        id: message.id,
        title: message.title[language],
        body: message.body[language],
        createdAt: message.createdAt.toISOString(),
        read: readAt !== null,
      })),
      total: total?.n ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  });

  route(app, { method: 'GET', url: `${MSG}/unread`, access: 'user' }, async ({ caller }) => {
    const userId = userIdOf(caller);
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .leftJoin(messageReads, and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, userId)))
      .where(and(visibleTo(userId), isNull(messageReads.readAt)));
    return { count: row?.n ?? 0 };
  });

  route(app, { method: 'GET', url: `${MSG}/read/:id`, access: 'user', params: numericIdParamsSchema }, async ({ caller, params, locale }) => {
    const userId = userIdOf(caller);
    const [message] = await db.select().from(messages).where(and(eq(messages.id, params.id), visibleTo(userId)));
    if (!message) throw new ApiError(codes.notFound, 'errors.messageNotFound');
    await db.insert(messageReads).values({ messageId: message.id, userId, readAt: clock.now() }).onConflictDoNothing();
    const language = languageOf(locale);
    return { id: message.id, title: message.title[language], body: message.body[language], createdAt: message.createdAt.toISOString(), read: true };
  });

  route(app, { method: 'POST', url: '/dsb-system/feign/api/v1/drainage/visit/add', body: drainageVisitSchema }, async ({ body }) => {
    await db.insert(drainage).values({ kind: 'visit', url: body.url, createdAt: clock.now() });
    return null;
  });

  route(app, { method: 'POST', url: '/dsb-system/feign/api/v1/drainage/order/add', body: drainageOrderSchema }, async ({ body }) => {
    await db.insert(drainage).values({ kind: 'order', url: body.url, orderNo: body.orderNo, createdAt: clock.now() });
    return null;
  });

  // The flow atlas's funnel: the app reports its statecharts' transitions, analysts read the sums.
  // Anyone may report, so one address may send only so many batches a minute.
  const withinLimit = rateLimiter(clock, TRANSITION_BATCHES_PER_MINUTE, 60_000);
  route(app, { method: 'POST', url: `${SYSTEM}/flow/transitions`, body: flowBatchSchema }, async ({ body, req }) => {
    if (!withinLimit(req.ip)) throw new ApiError(codes.tooManyRequests, 'errors.tooManyTransitions');
    await recordTransitions(db, await machineCatalogue(), body.transitions, clock.now());
    return null;
  });

  route(app, { method: 'GET', url: `${SYSTEM}/flow/funnel`, query: funnelQuerySchema }, async ({ query }) =>
    funnelOf(db, await machineCatalogue(), query, clock.now()),
  );
}
