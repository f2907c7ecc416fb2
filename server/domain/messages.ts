import { codes } from '../../services/schemas/codes';
import type { Page } from '../repositories/page';
import type { Store } from '../repositories/store';
import { translate, type Language } from '../i18n';
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

/** The app locale each stored language is written in. */
export const localeOf: Record<Language, string> = { en: 'en-US', sc: 'zh-CN', tc: 'zh-HK' };

/** A message to one user in every language, from the locales' `<key>.title` and `<key>.body`. */
export function messageTo(userId: number, key: string, params: Record<string, unknown>, now: Date) {
  const text = (part: string) => ({
    en: translate(localeOf.en, `${key}.${part}`, params),
    sc: translate(localeOf.sc, `${key}.${part}`, params),
    tc: translate(localeOf.tc, `${key}.${part}`, params),
  });
  return { userId, title: text('title'), body: text('body'), createdAt: now };
}

/** Sends one user a message in every language (see messageTo). */
export async function sendMessage(store: Store, userId: number, key: string, params: Record<string, unknown>, now: Date): Promise<void> {
  await store.messages.create([messageTo(userId, key, params, now)]);
}
