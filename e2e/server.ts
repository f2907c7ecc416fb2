import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, type ProductionServer } from '../scripts/production-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded embedded database that each test file's server starts from a copy of. */
    seededDataDir: string;
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

/** The real server (`npm start`'s, with the development tools) on the embedded database in `dataDir`, with `env` added. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ProductionServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEV_TOOLS: '1',
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
let dataDir: string | undefined;

/** The server of the test file running. */
export function baseUrl(): string {
  if (!current) throw new Error('no server: the e2e setup file starts one before the tests');
  return current.baseUrl;
}

/**
 * Gives the test file a server of its own, on a copy of the seeded database: a file moves its
 * server's clock and books the demo user's flights, which must not reach another file.
 */
export function serverPerFile(): void {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fwc-e2e-'));
    cpSync(inject('seededDataDir'), dataDir, { recursive: true });
    current = await startServer(dataDir);
  });
  afterAll(async () => {
    await current?.stop();
    current = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
}

/** Starts the test file's server again with `env` added (a denser programme of flights, say), on its database as it stands. */
export function serverWith(env: Record<string, string>): void {
  beforeAll(async () => {
    await current?.stop();
    current = await startServer(dataDir!, env);
  });
}
