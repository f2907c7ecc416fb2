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
  return {
    async add(message: OutgoingMessage): Promise<void> {
      await db.insert(outbox).values(message);
    },

    latest(limit: number) {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },

    async deleteFor(recipients: string[]): Promise<void> {
      if (recipients.length > 0) await db.delete(outbox).where(inArray(outbox.recipient, recipients));
    },
  };
}
