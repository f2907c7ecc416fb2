import type { Notices } from '../db/notices';

/**
 * Wakes the event streams that follow one thing (a chat conversation, a traveller's trips), and those
 * following every one of its kind (the agents' list), when something was written about it. The
 * streams read what happened from the database, so a missed or extra wake-up loses nothing; they
 * also look on their own every few seconds.
 *
 * Within one server process `notify` wakes them directly. With `notices` (PostgreSQL's
 * LISTEN/NOTIFY) a write is also announced on the database's channel, and a notice from any process
 * wakes this one's streams at once: written through another server, or by a NOTIFY in the writing
 * transaction itself (delivered when it commits), it reaches them without waiting.
 */
export interface EventHub {
  notify(key: number): void;
  /** Calls `wake` on each notice for the key until the returned function is called. */
  subscribe(key: number, wake: () => void): () => void;
  /** Calls `wake` on each notice for any key until the returned function is called. */
  subscribeAll(wake: () => void): () => void;
  /** Stops listening to the database. */
  close(): Promise<void>;
}

/** A conversation written in, by its id. */
export const CHAT_CHANNEL = 'chat_written';
/** A traveller's trips changed (a notice was written about one of their orders), by user id. */
export const TRIP_CHANNEL = 'trip_changed';
/** Listeners of every key. */
const ALL = 0;

export async function createEventHub(channel: string, notices?: Notices, onError: (error: unknown) => void = () => {}): Promise<EventHub> {
  const listeners = new Map<number, Set<() => void>>();
  const add = (key: number, wake: () => void) => {
    const set = listeners.get(key) ?? new Set();
    set.add(wake);
    listeners.set(key, set);
    return () => {
      set.delete(wake);
      if (set.size === 0) listeners.delete(key);
    };
  };
  const wake = (key: number) => {
    for (const k of [key, ALL]) for (const listener of listeners.get(k) ?? []) listener();
  };
  const unlisten = await notices?.listen(channel, (payload) => wake(Number(payload)));
  return {
    notify(key) {
      wake(key);
      notices?.publish(channel, String(key)).catch(onError);
    },
    subscribe: add,
    subscribeAll: (listener) => add(ALL, listener),
    close: async () => unlisten?.(),
  };
}
