import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import type { AppDeps } from '../deps';
import { unauthorized } from './api-error';

export type Caller = { kind: 'anonymous' } | { kind: 'user'; userId: number; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    locale: string;
  }
}

/**
 * Reached without Authorization: the payment provider's callback is authenticated by its signature,
 * the browser coming back from the provider's page carries no token, and the app's anonymous flow
 * transitions may leave by navigator.sendBeacon, which sends no headers.
 */
const withoutToken = new Set([
  ...['card', 'wallet'].flatMap((p) => [`/dsb-order/api/v1/payment/${p}/notify`, `/dsb-order/api/v1/payment/${p}/front/callback`]),
  '/dsb-system/api/v1/flow/transitions',
]);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function clientCredential(clientId: string, clientSecret: string): string {
  return 'Basic ' + Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Every API call carries Authorization: the constant client credential for anonymous use, or a
 * bearer access token. A missing, forged, expired or revoked one is answered with HTTP 401.
 */
export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
  const anonymous = clientCredential(deps.config.clientId, deps.config.clientSecret);
  // Every call of a logged-in user looks its token up: the query is built once.
  const findSession = deps.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_session');
  app.decorateRequest('caller', null as never);
  app.addHook('onRequest', async (req) => {
    // The routed path, not the raw URL: a percent-encoded path (/%64sb-...) reaches the same route.
    const path = req.routeOptions.url ?? req.url;
    if (!path.startsWith('/dsb-') && !path.startsWith('/captcha')) return;
    if (withoutToken.has(path)) {
      req.caller = { kind: 'anonymous' };
      return;
    }
    const header = req.headers.authorization ?? '';
    if (sameText(header, anonymous)) {
      req.caller = { kind: 'anonymous' };
      return;
    }
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const tokenHash = hashToken(match[1]!);
    const [session] = await findSession.execute({ tokenHash, now: deps.clock.now().toISOString() });
    if (!session) throw unauthorized();
    req.caller = { kind: 'user', userId: session.userId, tokenHash };
  });
}
