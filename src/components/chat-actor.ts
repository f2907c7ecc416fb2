import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { chatMachine, type ChatEvent, type ChatInput } from '../../machines/chat.machine';
import { agentChat, agentConversation, currentConversation, openConversation, travellerChat, type ConversationCalls } from '../../services/chat';
import type { ChatStreamEvent, Conversation } from '../../services/schemas/chat';
import { notifySubmitting } from '../app/toast';

const streamEvent = (event: ChatStreamEvent): ChatEvent =>
  event.type === 'message' ? { type: 'stream.message', message: event.message } : { type: 'stream.closed', conversation: event.conversation };

/** The chat statechart with one side's calls: `load` finds the conversation the page is for. */
const chatOf = (calls: ConversationCalls, load: (conversationId: number | null, signal: AbortSignal) => Promise<Conversation | null>) =>
  chatMachine.provide({
    actors: {
      loadConversation: fromPromise(({ input, signal }) => load(input.conversationId, signal)),
      openConversation: fromPromise(({ input, signal }) => openConversation(input, signal)),
      // What the stream brings goes to the chat as its own events.
      follow: fromPromise(({ input, self, signal }) => calls.follow(input.conversationId, input.afterId, (event) => self._parent?.send(streamEvent(event)), signal)),
      sendMessage: fromPromise(({ input, signal }) => calls.send(input.conversationId, input.body, signal)),
      closeConversation: fromPromise(({ input, signal }) => calls.close(input.conversationId, signal)),
    },
    actions: { notifyBusy: notifySubmitting },
  });

/** The traveller's side: their open conversation, or none yet. */
const travellerChatMachine = chatOf(travellerChat, (_, signal) => currentConversation(signal));
/** An agent's side: the conversation chosen from the list. */
const agentChatMachine = chatOf(agentChat, (conversationId, signal) => agentConversation(conversationId!, signal));

export const useTravellerChat = (displayName: string) => useMachine(travellerChatMachine, { input: { conversationId: null, displayName } satisfies ChatInput });
export const useAgentChat = (conversationId: number) => useMachine(agentChatMachine, { input: { conversationId, displayName: '' } satisfies ChatInput });
export type ChatActor = ReturnType<typeof useTravellerChat>;
