import { buildApp } from './app';
import { createClock } from './clock';
import { ConfigError, configFromEnv, type Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed/seed';
import { expireOrders } from './domain/booking/orders';
import { pruneTransitions } from './domain/flows/funnel';
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
await seed(database.db, clock, { airlineCode: config.airlineCode });
const store = createStore(database.db);
const app = await buildApp({ db: database.db, dbKind: database.kind, clock, config }, { logger: { level: config.logLevel } });

// Unpaid orders past their payment deadline give their seats back.
const sweeper = setInterval(() => void expireOrders(store, clock.now()).catch((e) => app.log.error(e)), 15_000);
// The funnel forgets transitions older than it can show.
const pruner = setInterval(() => void pruneTransitions(store, clock.now()).catch((e) => app.log.error(e)), 3_600_000);

const stop = async () => {
  clearInterval(sweeper);
  clearInterval(pruner);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

await app.listen({ port: config.port, host: config.host });
