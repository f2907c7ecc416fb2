import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps';
import { unauthorized } from '../domain/errors';
import { hashToken } from '../domain/sessions';

export type UserRole = 'TRAVELLER' | 'OPERATIONS' | 'STAFF' | 'AGENT';
export type Caller = { kind: 'anonymous' } | { kind: 'user'; userId: number; tokenHash: string; role: UserRole } | { kind: 'guest'; orderId: number };

/** Beside the client credential, a guest's token for the one order they booked or found again. */
export const GUEST_TOKEN_HEADER = 'x-guest-token';

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
export const withoutToken = new Set([
  ...['card', 'wallet'].flatMap((p) => [`/dsb-order/api/v1/payment/${p}/notify`, `/dsb-order/api/v1/payment/${p}/front/callback`]),
  '/dsb-system/api/v1/flow/transitions',
]);

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
 * bearer access token. A missing, forged, expired or revoked one is answered with HTTP 401. With
 * the client credential, a live guest token makes the caller that order's guest; an unknown or
 * expired one leaves the caller anonymous.
 */
export function registerAuth(app: FastifyInstance, { store, clock, config }: RouteDeps): void {
  const anonymous = clientCredential(config.clientId, config.clientSecret);
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
      const guestToken = req.headers[GUEST_TOKEN_HEADER];
      const orderId = typeof guestToken === 'string' && guestToken ? await store.guestTokens.orderOf(hashToken(guestToken), clock.now()) : undefined;
      req.caller = orderId === undefined ? { kind: 'anonymous' } : { kind: 'guest', orderId };
      return;
    }
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const tokenHash = hashToken(match[1]!);
    const session = await store.sessions.userOf(tokenHash, clock.now());
    if (session === undefined) throw unauthorized();
    req.caller = { kind: 'user', userId: session.userId, tokenHash, role: session.role as UserRole };
  });
}
