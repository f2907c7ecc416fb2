import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Services: the self-service entries. */
export default function ServicesPage() {
  const { t } = useTranslation();
  return (
    <div className="list">
      <Link to="/pagesMy/pages/news/index">{t('news.title')}</Link>
      <Link to="/pagesMy/pages/member/index">{t('member.title')}</Link>
      <Link to="/pagesMy/pages/setting/lang-money">{t('langMoney.title')}</Link>
      <Link to="/pagesMy/pages/setting/about-us">{t('aboutUs.title')}</Link>
    </div>
  );
}
