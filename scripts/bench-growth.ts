import { freePort } from './production-server';
import { createDatabase, dropDatabase, failRun, log, measureSearch, startRun, startServer, stopServer, waitForHealth } from './bench-server';

/**
 * `npm run bench:growth`: does search stay as fast when the flying programme grows denser? For
 * each density (BENCH_DENSITIES, default 1,10,100: flights a day per rotation and direction, the
 * server's SEED_DENSITY) it starts the real server on a fresh PostgreSQL database (created beside
 * BENCH_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped
 * after), seeded at that density, and runs the search load of `npm run bench:api` on it
 * (BENCH_SEARCH_RATE, BENCH_SEARCH_SECONDS, BENCH_SEARCH_CONNECTIONS apply).
 *
 * The last line printed is one JSON object: per density {"p50", "p95", "p99", "rps",
 * "p95ToDensity1" (the bar: at most 1.5), "searchBytes" (mean bytes an answer), "startMs" (spawn
 * to the first /healthz 200, the seed included), "errors" (unanswered: timeouts and the like),
 * "pass"}, and "bar". Answers that are not HTTP 2xx or not envelope code 00000 make the exit code 1;
 * a missed bar, or answers too slow to come at all, are only printed.
 */

const DEADLINE_MS = 1_200_000;
const BAR = 1.5;

async function measureDensity(density: number) {
  const databaseUrl = await createDatabase();
  const port = await freePort();
  const spawned = Date.now();
  const server = startServer(port, { databaseUrl, env: { SEED_DENSITY: String(density) } });
  const startMs = await waitForHealth(server, spawned);
  log(`density ${density}: seeded and ready in ${(startMs / 1000).toFixed(1)} s`);
  const search = await measureSearch(server, `density ${density}`);
  await stopServer(server.child);
  await dropDatabase(databaseUrl);
  return { search, startMs };
}

async function main(): Promise<void> {
  startRun('bench:growth', DEADLINE_MS);
  const densities = (process.env.BENCH_DENSITIES ?? '1,10,100').split(',').map(Number);
  if (densities[0] !== 1 || densities.some((d) => !Number.isInteger(d) || d < 1)) throw new Error('BENCH_DENSITIES: whole numbers, the first 1 (what the others are measured against)');
  const output: Record<string, unknown> = {};
  let baseP95 = 0;
  let wrong = 0;
  for (const density of densities) {
    const { search, startMs } = await measureDensity(density);
    baseP95 ||= search.p95;
    const ratio = baseP95 > 0 ? Math.round((search.p95 / baseP95) * 100) / 100 : null;
    wrong += search.non2xx + search.notOk;
    output[density] = {
      p50: search.p50,
      p95: search.p95,
      p99: search.p99,
      rps: search.rps,
      p95ToDensity1: ratio,
      searchBytes: search.meanBytes,
      startMs,
      ...(search.non2xx + search.notOk ? { failed: search.non2xx + search.notOk } : {}),
      ...(search.errors ? { errors: search.errors } : {}),
      pass: ratio !== null && ratio <= BAR,
    };
  }
  if (wrong) process.exitCode = 1;
  console.log(JSON.stringify({ ...output, bar: BAR }));
}

main().catch(failRun);
