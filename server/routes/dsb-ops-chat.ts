import type { FastifyInstance } from 'fastify';
import { conversationIdParamsSchema, type ConversationSummary } from '../../services/schemas/chat';
import type { RouteDeps } from '../deps';
import { chat, type ChatParty } from '../domain/chat/conversations';
import type { EventHub } from '../domain/event-hub';
import type { Caller } from '../http/auth';
import { sendEventStream } from '../http/event-stream';
import { route, userIdOf } from '../http/route';
import { endStreamsOnClose } from '../http/event-stream';
import { registerConversationPaths } from './chat-conversation';

/** The spec names no chat paths: the agents' side of live chat is beside the operations desk's. */
const CHAT = '/dsb-ops/api/v1/chat/conversation';

const agentOf = (caller: Caller): ChatParty => ({ sender: 'AGENT', agentId: userIdOf(caller) });

/** Live chat, the agents' side (agent accounts only): every open conversation, by the name its traveller chose, listed once or followed as it changes. */
export function registerDsbOpsChatRoutes(app: FastifyInstance, { store, clock }: RouteDeps, hub: EventHub): void {
  const conversations = chat(store, hub);

  const keepStream = endStreamsOnClose(app);
  route(app, { method: 'GET', url: `${CHAT}/list`, access: 'agent' }, () => conversations.openList());

  // The list again whenever it changes: a conversation opened, written in or closed.
  route(app, { method: 'GET', url: `${CHAT}/list/stream`, access: 'agent', answer: 'raw' }, ({ req, reply }) => {
    let sent = '';
    const end = sendEventStream<ConversationSummary[]>(req, reply, 0, {
      read: async () => {
        const list = await conversations.openList();
        const json = JSON.stringify(list);
        if (json === sent) return [];
        sent = json;
        return [list];
      },
      idOf: () => undefined,
      isLast: () => false,
      subscribe: (wake) => hub.subscribeAll(wake),
    });
    keepStream(end, reply);
  });

  route(app, { method: 'GET', url: `${CHAT}/:id`, access: 'agent', params: conversationIdParamsSchema }, ({ caller, params }) =>
    conversations.conversation(agentOf(caller), params.id),
  );

  registerConversationPaths(app, { base: CHAT, access: 'agent', partyOf: agentOf, conversations, hub, clock });
}
