import * as z from 'zod/mini';
import { numericIdParamsSchema } from './system';
import { text } from './text';

/** Live chat between a traveller and the airline's agents. */

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_NAME_MAX = 40;

export const chatSenders = ['TRAVELLER', 'AGENT'] as const;
export type ChatSender = (typeof chatSenders)[number];
export const chatStatuses = ['OPEN', 'CLOSED'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

/** The name the traveller chose to be addressed by: all an agent learns of them. */
export const chatDisplayNameSchema = text().check(z.trim(), z.minLength(1, 'validation.chatNameRequired'), z.maxLength(CHAT_NAME_MAX, 'validation.chatNameTooLong'));
export const chatMessageBodySchema = text().check(z.trim(), z.minLength(1, 'validation.chatMessageRequired'), z.maxLength(CHAT_MESSAGE_MAX, 'validation.chatMessageTooLong'));

export const openConversationRequestSchema = z.object({ displayName: chatDisplayNameSchema });
export type OpenConversationRequest = z.infer<typeof openConversationRequestSchema>;
export const sendChatMessageRequestSchema = z.object({ body: chatMessageBodySchema });
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;

export const conversationIdParamsSchema = numericIdParamsSchema;
/** Messages after the last one the caller has: a reconnecting stream resumes from it. */
export const chatAfterQuerySchema = z.object({
  afterId: z._default(z.coerce.number().check(z.refine(Number.isInteger, 'validation.wholeNumber'), z.gte(0), z.lte(2_147_483_647)), 0),
});

export const chatMessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  sender: z.enum(chatSenders),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.number(),
  displayName: z.string(),
  status: z.enum(chatStatuses),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A line of the agent's list of open conversations. */
export const conversationSummarySchema = z.extend(conversationSchema, {
  lastMessage: z.nullable(chatMessageSchema),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** The events of a conversation's stream: each message once, in order, then `closed` when it ends. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('closed'), conversation: conversationSchema }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
