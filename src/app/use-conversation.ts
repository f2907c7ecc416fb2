import { useEffect, useState } from 'react';
import type { ConversationCalls } from '../../services/chat';
import { ApiError } from '../../services/http';
import type { ChatMessage } from '../../services/schemas/chat';
import { flowError, type FlowError } from '../../machines/error-message';

/** How long a lost stream waits before it connects again. */
export const RECONNECT_MS = 2000;

interface FollowHandlers {
  message(message: ChatMessage): void;
  closed(): void;
  /** True while a lost connection waits to be made again, false once events come again. */
  reconnecting(waiting: boolean): void;
  /** A refusal (not found, logged out): following stops. */
  refused(error: FlowError): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows a conversation until it closes, a call is refused or `signal` aborts: a lost connection
 * connects again after `RECONNECT_MS` and resumes after the last message it had.
 */
export async function followConversation(calls: ConversationCalls, id: number, on: FollowHandlers, signal: AbortSignal, wait = pause): Promise<void> {
  let lastId = 0;
  let ended = false;
  while (!signal.aborted) {
    try {
      await calls.follow(
        id,
        lastId,
        (event) => {
          on.reconnecting(false);
          if (event.type === 'closed') {
            ended = true;
            return on.closed();
          }
          lastId = event.message.id;
          on.message(event.message);
        },
        signal,
      );
    } catch (error) {
      if (error instanceof ApiError) return on.refused(flowError(error));
    }
    if (ended || signal.aborted) return;
    on.reconnecting(true);
    await wait(RECONNECT_MS);
  }
}

/** The list with the message in its place by id, once. */
const withMessage = (list: ChatMessage[], message: ChatMessage) => (list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id));

/**
 * One conversation as either side sees it: every message so far and each new one as it is written.
 * `add` puts in a message the page wrote itself (its stream brings it too, and it is kept once).
 */
export function useConversation(calls: ConversationCalls, id: number) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [closed, setClosed] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const [streamError, setStreamError] = useState<FlowError | null>(null);
  const add = (message: ChatMessage) => setMessages((list) => withMessage(list, message));

  useEffect(() => {
    const controller = new AbortController();
    const on: FollowHandlers = {
      message: (message) => setMessages((list) => withMessage(list, message)),
      closed: () => setClosed(true),
      reconnecting: setReconnecting,
      refused: setStreamError,
    };
    void followConversation(calls, id, on, controller.signal);
    return () => controller.abort();
  }, [calls, id]);

  return { messages, closed, reconnecting, streamError, add, markClosed: () => setClosed(true) };
}
