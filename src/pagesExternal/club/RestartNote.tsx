import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CLUB_STEP } from './draft';

/** A later step opened before the earlier ones were passed. */
export function RestartNote() {
  const { t } = useTranslation();
  return (
    <div className="empty">
      <p>{t('clubSignUp.restart')}</p>
      <Link className="button primary" to={CLUB_STEP(1)}>
        {t('clubSignUp.step1')}
      </Link>
    </div>
  );
}
