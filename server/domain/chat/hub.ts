/**
 * Wakes the streams of a conversation when something was written to it in this server process.
 * The streams read what happened from the database, so a missed or extra wake-up loses nothing;
 * they also look on their own every few seconds, for writes made by another process.
 */
export interface ChatHub {
  notify(conversationId: number): void;
  /** Calls `wake` on each notice for the conversation until the returned function is called. */
  subscribe(conversationId: number, wake: () => void): () => void;
}

export function createChatHub(): ChatHub {
  const listeners = new Map<number, Set<() => void>>();
  return {
    notify(conversationId) {
      for (const wake of listeners.get(conversationId) ?? []) wake();
    },
    subscribe(conversationId, wake) {
      const set = listeners.get(conversationId) ?? new Set();
      set.add(wake);
      listeners.set(conversationId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0) listeners.delete(conversationId);
      };
    },
  };
}
