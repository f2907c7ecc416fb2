import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UnreadBadge } from '../../components/UnreadBadge';

/** Services: the self-service entries. */
export default function ServicesPage() {
  const { t, i18n } = useTranslation();
  return (
    <div className="list">
      <Link to="/pagesService/pages/flight-info/index">{t('entries.flightInfo')}</Link>
      <Link to="/pagesService/pages/item-query/index">{t('entries.itemQuery')}</Link>
      <Link to="/pagesService/pages/vipLounge/index">{t('entries.vipLounge')}</Link>
      <Link to="/pagesService/pages/chat/index">{t('entries.chat')}</Link>
      <Link to="/pagesPackageTicket/pages/package-ticket/index">{t('travelPass.title')}</Link>
      <Link to="/pagesMy/pages/news/index?tab=messages">
        <span>{t('entries.news')}</span>
        <UnreadBadge />
      </Link>
      <Link to="/pagesMy/pages/member/index">{t('entries.member')}</Link>
      <Link to="/pagesMy/pages/setting/lang-money">{t('entries.langMoney')}</Link>
      <Link to="/pagesMy/pages/setting/about-us">{t('entries.aboutUs')}</Link>
      {/* Their words come with the later texts, not the shell's: shown once they are in, last, so nothing drawn moves. */}
      {i18n.exists('notices.title') && <Link to="/pagesBase/pages/notice/index">{t('notices.title')}</Link>}
      {i18n.exists('news.tab') && <Link to="/pagesMy/pages/news/index">{t('news.tab')}</Link>}
    </div>
  );
}
