import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pointPassengerList } from '../../../services/points-booking';
import type { AwardPassenger } from '../../../services/schemas/points-booking';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';

const nameOf = (p: AwardPassenger) => `${p.lastName} ${p.firstName}`.trim() || [p.chineseLastName, p.chineseFirstName].join('');

/** Who may fly on the member's award tickets (psg/list), each with what their record lacks. */
export function AwardTravellers() {
  const { t } = useTranslation();
  const list = useLoad((signal) => pointPassengerList(signal));
  if (list.loading) return <Loading />;
  if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
  return (
    <Card title={t('awardPassengers.whoMayFly')}>
      <p>{t('awardPassengers.conditions')}</p>
      <ul data-testid="award-travellers">
        {list.data.map((p) => (
          <li key={`${p.kind}:${p.id}`}>
            <strong>{nameOf(p)}</strong> · {t(`awardPassengers.kinds.${p.kind}`)}
            {p.missing.length > 0 && (
              <span className="muted"> · {t('awardPassengers.lacks', { items: p.missing.map((m) => t(`awardPassengers.missing.${m}`)).join(t('awardPassengers.and')) })}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="muted">{t('awardPassengers.pendingNote')}</p>
      <Link to="/pagesMy/pages/fortuneWingsClub/beneficiary">{t('awardPassengers.beneficiaries')}</Link>
    </Card>
  );
}
