import type { Executor } from '../db/client';

/**
 * A statement prepared once per database driver and run on whichever executor asks: the database or
 * a transaction of it. drizzle builds a query's SQL every time it runs, and a statement prepared on
 * one transaction is bound to that transaction's client (both drivers' prepared statements run on
 * `this.client`): the statement is prepared on the driver's first executor, and each executor runs
 * it on its own client. One process may hold both drivers (PGlite and PostgreSQL tests side by side).
 */
export function preparedOnce<P extends object>(prepare: (db: Executor) => P): (db: Executor) => P {
  const byDriver = new Map<unknown, P>();
  return (db) => {
    const session = db._.session as unknown as { client: unknown; constructor: unknown };
    let prepared = byDriver.get(session.constructor);
    if (!prepared) byDriver.set(session.constructor, (prepared = prepare(db)));
    return Object.create(prepared, { client: { value: session.client } }) as P;
  };
}
