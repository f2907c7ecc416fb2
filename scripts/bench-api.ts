import type { LoadJob, LoadResult } from './bench-api-load';
import { freePort } from './production-server';
import {
  addDays,
  ANONYMOUS,
  createDatabase,
  describeLoad,
  destinations,
  dropDatabase,
  failedAnswers,
  failRun,
  hkToday,
  HUB,
  JSON_HEADERS,
  log,
  OFFER,
  pickLatencies,
  nodeProcesses,
  runLoad,
  SEARCH_CONNECTIONS,
  SEARCH_SECONDS,
  SETTLE_SECONDS,
  SEARCH_RATE,
  searchLoads,
  type Server,
  sleep,
  startRun,
  startServer,
  stopServer,
  treeRssMB,
  waitForHealth,
} from './bench-server';

/**
 * `npm run bench:api`: the API under load, as it runs in production, in three modes in one run:
 *
 * - pglite: the embedded database, in a fresh data directory;
 * - postgres: PostgreSQL, a fresh database created beside BENCH_DATABASE_URL (or DATABASE_URL,
 *   default postgres://postgres@127.0.0.1:5432/test) and dropped after the mode;
 * - workers: the same with WORKERS=2 (a server that does not read WORKERS runs one process: the
 *   JSON's "processes" says how many there were).
 *
 * BENCH_MODES=pglite,postgres,workers chooses which. Each mode starts the real server
 * (server/main.ts) on a free port with LOG_LEVEL=warn (per-request logging is not what is
 * measured), notes its start time (spawn to the first /healthz 200) and resident memory (the
 * server, its workers and tsx's esbuild helpers together: idle one second after start, and again
 * after the loads), prepares through the API what the load needs, and drives it with autocannon from a
 * second child process (scripts/bench-api-load.ts):
 *
 * - search: POST /search/flight at a fixed 500 requests/s (autocannon overallRate), rotating
 *   through varied bodies (scripts/bench-server.ts): 15 s measured after a 3 s warm-up, in rounds.
 * - floor: the same search load (bodies, rate, connections, duration) on a bare Fastify route in a
 *   process of its own (scripts/bench-floor.ts); in the workers mode also the same route in two
 *   workers under the server's own primary.
 * - search and floor take turns: each is warmed up, then the 15 s are measured in BENCH_ROUNDS (3)
 *   rounds of 5 s (each after a second not counted, in which the load generator, a fresh process,
 *   warms up and connects), a floor round then a search round, so that a search round meets the machine in
 *   the state its floor round did (a single 15 s floor before a single 15 s search gave ratios from
 *   1.9 to 2.5 over four runs of the same code). A latency printed is the median of the rounds'; the
 *   ratio searchP95 / floorP95 is the median of the rounds' ratios, which says what the product
 *   costs above the framework on this machine today. confirmP95 / floorP95 uses the floor's median.
 *   The bars, for search and for confirm order: at most 3 and 8 on PGlite, 1.5 and 5 on PostgreSQL
 *   (with or without workers). The workers mode is
 *   judged against the floor in two workers (searchP95ToWorkersFloorP95): the same route in one
 *   process is not what two processes sharing this machine's cores with the load can reach. Its
 *   ratio to the single-process floor is printed too.
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
 * are counted; with any, the JSON says how many ("failed") and the exit code is 1. A missed bar
 * is printed ("pass": {"search": false} or {"confirmOrder": false}) and makes the exit code 1 too.
 *
 * Settings (environment): BENCH_MODES (pglite,postgres,workers), BENCH_DATABASE_URL,
 * BENCH_SEARCH_RATE (500), BENCH_SEARCH_SECONDS (15), BENCH_SEARCH_CONNECTIONS (10), BENCH_ROUNDS (3),
 * BENCH_ORDERS (600), BENCH_ORDER_CONNECTIONS (4), BENCH_LOG_LEVEL (warn), BENCH_SERVER_NODE_ARGS
 * (node options for the server only, e.g. '--cpu-prof --cpu-prof-dir=prof'), BENCH_DEBUG=1 (pass
 * the server's stderr through).
 *
 * The last line printed is one JSON object (latencies in ms, memory in MB):
 * {"pglite": {"search": {"rps", "p50", "p95", "p99"}, "confirmOrder": {...}, "floor": {...},
 *   "ratios": {"searchP95ToFloorP95", "confirmP95ToFloorP95"}, "startMs", "rssIdleMB",
 *   "rssLoadedMB", "searchBytes", "processes", "rounds": {"searchP95": [...], "floorP95": [...]},
 *   "pass": {"search", "confirmOrder"}}, "postgres": {...}, "postgresWorkers": {...},
 *  "bars": {"pglite": {"search": 3, "confirmOrder": 8}, "postgres": {...}, "postgresWorkers": {...}}};
 *  the workers mode also has "workersFloor"
 */

const ORDERS = Number(process.env.BENCH_ORDERS ?? 600);
const ORDER_WARMUP = 50;
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 4);
const PREPARE_CONCURRENCY = 6;
/** The measured search load is taken in this many rounds, taking turns with the floor. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The whole run, every mode's server start included. */
const DEADLINE_MS = 480_000;

const DEMO = { username: '91234567', password: 'Demo@2026' };

const MODES = {
  pglite: { key: 'pglite', workers: 0 },
  postgres: { key: 'postgres', workers: 0 },
  workers: { key: 'postgresWorkers', workers: 2 },
} as const;
type ModeName = keyof typeof MODES;
/** The most each p95 may be, as a multiple of the floor's p95 (issue 30). */
const POSTGRES_BARS = { search: 1.5, confirmOrder: 5 };
const BARS = { pglite: { search: 3, confirmOrder: 8 }, postgres: POSTGRES_BARS, postgresWorkers: POSTGRES_BARS };

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
  const psg = await call(base, `${OFFER}/booking/confirm/psg`, bearer, { processKey: chosen.processKey, passengers: [passenger], contact, privacyConsent: true });
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

function modesOf(value: string | undefined): ModeName[] {
  const names = (value ?? 'pglite,postgres,workers').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) if (!(name in MODES)) throw new Error(`BENCH_MODES: '${name}' is not one of ${Object.keys(MODES).join(', ')}`);
  return names as ModeName[];
}

/** The bare Fastify route the product is measured against, running until the mode ends; in `workers` processes when more than one. */
async function startFloor(workers = 1): Promise<Server> {
  const port = await freePort();
  const server = startServer(port, { script: ['scripts/bench-floor.ts', String(port)], env: workers > 1 ? { WORKERS: String(workers) } : {} });
  await waitForHealth(server, Date.now());
  return server;
}

/** A server under the search load: the product's search, or a floor's bare route. */
interface Contender {
  name: string;
  server: Server;
  path?: string;
}

/** One round's share of the measured load: its share of the time (after the uncounted second), and the bodies where the round before left off. */
function roundOf(measured: LoadJob, round: number): LoadJob {
  const duration = SETTLE_SECONDS + SEARCH_SECONDS / ROUNDS;
  const offset = (round * SEARCH_RATE * duration) % measured.bodies.length;
  return { ...measured, duration, bodies: [...measured.bodies.slice(offset), ...measured.bodies.slice(0, offset)] };
}

/**
 * Each contender warmed up, then the measured load in ROUNDS rounds, taking turns: a round of each
 * meets the machine in the same state as the others' round beside it.
 */
async function measureInRounds(contenders: Contender[]): Promise<LoadResult[][]> {
  const loads = contenders.map((c) => searchLoads(c.server.base, c.path));
  for (const [i, c] of contenders.entries()) describeLoad(`${c.name} warm-up`, await runLoad(c.server, `${c.name}-warmup`, loads[i]!.warmUp));
  const rounds = contenders.map((): LoadResult[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, c] of contenders.entries()) {
      const result = await runLoad(c.server, `${c.name}-${round + 1}`, roundOf(loads[i]!.measured, round));
      describeLoad(`${c.name}, round ${round + 1}, at ${SEARCH_RATE} req/s, ${SEARCH_CONNECTIONS} connections`, result);
      rounds[i]!.push(result);
    }
  }
  return rounds;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The rounds of one contender as one result: the median of each latency, all answers and failures counted. */
function combined(rounds: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((s, r) => s + pick(r), 0);
  const requests = sum((r) => r.requests);
  const sampleFailure = rounds.find((r) => r.sampleFailure)?.sampleFailure;
  return {
    requests,
    seconds: round2(sum((r) => r.seconds)),
    rps: round2(requests / sum((r) => r.seconds)),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    p99: median(rounds.map((r) => r.p99)),
    max: Math.max(...rounds.map((r) => r.max)),
    non2xx: sum((r) => r.non2xx),
    notOk: sum((r) => r.notOk),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    meanBytes: Math.round(sum((r) => r.meanBytes * r.requests) / requests),
    loadCpu: Math.max(...rounds.map((r) => r.loadCpu)),
    ...(sampleFailure ? { sampleFailure } : {}),
  };
}

/** search p95 / floor p95 of each round, and their median. */
function pairedRatio(search: LoadResult[], floor: LoadResult[]): { median: number | null; rounds: number[] } {
  const rounds = search.map((s, i) => round2(s.p95 / floor[i]!.p95)).filter(Number.isFinite);
  return { median: rounds.length ? round2(median(rounds)) : null, rounds };
}

async function measureMode(name: ModeName) {
  const mode = MODES[name];
  const databaseUrl = name === 'pglite' ? undefined : await createDatabase();
  const port = await freePort();
  const spawned = Date.now();
  const server = startServer(port, { databaseUrl, env: mode.workers ? { WORKERS: String(mode.workers) } : {} });
  const startMs = await waitForHealth(server, spawned);
  await sleep(1_000);
  const processes = nodeProcesses(server.child.pid!);
  const rssIdleMB = treeRssMB(server.child.pid!);
  log(`${name}: ready in ${(startMs / 1000).toFixed(1)} s, ${processes} process(es), ${rssIdleMB} MB resident when idle`);
  if (mode.workers && processes === 1) log(`${name}: WORKERS=${mode.workers} was passed, but the server runs one process`);

  const login = await call(server.base, '/dsb-auth/oauth/token', ANONYMOUS, { grant_type: 'password', username: DEMO.username, password: DEMO.password }, true);
  const token = login.access_token as string;
  const preparing = Date.now();
  const orderKeys = await prepareBookings(server.base, token, ORDER_WARMUP + ORDERS);
  log(`${name}: prepared ${orderKeys.length} bookings up to confirm/order in ${((Date.now() - preparing) / 1000).toFixed(1)} s`);

  const floorServer = await startFloor();
  const workersFloorServer = mode.workers ? await startFloor(mode.workers) : undefined;
  const contenders: Contender[] = [
    { name: 'floor', server: floorServer, path: '/floor' },
    ...(workersFloorServer ? [{ name: `floor-${mode.workers}-workers`, server: workersFloorServer, path: '/floor' }] : []),
    { name: `${name} search`, server },
  ];
  const rounds = await measureInRounds(contenders);
  for (const floorOf of [floorServer, workersFloorServer]) if (floorOf) await stopServer(floorOf.child);
  const floorRounds = rounds[0]!;
  const workersFloorRounds = workersFloorServer ? rounds[1] : undefined;
  const searchRounds = rounds.at(-1)!;
  const [floor, search] = [combined(floorRounds), combined(searchRounds)];
  const workersFloor = workersFloorRounds && combined(workersFloorRounds);
  describeLoad(`${name} search, median of ${ROUNDS} rounds`, search);
  const orderBodies = orderKeys.map((processKey) => JSON.stringify({ processKey, acknowledged: true }));
  const order: LoadJob = { url: server.base, method: 'POST', path: `${OFFER}/booking/confirm/order`, headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, bodies: orderBodies.slice(0, ORDER_WARMUP), once: true, connections: ORDER_CONNECTIONS };
  describeLoad(`${name} confirm order warm-up`, await runLoad(server, `${name}-order-warmup`, order));
  const confirmOrder = await runLoad(server, `${name}-order`, { ...order, bodies: orderBodies.slice(ORDER_WARMUP) });
  describeLoad(`${name} confirm order, ${ORDER_CONNECTIONS} connections, each processKey once`, confirmOrder);
  const rssLoadedMB = treeRssMB(server.child.pid!);

  await stopServer(server.child);
  if (databaseUrl) await dropDatabase(databaseUrl);

  const ratio = (p95: number, to: LoadResult) => (to.p95 > 0 ? round2(p95 / to.p95) : null);
  const searchRatio = pairedRatio(searchRounds, floorRounds);
  const workersRatio = workersFloorRounds && pairedRatio(searchRounds, workersFloorRounds);
  const ratios = {
    searchP95ToFloorP95: searchRatio.median,
    confirmP95ToFloorP95: ratio(confirmOrder.p95, floor),
    ...(workersFloor && workersRatio
      ? { searchP95ToWorkersFloorP95: workersRatio.median, confirmP95ToWorkersFloorP95: ratio(confirmOrder.p95, workersFloor) }
      : {}),
  };
  log(`${name}: search p95 / floor p95 by round ${searchRatio.rounds.join(', ')}${workersRatio ? `; against the floor in ${mode.workers} workers ${workersRatio.rounds.join(', ')}` : ''}`);
  const bars = BARS[mode.key];
  return {
    key: mode.key,
    failed: failedAnswers(search) + failedAnswers(confirmOrder) + failedAnswers(floor) + (workersFloor ? failedAnswers(workersFloor) : 0),
    result: {
      search: pickLatencies(search),
      confirmOrder: pickLatencies(confirmOrder),
      floor: pickLatencies(floor),
      ...(workersFloor ? { workersFloor: pickLatencies(workersFloor) } : {}),
      ratios,
      startMs,
      rssIdleMB,
      rssLoadedMB,
      searchBytes: search.meanBytes,
      processes,
      rounds: {
        searchP95: searchRounds.map((r) => r.p95),
        floorP95: floorRounds.map((r) => r.p95),
        ...(workersFloorRounds ? { workersFloorP95: workersFloorRounds.map((r) => r.p95) } : {}),
      },
      // Each ratio against its own bar: confirming an order is a transaction of several writes, search mostly a read of memory.
      // Workers are judged against the floor in as many workers: the same route in one process is not what two processes on this machine can reach.
      pass: workersFloor
        ? { search: within(ratios.searchP95ToWorkersFloorP95 ?? null, bars.search), confirmOrder: within(ratios.confirmP95ToWorkersFloorP95 ?? null, bars.confirmOrder) }
        : { search: within(ratios.searchP95ToFloorP95, bars.search), confirmOrder: within(ratios.confirmP95ToFloorP95, bars.confirmOrder) },
    },
  };
}

function within(ratio: number | null, bar: number): boolean {
  return ratio !== null && ratio <= bar;
}

async function main(): Promise<void> {
  startRun('bench:api', DEADLINE_MS);
  const started = Date.now();
  const modes = modesOf(process.env.BENCH_MODES);
  const output: Record<string, unknown> = {};
  let failed = 0;
  const missed: string[] = [];
  for (const name of modes) {
    const measured = await measureMode(name);
    output[measured.key] = measured.result;
    failed += measured.failed;
    for (const [load, pass] of Object.entries(measured.result.pass)) if (!pass) missed.push(`${measured.key} ${load}`);
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (missed.length) log(`over the bar: ${missed.join(', ')}`);
  if (failed || missed.length) process.exitCode = 1;
  console.log(JSON.stringify({ ...output, bars: BARS }));
}

main().catch(failRun);
