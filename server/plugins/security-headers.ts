import type { FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';
import { DOCS } from '../http/api-docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own helmet options, as @fastify/helmet reads them when the route answers. */
    helmet?: FastifyHelmetOptions;
  }
}

/**
 * The app's policy: its own scripts, styles, worker and API only. Inline styles set from script
 * (React's style props) go through the CSSOM, which style-src does not restrict; QR codes and the
 * picture code are data: images.
 */
const appDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The hosted payment page: its own style sheet and a form posting back to itself, nothing else. */
export const paymentPageHelmet: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], styleSrc: ["'self'"], formAction: ["'self'"], baseUri: ["'none'"], frameAncestors: ["'none'"] },
  },
};

/** Development pages with their styles inline and no script. */
export const developmentPageHelmet: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
};

const HSTS_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * Security headers on every response, HTML and API alike. A server told to trust a proxy
 * (TRUST_PROXY) sits behind one that terminates TLS: only then does it ask browsers to keep to
 * HTTPS (HSTS) and to upgrade insecure requests.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const behindTls = config.trustProxy !== false;
  const directives = { ...appDirectives, ...(behindTls ? { upgradeInsecureRequests: [] } : {}) };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: behindTls ? { maxAge: HSTS_MAX_AGE_SECONDS } : false,
  });
  // The API document's browser (Swagger UI) sets styles inline; it runs no inline script.
  const apiDocs = { contentSecurityPolicy: { useDefaults: false, directives: { ...directives, styleSrc: ["'self'", "'unsafe-inline'"] } } };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS)) route.config = { ...route.config, helmet: apiDocs };
  });
}
