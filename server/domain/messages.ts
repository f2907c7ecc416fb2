import { codes } from '../../services/schemas/codes';
import type { Page } from '../repositories/page';
import type { Store } from '../repositories/store';
import type { Language } from '../i18n';
import { DomainError } from './errors';

/** The message centre: messages to everyone and to the user, newest first, each in the user's language. */
export async function messagePage(store: Store, userId: number, page: Page, language: Language) {
  const { rows, total } = await store.messages.page(userId, page);
  return {
    records: rows.map(({ message, readAt }) => ({
      id: message.id,
      title: message.title[language],
      body: message.body[language],
      createdAt: message.createdAt.toISOString(),
      read: readAt !== null,
    })),
    total,
    ...page,
  };
}

/** Reading a message marks it read for the user. */
export async function readMessage(store: Store, userId: number, id: number, language: Language, now: Date) {
  const message = await store.messages.findVisible(id, userId);
  if (!message) throw new DomainError(codes.notFound, 'errors.messageNotFound');
  await store.messages.markRead(message.id, userId, now);
  return { id: message.id, title: message.title[language], body: message.body[language], createdAt: message.createdAt.toISOString(), read: true };
}
