import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NavBar } from './components/NavBar';
import { HOME_PATH } from './app/navigation';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <NavBar title={t('notFound.title')} back />
      <main className="page-body empty">
        <p>{t('notFound.body')}</p>
        <Link className="button primary" to={HOME_PATH}>
          {t('notFound.home')}
        </Link>
      </main>
    </div>
  );
}
