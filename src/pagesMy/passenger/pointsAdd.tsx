import { useTranslation } from 'react-i18next';
import { pointPassengerList } from '../../../services/points-booking';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { Card } from '../../ui/Card';
import { MembersOnly } from '../fortuneWingsClub/MembersOnly';

/** What the member's record lacks to fly an award (English name, travel document...), and where it is completed. */
export default function AwardDetailsPage() {
  const { t } = useTranslation();
  const list = useLoad((signal) => pointPassengerList(signal));
  return (
    <MembersOnly>
      {(profile) => {
        if (list.loading) return <Loading />;
        if (!list.data) return <Failed error={list.error} onRetry={list.reload} />;
        const missing = list.data.find((p) => p.kind === 'MEMBER')?.missing ?? [];
        return (
          <div className="page">
            <Card title={t('awardPassengers.memberDetails')}>
              <p>
                {profile.lastName} {profile.firstName} · {profile.cardNo}
              </p>
              <p data-testid="member-missing">
                {missing.length === 0
                  ? t('awardPassengers.nothingMissing')
                  : t('awardPassengers.memberMissing', { items: missing.map((m) => t(`awardPassengers.missing.${m}`)).join(t('awardPassengers.and')) })}
              </p>
              {missing.length > 0 && <p className="muted">{t('awardPassengers.howToComplete')}</p>}
            </Card>
          </div>
        );
      }}
    </MembersOnly>
  );
}
