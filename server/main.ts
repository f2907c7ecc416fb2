import { buildApp } from './app';
import { createClock } from './clock';
import { ConfigError, configFromEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed/seed';
import { jobs } from './jobs';
import { startJobRunner } from './jobs/runner';
import { createStore } from './repositories/store';

function configOrExit(): Config {
  try {
    return configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The server does not start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const clock = createClock();
await seed(database.db, clock, { airlineCode: config.airlineCode, density: config.seedDensity });
const store = createStore(database.db);
const app = await buildApp({ db: database.db, dbKind: database.kind, notices: database.notices, clock, config }, { logger: { level: config.logLevel } });

const jobRunner = await startJobRunner(database, jobs, { store, clock, config }, (error) => app.log.error(error));

const stop = async () => {
  await jobRunner.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await app.listen({ port: config.port, host: config.host });
