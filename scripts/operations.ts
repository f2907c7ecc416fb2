/**
 * The operations desk from a shell, with the same rules as POST /dsb-ops/api/v1/flight/{change|cancel}:
 *   npx tsx scripts/operations.ts cancel <flightNo> <depDate>
 *   npx tsx scripts/operations.ts retime <flightNo> <depDate> <new departure, ISO 8601 with offset>
 * It uses the server's database (DATABASE_URL, or DATA_DIR for PGlite); stop a PGlite server first.
 */
import { createClock } from '../server/clock';
import { configFromEnv } from '../server/config';
import { openDatabase } from '../server/db/client';
import { DomainError } from '../server/domain/errors';
import { cancelFlight, retimeFlight } from '../server/domain/schedule-changes/operations';
import { translate } from '../server/i18n';
import { createStore } from '../server/repositories/store';
import { flightCancelRequestSchema, flightRetimeRequestSchema } from '../services/schemas/schedule-change';

const [command, flightNo, depDate, depAt] = process.argv.slice(2);
const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const store = createStore(database.db);
const clock = createClock();
try {
  if (command === 'cancel') console.log(await cancelFlight(store, clock, flightCancelRequestSchema.parse({ flightNo, depDate })));
  else if (command === 'retime') console.log(await retimeFlight(store, clock, flightRetimeRequestSchema.parse({ flightNo, depDate, depAt })));
  else {
    console.error('usage: operations.ts cancel <flightNo> <depDate> | retime <flightNo> <depDate> <depAt>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof DomainError ? `${error.code} ${translate('en-US', error.messageKey, error.params)}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
