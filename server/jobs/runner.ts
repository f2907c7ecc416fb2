import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { RouteDeps } from '../deps';
import type { Job } from './job';

export interface JobRunnerOptions {
  /** How long one run may take; a run not finished by then (its process died) is run again. */
  leaseSeconds: number;
  /** How often this process proposes each job's current run and takes a due one. */
  pollSeconds: number;
  /** How often runs past their lease are looked for (by one process at a time). */
  maintenanceSeconds: number;
}

const defaults: JobRunnerOptions = { leaseSeconds: 300, pollSeconds: 2, maintenanceSeconds: 60 };

export interface JobRunner {
  /** Stops taking work and waits for the runs in progress; the database stays open. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs on pg-boss, whose queue lives in the database (schema `pgboss`, created on first
 * start) and runs the same on PGlite and PostgreSQL. Each job's time is cut into slots of
 * `everyMs`; every process proposes the current slot's run, and the queue keeps one run per job
 * and slot however many processes propose it, so a run happens once across processes. A run
 * interrupted by a dying process keeps its row until its lease passes, and is then run again by
 * whichever process is up. The run itself reads the server clock, which tests move.
 *
 * Runs are taken with fetch and complete rather than pg-boss's work(), which does not wait for
 * its complete: a database error there would be an unhandled rejection and end the server.
 */
export async function startJobRunner(
  database: Pick<Database, 'executeSql'>,
  jobs: Job[],
  deps: RouteDeps,
  onError: (error: unknown) => void,
  options: Partial<JobRunnerOptions> = {},
): Promise<JobRunner> {
  const { leaseSeconds, pollSeconds, maintenanceSeconds } = { ...defaults, ...options };
  const slotSeconds = (job: Job) => Math.max(1, Math.round(job.everyMs / 1000));
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: false,
    maintenanceIntervalSeconds: maintenanceSeconds,
    // A finished run's row is what keeps its slot from running again, so it stays at least a slot long.
    archiveCompletedAfterSeconds: Math.max(12 * 3600, ...jobs.map(slotSeconds)),
  });
  boss.on('error', onError);
  await boss.start();
  for (const job of jobs) await boss.createQueue(job.name);

  const runDue = async (job: Job) => {
    await boss.sendThrottled(job.name, {}, { expireInSeconds: leaseSeconds }, slotSeconds(job));
    for (const due of await boss.fetch(job.name)) {
      try {
        await boss.complete(job.name, due.id, { handled: await job.run(deps, deps.clock.now()) });
      } catch (error) {
        onError(error);
        await boss.fail(job.name, due.id, { message: String(error) });
      }
    }
  };
  const inProgress = new Map<Job, Promise<void>>();
  const poll = () => {
    for (const job of jobs) {
      if (inProgress.has(job)) continue;
      inProgress.set(job, runDue(job).catch(onError).finally(() => inProgress.delete(job)));
    }
  };
  poll();
  const timer = setInterval(poll, pollSeconds * 1000);

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inProgress.values());
      await boss.stop({ graceful: false, close: false });
    },
  };
}
