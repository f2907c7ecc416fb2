import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { createClock, type Clock } from '../../server/clock';
import { configFromEnv, type Config } from '../../server/config';
import { openDatabase, type Database, type DbKind } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seed } from '../../server/db/seed/seed';
import { createPostgresDatabase, migrationsHash, migrationsFolder } from './postgres-databases';
import { nextHongKongNoon } from './seeded-database';

export { createPostgresDatabase };
import { clientCredential } from '../../server/http/auth';

export const ANONYMOUS = clientCredential('fwc-h5', 'fwc-h5-secret');

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  /** Calls the API and returns the envelope. */
  call(method: 'GET' | 'POST', url: string, options?: CallOptions): Promise<Envelope>;
}
/**
 * What the API helpers need of a server: its calls, its clock and its database. An in-process
 * server has it, and so do server processes talked to over HTTP (tests/api/processes.ts).
 */
export type Api = Pick<TestServer, 'call' | 'clock' | 'database'>;

export interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  token?: string | null;
  locale?: string;
  headers?: Record<string, string>;
  /** The caller's address as the server's socket sees it. */
  remoteAddress?: string;
}
export interface Envelope {
  status: number;
  code: string;
  msg: string;
  data: any;
  headers: LightMyRequestResponse['headers'];
}

/** The headers and body of a call, as a client of the API sends them. */
export function requestOf(options: CallOptions): { headers: Record<string, string>; payload: string | undefined } {
  const headers: Record<string, string> = {
    authorization: options.token === null ? '' : options.token ? `Bearer ${options.token}` : ANONYMOUS,
    'x-locale': options.locale ?? 'en-US',
    ...options.headers,
  };
  const payload = options.form ? new URLSearchParams(options.form).toString() : options.json === undefined ? undefined : JSON.stringify(options.json);
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (payload !== undefined) headers['content-type'] = 'application/json';
  return { headers, payload };
}

/** The envelope of an answer; an answer that is not JSON (a page, a redirect) has its status alone. */
export function envelopeOf(status: number, headers: Envelope['headers'], text: string): Envelope {
  const body = String(headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : {};
  return { status, code: body.code, msg: body.msg, data: body.data, headers };
}

function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== '@electric-sql/pglite') {
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
}

/**
 * A migrated, empty PGlite data directory as a tarball. Creating a PGlite cluster takes seconds
 * while loading one takes a fraction of that, so it is made once and kept in the temp directory,
 * named after the migrations and the PGlite version.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `fwc-api-pglite-${migrationsHash(pgliteVersion())}.tar`);
  if (!existsSync(path)) {
    const client = new PGlite('memory://');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

/** The `call` of a test server: calls the API in-process and returns the envelope. */
export function callerFor(app: FastifyInstance): TestServer['call'] {
  return async (method, url, options = {}) => {
    const { headers, payload } = requestOf(options);
    const res = await app.inject({ method, url, headers, payload, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) });
    return envelopeOf(res.statusCode, res.headers, res.body);
  };
}

/**
 * Limits far above what one test file sends: the files log in and ask for codes many times a minute
 * from the one inject address. The rate-limit tests use the real ones.
 */
const raisedRateLimits: Partial<Config['rateLimits']> = {
  codesPerAddress: { max: 100_000, windowMs: 60_000 },
  loginsPerAddress: { max: 100_000, windowMs: 60_000 },
  loginsPerUsername: { max: 100_000, windowMs: 60_000 },
  captchasPerAddress: { max: 100_000, windowMs: 60_000 },
  paymentsPerAddress: { max: 100_000, windowMs: 60_000 },
  ticketLookupsPerAddress: { max: 100_000, windowMs: 60_000 },
  ticketLookupsPerUser: { max: 100_000, windowMs: 60_000 },
};

export async function startTestServer(
  kind: DbKind,
  overrides: Partial<Config> = {},
  appOptions: Parameters<typeof buildApp>[1] = {},
): Promise<TestServer & { stop(): Promise<void> }> {
  const startsAt = nextHongKongNoon();
  const real = configFromEnv({});
  const config: Config = { ...real, staticDir: undefined, devTools: true, rateLimits: { ...real.rateLimits, ...raisedRateLimits }, ...overrides };
  // A copy of the run's seeded database where it was seeded alike (tests/api/global-setup.ts); the seed below then finds all there.
  const seeded = inject('seededPostgres');
  const template = seeded?.startsAt === startsAt.toISOString() && seeded.airlineCode === config.airlineCode ? seeded.name : undefined;
  const pgDatabase = kind === 'postgres' ? await createPostgresDatabase(process.env.DATABASE_URL!, template ? { template } : { migrated: true }) : undefined;
  const database = pgDatabase ? await openDatabase({ url: pgDatabase.url, dataDir: 'memory://' }) : await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  const clock = createClock(startsAt);
  await seed(database.db, clock, { airlineCode: config.airlineCode });
  const app = await buildApp({ db: database.db, dbKind: database.kind, notices: database.notices, clock, config }, appOptions);
  await app.ready();
  return {
    app,
    database,
    clock,
    call: callerFor(app),
    async stop() {
      await app.close();
      await database.close();
      await pgDatabase?.drop();
    },
  };
}

/**
 * Database kinds the API tests run against: PostgreSQL when DATABASE_URL is set, PGlite otherwise;
 * API_DATABASES (`pglite`, `postgres` or both, comma-separated) chooses. `npm test` runs them on
 * PostgreSQL, and `npm run test:api:pglite` (run by CI too) all again on PGlite.
 */
export const databaseKinds: DbKind[] = process.env.API_DATABASES
  ? (process.env.API_DATABASES.split(',').map((k) => k.trim()) as DbKind[])
  : process.env.DATABASE_URL
    ? ['postgres']
    : ['pglite'];
if (databaseKinds.includes('postgres') && !process.env.DATABASE_URL) throw new Error('API_DATABASES asks for postgres: set DATABASE_URL');

/** Runs `body` once per database kind with a server of its own. */
export function describeEachDatabase(
  name: string,
  body: (server: () => TestServer) => void,
  config: Partial<Config> = {},
  appOptions: Parameters<typeof buildApp>[1] = {},
): void {
  describe.each(databaseKinds)(`${name} (%s)`, (kind) => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer(kind, config, appOptions);
    });
    afterAll(async () => {
      await server?.stop();
    });
    body(() => server);
  });
}

/** The newest code the outbox holds for a recipient (`852-91234567` or an e-mail address). */
export async function codeFromOutbox(s: Api, recipient: string): Promise<string> {
  const [message] = await s.database.db.select().from(schema.outbox).where(eq(schema.outbox.recipient, recipient)).orderBy(desc(schema.outbox.id)).limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}
