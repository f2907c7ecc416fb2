import type { Executor } from '../db/client';

/**
 * A statement prepared once and run on whichever executor asks: the database or a transaction of
 * it. drizzle builds a query's SQL every time it runs, and a statement prepared on one transaction
 * is bound to that transaction's client (both drivers' prepared statements run on `this.client`):
 * the statement is prepared on the first executor, and each executor runs it on its own client.
 */
export function preparedOnce<P extends object>(prepare: (db: Executor) => P): (db: Executor) => P {
  let prepared: P | undefined;
  return (db) => {
    prepared ??= prepare(db);
    return Object.create(prepared, { client: { value: (db._.session as unknown as { client: unknown }).client } }) as P;
  };
}
