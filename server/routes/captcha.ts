import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { createCaptcha } from '../domain/captcha';
import { route } from '../http/route';

/** GET /captcha: a generated image and the key to answer it with. */
export function registerCaptchaRoutes(app: FastifyInstance, { db, clock }: AppDeps): void {
  route(app, { method: 'GET', url: '/captcha' }, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    return createCaptcha(db, clock.now());
  });
}
