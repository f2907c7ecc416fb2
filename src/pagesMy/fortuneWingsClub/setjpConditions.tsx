import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AwardTravellers } from '../passenger/AwardTravellers';
import { Card } from '../../ui/Card';
import { MembersOnly } from './MembersOnly';

/** The member's award travellers, and the way to name beneficiaries. */
export default function AwardTravellersPage() {
  const { t } = useTranslation();
  return (
    <MembersOnly>
      {() => (
        <div className="page">
          <AwardTravellers />
          <Card title={t('awardPassengers.setTitle')}>
            <p>{t('awardPassengers.setExplain')}</p>
            <Link className="button primary" to="/pagesMy/pages/fortuneWingsClub/beneficiary">
              {t('awardPassengers.beneficiaries')}
            </Link>
          </Card>
        </div>
      )}
    </MembersOnly>
  );
}
