import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getMessages } from '../../../services/system';
import type { MessagePage } from '../../../services/schemas/system';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { Failed } from '../../components/Failed';

/** The message centre: notices and messages, newest first. */
export default function NewsPage() {
  const { t } = useTranslation();
  const page = useLoad<MessagePage>((signal) => getMessages(1, 50, signal));
  if (page.loading) return <Loading />;
  if (!page.data) return <Failed error={page.error} onRetry={page.reload} />;
  if (page.data.records.length === 0) return <p className="empty">{t('news.empty')}</p>;
  return (
    <div className="list">
      {page.data.records.map((m) => (
        <Link key={m.id} to={`/pagesMy/pages/news/detail?id=${m.id}`} className={m.read ? '' : 'unread'}>
          <span>{m.title}</span>
          <span className="value">{formatDate(m.createdAt)}</span>
        </Link>
      ))}
    </div>
  );
}
