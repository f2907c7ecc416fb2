import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { codes } from '../../services/schemas/codes';
import type { Config, RateLimitName } from '../config';
import { DomainError } from '../domain/errors';

/** The key a request is counted under, or none when the limit does not concern it. */
type KeyOf = (req: FastifyRequest) => string | undefined;

const byAddress: KeyOf = (req) => req.ip;
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
};

/** The limits each API path counts against; SMS and e-mail codes share one count. */
const limitsOfRoute: Record<string, RateLimitName[]> = {
  'POST /dsb-auth/sms-code': ['codesPerAddress'],
  'POST /dsb-auth/email-code': ['codesPerAddress'],
  'POST /dsb-order/api/v1/order/guest/code': ['codesPerAddress'],
  'POST /dsb-order/api/v1/ancillary/front/vip/room/order/send/email/code': ['codesPerAddress'],
  'POST /dsb-auth/oauth/token': ['loginsPerAddress', 'loginsPerUsername'],
  'GET /captcha': ['captchasPerAddress'],
  'POST /dsb-system/api/v1/flow/transitions': ['transitionBatchesPerAddress'],
  'POST /dsb-order/api/v1/checkin/detr/ticket': ['ticketLookupsPerAddress'],
};

/**
 * Per-address and per-account limits on the paths an attacker would flood. Counts are kept in this
 * process's memory, so several server processes each count on their own.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, { global: false });
  const check = (name: RateLimitName) => {
    const { max, windowMs } = config.rateLimits[name];
    const keyOf = keys[name];
    const limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => keyOf(req) ?? '' });
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
