import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/** SMS and e-mail leave through the outbox; no outside provider is reached. */
export async function sendToOutbox(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outbox).values(message);
}
