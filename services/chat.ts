import * as z from 'zod/mini';
import {
  chatMessageSchema,
  chatStreamEventSchema,
  conversationSchema,
  conversationSummarySchema,
  type ChatMessage,
  type ChatStreamEvent,
  type Conversation,
  type ConversationSummary,
  type OpenConversationRequest,
} from './schemas/chat';
import { eventStream, request } from './http';

/** Live chat: the traveller's paths under the member service, the agents' beside the operations desk's (the spec names none). */
const TRAVELLER = '/dsb-member/api/v1/chat/conversation';
const AGENT = '/dsb-ops/api/v1/chat/conversation';

/** Opens the caller's conversation, or hands back the one still open. */
export const openConversation = (body: OpenConversationRequest, signal?: AbortSignal) => request(`${TRAVELLER}/open`, { schema: conversationSchema, json: body, signal });
/** The caller's open conversation, or null. */
export const currentConversation = (signal?: AbortSignal) => request(`${TRAVELLER}/current`, { schema: z.nullable(conversationSchema), method: 'GET', signal });

/** The open conversations, sent again whenever one is opened, written in or closed; ends when `signal` aborts or the connection drops. */
export const followAgentConversations = (onList: (list: ConversationSummary[]) => void, signal: AbortSignal) =>
  eventStream(`${AGENT}/list/stream`, { schema: z.array(conversationSummarySchema), onEvent: onList, signal });
export const agentConversation = (id: number, signal?: AbortSignal) => request(`${AGENT}/${id}`, { schema: conversationSchema, method: 'GET', signal });

/** What either side does with one conversation, through its own paths. */
export interface ConversationCalls {
  send(id: number, body: string, signal?: AbortSignal): Promise<ChatMessage>;
  close(id: number, signal?: AbortSignal): Promise<Conversation>;
  /** Every message after `afterId`, then each new one as it is written; ends after `closed`. */
  follow(id: number, afterId: number, onEvent: (event: ChatStreamEvent) => void, signal: AbortSignal): Promise<void>;
}

const conversationCalls = (base: string): ConversationCalls => ({
  send: (id, body, signal) => request(`${base}/${id}/message`, { schema: chatMessageSchema, json: { body }, signal }),
  close: (id, signal) => request(`${base}/${id}/close`, { schema: conversationSchema, json: {}, signal }),
  follow: (id, afterId, onEvent, signal) => eventStream(`${base}/${id}/stream`, { schema: chatStreamEventSchema, searchParams: { afterId }, onEvent, signal }),
});

export const travellerChat = conversationCalls(TRAVELLER);
export const agentChat = conversationCalls(AGENT);
