import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameProblem } from '../../../machines/chat.machine';
import { useErrorText } from '../../app/hooks';
import { useUser } from '../../app/use-session';
import { useTravellerChat } from '../../components/chat-actor';
import { ChatConversation } from '../../components/ChatConversation';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** Live chat from Services: the traveller's open conversation, or the name to be addressed by to start one. */
export default function ChatPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useUser();
  const chat = useTravellerChat(user?.nickName ?? '');
  const [state, send] = chat;
  const [tried, setTried] = useState(false);
  if (state.matches('loading')) return <Loading />;
  if (state.matches('loadFailed') || state.matches('refused')) return <Failed error={state.context.error} onRetry={() => send({ type: 'retry' })} />;
  if (!state.matches('naming')) {
    return (
      <ChatConversation
        chat={chat}
        side="TRAVELLER"
        afterClose={
          <Button variant="primary" block onPress={() => send({ type: 'newChat' })}>
            {t('chat.newChat')}
          </Button>
        }
      />
    );
  }

  const { displayName, error } = state.context;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(nameProblem(displayName) !== null);
    send({ type: state.matches({ naming: 'failed' }) ? 'retry' : 'start' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <p className="muted">{t('chat.intro')}</p>
      <FormError message={errorText(error)} />
      <TextField
        label={t('chat.displayName')}
        name="displayName"
        autoComplete="nickname"
        value={displayName}
        onChange={(name) => send({ type: 'name.change', displayName: name })}
        error={(tried && nameProblem(displayName)) || undefined}
      />
      <Button type="submit" variant="primary" block busy={state.matches({ naming: 'opening' })}>
        {t('chat.start')}
      </Button>
    </form>
  );
}
