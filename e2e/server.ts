import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, type ProductionServer } from '../scripts/production-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated and seeded database each test file's server starts from a copy of: a PostgreSQL
     * database on DATABASE_URL's server (its name), or else an embedded one (its folder).
     */
    seededDatabase: { template: string } | { dataDir: string };
    /** Where the page checks keep axe's answer for each state checked in the run (e2e/page-checks.ts). */
    axeAnswersDir: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 60 s');
}

/** Where a server keeps its data: an embedded database's folder, or a PostgreSQL database. */
export type ServerDatabase = { dataDir: string } | { url: string };

/** The real server (`npm start`'s, with the development tools) on `database`, with `env` added. */
export async function startServer(database: ServerDatabase, env: Record<string, string> = {}): Promise<ProductionServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir, DATABASE_URL: '' }),
      DEV_TOOLS: '1',
      // Its output goes nowhere (below): a log line per request would only cost the suite's time.
      LOG_LEVEL: 'warn',
      // The suite logs the demo users in dozens of times a minute from one address; the other limits stay real.
      RATE_LIMITS: 'loginsPerAddress=1000,loginsPerUsername=1000,codesPerAddress=1000,paymentsPerAddress=1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    // Not left running (seeding, say) after the run has given up on it.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

let current: ProductionServer | undefined;
let database: (ServerDatabase & { drop(): Promise<void> }) | undefined;

/** The server of the test file running. */
export function baseUrl(): string {
  if (!current) throw new Error('no server: the e2e setup file starts one before the tests');
  return current.baseUrl;
}

/** A copy of the seeded database for a test file: on PostgreSQL with DATABASE_URL, else in a temporary folder. */
async function seededCopy(): Promise<ServerDatabase & { drop(): Promise<void> }> {
  const seeded = inject('seededDatabase');
  if ('template' in seeded) {
    const { createPostgresDatabase } = await import('../tests/api/postgres-databases');
    const copy = await createPostgresDatabase(process.env.DATABASE_URL!, { template: seeded.template });
    return { url: copy.url, drop: copy.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fwc-e2e-'));
  cpSync(seeded.dataDir, dataDir, { recursive: true });
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Gives the test file a server of its own, on a copy of the seeded database: a file moves its
 * server's clock and books the demo user's flights, which must not reach another file.
 */
export function serverPerFile(): void {
  beforeAll(async () => {
    database = await seededCopy();
    current = await startServer(database);
  });
  afterAll(async () => {
    await current?.stop();
    current = undefined;
    await database?.drop();
  });
}

/** Starts the test file's server again with `env` added (a denser programme of flights, say), on its database as it stands. */
export function serverWith(env: Record<string, string>): void {
  beforeAll(async () => {
    await current?.stop();
    current = await startServer(database!, env);
  });
}
