import cluster from 'node:cluster';
import { buildApp } from './app';
import { createClock } from './clock';
import { ConfigError, configFromEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed/seed';
import { jobs } from './jobs';
import { startJobRunner } from './jobs/runner';
import { createStore } from './repositories/store';
import { runWorkers } from './workers';

function configOrExit(): Config {
  try {
    return configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The server does not start: ${error.message}`);
    process.exit(1);
  }
}

/** One server process: the app and the job runner on the database. */
async function serve(config: Config): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const clock = createClock();
  // Processes starting at once on a fresh database would otherwise seed it, and create the job queue's schema, side by side.
  await database.exclusively(() => seed(database.db, clock, { airlineCode: config.airlineCode, density: config.seedDensity }));
  const store = createStore(database.db);
  const app = await buildApp({ db: database.db, dbKind: database.kind, notices: database.notices, clock, config }, { logger: { level: config.logLevel } });
  const jobRunner = await database.exclusively(() => startJobRunner(database, jobs, { store, clock, config }, (error) => app.log.error(error)));

  const stop = async () => {
    await jobRunner.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const address = await app.listen({ port: config.port, host: config.host });
  // One line for whoever started it, from one process when several serve the port.
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    const db = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
    console.log(`serving ${config.appOrigin} (listening on ${address}), database: ${db}`);
  }
}

const config = configOrExit();
if (config.workers > 1 && cluster.isPrimary) runWorkers(config.workers);
else await serve(config);
