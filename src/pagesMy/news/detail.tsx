import { readMessage } from '../../../services/system';
import type { PageProps } from '../../page-props';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { ContentBody } from '../../components/ContentBody';
import { ContentDocument } from '../../components/ContentDocument';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';

/** A news item (`?id=`), or one of the user's messages (`?messageId=`), which reading marks read. */
export default function NewsDetailPage({ query }: PageProps) {
  return query.messageId ? <MessageDetail id={Number(query.messageId)} /> : <ContentDocument path="news" id={query.id ?? ''} dated />;
}

function MessageDetail({ id }: { id: number }) {
  const message = useLoad((signal) => readMessage(id, signal));
  if (message.loading) return <Loading />;
  if (!message.data) return <Failed error={message.error} onRetry={message.reload} />;
  return (
    <article className="card content-document">
      <h2>{message.data.title}</h2>
      <p className="muted">{formatDate(message.data.createdAt)}</p>
      <ContentBody text={message.data.body} />
    </article>
  );
}
