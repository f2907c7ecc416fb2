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
  clientId: string;
  clientSecret: string;
  tokenTtlMs: number;
  airlineCode: string;
  /** Key the payment provider signs its callbacks with (HMAC-SHA256). */
  paymentSecret: string;
  /** The largest order amount payable online, per currency. */
  payLimit: Record<string, number>;
  /** Payment providers offered to travellers. */
  paymentProviders: { card: boolean; wallet: boolean };
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): none by default, so a
   * caller cannot choose the address the server sees.
   */
  trustProxy: boolean | string;
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** For development and tests only; production sets PAYMENT_SECRET. */
export const DEVELOPMENT_PAYMENT_SECRET = 'fwc-sandbox-payment-secret-dev-only';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL || 'info',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data/pglite',
    devTools: env.DEV_TOOLS ? env.DEV_TOOLS !== '0' : env.NODE_ENV !== 'production',
    staticDir: env.STATIC_DIR === undefined ? 'dist' : env.STATIC_DIR || undefined,
    clientId: env.CLIENT_ID ?? 'fwc-h5',
    clientSecret: env.CLIENT_SECRET ?? 'fwc-h5-secret',
    tokenTtlMs: Number(env.TOKEN_TTL_HOURS ?? 24 * 30) * 3_600_000,
    airlineCode: env.AIRLINE_CODE ?? 'FW',
    paymentSecret: env.PAYMENT_SECRET || DEVELOPMENT_PAYMENT_SECRET,
    payLimit: { HKD: 200_000, CNY: 200_000, CAD: 40_000, USD: 30_000, AUD: 40_000 },
    paymentProviders: { card: env.PAY_CARD !== '0', wallet: env.PAY_WALLET !== '0' },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}
