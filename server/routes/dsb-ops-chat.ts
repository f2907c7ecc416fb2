import type { FastifyInstance } from 'fastify';
import { conversationIdParamsSchema } from '../../services/schemas/chat';
import type { RouteDeps } from '../deps';
import { chat, type ChatParty } from '../domain/chat/conversations';
import type { ChatHub } from '../domain/chat/hub';
import type { Caller } from '../http/auth';
import { route, userIdOf } from '../http/route';
import { registerConversationPaths } from './chat-conversation';

/** The spec names no chat paths: the agents' side of live chat is beside the operations desk's. */
const CHAT = '/dsb-ops/api/v1/chat/conversation';

const agentOf = (caller: Caller): ChatParty => ({ sender: 'AGENT', agentId: userIdOf(caller) });

/** Live chat, the agents' side (agent accounts only): every open conversation, by the name its traveller chose. */
export function registerDsbOpsChatRoutes(app: FastifyInstance, { store, clock }: RouteDeps, hub: ChatHub): void {
  const conversations = chat(store, hub);

  route(app, { method: 'GET', url: `${CHAT}/list`, access: 'agent' }, () => conversations.openList());

  route(app, { method: 'GET', url: `${CHAT}/:id`, access: 'agent', params: conversationIdParamsSchema }, ({ caller, params }) =>
    conversations.conversation(agentOf(caller), params.id),
  );

  registerConversationPaths(app, { base: CHAT, access: 'agent', partyOf: agentOf, conversations, hub, clock });
}
