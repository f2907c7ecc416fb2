import type { Notices } from '../../db/notices';

/**
 * Wakes the streams of a conversation, and those following every conversation (the agents' list),
 * when something was written. The streams read what happened from the database, so a missed or
 * extra wake-up loses nothing; they also look on their own every few seconds.
 *
 * Within one server process the wake-up is direct. With `notices` (PostgreSQL's LISTEN/NOTIFY),
 * each write is also announced on the database, and a notice from any process wakes this one's
 * streams at once: a message written through another server reaches them without waiting.
 */
export interface ChatHub {
  notify(conversationId: number): void;
  /** Calls `wake` on each notice for the conversation until the returned function is called. */
  subscribe(conversationId: number, wake: () => void): () => void;
  /** Calls `wake` on each notice for any conversation until the returned function is called. */
  subscribeAll(wake: () => void): () => void;
  /** Stops listening to the database. */
  close(): Promise<void>;
}

export const CHAT_CHANNEL = 'chat_written';
/** Listeners of every conversation. */
const ALL = 0;

export async function createChatHub(notices?: Notices, onError: (error: unknown) => void = () => {}): Promise<ChatHub> {
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
  const wake = (conversationId: number) => {
    for (const key of [conversationId, ALL]) for (const listener of listeners.get(key) ?? []) listener();
  };
  const unlisten = await notices?.listen(CHAT_CHANNEL, (payload) => wake(Number(payload)));
  return {
    notify(conversationId) {
      wake(conversationId);
      notices?.publish(CHAT_CHANNEL, String(conversationId)).catch(onError);
    },
    subscribe: add,
    subscribeAll: (listener) => add(ALL, listener),
    close: async () => unlisten?.(),
  };
}
