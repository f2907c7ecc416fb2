import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/** SMS and e-mail leave through the outbox; no outside provider is reached. */
export function createOutboxRepository(db: Executor) {
  const addAll = async (messages: OutgoingMessage[]): Promise<void> => {
    if (messages.length > 0) await db.insert(outbox).values(messages);
  };
  return {
    /** Messages to send, in one statement. */
    addAll,

    add: (message: OutgoingMessage) => addAll([message]),

    latest(limit: number) {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },

    async deleteFor(recipients: string[]): Promise<void> {
      if (recipients.length > 0) await db.delete(outbox).where(inArray(outbox.recipient, recipients));
    },
  };
}
