import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
}

/** Every statement the server sends to PostgreSQL while `pass` runs, in order (BEGIN and COMMIT included), with its values. */
export async function sentStatements(pass: () => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [query, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(typeof query === 'string' ? { text: query, values: values ?? [] } : { text: query.text, values: query.values ?? values ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await pass();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}
