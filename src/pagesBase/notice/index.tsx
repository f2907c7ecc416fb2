import { useTranslation } from 'react-i18next';
import { getContent } from '../../../services/content';
import type { PageProps } from '../../page-props';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { useLocale } from '../../app/use-session';
import { ContentBody } from '../../components/ContentBody';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { EmptyState } from '../../ui/EmptyState';

/** The special notices in force, each opened in place; `?id=` opens one at once. */
export default function NoticePage({ query }: PageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notices = useLoad((signal) => getContent('special-notices', locale, signal));
  if (notices.loading) return <Loading />;
  if (!notices.data) return <Failed error={notices.error} onRetry={notices.reload} />;
  if (notices.data.length === 0) return <EmptyState title={t('notices.empty')} />;
  return (
    <div className="notice-list">
      {notices.data.map((n) => (
        <details key={n.id} className="card notice" open={n.id === query.id}>
          <summary>
            <strong>{n.title}</strong>
            <span className="muted">{formatDate(n.startTime)}</span>
          </summary>
          <p>{n.summary}</p>
          <ContentBody text={n.body} />
        </details>
      ))}
    </div>
  );
}
