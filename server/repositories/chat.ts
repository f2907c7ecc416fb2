import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { chatConversations, chatMessages } from '../db/schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;

/** How many messages one read hands over; a stream reads again for the rest. */
const READ_LIMIT = 200;

export function createChatRepository(db: Executor) {
  return {
    /** Opens a conversation for the traveller unless one is open already; the open one either way. */
    async open(userId: number, displayName: string, now: Date): Promise<ConversationRow> {
      const [created] = await db
        .insert(chatConversations)
        .values({ userId, displayName, createdAt: now })
        .onConflictDoNothing({ target: chatConversations.userId, where: sql`${chatConversations.status} = 'OPEN'` })
        .returning();
      if (created) return created;
      const [open] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.userId, userId), eq(chatConversations.status, 'OPEN')));
      return open!;
    },

    async byId(id: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    /** The conversation if it is the traveller's. */
    async ofUser(id: number, userId: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
      return row;
    },

    async openOfUser(userId: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.userId, userId), eq(chatConversations.status, 'OPEN')));
      return row;
    },

    /** Open conversations, the one written in last first. */
    async openList(): Promise<{ conversation: ConversationRow; lastMessage: ChatMessageRow | null }[]> {
      const open = await db.select().from(chatConversations).where(eq(chatConversations.status, 'OPEN'));
      if (open.length === 0) return [];
      const lastIds = db
        .select({ id: sql<number>`max(${chatMessages.id})`.as('id') })
        .from(chatMessages)
        .where(inArray(chatMessages.conversationId, open.map((c) => c.id)))
        .groupBy(chatMessages.conversationId);
      const last = await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds));
      const lastOf = new Map(last.map((m) => [m.conversationId, m]));
      return open
        .map((conversation) => ({ conversation, lastMessage: lastOf.get(conversation.id) ?? null }))
        .sort((a, b) => (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0) || b.conversation.id - a.conversation.id);
    },

    /** Closes an open conversation; undefined when it was closed already. */
    async close(id: number, now: Date): Promise<ConversationRow | undefined> {
      const [row] = await db
        .update(chatConversations)
        .set({ status: 'CLOSED', closedAt: now })
        .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'OPEN')))
        .returning();
      return row;
    },

    /**
     * The conversation, locked until the transaction ends: its messages are written one at a time,
     * so their ids rise in the order they commit and a reader after an id misses none.
     */
    async lock(id: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
      return row;
    },

    async add(message: NewChatMessageRow): Promise<ChatMessageRow> {
      const [row] = await db.insert(chatMessages).values(message).returning();
      return row!;
    },

    /** The conversation's messages after the one of `afterId`, oldest first. */
    async messagesAfter(conversationId: number, afterId: number): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(READ_LIMIT);
    },
  };
}
