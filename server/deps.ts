import type { Clock } from './clock';
import type { Config } from './config';
import type { Db, DbKind } from './db/client';

/** What the server is built from: its database, clock and configuration. */
export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  clock: Clock;
  config: Config;
}
