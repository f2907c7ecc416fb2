import type { Clock } from './clock';
import type { Config } from './config';
import type { Db, DbKind } from './db/client';
import type { Notices } from './db/notices';
import type { Store } from './repositories/store';

/** What the server is built from. */
export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  clock: Clock;
  config: Config;
  /** The database's notices (between server processes on PostgreSQL): live chat wakes the other servers' streams with them, and the search cache hears of sales. */
  notices: Notices;
}

/** What route files are given: the repositories, never the database itself. */
export interface RouteDeps {
  store: Store;
  clock: Clock;
  config: Config;
}
