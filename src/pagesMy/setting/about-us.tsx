import { useTranslation } from 'react-i18next';

const APP_VERSION = '1.0.0';

export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <div className="card">
      <h2>{t('aboutUs.heading')}</h2>
      <p>{t('aboutUs.body')}</p>
      <p className="muted">{t('aboutUs.version', { version: APP_VERSION })}</p>
    </div>
  );
}
