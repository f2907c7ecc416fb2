import { useEffect, useState } from 'react';
import type { ConversationCalls } from '../../services/chat';
import { ApiError } from '../../services/http';
import type { ChatMessage } from '../../services/schemas/chat';
import { flowError, type FlowError } from '../../machines/error-message';

/** How long a lost stream waits before it connects again. */
export const RECONNECT_MS = 2000;

/** The list with the message in its place by id, once. */
const withMessage = (list: ChatMessage[], message: ChatMessage) => (list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id));

/**
 * One conversation as either side sees it: every message so far and each new one as it is written;
 * a lost connection reconnects and resumes after the last message it had. `add` puts in a message
 * the page wrote itself (its stream brings it too, and it is kept once).
 */
export function useConversation(calls: ConversationCalls, id: number) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [closed, setClosed] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const [streamError, setStreamError] = useState<FlowError | null>(null);
  const add = (message: ChatMessage) => setMessages((list) => withMessage(list, message));

  useEffect(() => {
    const controller = new AbortController();
    let lastId = 0;
    let ended = false;
    const follow = async () => {
      while (!ended && !controller.signal.aborted) {
        try {
          await calls.follow(
            id,
            lastId,
            (event) => {
              setReconnecting(false);
              if (event.type === 'closed') {
                ended = true;
                setClosed(true);
                return;
              }
              lastId = event.message.id;
              setMessages((list) => withMessage(list, event.message));
            },
            controller.signal,
          );
        } catch (error) {
          // A refusal (not found, logged out) is final; a lost connection is tried again.
          if (error instanceof ApiError) return setStreamError(flowError(error));
        }
        if (ended || controller.signal.aborted) return;
        setReconnecting(true);
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void follow();
    return () => controller.abort();
  }, [calls, id]);

  return { messages, closed, reconnecting, streamError, add, markClosed: () => setClosed(true) };
}
