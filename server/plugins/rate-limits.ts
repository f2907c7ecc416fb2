import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { codes } from '../../services/schemas/codes';
import type { RateLimitName } from '../config';
import type { RouteDeps } from '../deps';
import { DomainError } from '../domain/errors';
import { PAYMENT } from '../routes/payment';

/** The key a request is counted under, or none when the limit does not concern it. */
type KeyOf = (req: FastifyRequest) => string | undefined;

const byAddress: KeyOf = (req) => req.ip;
/** The signed-in account making the request. */
const byUser: KeyOf = (req) => (req.caller?.kind === 'user' ? String(req.caller.userId) : undefined);
/** The account a login names: a username (phone, e-mail, card number) or, for a code login, the phone. */
const byUsername: KeyOf = (req) => {
  const body = (req.body ?? {}) as { username?: unknown; areaCode?: unknown; mobile?: unknown };
  const name = typeof body.username === 'string' ? body.username : typeof body.mobile === 'string' ? `${body.areaCode}-${body.mobile}` : undefined;
  return name?.replace(/\s+/g, '').toLowerCase() || undefined;
};

const keys: Record<RateLimitName, KeyOf> = {
  codesPerAddress: byAddress,
  loginsPerAddress: byAddress,
  loginsPerUsername: byUsername,
  captchasPerAddress: byAddress,
  transitionBatchesPerAddress: byAddress,
  ticketLookupsPerAddress: byAddress,
  ticketLookupsPerUser: byUser,
  paymentsPerAddress: byAddress,
};

/** The limits each API path counts against; SMS and e-mail codes share one count. */
const limitsOfRoute: Record<string, RateLimitName[]> = {
  'POST /dsb-auth/sms-code': ['codesPerAddress'],
  'POST /dsb-auth/email-code': ['codesPerAddress'],
  'POST /dsb-order/api/v1/order/guest/code': ['codesPerAddress'],
  'POST /dsb-offer/api/v1/offer/booking/email-code': ['codesPerAddress'],
  'POST /dsb-order/api/v1/ancillary/front/vip/room/order/send/email/code': ['codesPerAddress'],
  'POST /dsb-auth/oauth/token': ['loginsPerAddress', 'loginsPerUsername'],
  'GET /captcha': ['captchasPerAddress'],
  'POST /dsb-system/api/v1/flow/transitions': ['transitionBatchesPerAddress'],
  'POST /dsb-order/api/v1/checkin/detr/ticket': ['ticketLookupsPerAddress'],
  // Adding a trip or a fellow passenger finds a booking by ticket number and name, as the check-in look-up does.
  'POST /dsb-order/api/v1/order/travelmgn/add/itinerary': ['ticketLookupsPerAddress', 'ticketLookupsPerUser'],
  'POST /dsb-order/api/v1/order/travelmgn/add/companion': ['ticketLookupsPerAddress', 'ticketLookupsPerUser'],
  [`POST ${PAYMENT}/:provider/gotoPay`]: ['paymentsPerAddress'],
  [`POST ${PAYMENT}/:provider/airpass/gotoPay`]: ['paymentsPerAddress'],
  [`POST ${PAYMENT}/voucher/gotoPay`]: ['paymentsPerAddress'],
};

/**
 * The counts as @fastify/rate-limit's store: kept in the database, so that every server process
 * counts each key together, and timed by the server clock.
 */
function databaseStore({ store, clock }: RouteDeps): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = clock.now();
      store.rateLimitCounts.count(key, now, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return new DatabaseStore();
    }
  };
}

/**
 * Per-address and per-account limits on the paths an attacker would flood. Counts are kept in the
 * database under the limit's name and the key, so all server processes share them.
 */
export async function registerRateLimits(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseStore(deps) });
  const check = (name: RateLimitName) => {
    const { max, windowMs } = deps.config.rateLimits[name];
    const keyOf = keys[name];
    const limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => `${name}:${keyOf(req) ?? ''}` });
    return async (req: FastifyRequest) => (keyOf(req) === undefined ? undefined : limiter(req));
  };
  const checks = Object.fromEntries(Object.keys(keys).map((name) => [name, check(name as RateLimitName)])) as Record<RateLimitName, ReturnType<typeof check>>;

  app.addHook('onRoute', (route) => {
    const names = limitsOfRoute[`${route.method} ${route.url}`];
    if (!names) return;
    const limit: preHandlerAsyncHookHandler = async (req, reply) => {
      for (const name of names) {
        const result = await checks[name](req);
        if (result && !result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new DomainError(codes.tooManyRequests, 'errors.tooManyRequests', { seconds: result.ttlInSeconds });
        }
      }
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), limit];
  });
}
