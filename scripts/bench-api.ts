import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { airports } from '../server/db/seed/network';
import { routeSchedules } from '../server/domain/flights/schedule';
import type { LoadJob, LoadResult } from './bench-api-load';
import { freePort } from './production-server';

/**
 * `npm run bench:api`: the API under load, as it runs in production on the embedded database.
 *
 * Starts the real server (server/main.ts) in a child process on a free port of 127.0.0.1 with a
 * fresh PGlite data directory (seeded with the full flying programme at start) and LOG_LEVEL=warn
 * (per-request logging is not what is measured), prepares through the API what the load needs, and
 * drives it with autocannon from a second child process (scripts/bench-api-load.ts):
 *
 * - search: POST /search/flight at a fixed 500 requests/s (autocannon overallRate) for 15 s after
 *   a 3 s warm-up, rotating through varied bodies: anonymous, one-way and round trips from Hong
 *   Kong to every city it flies to, over the next 300 days, in both cabins, several currencies and
 *   party sizes.
 * - confirmOrder: POST /booking/confirm/order as the demo user, each request with a processKey of
 *   its own, prepared beforehand by search, confirm/brand, confirm/psg and confirm/auxiliary on
 *   flights spread over every route and many dates (so no fare class sells out); 600 orders over
 *   4 connections, each sending its next request as soon as the last is answered, after 50 more
 *   as a warm-up.
 *
 * autocannon's rate limiter gives each connection its share of the rate per second, so the load
 * arrives in bursts at the start of each second, as many at once as there are connections: a
 * latency under a rate is about (connections x the time one request takes) whatever the rate.
 * Latencies are each answer's own time (autocannon's histogram under a rate adds made-up values
 * for coordinated omission). Answers that are not HTTP 2xx, or whose envelope code is not 00000,
 * are counted; with any, the JSON says how many ("failed") and the exit code is 1.
 * Targets on a 2-core machine: search p95 <= 15 ms at 500 requests/s; confirm order p95 <= 25 ms.
 *
 * Settings (environment): BENCH_SEARCH_RATE (500), BENCH_SEARCH_SECONDS (15),
 * BENCH_SEARCH_CONNECTIONS (10), BENCH_ORDERS (600), BENCH_ORDER_CONNECTIONS (4),
 * BENCH_LOG_LEVEL (warn), BENCH_SERVER_NODE_ARGS (node options for the server only, e.g.
 * '--cpu-prof --cpu-prof-dir=prof'), BENCH_DEBUG=1 (pass the server's stderr through).
 *
 * - floor: the same search load (bodies, rate, connections, duration) on a bare Fastify route in a
 *   process of its own (scripts/bench-floor.ts), run in the same session, so the ratios
 *   searchP95 / floorP95 and confirmP95 / floorP95 say what the product costs above the framework
 *   on this machine today.
 *
 * The last line printed is one JSON object:
 * {"search": {"rps", "p50", "p95", "p99"}, "confirmOrder": {...}, "floor": {...},
 *  "ratios": {"searchP95ToFloorP95", "confirmP95ToFloorP95"}} (latencies in ms).
 */

const SEARCH_RATE = Number(process.env.BENCH_SEARCH_RATE ?? 500);
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const ORDER_WARMUP = 50;
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 4);
const PREPARE_CONCURRENCY = 6;
/** The whole run, server start included, stays well under three minutes. */
const DEADLINE_MS = 170_000;

const OFFER = '/dsb-offer/api/v1/offer';
const ANONYMOUS = 'Basic ' + Buffer.from('fwc-h5:fwc-h5-secret').toString('base64');
const DEMO = { username: '91234567', password: 'Demo@2026' };
const HUB = 'HKG';

const children = new Set<ChildProcess>();
const tempDir = mkdtempSync(join(tmpdir(), 'fwc-bench-api-'));
let cleanedUp = false;

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Last resort when the process exits anyway: kill what is left and remove the data directory. */
function cleanup(): void {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) if (alive(child)) child.kill('SIGKILL');
  try {
    rmSync(tempDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  } catch (error) {
    console.error(`bench:api: could not remove ${tempDir}: ${String(error)}`);
  }
}
process.on('exit', cleanup);

/** Ends the run: the children are gone before their data directory is removed. */
async function shutdown(code: number): Promise<never> {
  const running = [...children].filter(alive);
  const exits = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGKILL');
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  cleanup();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(130));
const deadline = setTimeout(() => {
  console.error(`bench:api: over ${DEADLINE_MS / 1000} s, giving up`);
  void shutdown(1);
}, DEADLINE_MS);
deadline.unref();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[bench:api] ${line}`);

/** The server, as `npm start` runs it but without the built client; its output is kept for a failure. */
function startServer(port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tempDir, 'pglite'), STATIC_DIR: '', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', NODE_ENV: 'production', DEV_TOOLS: '0', PAYMENT_SECRET: randomBytes(32).toString('hex') };
  delete env.DATABASE_URL;
  // BENCH_SERVER_NODE_ARGS adds node options to the server only, e.g. '--cpu-prof --cpu-prof-dir=prof'.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  if (process.env.BENCH_DEBUG) child.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  return { child, output: () => output };
}

/** The bare Fastify route the product is measured against. */
async function startFloor(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-floor.ts', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) === false) child.kill('SIGKILL');
  await exited;
}

async function waitForHealth(base: string, server: { child: ChildProcess; output: () => string }): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz:\n${server.output()}`);
}

interface Envelope {
  code: string;
  msg: string;
  data: any;
}

async function call(base: string, path: string, authorization: string, body: unknown, form = false): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'x-locale': 'en-US' },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope;
  if (envelope.code !== '00000') throw new Error(`${path}: HTTP ${res.status} ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today in Hong Kong, where the flying programme starts. */
const hkToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The cities Hong Kong flies to, by city code as the client searches (TYO stands for NRT and HND). */
function destinations(): string[] {
  const cityOf = new Map(airports.map((a) => [a.code, a.cityCode]));
  return [...new Set(routeSchedules('FW').filter((s) => s.depAirport === HUB).map((s) => cityOf.get(s.arrAirport)!))];
}

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

/** A booking of one adult up to the step before confirm/order; its processKey is the last step's. */
async function prepareBooking(base: string, token: string, index: number, cities: string[]): Promise<string> {
  const bearer = `Bearer ${token}`;
  // Every route on one day before moving on to the next: at most a booking or two per flight. A
  // route that does not fly every day is booked on its next flying day.
  const dst = cities[index % cities.length]!;
  const firstDate = addDays(hkToday(), 2 + Math.floor(index / cities.length));
  let search: { processKey: string; options: { flightKey: string; brands: { brand: string; fare: { ADT: number } }[] }[] } | undefined;
  for (let day = 0; day < 7 && !search?.options.length; day++) {
    search = await call(base, `${OFFER}/search/flight`, bearer, {
      routeWay: 'D',
      segments: [{ org: HUB, dst, date: addDays(firstDate, day) }],
      passengers: { adult: 1, child: 0, infant: 0 },
      classLevel: 'Y',
      currency: 'HKD',
    });
  }
  const options = search!.options;
  if (options.length === 0) throw new Error(`no flight ${HUB}-${dst} in the week from ${firstDate}`);
  const option = options[Math.floor(index / cities.length / 3) % options.length]!;
  const brand = option.brands.find((b) => b.brand === 'MAIN') ?? option.brands[0]!;
  const chosen = await call(base, `${OFFER}/booking/confirm/brand`, bearer, { processKey: search!.processKey, flightKey: option.flightKey, brand: brand.brand, quotedFare: brand.fare.ADT });
  const passenger = {
    type: 'ADT',
    lastName: 'CHAN',
    firstName: 'TAI MAN',
    gender: 'M',
    birthday: '1985-03-02',
    certType: 'PASSPORT',
    certNo: `B${String(10_000_000 + index)}`,
    certExpiry: addDays(hkToday(), 3650),
    nationality: 'HK',
  };
  const contact = { name: 'CHAN TAI MAN', areaCode: '852', mobile: '91234567', email: 'bench@fwc.example' };
  const psg = await call(base, `${OFFER}/booking/confirm/psg`, bearer, { processKey: chosen.processKey, passengers: [passenger], contact });
  const aux = await call(base, `${OFFER}/booking/confirm/auxiliary`, bearer, { processKey: psg.processKey, luggage: [], meals: [], insurance: null });
  return aux.processKey as string;
}

async function prepareBookings(base: string, token: string, count: number): Promise<string[]> {
  const cities = destinations();
  const keys: string[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: PREPARE_CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) keys[i] = await prepareBooking(base, token, i, cities);
    }),
  );
  return keys;
}

/** Runs one load in the load generator's own process and returns what it measured. */
async function runLoad(server: { child: ChildProcess; output: () => string }, name: string, job: LoadJob): Promise<LoadResult> {
  const result = await generateLoad(name, job);
  if (!alive(server.child)) throw new Error(`the server stopped during the ${name} load (${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`);
  return result;
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

function describe(name: string, r: LoadResult): void {
  log(
    `${name}: ${r.requests} requests in ${r.seconds} s = ${r.rps} req/s; latency p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms; ` +
      `non-2xx ${r.non2xx}, not 00000 ${r.notOk}, errors ${r.errors} (timeouts ${r.timeouts}); load generator CPU ${Math.round(r.loadCpu * 100)}% of a core`,
  );
  if (r.sampleFailure) log(`${name}: a failed answer: ${r.sampleFailure}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`starting the server on ${base} with a fresh embedded database in ${tempDir}`);
  const server = startServer(port);
  await waitForHealth(base, server);
  log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const login = await call(base, '/dsb-auth/oauth/token', ANONYMOUS, { grant_type: 'password', username: DEMO.username, password: DEMO.password }, true);
  const token = login.access_token as string;

  const preparing = Date.now();
  const orderKeys = await prepareBookings(base, token, ORDER_WARMUP + ORDERS);
  log(`prepared ${orderKeys.length} bookings up to confirm/order in ${((Date.now() - preparing) / 1000).toFixed(1)} s`);

  const jsonHeaders = { 'content-type': 'application/json', 'x-locale': 'en-US' };
  const search: LoadJob = {
    url: base,
    method: 'POST',
    path: `${OFFER}/search/flight`,
    headers: { ...jsonHeaders, authorization: ANONYMOUS },
    bodies: searchBodies(3000),
    once: false,
    connections: SEARCH_CONNECTIONS,
    rate: SEARCH_RATE,
    duration: WARMUP_SECONDS,
  };
  describe('search warm-up', await runLoad(server, 'search-warmup', search));
  const searchResult = await runLoad(server, 'search', { ...search, bodies: search.bodies.slice(1000), duration: SEARCH_SECONDS });
  describe(`search at ${SEARCH_RATE} req/s, ${SEARCH_CONNECTIONS} connections`, searchResult);

  const order: LoadJob = {
    url: base,
    method: 'POST',
    path: `${OFFER}/booking/confirm/order`,
    headers: { ...jsonHeaders, authorization: `Bearer ${token}` },
    bodies: orderKeys.slice(0, ORDER_WARMUP).map((processKey) => JSON.stringify({ processKey, acknowledged: true })),
    once: true,
    connections: ORDER_CONNECTIONS,
  };
  describe('confirm order warm-up', await runLoad(server, 'order-warmup', order));
  const orderResult = await runLoad(server, 'order', { ...order, bodies: orderKeys.slice(ORDER_WARMUP).map((processKey) => JSON.stringify({ processKey, acknowledged: true })) });
  describe(`confirm order, ${ORDER_CONNECTIONS} connections, each processKey once`, orderResult);

  await stopServer(server.child);

  const floorPort = await freePort();
  const floorServer = await startFloor(floorPort);
  const floorJob: LoadJob = { ...search, url: `http://127.0.0.1:${floorPort}`, path: '/floor' };
  await generateLoad('floor-warmup', floorJob);
  const floorResult = await generateLoad('floor', { ...floorJob, bodies: search.bodies.slice(1000), duration: SEARCH_SECONDS });
  describe(`floor (a bare Fastify route) at ${SEARCH_RATE} req/s, ${SEARCH_CONNECTIONS} connections`, floorResult);
  await stopServer(floorServer);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const failed = (r: LoadResult) => r.non2xx + r.notOk + r.errors;
  const pick = (r: LoadResult) => ({ rps: r.rps, p50: r.p50, p95: r.p95, p99: r.p99, ...(failed(r) ? { failed: failed(r) } : {}) });
  const ratio = (p95: number) => (floorResult.p95 > 0 ? Math.round((p95 / floorResult.p95) * 100) / 100 : null);
  const result = {
    search: pick(searchResult),
    confirmOrder: pick(orderResult),
    floor: pick(floorResult),
    ratios: { searchP95ToFloorP95: ratio(searchResult.p95), confirmP95ToFloorP95: ratio(orderResult.p95) },
  };
  if (failed(searchResult) || failed(orderResult) || failed(floorResult)) process.exitCode = 1;
  console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  void shutdown(1);
});
