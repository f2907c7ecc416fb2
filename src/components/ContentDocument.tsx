import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getContentDocument } from '../../services/content';
import type { ContentPath } from '../../services/schemas/content';
import type { Locale } from '../../services/schemas/locale';
import { formatDate } from '../app/format';
import { useLoad } from '../app/hooks';
import { useLocale } from '../app/use-session';
import { buttonClass } from '../ui/button-class';
import { ContentBody } from './ContentBody';
import { contentHref } from './content-href';
import { Failed } from './Failed';
import { Loading } from './Loading';

/**
 * One published document in full: its title, summary, text and where it leads. `locale` reads it in
 * another language than the app's (the page then marks the text's language); `dated` shows when it
 * was published.
 */
export function ContentDocument({ path, id, locale, dated = false }: { path: ContentPath; id: string; locale?: Locale; dated?: boolean }) {
  const { t } = useTranslation();
  const appLocale = useLocale();
  const language = locale ?? appLocale;
  const item = useLoad((signal) => getContentDocument(path, id, language, signal));
  if (item.loading) return <Loading />;
  if (!item.data) return <Failed error={item.error} onRetry={item.reload} />;
  const { title, summary, body, action, startTime } = item.data;
  return (
    <article className="card content-document" lang={language === appLocale ? undefined : language}>
      <h2>{title}</h2>
      {dated && <p className="muted">{formatDate(startTime)}</p>}
      {summary && <p className="content-summary">{summary}</p>}
      <ContentBody text={body} />
      {action && (
        <Link className={buttonClass('primary', true)} to={contentHref(action)}>
          {t('content.open')}
        </Link>
      )}
    </article>
  );
}
