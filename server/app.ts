import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { codes } from '../services/schemas/codes';
import type { AppDeps } from './deps';
import { ApiError } from './http/api-error';
import { registerAuth } from './http/auth';
import { normaliseLocale, translate } from './i18n';
import { registerCaptchaRoutes } from './routes/captcha';
import { registerDevRoutes } from './routes/dev';
import { registerDsbAuthRoutes } from './routes/dsb-auth';
import { registerDsbMemberRoutes } from './routes/dsb-member';
import { registerDsbOfferRoutes } from './routes/dsb-offer';
import { registerDsbOrderRoutes } from './routes/dsb-order';
import { registerDsbOrderMyRoutes } from './routes/dsb-order-my';
import { registerDsbPolicyRoutes } from './routes/dsb-policy';
import { registerDsbSystemRoutes } from './routes/dsb-system';
import { registerPaymentRoutes } from './routes/payment';
import { registerSandboxPayRoutes } from './routes/sandbox-pay';
import { registerStatic } from './routes/static';
import { registerUploadRoutes } from './routes/upload';

const isApiPath = (url: string) => url.startsWith('/dsb-') || url.startsWith('/captcha') || url.startsWith('/dev/') || url.startsWith('/sandbox-pay/');

export async function buildApp(deps: AppDeps, options: { logger?: boolean | { level: string } } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1_048_576, trustProxy: deps.config.trustProxy });
  await app.register(formbody);

  app.decorateRequest('locale', 'en-US');
  app.addHook('onRequest', async (req) => {
    req.locale = normaliseLocale(req.headers['x-locale'] as string | undefined);
  });
  registerAuth(app, deps);

  // One error handler: known failures get their code and a localised msg; nothing internal leaks.
  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, msg: translate(req.locale, error.messageKey, error.params), data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: codes.bodyTooLarge, msg: translate(req.locale, 'errors.bodyTooLarge'), data: null });
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ code: codes.badRequest, msg: translate(req.locale, 'errors.badRequest'), data: null });
    }
    req.log.error(error);
    return reply.status(500).send({ code: codes.systemBusy, msg: translate(req.locale, 'errors.systemBusy'), data: null });
  });

  app.get('/healthz', async () => ({ status: 'ok', db: deps.dbKind }));
  registerCaptchaRoutes(app, deps);
  registerDsbAuthRoutes(app, deps);
  registerDsbMemberRoutes(app, deps);
  registerDsbSystemRoutes(app, deps);
  registerDsbOrderRoutes(app, deps);
  registerDsbOrderMyRoutes(app, deps);
  registerDsbOfferRoutes(app, deps);
  registerDsbPolicyRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerSandboxPayRoutes(app, deps);
  if (deps.config.devTools) registerDevRoutes(app, deps);

  const staticDir = deps.config.staticDir;
  if (staticDir) await registerStatic(app, staticDir);
  app.setNotFoundHandler((req, reply) => {
    if (!isApiPath(req.url) && req.method === 'GET' && staticDir) return reply.sendFile('index.html');
    return reply.status(404).send({ code: codes.notFound, msg: translate(req.locale, 'errors.notFound'), data: null });
  });
  return app;
}
