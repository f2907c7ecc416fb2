import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** What deleting an account means, before the user goes on. */
export default function DeleteAccountNoticePage() {
  const { t } = useTranslation();
  return (
    <div className="card">
      <h2>{t('deleteAccountNotice.heading')}</h2>
      <ul>
        <li>{t('deleteAccountNotice.point1')}</li>
        <li>{t('deleteAccountNotice.point2')}</li>
        <li>{t('deleteAccountNotice.point3')}</li>
        <li>{t('deleteAccountNotice.point4')}</li>
      </ul>
      <Link className="button primary block" to="/pagesMy/pages/setting/delete-account">
        {t('deleteAccountNotice.continue')}
      </Link>
    </div>
  );
}
