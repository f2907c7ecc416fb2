import type { Db } from '../client';
import { chatConversations, chatMessages } from '../schema';

const MINUTE = 60_000;

/** The demo traveller's open conversation, answered by an agent, so the agents' list has one to show. */
export async function seedChat(db: Db, travellerId: number, agentId: number, now: Date): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const [conversation] = await db.insert(chatConversations).values({ userId: travellerId, displayName: 'Mr Chan', createdAt: at(12) }).returning({ id: chatConversations.id });
  const conversationId = conversation!.id;
  await db.insert(chatMessages).values([
    { conversationId, sender: 'TRAVELLER', body: 'Hello, may I bring my golf clubs on the flight to Tokyo next week?', createdAt: at(12) },
    {
      conversationId,
      sender: 'AGENT',
      agentId,
      body: 'Good afternoon Mr Chan. Yes: a golf bag goes as checked baggage within your allowance, up to 23 kg. You can prepay extra baggage under Trip.',
      createdAt: at(10),
    },
    { conversationId, sender: 'TRAVELLER', body: 'Thank you. Does the bag need a hard case?', createdAt: at(9) },
  ]);
}
