import type { FastifyInstance } from 'fastify';
import { emailCodeRequestSchema, smsCodeRequestSchema, tokenRequestSchema } from '../../services/schemas/auth';
import { codeParamsSchema } from '../../services/schemas/system';
import type { RouteDeps } from '../deps';
import { logIn } from '../domain/login';
import { clubBalance, memberTier } from '../domain/members';
import { createUnknownAccounts } from '../domain/unknown-accounts';
import { emailRecipient, sendCode, smsRecipient } from '../domain/verification';
import { route, userIdOf } from '../http/route';

export function registerDsbAuthRoutes(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const unknownAccounts = createUnknownAccounts();
  route(app, { method: 'POST', url: '/dsb-auth/oauth/token', body: tokenRequestSchema }, ({ body }) =>
    logIn(store, unknownAccounts, body, clock.now(), config.tokenTtlMs),
  );

  // Logout revokes the token it is called with.
  route(app, { method: 'POST', url: '/dsb-auth/oauth/logout', access: 'user' }, async ({ caller }) => {
    if (caller.kind === 'user') await store.sessions.revoke(caller.tokenHash, clock.now());
    return null;
  });

  route(app, { method: 'POST', url: '/dsb-auth/sms-code', body: smsCodeRequestSchema }, ({ body, locale }) =>
    sendCode(store, { channel: 'sms', recipient: smsRecipient(body.areaCode, body.mobile), purpose: body.purpose }, clock.now(), locale),
  );

  route(app, { method: 'POST', url: '/dsb-auth/email-code', body: emailCodeRequestSchema }, ({ body, locale }) =>
    sendCode(store, { channel: 'email', recipient: emailRecipient(body.email), purpose: body.purpose }, clock.now(), locale),
  );

  route(app, { method: 'POST', url: '/dsb-auth/feign/oauth/getMemberTier', access: 'user' }, ({ caller }) => memberTier(store, userIdOf(caller)));

  route(app, { method: 'GET', url: '/dsb-auth/feign/oauth/check/jp/:id', access: 'user', params: codeParamsSchema }, ({ caller, params }) =>
    clubBalance(store, userIdOf(caller), params.id),
  );
}
