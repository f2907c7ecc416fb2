import { assign, setup } from 'xstate';
import { openConversationRequestSchema, sendChatMessageRequestSchema, type ChatMessage, type Conversation } from '../services/schemas/chat';
import { appProvided } from './app-provided';
import { flowError, type FlowError } from './error-message';
import { busyOn, codeOf, failedWithRetry } from './step-states';

/**
 * One live chat conversation as its page holds it: the traveller's open conversation (or the name to
 * open one under), or the one an agent chose. Once loaded, two things run side by side: the stream of
 * what is written (resumed after the last message it delivered when the connection drops), and the
 * composer (a message pending, sent, or failed and kept for a retry; ending the chat).
 *
 * What the pages rely on:
 * - `loading` is a wait; `loadFailed`, `naming.failed`, `refused`, `conversation.composer.failed` and
 *   `.closeFailed` are tagged `failed` (`context.error`), and `retry` sends the same call again
 *   (`refused`: the stream was refused; the conversation is loaded again).
 * - `naming.opening`, `composer.pending` and `composer.closing` are tagged `busy`: the same press
 *   again only runs `notifyBusy`.
 * - `naming`: the traveller has no open conversation; `start` opens one when `nameProblem` is null.
 * - `conversation.stream.reconnecting`: the connection dropped; it connects again after `RECONNECT_MS`.
 * - `conversation.composer.pending`: `context.outgoing` (the messages written and not yet stored, in
 *   the order written) go one by one; `failed` keeps them, and `retry`, `online` (the connection is
 *   back) or another `send` (added after them) sends them again in order; `sent`: all stored, the box
 *   is ready for the next (and takes the focus).
 * - `closed`: the conversation has ended, by either side; `newChat` goes back to `naming`.
 */
export interface ChatInput {
  /** The conversation an agent opened; null for the traveller's own open one. */
  conversationId: number | null;
  /** The name offered to open a conversation under (the traveller's nickname). */
  displayName: string;
}

export interface ChatContext extends ChatInput {
  conversation: Conversation | null;
  messages: ChatMessage[];
  /** The last message the stream delivered: a reconnect resumes after it. */
  lastId: number;
  draft: string;
  /** The messages written and not yet stored, oldest first: the first is on its way, or all failed (kept for the retry). */
  outgoing: string[];
  error: FlowError | null;
}

export type ChatEvent =
  | { type: 'name.change'; displayName: string }
  | { type: 'start' }
  | { type: 'draft.change'; draft: string }
  | { type: 'send' }
  | { type: 'retry' }
  /** The phone is online again (the browser's `online` event). */
  | { type: 'online' }
  | { type: 'close' }
  | { type: 'newChat' }
  | { type: 'stream.message'; message: ChatMessage }
  | { type: 'stream.closed'; conversation: Conversation };

/** How long a dropped stream waits before it connects again. */
export const RECONNECT_MS = 2000;

/** Why the name cannot be sent (a locale key), or null. */
export const nameProblem = (displayName: string) => openConversationRequestSchema.safeParse({ displayName }).error?.issues[0]?.message ?? null;
/** Why the message cannot be sent (a locale key), or null. */
export const draftProblem = (draft: string) => sendChatMessageRequestSchema.safeParse({ body: draft }).error?.issues[0]?.message ?? null;

/** The list with the message in its place by id, once: the page's own message comes back on the stream too. */
const withMessage = (list: ChatMessage[], message: ChatMessage) => (list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id));

/** A stream that ended by losing its connection, not by a refusal. */
const dropCodes = ['network', 'timeout'];

type Done<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Done<T>).output;

/** What the composer takes wherever nothing is on its way. */
const composing = {
  send: { guard: 'draftValid', target: 'pending', actions: 'takeDraft' },
  close: { target: 'closing', actions: 'clearError' },
} as const;

export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent, input: {} as ChatInput },
  actors: {
    loadConversation: appProvided<Conversation | null, { conversationId: number | null }>(),
    openConversation: appProvided<Conversation, { displayName: string }>(),
    /** Follows the conversation after `afterId`, sending `stream.message` and `stream.closed`; resolves when the server ends the stream. */
    follow: appProvided<void, { conversationId: number; afterId: number }>(),
    sendMessage: appProvided<ChatMessage, { conversationId: number; body: string }>(),
    closeConversation: appProvided<Conversation, { conversationId: number }>(),
  },
  actions: {
    /** The short 'sending...' notice when a call is asked for again while it is in flight. */
    notifyBusy: () => {},
    clearError: assign({ error: null }),
    fail: assign({ error: ({ event }) => flowError((event as { error?: unknown }).error) }),
    takeDraft: assign(({ context }) => ({ outgoing: [...context.outgoing, sendChatMessageRequestSchema.parse({ body: context.draft }).body], draft: '', error: null })),
    storeFirst: assign(({ context, event }) => ({ messages: withMessage(context.messages, outputOf<ChatMessage>(event)), outgoing: context.outgoing.slice(1) })),
    endConversation: assign({ conversation: ({ event }) => (event.type === 'stream.closed' ? event.conversation : outputOf<Conversation>(event)), outgoing: [], error: null }),
  },
  guards: {
    none: ({ event }) => outputOf<Conversation | null>(event) === null,
    nameValid: ({ context }) => nameProblem(context.displayName) === null,
    draftValid: ({ context }) => draftProblem(context.draft) === null,
    dropped: ({ event }) => dropCodes.includes(codeOf(event)),
    moreWaiting: ({ context }) => context.outgoing.length > 1,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ ...input, conversation: null, messages: [], lastId: 0, draft: '', outgoing: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: [
          { guard: 'none', target: 'naming' },
          { target: 'conversation', actions: assign({ conversation: ({ event }) => event.output, messages: [], lastId: 0 }) },
        ],
        onError: { target: 'loadFailed', actions: 'fail' },
      },
    },
    loadFailed: failedWithRetry('loading'),
    naming: {
      initial: 'editing',
      on: { 'name.change': { target: '.editing', actions: assign({ displayName: ({ event }) => event.displayName, error: null }) } },
      states: {
        editing: { on: { start: { guard: 'nameValid', target: 'opening' } } },
        opening: {
          ...busyOn('start'),
          invoke: {
            id: 'openConversation',
            src: 'openConversation',
            input: ({ context }) => openConversationRequestSchema.parse({ displayName: context.displayName }),
            onDone: { target: '#chat.conversation', actions: assign({ conversation: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: 'fail' },
          },
        },
        failed: failedWithRetry('opening'),
      },
    },
    conversation: {
      type: 'parallel',
      on: {
        'stream.message': { actions: assign({ messages: ({ context, event }) => withMessage(context.messages, event.message), lastId: ({ event }) => event.message.id }) },
        'stream.closed': { target: 'closed', actions: 'endConversation' },
      },
      states: {
        stream: {
          initial: 'streaming',
          states: {
            streaming: {
              invoke: {
                id: 'follow',
                src: 'follow',
                input: ({ context }) => ({ conversationId: context.conversation!.id, afterId: context.lastId }),
                // The server ended the stream without closing the conversation (it restarted): connect again.
                onDone: 'reconnecting',
                onError: [
                  { guard: 'dropped', target: 'reconnecting' },
                  { target: '#chat.refused', actions: 'fail' },
                ],
              },
            },
            reconnecting: { after: { [RECONNECT_MS]: 'streaming' } },
          },
        },
        composer: {
          initial: 'writing',
          on: { 'draft.change': { actions: assign({ draft: ({ event }) => event.draft }) } },
          states: {
            writing: { on: composing },
            pending: {
              ...busyOn('send'),
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => ({ conversationId: context.conversation!.id, body: context.outgoing[0]! }),
                onDone: [
                  { guard: 'moreWaiting', target: 'pending', reenter: true, actions: 'storeFirst' },
                  { target: 'sent', actions: 'storeFirst' },
                ],
                onError: { target: 'failed', actions: 'fail' },
              },
            },
            /** Stored: a fresh box for the next message. */
            sent: { on: composing },
            /**
             * Not stored: `outgoing` is kept and sent again in order by `retry`, by `online` (a message
             * written offline goes once the phone is back online) or by the next `send`, which joins them.
             */
            failed: {
              tags: ['failed'],
              on: {
                retry: { target: 'pending', actions: 'clearError' },
                online: { target: 'pending', actions: 'clearError' },
                send: composing.send,
                close: composing.close,
              },
            },
            closing: {
              ...busyOn('close'),
              invoke: {
                id: 'closeConversation',
                src: 'closeConversation',
                input: ({ context }) => ({ conversationId: context.conversation!.id }),
                onDone: { target: '#chat.closed', actions: 'endConversation' },
                onError: { target: 'closeFailed', actions: 'fail' },
              },
            },
            closeFailed: { tags: ['failed'], on: { retry: { target: 'closing', actions: 'clearError' }, send: composing.send } },
          },
        },
      },
    },
    /** The stream was refused (the conversation is gone, or the login): `retry` loads it again. */
    refused: failedWithRetry('loading'),
    closed: {
      on: { newChat: { target: 'naming', actions: assign({ conversation: null, messages: [], lastId: 0, draft: '', outgoing: [] }) } },
    },
  },
});
