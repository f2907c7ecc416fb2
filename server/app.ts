import { readFileSync } from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyError, type FastifyHttp2SecureOptions, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { codes, type Code } from '../services/schemas/codes';
import type { AppDeps, RouteDeps } from './deps';
import { CHAT_CHANNEL, createEventHub, TRIP_CHANNEL } from './domain/event-hub';
import { DomainError } from './domain/errors';
import { registerApiDocs } from './http/api-docs';
import { registerAuth } from './http/auth';
import { loggedError, loggerOf, type LoggerOptions } from './http/logging';
import { requestValidator } from './http/route';
import { normaliseLocale, translate } from './i18n';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCaptchaRoutes } from './routes/captcha';
import { CMS, registerCmsRoutes } from './routes/cms';
import { registerDevRoutes } from './routes/dev';
import { registerDsbAuthRoutes } from './routes/dsb-auth';
import { registerDsbMemberRoutes } from './routes/dsb-member';
import { registerDsbMemberChatRoutes } from './routes/dsb-member-chat';
import { registerDsbOrderTripChangesRoutes } from './routes/dsb-order-trip-changes';
import { registerClubSettingsRoutes } from './routes/dsb-member-club-settings';
import { registerDsbMemberPointsRoutes } from './routes/dsb-member-points';
import { registerDsbIfcRoutes } from './routes/dsb-ifc';
import { registerDsbOfferRoutes } from './routes/dsb-offer';
import { registerDsbOfferLossRoutes } from './routes/dsb-offer-loss';
import { registerDsbOfferPointRoutes } from './routes/dsb-offer-point';
import { registerDsbOpsRoutes } from './routes/dsb-ops';
import { registerDsbOpsChatRoutes } from './routes/dsb-ops-chat';
import { registerDsbOrderRoutes } from './routes/dsb-order';
import { registerDsbOrderCardRoutes } from './routes/dsb-order-card';
import { registerDsbOrderLoungeRoutes } from './routes/dsb-order-lounge';
import { registerDsbOrderChangeRoutes } from './routes/dsb-order-change';
import { registerDsbOrderRescheduleRoutes } from './routes/dsb-order-reschedule';
import { registerDsbOrderTravelmgnRoutes } from './routes/dsb-order-travelmgn';
import { registerDsbOrderEmdRoutes } from './routes/dsb-order-emd';
import { registerDsbOrderEpRoutes } from './routes/dsb-order-ep';
import { registerDsbOrderCheckInRoutes } from './routes/dsb-order-checkin';
import { registerDsbOrderFlightRoutes } from './routes/dsb-order-flight';
import { registerDsbOrderMyRoutes } from './routes/dsb-order-my';
import { registerDsbPolicyRoutes } from './routes/dsb-policy';
import { registerDsbSystemRoutes } from './routes/dsb-system';
import { registerPaymentRoutes } from './routes/payment';
import { registerSandboxPayRoutes } from './routes/sandbox-pay';
import { registerStatic } from './routes/static';
import { registerUploadRoutes } from './routes/upload';
import { registerVoucherRoutes } from './routes/voucher';
import { createFlightSearchCache, type FlightSearchCacheOptions } from './repositories/flight-search-cache';
import { createStore } from './repositories/store';

/** Most failures answer HTTP 200 with their code in the envelope; these few also say it in the status. */
const httpStatusOf: Partial<Record<Code, number>> = {
  [codes.unauthorized]: 401,
  [codes.paymentSignatureInvalid]: 401,
  [codes.operationsOnly]: 403,
  [codes.agentOnly]: 403,
  [codes.loungeDeskOnly]: 403,
  [codes.bodyTooLarge]: 413,
  [codes.tooManyRequests]: 429,
};

/** The API's paths, whose answers are data (JSON, or the picture code), never a page. */
const answersData = (url: string) => url.startsWith('/dsb-') || url.startsWith(`${CMS}/`) || url.startsWith('/captcha');
const isApiPath = (url: string) => answersData(url) || url.startsWith('/docs') || url.startsWith('/dev/') || url.startsWith('/sandbox-pay/');

interface BuildOptions {
  logger?: LoggerOptions;
  /** Called with every route as it is registered, for those that list the server's routes. */
  onRoute?: (route: RouteOptions) => void;
  /** The search cache's limits (flight-search-cache.ts), for a test of a busy airport. */
  flightSearch?: Partial<FlightSearchCacheOptions>;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const common = { logger: options.logger ? loggerOf(options.logger) : false, bodyLimit: 1_048_576, trustProxy: deps.config.trustProxy };
  const { tls } = deps.config;
  // Over TLS, HTTP/2 lets a phone fetch the app's many small files on one connection. The routes use
  // only what HTTP/1.1 and HTTP/2 requests have in common, so the instance is typed as the first.
  const app = tls
    ? (Fastify({
        ...common,
        logger: common.logger as FastifyHttp2SecureOptions<Http2SecureServer>['logger'],
        http2: true,
        https: { allowHTTP1: true, key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) },
      }) as unknown as FastifyInstance)
    : Fastify(common);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(formbody);
  // Answers over a kilobyte are compressed (brotli at its fast default, or gzip); the client's files come precompressed.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, deps.config, answersData);
  const flightSearchCache = await createFlightSearchCache(deps.notices, options.flightSearch);
  app.addHook('onClose', async () => flightSearchCache.close());
  const routeDeps: RouteDeps = { store: createStore(deps.db, flightSearchCache), clock: deps.clock, config: deps.config };
  await registerRateLimits(app, routeDeps);
  app.setValidatorCompiler(requestValidator);
  // Before the routes: the API document lists every route registered after it.
  await registerApiDocs(app);
  // One per server: the traveller's and the agent's chat paths wake each other's streams through it (and, with notices, other servers').
  const chatHub = await createEventHub(CHAT_CHANNEL, deps.notices, (error) => app.log.warn({ error: String(error) }, 'chat notice not sent'));
  app.addHook('onClose', () => chatHub.close());
  // Woken by the NOTIFY of the transaction that wrote a notice about a traveller's order (server/domain/notices.ts).
  const tripHub = await createEventHub(TRIP_CHANNEL, deps.notices);
  app.addHook('onClose', () => tripHub.close());

  // Every answer says the server's time: the app's countdowns run on it (services/server-clock.ts).
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-server-time', deps.clock.now().toISOString());
  });

  app.decorateRequest('locale', 'en-US');
  app.addHook('onRequest', async (req) => {
    req.locale = normaliseLocale(req.headers['x-locale'] as string | undefined);
  });
  registerAuth(app, routeDeps);

  // One error handler: known failures get their code and a localised msg; nothing internal leaks.
  app.setErrorHandler((error: FastifyError | DomainError, req, reply) => {
    if (error instanceof DomainError) {
      return reply
        .status(httpStatusOf[error.code] ?? 200)
        .send({ code: error.code, msg: translate(req.locale, error.messageKey, error.params), data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: codes.bodyTooLarge, msg: translate(req.locale, 'errors.bodyTooLarge'), data: null });
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ code: codes.badRequest, msg: translate(req.locale, 'errors.badRequest'), data: null });
    }
    req.log.error({ error: loggedError(error) }, 'request failed');
    return reply.status(500).send({ code: codes.systemBusy, msg: translate(req.locale, 'errors.systemBusy'), data: null });
  });

  // The process answering, so that one can see several workers share the port.
  app.get('/healthz', async () => ({ status: 'ok', db: deps.dbKind, pid: process.pid }));
  registerCaptchaRoutes(app, routeDeps);
  registerDsbAuthRoutes(app, routeDeps);
  registerDsbMemberRoutes(app, routeDeps);
  registerClubSettingsRoutes(app, routeDeps);
  registerDsbMemberPointsRoutes(app, routeDeps);
  registerDsbMemberChatRoutes(app, routeDeps, chatHub);
  registerDsbSystemRoutes(app, routeDeps);
  registerCmsRoutes(app, routeDeps);
  registerDsbOrderRoutes(app, routeDeps);
  registerDsbOrderMyRoutes(app, routeDeps);
  registerDsbOrderTripChangesRoutes(app, routeDeps, tripHub);
  registerDsbOrderChangeRoutes(app, routeDeps);
  registerDsbOrderRescheduleRoutes(app, routeDeps);
  registerDsbOrderTravelmgnRoutes(app, routeDeps);
  registerDsbOrderCardRoutes(app, routeDeps);
  registerDsbOrderLoungeRoutes(app, routeDeps);
  registerDsbOrderEmdRoutes(app, routeDeps);
  registerDsbOrderEpRoutes(app, routeDeps);
  registerDsbOrderCheckInRoutes(app, routeDeps);
  registerDsbOrderFlightRoutes(app, routeDeps);
  registerDsbOfferRoutes(app, routeDeps);
  registerDsbOfferLossRoutes(app, routeDeps);
  registerDsbOfferPointRoutes(app, routeDeps);
  registerDsbPolicyRoutes(app, routeDeps);
  registerDsbIfcRoutes(app, routeDeps);
  registerDsbOpsRoutes(app, routeDeps);
  registerDsbOpsChatRoutes(app, routeDeps, chatHub);
  await registerUploadRoutes(app, routeDeps);
  registerPaymentRoutes(app, routeDeps);
  registerVoucherRoutes(app, routeDeps);
  registerSandboxPayRoutes(app, routeDeps);
  if (deps.config.devTools) registerDevRoutes(app, routeDeps);

  const staticDir = deps.config.staticDir;
  const sendPage = staticDir ? await registerStatic(app, staticDir) : undefined;
  app.setNotFoundHandler((req, reply) => {
    // A built file that is not there (an old hashed asset) is missing, not a page of the app.
    if (!isApiPath(req.url) && !req.url.startsWith('/assets/') && req.method === 'GET' && sendPage) return sendPage(req, reply);
    return reply.status(404).send({ code: codes.notFound, msg: translate(req.locale, 'errors.notFound'), data: null });
  });
  return app;
}
