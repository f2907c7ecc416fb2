import { createHmac } from 'node:crypto';
export interface Config {
  port: number;
  host: string;
  /** The least severe server log level written: 'info' logs every request; 'warn' only trouble. */
  logLevel: string;
  /** PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Serves the outbox page and the clock controls under /dev. */
  devTools: boolean;
  /** The built client to serve; absent when Vite serves it. */
  staticDir?: string;
  /** Where travellers open the app (APP_ORIGIN): the notices' e-mails link to their order under it. */
  appOrigin: string;
  clientId: string;
  clientSecret: string;
  tokenTtlMs: number;
  airlineCode: string;
  /** How many flights a day each rotation of the seeded programme flies each way: more only to measure growth (SEED_DENSITY). */
  seedDensity: number;
  /** Key the payment provider signs its callbacks with (HMAC-SHA256). */
  paymentSecret: string;
  /** Key a search's processKey is signed with, derived from the payment secret so every server process holds the same. */
  processKeySecret: string;
  /** The largest order amount payable online, per currency. */
  payLimit: Record<string, number>;
  /** Payment providers offered to travellers. */
  paymentProviders: { card: boolean; wallet: boolean };
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): none by default, so a
   * caller cannot choose the address the server sees.
   */
  trustProxy: boolean | string;
  /** With a key and certificate (PEM files) the server speaks HTTPS, HTTP/2 to browsers that offer it, HTTP/1.1 to the rest. */
  tls?: { keyFile: string; certFile: string };
  /**
   * Server processes sharing the port (node:cluster); more than one needs PostgreSQL (PGlite is one
   * process's database) and no development tools (the development clock is one process's).
   */
  workers: number;
  /** Requests allowed per key in each window; counted in the database, so every server process shares the counts. */
  rateLimits: Record<RateLimitName, RateLimit>;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}
export type RateLimitName =
  | 'codesPerAddress'
  | 'loginsPerAddress'
  | 'loginsPerUsername'
  | 'captchasPerAddress'
  | 'transitionBatchesPerAddress'
  | 'ticketLookupsPerAddress'
  | 'ticketLookupsPerUser'
  | 'paymentsPerAddress';

export const defaultRateLimits: Record<RateLimitName, RateLimit> = {
  /** SMS and e-mail codes together; each recipient also gets at most one a minute and five an hour. */
  codesPerAddress: { max: 10, windowMs: 10 * 60_000 },
  loginsPerAddress: { max: 20, windowMs: 60_000 },
  loginsPerUsername: { max: 20, windowMs: 60_000 },
  captchasPerAddress: { max: 30, windowMs: 60_000 },
  /** The flow atlas's funnel reports: a tab sends a batch every few seconds at most, so this is many busy tabs. */
  transitionBatchesPerAddress: { max: 300, windowMs: 60_000 },
  /** Check-in's ticket number and name look-up without logging in: enough for a family, too few to guess ticket numbers. */
  ticketLookupsPerAddress: { max: 20, windowMs: 10 * 60_000 },
  /** A signed-in traveller adding a trip or a fellow passenger by ticket number and name: the same, per account, from however many addresses. */
  ticketLookupsPerUser: { max: 20, windowMs: 10 * 60_000 },
  /** Going to the payment page (orders, Travel Passes, vouchers): enough for a family paying its orders, too few to hammer the provider. */
  paymentsPerAddress: { max: 30, windowMs: 10 * 60_000 },
};

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** For development and tests only: with NODE_ENV=production the server needs PAYMENT_SECRET. */
export const DEVELOPMENT_PAYMENT_SECRET = 'fwc-sandbox-payment-secret-dev-only';

/** A setting the server cannot run without; `main` prints the message and exits. */
export class ConfigError extends Error {}

function paymentSecretOf(env: NodeJS.ProcessEnv): string {
  if (env.PAYMENT_SECRET) return env.PAYMENT_SECRET;
  if (env.NODE_ENV === 'production') throw new ConfigError('PAYMENT_SECRET is not set: with NODE_ENV=production the server needs the key the payment provider signs its callbacks with.');
  return DEVELOPMENT_PAYMENT_SECRET;
}

/** RATE_LIMITS such as `loginsPerAddress=200,loginsPerUsername=200` changes the most each key may send in its window. */
function rateLimitsOf(value: string | undefined): Config['rateLimits'] {
  const limits = { ...defaultRateLimits };
  for (const entry of (value ?? '').split(',').filter(Boolean)) {
    const [name, max] = entry.split('=').map((part) => part.trim());
    if (!name || !(name in limits) || !/^[1-9]\d*$/.test(max ?? '')) {
      throw new ConfigError(`RATE_LIMITS: '${entry}' is not name=count with a name of ${Object.keys(limits).join(', ')}.`);
    }
    limits[name as RateLimitName] = { ...limits[name as RateLimitName], max: Number(max) };
  }
  return limits;
}

function seedDensityOf(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  if (!/^[1-9]\d*$/.test(value)) throw new ConfigError(`SEED_DENSITY: '${value}' is not a whole number of flights a day, 1 or more.`);
  return Number(value);
}

function tlsOf(keyFile: string | undefined, certFile: string | undefined): Config['tls'] {
  if (!keyFile && !certFile) return undefined;
  if (!keyFile || !certFile) throw new ConfigError('TLS_KEY_FILE and TLS_CERT_FILE go together: set both for HTTPS, or neither.');
  return { keyFile, certFile };
}

function workersOf(value: string | undefined, databaseUrl: string | undefined, devTools: boolean): number {
  if (value === undefined || value === '') return 1;
  if (!/^[1-9]\d*$/.test(value)) throw new ConfigError(`WORKERS: '${value}' is not a positive whole number.`);
  const workers = Number(value);
  if (workers > 1 && !databaseUrl) throw new ConfigError(`WORKERS=${workers} needs DATABASE_URL: the embedded PGlite database is one process's, so it runs one worker.`);
  if (workers > 1 && devTools) {
    throw new ConfigError(`WORKERS=${workers} needs DEV_TOOLS=0: the development clock moves one process's time only, so the workers would disagree on the time.`);
  }
  return workers;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const paymentSecret = paymentSecretOf(env);
  const databaseUrl = env.DATABASE_URL || undefined;
  const devTools = env.DEV_TOOLS ? env.DEV_TOOLS !== '0' : env.NODE_ENV !== 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    databaseUrl,
    dataDir: env.DATA_DIR ?? 'data/pglite',
    devTools,
    staticDir: env.STATIC_DIR === undefined ? 'dist' : env.STATIC_DIR || undefined,
    appOrigin: (env.APP_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    clientId: env.CLIENT_ID ?? 'fwc-h5',
    clientSecret: env.CLIENT_SECRET ?? 'fwc-h5-secret',
    tokenTtlMs: Number(env.TOKEN_TTL_HOURS ?? 24 * 30) * 3_600_000,
    airlineCode: env.AIRLINE_CODE ?? 'FW',
    seedDensity: seedDensityOf(env.SEED_DENSITY),
    paymentSecret,
    processKeySecret: createHmac('sha256', paymentSecret).update('processKey').digest('base64url'),
    payLimit: { HKD: 200_000, CNY: 200_000, CAD: 40_000, USD: 30_000, AUD: 40_000 },
    paymentProviders: { card: env.PAY_CARD !== '0', wallet: env.PAY_WALLET !== '0' },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    workers: workersOf(env.WORKERS, databaseUrl, devTools),
    rateLimits: rateLimitsOf(env.RATE_LIMITS),
    tls: tlsOf(env.TLS_KEY_FILE, env.TLS_CERT_FILE),
  };
}
