import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { isAppPath } from '../../components/content-href';
import { EmptyState } from '../../ui/EmptyState';
import { buttonClass } from '../../ui/button-class';

/** A PDF the airline publishes (the app's own files only), opened in the phone's reader or saved. */
export default function OpenPdfPage({ query }: PageProps) {
  const { t } = useTranslation();
  const url = query.url ?? '';
  if (!isAppPath(url) || !url.toLowerCase().endsWith('.pdf')) return <EmptyState title={t('content.noPage')} />;
  const name = url.slice(url.lastIndexOf('/') + 1);
  return (
    <EmptyState
      title={t('content.pdfTitle')}
      action={
        <div className="content-pdf-actions">
          <a className={buttonClass('primary', true)} href={url} target="_blank" rel="noopener">
            {t('content.openPdf')}
          </a>
          <a className={buttonClass('secondary', true)} href={url} download={name}>
            {t('content.downloadPdf')}
          </a>
        </div>
      }
    >
      <p>{name}</p>
    </EmptyState>
  );
}
