import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/production-server';
import { createPostgresDatabase, databaseKinds } from './harness';

const TIMEOUT_MS = 60_000;

interface Started {
  port: number;
  child: ChildProcess;
  output: () => string;
}

/** `server/main.ts` as deployed (production, no development tools) on a port of its own. */
async function startMain(databaseUrl: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PAYMENT_SECRET: randomBytes(16).toString('hex'),
      DATABASE_URL: databaseUrl,
      DEV_TOOLS: '0',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return { port, child, output: () => stderr };
}

/** /healthz's answer on a connection of its own (so that the cluster may hand it to any worker), or null while nothing answers. */
function health(port: number): Promise<{ status: string; pid: number } | null> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 2_000 }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(body) : null));
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy();
      })
      .on('error', () => resolve(null));
  });
}

/**
 * The processes that answer /healthz, asked until two have or the time is up: the first worker
 * answers before the second has finished starting (they start in turn on a fresh database).
 */
async function answeringPids(port: number, waitMs = TIMEOUT_MS / 2): Promise<Set<number>> {
  const pids = new Set<number>();
  const deadline = Date.now() + waitMs;
  while (pids.size < 2 && Date.now() < deadline) {
    const answer = await health(port);
    if (answer) pids.add(answer.pid);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return pids;
}

async function untilHealthy(server: Started): Promise<number> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server ended:\n${server.output()}`);
    const answer = await health(server.port);
    if (answer) return answer.pid;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz:\n${server.output()}`);
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe.runIf(databaseKinds.includes('postgres'))('server processes on one PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function freshDatabase(): Promise<string> {
    const database = await createPostgresDatabase(process.env.DATABASE_URL!);
    cleanups.push(database.drop);
    return database.url;
  }

  it(
    'all come up when three start at once on a fresh database: they migrate and seed one after another',
    async () => {
      const url = await freshDatabase();
      const servers = await Promise.all([1, 2, 3].map(() => startMain(url)));
      cleanups.push(() => Promise.all(servers.map((s) => stopped(s.child))).then(() => undefined));
      const pids = await Promise.all(servers.map(untilHealthy));
      expect(new Set(pids).size).toBe(3);
    },
    TIMEOUT_MS * 2,
  );

  it(
    'with WORKERS=2 answers on one port from two worker processes, and stops them all on SIGTERM',
    async () => {
      const url = await freshDatabase();
      const server = await startMain(url, { WORKERS: '2' });
      cleanups.push(() => stopped(server.child));
      await untilHealthy(server);
      const pids = await answeringPids(server.port);
      expect(pids.size).toBe(2);
      expect(pids.has(server.child.pid!)).toBe(false);
      await stopped(server.child);
      expect(server.child.exitCode).toBe(0);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    },
    TIMEOUT_MS * 2,
  );

  it(
    'with WORKERS=2 replaces a worker killed with -9, answering from the other meanwhile',
    async () => {
      const url = await freshDatabase();
      const server = await startMain(url, { WORKERS: '2' });
      cleanups.push(() => stopped(server.child));
      await untilHealthy(server);
      const [killed, kept] = [...(await answeringPids(server.port))];
      process.kill(killed!, 'SIGKILL');

      // The one left answers while its new sibling starts; then both do.
      const answeredBy = await answeringPids(server.port, TIMEOUT_MS);
      expect(answeredBy.has(kept!)).toBe(true);
      expect(answeredBy.has(killed!)).toBe(false);
      expect(answeredBy.size).toBe(2);
      expect(server.output()).toContain(`Worker ${killed} ended (SIGKILL); starting another.`);
    },
    TIMEOUT_MS * 2,
  );
});
