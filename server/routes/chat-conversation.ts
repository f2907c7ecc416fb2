import type { FastifyInstance } from 'fastify';
import { chatAfterQuerySchema, conversationIdParamsSchema, sendChatMessageRequestSchema, type ChatStreamEvent } from '../../services/schemas/chat';
import type { Clock } from '../clock';
import type { chat, ChatParty } from '../domain/chat/conversations';
import type { EventHub } from '../domain/event-hub';
import type { Caller } from '../http/auth';
import { endStreamsOnClose, sendEventStream } from '../http/event-stream';
import { route } from '../http/route';

interface ConversationPaths {
  /** The base the paths hang under, ending in `/conversation`. */
  base: string;
  access: 'user' | 'agent';
  partyOf: (caller: Caller) => ChatParty;
  conversations: ReturnType<typeof chat>;
  hub: EventHub;
  clock: Clock;
}

/**
 * What the traveller and an agent both do with one conversation: read its messages, write, close,
 * and follow it as server-sent events. A conversation the party may not reach answers not found.
 */
export function registerConversationPaths(app: FastifyInstance, { base, access, partyOf, conversations, hub, clock }: ConversationPaths): void {
  const keepStream = endStreamsOnClose(app);

  route(app, { method: 'GET', url: `${base}/:id/messages`, access, params: conversationIdParamsSchema, query: chatAfterQuerySchema }, ({ caller, params, query }) =>
    conversations.messages(partyOf(caller), params.id, query.afterId),
  );

  route(app, { method: 'POST', url: `${base}/:id/message`, access, params: conversationIdParamsSchema, body: sendChatMessageRequestSchema }, ({ caller, params, body }) =>
    conversations.send(partyOf(caller), params.id, body.body, clock.now()),
  );

  route(app, { method: 'POST', url: `${base}/:id/close`, access, params: conversationIdParamsSchema }, ({ caller, params }) => conversations.close(partyOf(caller), params.id, clock.now()));

  // The stream resumes after `afterId`, the last message the client has.
  route(app, { method: 'GET', url: `${base}/:id/stream`, access, params: conversationIdParamsSchema, query: chatAfterQuerySchema, answer: 'raw' }, async ({ caller, params, query, req, reply }) => {
    const party = partyOf(caller);
    await conversations.conversation(party, params.id);
    const end = sendEventStream<ChatStreamEvent>(req, reply, query.afterId, {
      read: (after) => conversations.eventsAfter(party, params.id, after),
      idOf: (event) => (event.type === 'message' ? event.message.id : undefined),
      isLast: (event) => event.type === 'closed',
      subscribe: (wake) => hub.subscribe(params.id, wake),
    });
    keepStream(end, reply);
  });
}
