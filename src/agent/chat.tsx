import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { FlowError } from '../../machines/error-message';
import { followAgentConversations } from '../../services/chat';
import { ApiError } from '../../services/http';
import type { ConversationSummary } from '../../services/schemas/chat';
import { flowError } from '../../machines/error-message';
import { RECONNECT_MS } from '../../machines/chat.machine';
import { codes } from '../../services/schemas/codes';
import { tokenRequestSchema } from '../../services/schemas/auth';
import { sessionActor } from '../app/actors';
import { useErrorText } from '../app/hooks';
import { useLoginState, useSignedIn } from '../app/use-session';
import { validate, type FieldErrors } from '../app/validate';
import { useAgentChat } from '../components/chat-actor';
import { ChatConversation } from '../components/ChatConversation';
import { Failed } from '../components/Failed';
import { FormError } from '../components/FormError';
import { Loading } from '../components/Loading';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import type { PageProps } from '../page-props';

const AGENT_CHAT_PATH = '/agent/chat';

/** The agents' live chat: their own sign-in, the open conversations, and one conversation (`?id=`). */
export default function AgentChatPage({ query }: PageProps) {
  const restoring = useSelector(sessionActor, (s) => s.hasTag('restoring'));
  const signedIn = useSignedIn();
  if (restoring) return <Loading />;
  if (!signedIn) return <AgentSignIn />;
  return query.id ? <AgentConversation key={query.id} id={Number(query.id)} /> : <OpenConversations />;
}

function AgentSignIn() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useLoginState();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const credentials = { grant_type: 'password' as const, username: username.trim(), password };
    const result = validate(tokenRequestSchema, credentials);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    sessionActor.send({ type: 'login.submit', credentials });
  };
  return (
    <form onSubmit={submit} noValidate>
      <h2>{t('chat.signInTitle')}</h2>
      <p className="muted">{t('chat.signInHint')}</p>
      <FormError message={errorText(session.error)} />
      <TextField label={t('login.account')} name="username" autoComplete="username" value={username} onChange={setUsername} error={errors.username} />
      <TextField label={t('field.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      <Button type="submit" variant="primary" block busy={session.busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

function SignOut() {
  const { t } = useTranslation();
  return <Button onPress={() => sessionActor.send({ type: 'logout', silent: true })}>{t('chat.signOut')}</Button>;
}

/** The agent's failure: another role's account is told so and may sign out; anything else may be retried. */
function AgentFailed({ error, onRetry }: { error: FlowError | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error?.code !== codes.agentOnly) return <Failed error={error} onRetry={onRetry} />;
  return (
    <div>
      <p className="form-error" role="alert">
        {t('chat.notAgent')}
      </p>
      <SignOut />
    </div>
  );
}

/**
 * The open conversations as the server pushes them (again whenever one is opened, written in or
 * closed); a dropped connection connects again, a refusal (another role's account) stops.
 */
function useOpenConversations() {
  const [list, setList] = useState<ConversationSummary[] | null>(null);
  const [error, setError] = useState<FlowError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const follow = (): void =>
      void followAgentConversations(setList, controller.signal).then(
        () => setTimeout(follow, RECONNECT_MS),
        (failure: unknown) => {
          if (failure instanceof ApiError) setError(flowError(failure));
          else if (!controller.signal.aborted) setTimeout(follow, RECONNECT_MS);
        },
      );
    follow();
    return () => controller.abort();
  }, [attempt]);
  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
  };
  return { list, error, retry };
}

function OpenConversations() {
  const { t } = useTranslation();
  const { list, error, retry } = useOpenConversations();
  if (error) return <AgentFailed error={error} onRetry={retry} />;
  if (!list) return <Loading />;
  return (
    <div>
      <h2>{t('chat.openList')}</h2>
      {list.length === 0 ? (
        <p className="muted">{t('chat.noneOpen')}</p>
      ) : (
        <div className="list">
          {list.map((c) => (
            <Link key={c.id} to={`${AGENT_CHAT_PATH}?id=${c.id}`}>
              <span>
                {c.displayName}
                <span className="muted"> · {c.lastMessage?.body ?? t('chat.openedAt', { time: dayjs(c.createdAt).format('HH:mm') })}</span>
              </span>
            </Link>
          ))}
        </div>
      )}
      <div className="link-row">
        <SignOut />
      </div>
    </div>
  );
}

function AgentConversation({ id }: { id: number }) {
  const { t } = useTranslation();
  const chat = useAgentChat(id);
  const [state, send] = chat;
  if (state.matches('loadFailed') || state.matches('refused')) return <AgentFailed error={state.context.error} onRetry={() => send({ type: 'retry' })} />;
  if (state.matches('loading')) return <Loading />;
  return (
    <div>
      <h2>{state.context.conversation!.displayName}</h2>
      <ChatConversation chat={chat} side="AGENT" />
      <div className="link-row">
        <Link to={AGENT_CHAT_PATH}>{t('chat.allConversations')}</Link>
      </div>
    </div>
  );
}
