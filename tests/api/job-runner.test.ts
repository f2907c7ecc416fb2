import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, type Clock } from '../../server/clock';
import { configFromEnv } from '../../server/config';
import { openDatabase, type Database, type DbKind } from '../../server/db/client';
import type { Job } from '../../server/jobs/job';
import { startJobRunner, type JobRunner, type JobRunnerOptions } from '../../server/jobs/runner';
import { createStore } from '../../server/repositories/store';
import { createPostgresDatabase, databaseKinds, pgliteTemplate } from './harness';
import { DAY, SECOND } from './helpers';

/** Short enough for a test to see several slots, leases passing and maintenance running. */
const quick: JobRunnerOptions = { leaseSeconds: 1, pollSeconds: 0.5, maintenanceSeconds: 1 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, timeoutMs = 15 * SECOND): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(100);
  }
}

/** One database for a test that processes open and close again as if restarted: PGlite on disk, or a PostgreSQL database of its own. */
async function testDatabase(kind: DbKind): Promise<{ open(): Promise<Database>; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const pg = await createPostgresDatabase(process.env.DATABASE_URL!);
    return { open: () => openDatabase({ url: pg.url, dataDir: 'memory://' }), drop: () => pg.drop() };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fwc-jobs-'));
  let loadDataDir: Blob | undefined = await pgliteTemplate();
  const open = () => openDatabase({ dataDir, loadDataDir }).finally(() => (loadDataDir = undefined));
  return { open, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

interface Run {
  runner: string;
  at: Date;
}

/** A job that notes each run (which process, the time it was given), then does `work`. */
function noteRuns(database: Database, runner: string, everyMs: number, work: () => Promise<void> = async () => {}): Job {
  return {
    name: 'noteRuns',
    everyMs,
    run: async (_deps, now) => {
      await database.executeSql('INSERT INTO job_runs (runner, at) VALUES ($1, $2)', [runner, now.toISOString()]);
      await work();
      return 1;
    },
  };
}

async function runsIn(database: Database): Promise<Run[]> {
  const { rows } = await database.executeSql('SELECT runner, at FROM job_runs ORDER BY at');
  return (rows as { runner: string; at: string | Date }[]).map((row) => ({ runner: row.runner, at: new Date(row.at) }));
}

/** A runner of one job, as a server process starts it, noting its errors in `errors`. */
function start(database: Database, job: Job, clock: Clock, errors: unknown[]): Promise<JobRunner> {
  const deps = { store: createStore(database.db), clock, config: configFromEnv({}) };
  return startJobRunner(database, [job], deps, (error) => errors.push(error), quick);
}

/** Slots of `everyMs` the time from `start` to `end` touches. */
const slotsBetween = (start: number, end: number, everyMs: number) => Math.floor(end / everyMs) - Math.floor(start / everyMs) + 1;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database with the table `job_runs`, dropped after the test; `place` opens it again. */
async function freshDatabase(kind: DbKind) {
  const place = await testDatabase(kind);
  cleanups.push(() => place.drop());
  const database = await place.open();
  await database.executeSql('CREATE TABLE job_runs (runner text NOT NULL, at timestamptz NOT NULL)');
  return { place, database };
}

describe.each(databaseKinds)('job runner (%s)', (kind) => {
  it('runs a job once in each slot of its period, at the time of the server clock', async () => {
    const { database } = await freshDatabase(kind);
    cleanups.push(() => database.close());
    const clock = createClock();
    clock.advance(3 * DAY);
    const started = Date.now();
    const errors: unknown[] = [];
    const runner = await start(database, noteRuns(database, 'one', SECOND), clock, errors);
    await sleep(4 * SECOND);
    await runner.stop();
    const ended = Date.now();

    const runs = await runsIn(database);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(slotsBetween(started, ended, SECOND));
    for (const run of runs) expect(run.at.getTime()).toBeGreaterThanOrEqual(started + 3 * DAY);
    expect(errors).toEqual([]);
  }, 60_000);

  it('runs a run again after a restart when its process died in the middle of it', async () => {
    const { place, database: first } = await freshDatabase(kind);
    const clock = createClock();
    let release = () => {};
    const hanging = new Promise<void>((resolve) => (release = resolve));
    // The dying process's queries: after it dies none reaches the database.
    let dead = false;
    const dyingSql: Database['executeSql'] = (text, values) => (dead ? Promise.reject(new Error('the process is gone')) : first.executeSql(text, values));
    // A period of a day: the only run to be seen is the one the dead process began.
    const dying = await start({ ...first, executeSql: dyingSql }, noteRuns(first, 'dying', DAY, () => hanging), clock, []);
    await until(async () => (await runsIn(first)).length === 1);
    dead = true;
    const dyingStopped = dying.stop();
    cleanups.push(async () => {
      release();
      await dyingStopped;
    });
    await first.close();

    const second = await place.open();
    cleanups.push(() => second.close());
    const errors: unknown[] = [];
    const restarted = await start(second, noteRuns(second, 'restarted', DAY), clock, errors);
    await until(async () => (await runsIn(second)).length === 2);
    await sleep(2 * SECOND);
    await restarted.stop();

    expect((await runsIn(second)).map((run) => run.runner)).toEqual(['dying', 'restarted']);
    const { rows } = await second.executeSql("SELECT state, retry_count FROM pgboss.job WHERE name = 'noteRuns'");
    expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('job runners in several processes (%s)', () => {
  it('never run the same slot twice, however many processes propose it', async () => {
    const { place, database } = await freshDatabase('postgres');
    const databases = [database, await place.open()];
    for (const each of databases) cleanups.push(() => each.close());
    const clock = createClock();
    const errors: unknown[] = [];
    const started = Date.now();
    // Started one after the other: on an empty database the first start creates pg-boss's schema,
    // and two at once would race there as two migrations would.
    const runners: JobRunner[] = [];
    for (const [i, each] of databases.entries()) runners.push(await start(each, noteRuns(each, `process ${i}`, SECOND, () => sleep(300)), clock, errors));
    await sleep(5 * SECOND);
    await Promise.all(runners.map((runner) => runner.stop()));
    const ended = Date.now();

    const runs = await runsIn(database);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(slotsBetween(started, ended, SECOND));
    expect(errors).toEqual([]);
  });
});
