import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { HOME_PATH } from '../../app/navigation';
import { ContentDocument } from '../../components/ContentDocument';
import { PrivacyLink } from '../../components/PrivacyLink';
import { EmptyState } from '../../ui/EmptyState';
import { buttonClass } from '../../ui/button-class';

/** A page opened from outside the app: one of the airline's common pages (`?id=`), or the way into the app. */
export default function ExternalPage({ query }: PageProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.id ? (
        <ContentDocument path="about-common-pages" id={query.id} />
      ) : (
        <EmptyState
          title={t('content.externalTitle')}
          action={
            <Link className={buttonClass('primary', true)} to={HOME_PATH}>
              {t('content.externalOpen')}
            </Link>
          }
        >
          <p>{t('content.externalHint')}</p>
        </EmptyState>
      )}
      <PrivacyLink />
    </>
  );
}
