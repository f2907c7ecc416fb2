import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/client';
import { freePort } from '../../scripts/production-server';
import { createPostgresDatabase, envelopeOf, requestOf, type Api, type TestServer } from './harness';

/**
 * Real server processes (server/main.ts) on one fresh PostgreSQL database, talked to over HTTP as
 * clients talk to them. Each runs as in production (NODE_ENV=production, no built client, warn
 * logs), with the development tools on for the outbox and the clock, and rate limits far above
 * what a test sends from its one address.
 */

const RAISED_RATE_LIMITS = ['codesPerAddress', 'loginsPerAddress', 'loginsPerUsername', 'captchasPerAddress'].map((name) => `${name}=100000`).join(',');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess extends Api {
  base: string;
  /** Ends the process at once (SIGKILL): no request in flight is finished, no transaction committed. */
  kill(): Promise<void>;
  /** Starts the process again on its port, and waits until it answers. */
  start(): Promise<void>;
  /** The process's last output, for a failure's message. */
  output(): string;
}

/** A `call` over HTTP with the envelope of the in-process one, so the API helpers serve both. */
export function httpCaller(base: string): TestServer['call'] {
  return async (method, url, options = {}) => {
    const { headers, payload } = requestOf(options);
    if (!headers.authorization) delete headers.authorization;
    const res = await fetch(`${base}${url}`, { method, headers, body: payload, redirect: 'manual' });
    return envelopeOf(res.status, Object.fromEntries(res.headers), await res.text());
  };
}

/**
 * The processes' clocks run unmoved until a test moves them through /dev/clock; this one reads the
 * same time for the helpers' dates. Moving it is not passed on: registerUser's resend wait is not
 * needed for the fresh numbers it registers.
 */
const processClock: TestServer['clock'] = { now: () => new Date(), advance: () => {}, reset: () => {} };

function serverProcess(port: number, env: NodeJS.ProcessEnv, shared: { database?: Database }): ServerProcess {
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  return {
    base,
    call: httpCaller(base),
    clock: processClock,
    get database() {
      return shared.database!;
    },
    output: () => output,
    async start() {
      output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      for (const until = Date.now() + 60_000; Date.now() < until; await sleep(100)) {
        if (exited()) throw new Error(`the server on ${base} exited:\n${output}`);
        if (await fetch(`${base}/healthz`).then((res) => res.ok, () => false)) return;
      }
      throw new Error(`the server on ${base} did not answer /healthz:\n${output}`);
    },
    async kill() {
      if (exited()) return;
      const gone = new Promise((resolve) => child!.once('exit', resolve));
      child!.kill('SIGKILL');
      await gone;
    },
  };
}


export interface Processes {
  all: ServerProcess[];
  /** The database the processes share, for the tests' own reads and writes. */
  database: Database;
  /** The process that serves the `i`-th request of a batch: the requests go round the processes. */
  at(i: number): ServerProcess;
  /** The secret the processes' sandbox provider signs its callbacks with. */
  paymentSecret: string;
  stop(): Promise<void>;
}

export async function startProcesses(count: number): Promise<Processes> {
  const pgDatabase = await createPostgresDatabase(process.env.DATABASE_URL!);
  const paymentSecret = randomBytes(32).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: pgDatabase.url,
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    DEV_TOOLS: '1',
    PAYMENT_SECRET: paymentSecret,
    RATE_LIMITS: RAISED_RATE_LIMITS,
  };
  const shared: { database?: Database } = {};
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const all = ports.map((port) => serverProcess(port, env, shared));
  const stop = async () => {
    await Promise.all(all.map((p) => p.kill()));
    await shared.database?.close();
    await pgDatabase.drop();
  };
  try {
    // All at once, as a deployment starts them: they take turns to migrate and seed under the database's lock.
    await Promise.all(all.map((p) => p.start()));
    // Opened once the processes have migrated it: the tests' own reads and writes.
    shared.database = await openDatabase({ url: pgDatabase.url, dataDir: 'memory://' });
  } catch (error) {
    await stop();
    throw error;
  }
  const database = shared.database;
  return { all, database, at: (i) => all[i % all.length]!, paymentSecret, stop };
}
