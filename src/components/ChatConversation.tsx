import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { draftProblem } from '../../machines/chat.machine';
import type { ChatSender } from '../../services/schemas/chat';
import { useErrorText } from '../app/hooks';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import type { ChatActor } from './chat-actor';
import { FormError } from './FormError';
import './ChatConversation.css';

interface Props {
  chat: ChatActor;
  /** The side this page is on: its own messages are drawn as 'mine'. */
  side: ChatSender;
  /** Shown once the conversation has ended (such as a way to start another). */
  afterClose?: ReactNode;
}

/** A conversation's messages as they arrive, the box to write the next, and the way to end it (the chat statechart's `conversation` and `closed`). */
export function ChatConversation({ chat, side, afterClose }: Props) {
  const [state, send] = chat;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { conversation, messages, outgoing, error } = state.context;
  const closed = state.matches('closed');
  const composer = state.matches({ conversation: { composer: 'failed' } }) ? 'failed' : state.matches({ conversation: { composer: 'pending' } }) ? 'pending' : null;
  // A message that failed while offline goes by itself once the phone is back online.
  useEffect(() => {
    const online = () => send({ type: 'online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);
  const senderName = (sender: ChatSender) => (sender === side ? t('chat.you') : sender === 'AGENT' ? t('chat.agent') : conversation!.displayName);

  return (
    <div>
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
      {composer && outgoing.length > 0 && (
        <div role="status">
          <ol className="chat-log">
            {outgoing.map((body, i) => (
              <li key={i} className="chat-message mine chat-outgoing">
                <span className="chat-sender">{composer === 'pending' ? t('chat.pending') : t('chat.notSent')}</span>
                {body}
              </li>
            ))}
          </ol>
        </div>
      )}
      {state.matches({ conversation: { stream: 'reconnecting' } }) && (
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
          <FormError message={errorText(error)} />
          {composer === 'failed' && (
            <Button block onPress={() => send({ type: 'retry' })}>
              {t('chat.retry')}
            </Button>
          )}
          <Composer chat={chat} />
          <Button block busy={state.matches({ conversation: { composer: 'closing' } })} onPress={() => send({ type: 'close' })}>
            {t('chat.close')}
          </Button>
        </>
      )}
    </div>
  );
}

/** The box to write the next message: its problem shows once it was sent as it was; after a message is stored the box takes the focus. */
function Composer({ chat: [state, send] }: { chat: ChatActor }) {
  const { t } = useTranslation();
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const sent = state.matches({ conversation: { composer: 'sent' } });
  useEffect(() => {
    if (sent) form.current?.querySelector('input')?.focus();
  }, [sent]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(draftProblem(state.context.draft) !== null);
    send({ type: 'send' });
  };
  const problem = tried ? draftProblem(state.context.draft) : null;
  return (
    <form ref={form} className="chat-composer" onSubmit={submit} noValidate>
      <TextField label={t('chat.message')} name="message" value={state.context.draft} onChange={(draft) => send({ type: 'draft.change', draft })} error={problem ?? undefined} />
      <Button type="submit" variant="primary" block busy={state.matches({ conversation: { composer: 'pending' } })}>
        {t('chat.send')}
      </Button>
    </form>
  );
}
