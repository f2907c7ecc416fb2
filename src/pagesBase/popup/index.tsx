import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../page-props';
import { ContentPopup } from '../../components/ContentPopup';
import { HOME_PATH } from '../../app/navigation';
import { EmptyState } from '../../ui/EmptyState';
import { buttonClass } from '../../ui/button-class';

/** The pop-up of a page position (`?position=HOME`) as a page of its own: a fade-in overlay that goes home when closed, or a note that none is published. */
export default function PopupPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const none = (
    <EmptyState
      title={t('popup.none')}
      action={
        <Link className={buttonClass('primary')} to={HOME_PATH} replace>
          {t('popup.home')}
        </Link>
      }
    />
  );
  return <ContentPopup position={query.position ?? 'HOME'} always onClose={() => navigate(HOME_PATH, { replace: true })} none={none} />;
}
