import type { FastifyInstance } from 'fastify';
import { openConversationRequestSchema } from '../../services/schemas/chat';
import type { RouteDeps } from '../deps';
import { chat } from '../domain/chat/conversations';
import type { EventHub } from '../domain/event-hub';
import { route, userIdOf } from '../http/route';
import { registerConversationPaths } from './chat-conversation';

/** The spec names no chat paths: the traveller's side of live chat is under the member service. */
const CHAT = '/dsb-member/api/v1/chat/conversation';

/** Live chat, the traveller's side: their own conversations only. */
export function registerDsbMemberChatRoutes(app: FastifyInstance, { store, clock }: RouteDeps, hub: EventHub): void {
  const conversations = chat(store, hub);

  route(app, { method: 'POST', url: `${CHAT}/open`, access: 'user', body: openConversationRequestSchema }, ({ caller, body }) =>
    conversations.open(userIdOf(caller), body.displayName, clock.now()),
  );

  route(app, { method: 'GET', url: `${CHAT}/current`, access: 'user' }, ({ caller }) => conversations.current(userIdOf(caller)));

  registerConversationPaths(app, { base: CHAT, access: 'user', partyOf: (caller) => ({ sender: 'TRAVELLER', userId: userIdOf(caller) }), conversations, hub, clock });
}
