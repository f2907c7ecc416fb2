import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { RouteDeps } from '../deps';
import type { Job } from './job';

export interface JobRunnerOptions {
  /** How long one run may take; a run not finished by then (its process died) is run again. */
  leaseSeconds: number;
  /** How often this process asks the database for a due run. */
  pollSeconds: number;
  /** How often runs past their lease are looked for (by one process at a time). */
  maintenanceSeconds: number;
}

const defaults: JobRunnerOptions = { leaseSeconds: 300, pollSeconds: 2, maintenanceSeconds: 60 };

export interface JobRunner {
  /** Stops asking for work, lets a run in progress finish (or hands it back), and leaves the database open. */
  stop(): Promise<void>;
}

/**
 * Runs the jobs on pg-boss, whose queue lives in the database (schema `pgboss`, created on first
 * start) and runs the same on PGlite and PostgreSQL. Each job's time is cut into slots of
 * `everyMs`; every process proposes the current slot's run, and the queue keeps one run per job
 * and slot however many processes propose it, so a run happens once across processes. A run
 * interrupted by a dying process keeps its row until its lease passes, and is then run again by
 * whichever process is up. The run itself reads the server clock, which tests move.
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

  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.work(job.name, { pollingIntervalSeconds: pollSeconds }, async () => {
      try {
        return { handled: await job.run(deps, deps.clock.now()) };
      } catch (error) {
        onError(error);
        throw error;
      }
    });
  }
  const propose = (job: Job) => boss.sendThrottled(job.name, {}, { expireInSeconds: leaseSeconds }, slotSeconds(job)).catch(onError);
  await Promise.all(jobs.map(propose));
  // Twice a slot, so a timer running late never leaves a slot without a proposal.
  const timers = jobs.map((job) => setInterval(() => void propose(job), job.everyMs / 2));

  return {
    async stop() {
      timers.forEach(clearInterval);
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
