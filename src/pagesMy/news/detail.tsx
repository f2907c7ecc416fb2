import { readMessage } from '../../../services/system';
import type { Message } from '../../../services/schemas/system';
import type { PageProps } from '../../page-props';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { Failed } from '../../components/Failed';

export default function NewsDetailPage({ query }: PageProps) {
  const message = useLoad<Message>((signal) => readMessage(Number(query.id), signal));
  if (message.loading) return <Loading />;
  if (!message.data) return <Failed error={message.error} onRetry={message.reload} />;
  return (
    <article className="card">
      <h2>{message.data.title}</h2>
      <p className="muted">{formatDate(message.data.createdAt)}</p>
      <p>{message.data.body}</p>
    </article>
  );
}
