import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getContent } from '../../../services/content';
import { getMessages } from '../../../services/system';
import type { PageProps } from '../../page-props';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { LOGIN_PATH } from '../../app/navigation';
import { saveReturnTo } from '../../app/return-to';
import { useLocale, useSignedIn } from '../../app/use-session';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { PagedList } from '../../components/PagedList';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs } from '../../ui/Tabs';

const PAGE_SIZE = 20;
const MESSAGES_PATH = '/pagesMy/pages/news/index';
const tabs = ['news', 'messages'] as const;

/** The airline's news, and the signed-in user's message centre (`?tab=messages`), each behind its tab. */
export default function NewsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = tabs.find((id) => id === query.tab) ?? 'news';
  return (
    <Tabs
      label={t('news.tabsLabel')}
      selected={tab}
      onSelect={(id) => navigate(`${MESSAGES_PATH}?tab=${id}`, { replace: true })}
      tabs={[
        { id: 'news', title: t('news.tab'), content: <NewsList /> },
        { id: 'messages', title: t('messages.tab'), content: <MessageCentre /> },
      ]}
    />
  );
}

function NewsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const news = useLoad((signal) => getContent('news', locale, signal));
  if (news.loading) return <Loading />;
  if (!news.data) return <Failed error={news.error} onRetry={news.reload} />;
  if (news.data.length === 0) return <EmptyState title={t('news.empty')} />;
  return (
    <div className="list" data-testid="news-list">
      {news.data.map((n) => (
        <Link key={n.id} to={`/pagesMy/pages/news/detail?id=${n.id}`} className="news-row">
          <span>
            <strong>{n.title}</strong>
            <span className="muted">{n.summary}</span>
          </span>
          <span className="value">{formatDate(n.startTime)}</span>
        </Link>
      ))}
    </div>
  );
}

function MessageCentre() {
  const { t } = useTranslation();
  if (!useSignedIn()) {
    return (
      <EmptyState
        title={t('messages.loginTitle')}
        action={
          <Link
            className={buttonClass('primary')}
            to={LOGIN_PATH}
            onClick={() => saveReturnTo({ route: MESSAGES_PATH, options: { tab: 'messages' }, url: `${MESSAGES_PATH}?tab=messages` })}
          >
            {t('login.title')}
          </Link>
        }
      >
        <p>{t('messages.loginHint')}</p>
      </EmptyState>
    );
  }
  return (
    <PagedList pageSize={PAGE_SIZE} load={(pageNum, signal) => getMessages(pageNum, PAGE_SIZE, signal)} empty={<EmptyState title={t('messages.empty')} />}>
      {(records) => (
        <div className="list" data-testid="message-list">
          {records.map((m) => (
            <Link key={m.id} to={`/pagesMy/pages/news/detail?messageId=${m.id}`} className={m.read ? 'message-row' : 'message-row unread'}>
              <span>
                {!m.read && <span className="badge">{t('messages.unreadMark')}</span>} {m.title}
              </span>
              <span className="value">{formatDate(m.createdAt)}</span>
            </Link>
          ))}
        </div>
      )}
    </PagedList>
  );
}
