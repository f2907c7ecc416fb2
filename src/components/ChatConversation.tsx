import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { ConversationCalls } from '../../services/chat';
import { sendChatMessageRequestSchema, type ChatMessage, type ChatSender, type Conversation } from '../../services/schemas/chat';
import { useErrorText, useFormSubmit } from '../app/hooks';
import { useConversation } from '../app/use-conversation';
import { validate } from '../app/validate';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { FormError } from './FormError';
import './ChatConversation.css';

interface Props {
  conversation: Conversation;
  calls: ConversationCalls;
  /** The side this page is on: its own messages are drawn as 'mine'. */
  side: ChatSender;
  /** Shown once the conversation has ended (such as a way to start another). */
  afterClose?: ReactNode;
}

/** A conversation's messages as they arrive, the box to write the next, and the way to end it. */
export function ChatConversation({ conversation, calls, side, afterClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { messages, closed, reconnecting, streamError, add, markClosed } = useConversation(calls, conversation.id);
  // Each message is written by a composer of its own: once stored, a fresh one (empty, its call unsent) takes its place.
  const [written, setWritten] = useState(0);
  const closing = useFormSubmit((_: null, signal) => calls.close(conversation.id, signal).then((closedConversation) => (markClosed(), closedConversation)));
  const senderName = (sender: ChatSender) => (sender === side ? t('chat.you') : sender === 'AGENT' ? t('chat.agent') : conversation.displayName);

  return (
    <div>
      <FormError message={errorText(streamError)} />
      {messages.length === 0 && !closed && <p className="muted">{side === 'TRAVELLER' ? t('chat.waiting') : t('chat.empty')}</p>}
      <div role="log" aria-label={t('chat.messages')}>
        <ol className="chat-log">
          {messages.map((m) => (
            <li key={m.id} className={m.sender === side ? 'chat-message mine' : 'chat-message'}>
              <span className="chat-sender">
                {senderName(m.sender)} · <time dateTime={m.createdAt}>{dayjs(m.createdAt).format('HH:mm')}</time>
              </span>
              {m.body}
            </li>
          ))}
        </ol>
      </div>
      {reconnecting && (
        <p className="muted" role="status">
          {t('chat.reconnecting')}
        </p>
      )}
      {closed ? (
        <>
          <p role="status">{t('chat.closed')}</p>
          {afterClose}
        </>
      ) : (
        <>
          <Composer
            key={written}
            autoFocus={written > 0}
            send={(body, signal) => calls.send(conversation.id, body, signal)}
            onSent={(message) => {
              add(message);
              setWritten((n) => n + 1);
            }}
          />
          <FormError message={errorText(closing.error)} />
          <Button block busy={closing.submitting} onPress={() => closing.submit(null)}>
            {t('chat.close')}
          </Button>
        </>
      )}
    </div>
  );
}

interface ComposerProps {
  send: (body: string, signal: AbortSignal) => Promise<ChatMessage>;
  onSent: (message: ChatMessage) => void;
  /** After a message was sent: the writer goes on typing in the fresh box. */
  autoFocus: boolean;
}

function Composer({ send, onSent, autoFocus }: ComposerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useFormSubmit((body: string, signal) => send(body, signal).then((message) => (onSent(message), message)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(sendChatMessageRequestSchema, { body: draft });
    setError('errors' in result ? result.errors.body : undefined);
    if ('data' in result) sending.submit(result.data.body);
  };
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <FormError message={errorText(sending.error)} />
      <TextField label={t('chat.message')} name="message" autoFocus={autoFocus} value={draft} onChange={setDraft} error={error} />
      <Button type="submit" variant="primary" block busy={sending.submitting}>
        {t('chat.send')}
      </Button>
    </form>
  );
}
