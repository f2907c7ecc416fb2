import pg from 'pg';

/** A database's channel of notices between server processes. */
export interface Notices {
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `onPayload` with each notice published on the channel (by any process) until the returned function is called. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * PostgreSQL's NOTIFY, sent on the pool, and LISTEN on a connection of its own (a pooled one would
 * be handed to other queries). A lost listening connection connects again; notices sent meanwhile
 * are missed, which the listeners' own periodic look makes up for.
 */
export function notices(pool: pg.Pool, url: string): Notices {
  return {
    async publish(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const reconnect = () => {
        if (!stopped) retry = setTimeout(() => void connect().catch(reconnect), RECONNECT_MS);
      };
      const connect = async () => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (notice) => notice.channel === channel && onPayload(notice.payload ?? ''));
        next.on('error', () => {
          if (client !== next) return;
          client = null;
          void next.end().catch(() => {});
          reconnect();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => {});
          throw error;
        }
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end();
      };
    },
  };
}
