import { describe, expect, it } from 'vitest';
import type { ConversationCalls } from '../../services/chat';
import { ApiError, RequestError } from '../../services/http';
import type { ChatMessage, ChatStreamEvent } from '../../services/schemas/chat';
import { followConversation, RECONNECT_MS } from '../../src/app/use-conversation';

const message = (id: number): ChatMessage => ({ id, conversationId: 7, sender: 'AGENT', body: `m${id}`, createdAt: '2026-11-26T10:00:00.000Z' });
const closedEvent: ChatStreamEvent = { type: 'closed', conversation: { id: 7, displayName: 'Mr Chan', status: 'CLOSED', createdAt: '2026-11-26T09:00:00.000Z', closedAt: '2026-11-26T10:05:00.000Z' } };

/** Calls whose stream plays one script a connection: its events, then how the connection ends. */
function scripted(connections: { events: ChatStreamEvent[]; end?: Error }[]) {
  const afterIds: number[] = [];
  const calls: ConversationCalls = {
    send: () => Promise.reject(new Error('not used')),
    close: () => Promise.reject(new Error('not used')),
    follow: async (_, afterId, onEvent) => {
      afterIds.push(afterId);
      const connection = connections.shift();
      if (!connection) throw new Error('no more connections scripted');
      for (const event of connection.events) onEvent(event);
      if (connection.end) throw connection.end;
    },
  };
  return { calls, afterIds };
}

function recorder() {
  const seen: string[] = [];
  return {
    seen,
    on: {
      message: (m: ChatMessage) => void seen.push(`message ${m.id}`),
      closed: () => void seen.push('closed'),
      reconnecting: (waiting: boolean) => void seen.push(waiting ? 'reconnecting' : 'connected'),
      refused: (error: { code: string }) => void seen.push(`refused ${error.code}`),
    },
  };
}

describe('following a conversation', () => {
  it('connects again after a lost connection, waiting its delay, and resumes after the last message it had, until the conversation closes', async () => {
    const { calls, afterIds } = scripted([
      { events: [{ type: 'message', message: message(3) }, { type: 'message', message: message(5) }], end: new RequestError('network') },
      { events: [], end: new RequestError('network') },
      { events: [{ type: 'message', message: message(8) }, closedEvent] },
    ]);
    const waits: number[] = [];
    const { seen, on } = recorder();
    await followConversation(calls, 7, on, new AbortController().signal, async (ms) => void waits.push(ms));
    expect(afterIds).toEqual([0, 5, 5]);
    expect(waits).toEqual([RECONNECT_MS, RECONNECT_MS]);
    expect(seen).toEqual(['connected', 'message 3', 'connected', 'message 5', 'reconnecting', 'reconnecting', 'connected', 'message 8', 'connected', 'closed']);
  });

  it('stops at a refusal without connecting again', async () => {
    const { calls, afterIds } = scripted([{ events: [], end: new ApiError('Q00001', 'Conversation not found.', null, 200) }]);
    const { seen, on } = recorder();
    await followConversation(calls, 7, on, new AbortController().signal, async () => {});
    expect(afterIds).toEqual([0]);
    expect(seen).toEqual(['refused Q00001']);
  });

  it('stops when the page leaves, even while it waits to connect again', async () => {
    const controller = new AbortController();
    const { calls, afterIds } = scripted([{ events: [], end: new RequestError('network') }]);
    const { seen, on } = recorder();
    await followConversation(calls, 7, on, controller.signal, async () => controller.abort());
    expect(afterIds).toEqual([0]);
    expect(seen).toEqual(['reconnecting']);
  });
});
