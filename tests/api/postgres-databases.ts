import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../server/db/schema';

/** Test databases on the PostgreSQL server of DATABASE_URL, for the API tests and the browser tests' servers. */

export const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** A name for what the migrations make, which changes with them (and with `salt`). */
export function migrationsHash(salt = ''): string {
  const hash = createHash('sha256').update(salt);
  for (const file of filesUnder(migrationsFolder)) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const connected = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

/** Waits (briefly) for the connections to database `name` to leave: a client's end() resolves before its backend is gone. */
async function untilGone(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A migrated, empty PostgreSQL database that test databases are copied from (CREATE DATABASE ...
 * TEMPLATE): copying takes a fraction of running the migrations. It is named after the migrations and
 * kept; the first file to need it makes it, under an advisory lock the others wait on.
 */
async function postgresTemplate(url: string): Promise<string> {
  const name = `api_template_${migrationsHash()}`;
  const admin = await connected(url);
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext('fwc api template'))");
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const client = await connected(target.toString());
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      await client.end();
      await untilGone(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Waits (briefly) for the connections to database `name` on the server of `url` to leave. */
export async function untilUnused(url: string, name: string): Promise<void> {
  const admin = await connected(url);
  try {
    await untilGone(admin, name);
  } finally {
    await admin.end();
  }
}

/** A fresh PostgreSQL database for one test file, dropped afterwards: empty, `migrated` (a copy of the migrated template), or a copy of `template`. */
export async function createPostgresDatabase(url: string, { migrated = false, template: copied }: { migrated?: boolean; template?: string } = {}): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const template = copied ?? (migrated ? await postgresTemplate(url) : undefined);
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = await connected(url);
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // A test database need not survive a crash of the database server: commits do not wait for the disk.
  target.searchParams.set('options', '-c synchronous_commit=off');
  return {
    name,
    url: target.toString(),
    drop: async () => {
      const c = await connected(url);
      // pool.end() resolves before its connections are gone; forcing them closed makes the pool
      // report an error after the test, so wait for them to leave first.
      await untilGone(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}


