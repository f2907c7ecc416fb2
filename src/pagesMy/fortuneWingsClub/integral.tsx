import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPoints } from '../../app/format';
import { Card } from '../../ui/Card';
import { MembersOnly } from './MembersOnly';

/** The points for redemption: available (unpaid award orders' points held apart), expiring soonest, and what awards cost. */
export default function ClubPointsPage() {
  const { t } = useTranslation();
  return (
    <MembersOnly>
      {(profile) => (
        <div className="page">
          <Card title={t('award.available')}>
            <p className="award-points" data-testid="integral-available">
              {t('award.points', { points: formatPoints(profile.points) })}
            </p>
            {profile.expiringPoints > 0 && <p className="muted">{t('award.expiring', { points: formatPoints(profile.expiringPoints), date: profile.pointsExpiry && formatDate(profile.pointsExpiry) })}</p>}
            <p className="muted">{t('award.heldNote')}</p>
            <Link to="/pagesMy/pages/order/index">{t('award.myOrders')}</Link>
          </Card>
          <Card title={t('award.costTitle')}>
            <p>{t('award.costFormula')}</p>
            <p>{t('award.costBrands')}</p>
            <Link className="button primary" to="/pagesService/pages/flexible-reward-airfare/index">
              {t('award.bookAward')}
            </Link>
          </Card>
        </div>
      )}
    </MembersOnly>
  );
}
