import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRIVACY_POLICY_PATH } from './content-href';

/** Beside every consent box: the privacy policy the box agrees to. */
export function PrivacyLink() {
  const { t } = useTranslation();
  return (
    <p className="privacy-link">
      <Link to={PRIVACY_POLICY_PATH}>{t('privacy.read')}</Link>
    </p>
  );
}
