import { createClock } from '../../server/clock';
import { configFromEnv } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/db/seed/seed';
import { createPostgresDatabase, untilUnused } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PostgreSQL database the API tests' servers start from a copy of, and what it was seeded for. */
    seededPostgres: SeededTemplate | undefined;
  }
}

export interface SeededTemplate {
  name: string;
  /** The clock's start it was seeded at (ISO). */
  startsAt: string;
  airlineCode: string;
}

/**
 * The next noon in Hong Kong: a test server's clock starts there, so that the days a test works out
 * (today, tomorrow, a seeded date range) do not roll over at midnight while the file runs.
 */
export function nextHongKongNoon(): Date {
  const hour = 3_600_000;
  const noonUtc = Math.ceil((Date.now() - 4 * hour) / (24 * hour)) * 24 * hour + 4 * hour;
  return new Date(noonUtc);
}

/**
 * A migrated PostgreSQL database seeded as a test server seeds its own with the clock at `startsAt`
 * and the default airline: seeding takes seconds, a copy of the seeded database a fraction of that.
 */
export async function seededPostgresTemplate(url: string, startsAt: Date): Promise<SeededTemplate & { drop(): Promise<void> }> {
  const { airlineCode } = configFromEnv({});
  const template = await createPostgresDatabase(url, { migrated: true });
  const database = await openDatabase({ url: template.url, dataDir: 'memory://' });
  await seed(database.db, createClock(startsAt), { airlineCode });
  await database.close();
  // A database is copied only once no one is connected to it.
  await untilUnused(url, template.name);
  return { name: template.name, startsAt: startsAt.toISOString(), airlineCode, drop: template.drop };
}
