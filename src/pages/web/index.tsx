import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { ContentDocument } from '../../components/ContentDocument';
import { EmptyState } from '../../ui/EmptyState';
import { buttonClass } from '../../ui/button-class';

function httpsUrl(value: string | undefined): URL | null {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The web view: one of the airline's common pages (`?id=`), or another site's page (`?url=`, https
 * only), which this app may not frame and so opens in the browser.
 */
export default function WebViewPage({ query }: PageProps) {
  const { t } = useTranslation();
  if (query.id) return <ContentDocument path="about-common-pages" id={query.id} />;
  const url = httpsUrl(query.url);
  if (!url) return <EmptyState title={t('content.noPage')} />;
  return (
    <EmptyState
      title={url.host}
      action={
        <a className={buttonClass('primary', true)} href={url.href} target="_blank" rel="noopener noreferrer">
          {t('content.openSite', { host: url.host })}
        </a>
      }
    >
      <p>{t('content.leavingApp')}</p>
    </EmptyState>
  );
}
