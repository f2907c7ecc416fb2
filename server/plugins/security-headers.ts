import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { DOCS } from '../http/api-docs';

/** Which content security policy a route answers with; the app's when a route names none. */
export type SecurityPolicy = 'app' | 'api' | 'apiDocs' | 'paymentPage' | 'developmentPage';

declare module 'fastify' {
  interface FastifyContextConfig {
    securityPolicy?: SecurityPolicy;
  }
}

type Directives = Record<string, string[]>;

/**
 * The app's policy: its own scripts, styles, worker and API only. Inline styles set from script
 * (React's style props) go through the CSSOM, which style-src does not restrict; QR codes and the
 * picture code are data: images.
 */
const appDirectives: Directives = {
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

const policies: Record<Exclude<SecurityPolicy, 'app'>, Directives> = {
  /** An API answer is data, never a page: opened as one, it loads nothing and cannot be framed. */
  api: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  /** The API document's browser (Swagger UI) sets styles inline; it runs no inline script. */
  apiDocs: { ...appDirectives, styleSrc: ["'self'", "'unsafe-inline'"] },
  /** The hosted payment page: its own style sheet and a form posting back to itself, nothing else. */
  paymentPage: { defaultSrc: ["'none'"], styleSrc: ["'self'"], formAction: ["'self'"], baseUri: ["'none'"], frameAncestors: ["'none'"] },
  /** Development pages with their styles inline and no script. */
  developmentPage: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
};

const HSTS_MAX_AGE_SECONDS = 180 * 24 * 3600;

/** The headers helmet sets for these options, recorded once: they do not depend on the request. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: string) => void (headers[name] = value), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** Headers that only a page heeds. */
type PageOnlyHeader = 'crossOriginOpenerPolicy' | 'originAgentCluster' | 'xDnsPrefetchControl' | 'xDownloadOptions' | 'xPermittedCrossDomainPolicies' | 'xXssProtection';

/**
 * Security headers on every response: pages get the full set; API answers (the paths for which
 * `answersData` is true) those that data needs: a policy that loads nothing, no sniffing, no
 * framing, no cross-origin reads, the referrer kept within the site. A server told to trust a
 * proxy (TRUST_PROXY) sits behind one that terminates TLS: only then does it ask browsers to keep
 * to HTTPS (HSTS) and to upgrade insecure requests.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config, answersData: (url: string) => boolean): void {
  const behindTls = config.trustProxy !== false;
  const headersFor = (directives: Directives, extra: Partial<Record<PageOnlyHeader, false>> = {}) =>
    headersOf({
      contentSecurityPolicy: { useDefaults: false, directives: { ...directives, ...(behindTls ? { upgradeInsecureRequests: [] } : {}) } },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: behindTls ? { maxAge: HSTS_MAX_AGE_SECONDS } : false,
      ...extra,
    });
  const headers: Record<SecurityPolicy, Record<string, string>> = {
    app: headersFor(appDirectives),
    // Without the headers that only a page heeds: half the bytes on every call the app makes.
    api: headersFor(policies.api, {
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    apiDocs: headersFor(policies.apiDocs),
    paymentPage: headersFor(policies.paymentPage),
    developmentPage: headersFor(policies.developmentPage),
  };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS)) route.config = { ...route.config, securityPolicy: 'apiDocs' };
  });
  // By the path when the route names no policy, so that an unknown API path is answered as data too.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers[req.routeOptions.config.securityPolicy ?? (answersData(req.url) ? 'api' : 'app')]);
    done();
  });
}
