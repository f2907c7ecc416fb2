import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { backHandler } from '../app/back-handler';
import { HOME_PATH } from '../app/navigation';

/** The custom navigation bar every page has; tab pages have no back button. */
export function NavBar({ title, back }: { title: string; back: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const goBack = () => {
    const flowBack = backHandler();
    if (flowBack) flowBack();
    else if (window.history.state?.idx > 0) navigate(-1);
    else navigate(HOME_PATH, { replace: true });
  };
  return (
    <header className="nav-bar">
      {back && (
        <button type="button" className="nav-back" aria-label={t('common.back')} onClick={goBack}>
          ‹
        </button>
      )}
      <h1>{title}</h1>
    </header>
  );
}
