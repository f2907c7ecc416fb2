import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignedIn, useUser } from '../../app/use-session';
import { VISITOR_PATH } from '../../app/navigation';
import { loginPathFrom } from '../../app/return-to';
import { UnreadBadge } from '../../components/UnreadBadge';

/** Mine: the account card, or login and register for a guest, then the account's pages. */
export default function MinePage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const user = useUser();
  return (
    <>
      <div className="hero">
        {signedIn && user ? (
          <>
            <h2 data-testid="nick-name">{user.nickName ?? `+${user.areaCode} ${user.mobile}`}</h2>
            {user.jpClubId ? (
              <p>
                {t(`tier.${user.jpTier}`)} · {t('member.cardNo')} {user.jpClubId}
              </p>
            ) : (
              <p>{t('mine.notMember')}</p>
            )}
          </>
        ) : (
          <>
            <h2>{t('mine.guest')}</h2>
            <p>{t('mine.guestHint')}</p>
            <div className="chips">
              <Link className="button primary" to={loginPathFrom('/pages/my/index')}>
                {t('login.title')}
              </Link>
              <Link className="button" to="/pagesMy/pages/loginreg/register">
                {t('entries.register')}
              </Link>
            </div>
          </>
        )}
      </div>
      <div className="list">
        <Link to="/pagesMy/pages/order/index">{t('entries.orders')}</Link>
        <Link to="/pagesMy/pages/addOnService/index">{t('entries.addOnOrders')}</Link>
        <Link to="/pagesMy/pages/addOnServiceAuxi/index">{t('entries.insuranceOrders')}</Link>
        <Link to="/pagesMy/pages/order/vipOrders">{t('entries.vipOrders')}</Link>
        <Link to="/pagesPackageTicket/pages/package-ticket/package-order">{t('travelPass.myOrders')}</Link>
        <Link to="/pagesMy/pages/member/index">{t('entries.member')}</Link>
        <Link to="/pagesMy/pages/passenger/index">{t('entries.passengers')}</Link>
        <Link to="/pagesMy/pages/contacts/index">{t('entries.contacts')}</Link>
        <Link to="/pagesMy/pages/refundModification/index">{t('entries.refunds')}</Link>
        <Link to="/pagesMy/pages/mineVoucher/index">{t('entries.vouchers')}</Link>
        <Link to="/pagesMy/pages/news/index?tab=messages">
          <span>{t('entries.news')}</span>
          <UnreadBadge />
        </Link>
        <Link to="/pagesMy/pages/setting/index">{t('entries.settings')}</Link>
        {/* Its words come with the later texts, not the shell's: shown once they are in, last, so nothing drawn moves. */}
        {!signedIn && i18n.exists('guestOrder.find') && <Link to={VISITOR_PATH}>{t('guestOrder.find')}</Link>}
      </div>
    </>
  );
}
