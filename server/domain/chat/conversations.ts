import { codes } from '../../../services/schemas/codes';
import type { ChatMessage, ChatSender, ChatStreamEvent, Conversation, ConversationSummary } from '../../../services/schemas/chat';
import type { ChatMessageRow, ConversationRow } from '../../repositories/chat';
import type { Store } from '../../repositories/store';
import { DomainError } from '../errors';
import type { EventHub } from '../event-hub';

/**
 * Live chat. A traveller reaches only their own conversations; an agent reaches every conversation
 * but sees of its traveller only the name they chose, never the account behind it.
 */

/** Who is in the conversation: its traveller, or an agent. */
export type ChatParty = { sender: 'TRAVELLER'; userId: number } | { sender: 'AGENT'; agentId: number };

const notFound = () => new DomainError(codes.chatConversationNotFound, 'errors.chatConversationNotFound');
const closed = () => new DomainError(codes.chatClosed, 'errors.chatClosed');

export const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  displayName: row.displayName,
  status: row.status as Conversation['status'],
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender as ChatSender,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** The conversation the party may reach, or not found (another traveller's answers the same as none). */
async function reachable(store: Store, party: ChatParty, id: number): Promise<ConversationRow> {
  const row = party.sender === 'TRAVELLER' ? await store.chat.ofUser(id, party.userId) : await store.chat.byId(id);
  if (!row) throw notFound();
  return row;
}

export function chat(store: Store, hub: EventHub) {
  return {
    /** Opens the traveller's conversation, or hands back the one still open. */
    async open(userId: number, displayName: string, now: Date): Promise<Conversation> {
      const row = await store.chat.open(userId, displayName, now);
      hub.notify(row.id);
      return toConversation(row);
    },

    /** The traveller's open conversation, if any. */
    async current(userId: number): Promise<Conversation | null> {
      const row = await store.chat.openOfUser(userId);
      return row ? toConversation(row) : null;
    },

    async openList(): Promise<ConversationSummary[]> {
      const list = await store.chat.openList();
      return list.map(({ conversation, lastMessage }) => ({ ...toConversation(conversation), lastMessage: lastMessage && toChatMessage(lastMessage) }));
    },

    async conversation(party: ChatParty, id: number): Promise<Conversation> {
      return toConversation(await reachable(store, party, id));
    },

    async messages(party: ChatParty, id: number, afterId: number): Promise<ChatMessage[]> {
      await reachable(store, party, id);
      return (await store.chat.messagesAfter(id, afterId)).map(toChatMessage);
    },

    async send(party: ChatParty, id: number, body: string, now: Date): Promise<ChatMessage> {
      await reachable(store, party, id);
      const row = await store.transaction(async (tx) => {
        const conversation = await tx.chat.lock(id);
        if (conversation?.status !== 'OPEN') throw closed();
        return tx.chat.add({ conversationId: id, sender: party.sender, agentId: party.sender === 'AGENT' ? party.agentId : null, body, createdAt: now });
      });
      hub.notify(id);
      return toChatMessage(row);
    },

    async close(party: ChatParty, id: number, now: Date): Promise<Conversation> {
      await reachable(store, party, id);
      const row = await store.chat.close(id, now);
      if (!row) throw closed();
      hub.notify(id);
      return toConversation(row);
    },

    /** What happened after `afterId`: the messages, then `closed` once the conversation is. */
    async eventsAfter(party: ChatParty, id: number, afterId: number): Promise<ChatStreamEvent[]> {
      const conversation = await reachable(store, party, id);
      const messages = await store.chat.messagesAfter(id, afterId);
      const events: ChatStreamEvent[] = messages.map((m) => ({ type: 'message', message: toChatMessage(m) }));
      if (conversation.status !== 'CLOSED') return events;
      // Closed (nothing is written after that) once every message has been handed over, the read being limited.
      const allRead = messages.length === 0 || (await store.chat.messagesAfter(id, messages.at(-1)!.id)).length === 0;
      return allRead ? [...events, { type: 'closed', conversation: toConversation(conversation) }] : events;
    },
  };
}
