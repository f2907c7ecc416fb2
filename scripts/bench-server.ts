import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { airports } from '../server/db/seed/network';
import { routeSchedules } from '../server/domain/flights/schedule';
import type { LoadJob, LoadResult } from './bench-api-load';

/**
 * What `npm run bench:api` and `npm run bench:growth` share: the real server (server/main.ts) in a
 * child process on a database of its own (a fresh PGlite directory, or a PostgreSQL database
 * created for the run and dropped after it), the load generator in another (scripts/bench-api-load.ts),
 * the server's memory, and a deadline for the whole run. Everything started is stopped, and every
 * directory and database made is removed, however the run ends.
 */

export const OFFER = '/dsb-offer/api/v1/offer';
export const ANONYMOUS = 'Basic ' + Buffer.from('fwc-h5:fwc-h5-secret').toString('base64');
export const HUB = 'HKG';
/** Where the bench creates its PostgreSQL databases (it needs the right to CREATE DATABASE). */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const children = new Set<ChildProcess>();
const databases = new Set<string>();
export const tempDir = mkdtempSync(join(tmpdir(), 'fwc-bench-'));
let label = 'bench';
let cleanedUp = false;

export const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (line: string) => console.log(`[${label}] ${line}`);

/** Last resort when the process exits anyway: kill what is left and remove the data directory. */
function cleanup(): void {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) if (alive(child)) child.kill('SIGKILL');
  try {
    rmSync(tempDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  } catch (error) {
    console.error(`${label}: could not remove ${tempDir}: ${String(error)}`);
  }
}

/** Ends the run: the children are gone before their data directory and databases are removed. */
export async function shutdown(code: number): Promise<never> {
  const running = [...children].filter(alive);
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) for (const pid of processTree(child.pid!)) killQuietly(pid);
  await Promise.race([Promise.all(exits), sleep(3_000)]);
  for (const url of databases) await dropDatabase(url).catch((error: unknown) => console.error(`${label}: could not drop ${url}: ${String(error)}`));
  cleanup();
  process.exit(code);
}

/** Names the run in its log lines and gives up on it after `deadlineMs`. */
export function startRun(name: string, deadlineMs: number): void {
  label = name;
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(130));
  setTimeout(() => {
    console.error(`${label}: over ${deadlineMs / 1000} s, giving up`);
    void shutdown(1);
  }, deadlineMs).unref();
}

export function failRun(error: unknown): void {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  void shutdown(1);
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database beside ADMIN_URL's; its URL. */
export async function createDatabase(): Promise<string> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  databases.add(url.href);
  return url.href;
}

export async function dropDatabase(url: string): Promise<void> {
  await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`));
  databases.delete(url);
}

/** A process and all its descendants (a cluster's workers), from /proc. */
export function processTree(pid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (command) state ppid ...: the command may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(childrenOf.get(tree[i]!) ?? []));
  return tree;
}

/** The node processes of a tree: the server and its workers, without tsx's esbuild helpers. */
export const nodeProcesses = (pid: number) => processTree(pid).filter((member) => commandOf(member) === 'node').length;

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Resident memory of a process and its descendants together, in MB (VmRSS of each). */
export function treeRssMB(pid: number): number {
  let kB = 0;
  for (const member of processTree(pid)) {
    try {
      kB += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kB / 1024);
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

/**
 * The server as `npm start` runs it, without the built client: on a fresh PGlite directory, or on
 * `databaseUrl` with `env` added (WORKERS, SEED_DENSITY). Its output is kept for a failure.
 * `script` runs another server file with its arguments instead (the floor).
 */
export function startServer(port: number, options: { databaseUrl?: string; env?: NodeJS.ProcessEnv; script?: string[] }): Server {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(tempDir, `pglite-${port}`),
    STATIC_DIR: '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'production',
    DEV_TOOLS: '0',
    PAYMENT_SECRET: randomBytes(32).toString('hex'),
  };
  for (const name of ['DATABASE_URL', 'WORKERS', 'SEED_DENSITY']) delete env[name];
  Object.assign(env, options.env, options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {});
  // BENCH_SERVER_NODE_ARGS adds node options to the server only, e.g. '--cpu-prof --cpu-prof-dir=prof'.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, options.script ? ['--import', 'tsx', ...options.script] : [...nodeArgs, '--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  if (process.env.BENCH_DEBUG) child.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output };
}

/** Waits for the first /healthz 200; the milliseconds from `since` (the spawn) to it. */
export async function waitForHealth(server: Server, since: number): Promise<number> {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (!alive(server.child)) throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/healthz`);
      if (res.ok) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`the server did not answer /healthz:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL after 5 s; any descendant still running after its parent is killed too. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (!alive(child)) return;
  const tree = processTree(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) === false) child.kill('SIGKILL');
  await exited;
  for (const pid of tree.slice(1)) killQuietly(pid);
  children.delete(child);
}

function generateLoad(name: string, job: LoadJob): Promise<LoadResult> {
  const file = join(tempDir, `${name}.json`);
  writeFileSync(file, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-api-load.ts', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.add(child);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      children.delete(child);
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) return reject(new Error(`load generator for ${name} failed (exit ${code}): ${out}`));
      resolve(JSON.parse(line) as LoadResult);
    });
  });
}

/** Runs one load on the server and checks the server outlived it. */
export async function runLoad(server: Server, name: string, job: LoadJob): Promise<LoadResult> {
  const result = await generateLoad(name, job);
  if (!alive(server.child)) throw new Error(`the server stopped during the ${name} load (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
  return result;
}

export function describeLoad(name: string, r: LoadResult): void {
  log(
    `${name}: ${r.requests} requests in ${r.seconds} s = ${r.rps} req/s; latency p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms; ` +
      `${r.meanBytes} bytes an answer; non-2xx ${r.non2xx}, not 00000 ${r.notOk}, errors ${r.errors} (timeouts ${r.timeouts}); load generator CPU ${Math.round(r.loadCpu * 100)}% of a core`,
  );
  if (r.sampleFailure) log(`${name}: a failed answer: ${r.sampleFailure}`);
}

/** Answers that are not HTTP 2xx, not envelope code 00000, or not answered at all. */
export const failedAnswers = (r: LoadResult) => r.non2xx + r.notOk + r.errors;
export const pickLatencies = (r: LoadResult) => ({ rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, ...(failedAnswers(r) ? { failed: failedAnswers(r) } : {}) });

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today in Hong Kong, where the flying programme starts. */
export const hkToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The cities Hong Kong flies to, by city code as the client searches (TYO stands for NRT and HND). */
export function destinations(): string[] {
  const cityOf = new Map(airports.map((a) => [a.code, a.cityCode]));
  return [...new Set(routeSchedules('FW').filter((s) => s.depAirport === HUB).map((s) => cityOf.get(s.arrAirport)!))];
}

/**
 * Varied search bodies: anonymous, one-way and round trips from Hong Kong to every city it flies
 * to, over the next 300 days, in both cabins, several currencies and party sizes.
 */
function searchBodies(count: number): string[] {
  const cities = destinations();
  const today = hkToday();
  const currencies = ['HKD', 'HKD', 'HKD', 'CNY', 'USD', 'AUD', 'CAD'];
  const parties = [
    { adult: 1, child: 0, infant: 0 },
    { adult: 1, child: 0, infant: 0 },
    { adult: 2, child: 0, infant: 0 },
    { adult: 2, child: 1, infant: 0 },
    { adult: 1, child: 0, infant: 1 },
  ];
  return Array.from({ length: count }, (_, i) => {
    const dst = cities[(i * 7) % cities.length]!;
    const date = addDays(today, 1 + ((i * 37) % 300));
    const roundTrip = i % 3 === 0;
    return JSON.stringify({
      routeWay: roundTrip ? 'R' : 'D',
      segments: roundTrip ? [{ org: HUB, dst, date }, { org: dst, dst: HUB, date: addDays(date, 3 + (i % 10)) }] : [{ org: HUB, dst, date }],
      passengers: parties[i % parties.length],
      classLevel: i % 5 === 4 ? 'C' : 'Y',
      currency: currencies[i % currencies.length],
    });
  });
}

export const SEARCH_RATE = Number(process.env.BENCH_SEARCH_RATE ?? 500);
export const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 15);
export const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 3;
export const JSON_HEADERS = { 'content-type': 'application/json', 'x-locale': 'en-US' };

/** The first second of a measured load is not counted: the load generator is a fresh process on new connections. */
export const SETTLE_SECONDS = 1;

/** The search load: a 3 s warm-up on the first 1,500 bodies, then SEARCH_SECONDS at SEARCH_RATE on bodies from the 1,000th on, counted after SETTLE_SECONDS. */
export const searchLoads = (url: string, path = `${OFFER}/search/flight`) => {
  const bodies = searchBodies(3000);
  const warmUp: LoadJob = { url, method: 'POST', path, headers: { ...JSON_HEADERS, authorization: ANONYMOUS }, bodies, once: false, connections: SEARCH_CONNECTIONS, rate: SEARCH_RATE, duration: WARMUP_SECONDS };
  return { warmUp, measured: { ...warmUp, bodies: bodies.slice(1000), duration: SETTLE_SECONDS + SEARCH_SECONDS, settle: SETTLE_SECONDS } };
};

/** Searches on a running server: the warm-up, then the measured load. */
export async function measureSearch(server: Server, name: string): Promise<LoadResult> {
  const { warmUp, measured } = searchLoads(server.base);
  describeLoad(`${name} search warm-up`, await runLoad(server, `${name}-search-warmup`, warmUp));
  const result = await runLoad(server, `${name}-search`, measured);
  describeLoad(`${name} search at ${SEARCH_RATE} req/s, ${SEARCH_CONNECTIONS} connections`, result);
  return result;
}
