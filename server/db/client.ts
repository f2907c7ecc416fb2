import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Notices } from './notices';

// Without the schema: no relational queries are used, and drizzle would build a query builder per table
// for every transaction (and savepoint) it opens.
export type Db = PgDatabase<PgQueryResultHKT>;
/** One transaction of the database: it runs the same queries, and a transaction opened inside it is a savepoint. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories run their queries on: the database itself, or one transaction of it. */
export type Executor = Db | Tx;
export type DbKind = 'pglite' | 'postgres';
export interface Database {
  db: Db;
  kind: DbKind;
  /** Plain SQL on the database's own connection(s), for the job queue; text without values may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other server process on the database runs its own (PostgreSQL's advisory
   * lock, on a connection of its own): processes starting at once migrate, seed and create the job
   * queue's schema one after another. PGlite has one process and runs the work at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Notices on the database: between server processes on PostgreSQL, within the one process on PGlite. */
  notices: Notices;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key server processes take to start one at a time (any fixed number; this spells "fwc1"). */
const STARTUP_LOCK = 0x66776331;

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite kept on disk in `dataDir`
 * (or in memory when `dataDir` is 'memory://', optionally started from a dumped data directory).
 * Migrations run before the database is returned.
 */
export async function openDatabase(options: { url?: string; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool);
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const lock = new pg.Client({ connectionString: options.url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        // Ending the connection releases the lock too, should the unlock fail.
        await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        await lock.end();
      }
    };
    await exclusively(() => migrate(db, { migrationsFolder }));
    const { notices } = await import('./notices');
    return { db, kind: 'postgres', executeSql: (text, values) => pool.query(text, values), exclusively, close: () => pool.end(), notices: notices(pool, options.url) };
  }
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });

  // drizzle sends every query with parsers that leave dates, timestamps and intervals (and their
  // arrays) as text; PGlite merges per-query parsers into a copy of its ~350 default ones, which
  // costs more than a small query. So those types are left as text by default, and the queries
  // that ask for nothing else go without: same rows, no copy.
  const asText = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
  const lean = (queryOptions?: QueryOptions): QueryOptions | undefined => {
    if (!queryOptions?.parsers || !Object.keys(queryOptions.parsers).every((oid) => asText.includes(Number(oid)))) return queryOptions;
    const { parsers: _, ...rest } = queryOptions;
    return rest;
  };
  class DrizzlePGlite extends PGlite {
    override query<T>(query: string, params?: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> {
      return super.query<T>(query, params, lean(queryOptions));
    }
    override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return super.transaction((tx) => callback(Object.create(tx, { query: { value: (q: string, p?: unknown[], o?: QueryOptions) => tx.query(q, p, lean(o)) } }) as Transaction));
    }
  }
  // PostgreSQL's 128 MB of shared buffers would sit in the WebAssembly heap, which never shrinks; the
  // files' pages are in the system's cache anyway, so 16 MB keeps the idle server under 350 MB.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const client = new DrizzlePGlite(options.dataDir, { loadDataDir: options.loadDataDir, startParams });
  await client.waitReady;
  const identity = (value: string) => value;
  for (const oid of asText) client.parsers[oid] = identity;
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  // PGlite runs several statements only through exec, which takes no values.
  const executeSql = async (text: string, values?: unknown[]) => (values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }));
  const notices: Notices = {
    async publish(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
  };
  return { db, kind: 'pglite', executeSql, exclusively: (work) => work(), close: () => client.close(), notices };
}
