import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentConversation, openConversation, travellerChat } from '../../../services/chat';
import { openConversationRequestSchema, type Conversation } from '../../../services/schemas/chat';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { useUser } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { ChatConversation } from '../../components/ChatConversation';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** Live chat from Services: the traveller's open conversation, or the name to be addressed by to start one. */
export default function ChatPage() {
  const current = useLoad((signal) => currentConversation(signal));
  if (current.loading) return <Loading />;
  if (current.failed) return <Failed error={current.error} onRetry={current.reload} />;
  return <Chat initial={current.data} onNewChat={current.reload} />;
}

/** `onNewChat` asks again for the open conversation: none after a close, so a fresh form. */
function Chat({ initial, onNewChat }: { initial: Conversation | null; onNewChat: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useUser();
  const [conversation, setConversation] = useState(initial);
  const [displayName, setDisplayName] = useState(user?.nickName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const opening = useFormSubmit((body: { displayName: string }, signal) => openConversation(body, signal).then((opened) => (setConversation(opened), opened)));

  if (conversation) {
    return (
      <ChatConversation
        key={conversation.id}
        conversation={conversation}
        calls={travellerChat}
        side="TRAVELLER"
        afterClose={
          <Button variant="primary" block onPress={onNewChat}>
            {t('chat.newChat')}
          </Button>
        }
      />
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(openConversationRequestSchema, { displayName });
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) opening.submit(result.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="muted">{t('chat.intro')}</p>
      <FormError message={errorText(opening.error)} />
      <TextField label={t('chat.displayName')} name="displayName" autoComplete="nickname" value={displayName} onChange={setDisplayName} error={errors.displayName} />
      <Button type="submit" variant="primary" block busy={opening.submitting}>
        {t('chat.start')}
      </Button>
    </form>
  );
}
