import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { sessionActor, settingsActor } from '../../app/actors';
import { useSignedIn } from '../../app/use-session';
import { Dialog } from '../../components/Dialog';

/** Settings: language and currency, account, about us, delete account, logout. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { locale, currency } = useSelector(settingsActor, (s) => s.context);
  const [confirmLogout, setConfirmLogout] = useState(false);
  return (
    <>
      <div className="list">
        <Link to="/pagesMy/pages/setting/lang-money">
          {t('langMoney.title')}
          <span className="value">
            {t(`language.${locale}`)} · {currency}
          </span>
        </Link>
        {signedIn && <Link to="/pagesMy/pages/setting/setting">{t('profile.title')}</Link>}
        {signedIn && <Link to="/pagesMy/pages/setting/edit-password">{t('editPassword.title')}</Link>}
        {signedIn && <Link to="/pagesMy/pages/setting/notices">{t('noticeSettings.title')}</Link>}
        <Link to="/pagesMy/pages/setting/about-us">{t('aboutUs.title')}</Link>
        {signedIn && <Link to="/pagesMy/pages/usageGuideline/deleteAccountNotice">{t('deleteAccount.title')}</Link>}
      </div>
      {signedIn && (
        <button type="button" className="block" onClick={() => setConfirmLogout(true)}>
          {t('session.logout')}
        </button>
      )}
      {confirmLogout && (
        <Dialog
          title={t('session.logoutConfirm')}
          actions={
            <>
              <button type="button" onClick={() => setConfirmLogout(false)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="primary"
                onClick={() => {
                  setConfirmLogout(false);
                  sessionActor.send({ type: 'logout' });
                }}
              >
                {t('session.logout')}
              </button>
            </>
          }
        />
      )}
    </>
  );
}
