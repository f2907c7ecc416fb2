import type { Clock } from './clock';
import type { Config } from './config';
import type { Db, DbKind } from './db/client';
import type { Store } from './repositories/store';

/** What the server is built from. */
export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  clock: Clock;
  config: Config;
}

/** What route files are given: the repositories, never the database itself. */
export interface RouteDeps {
  store: Store;
  clock: Clock;
  config: Config;
}
