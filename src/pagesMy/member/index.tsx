import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getClubProfile } from '../../../services/member';
import type { ClubProfile } from '../../../services/schemas/member';
import { formatDate } from '../../app/format';
import { useLoad } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { Failed } from '../../components/Failed';

/** The Fortune Wings Club profile of the logged-in member. */
export default function MemberPage() {
  const { t } = useTranslation();
  const profile = useLoad<ClubProfile>((signal) => getClubProfile(signal));
  if (profile.loading) return <Loading />;
  if (!profile.data) {
    return (
      <div className="empty">
        <Failed error={profile.error} onRetry={profile.reload} />
        <Link className="button primary" to="/pagesMy/pages/loginreg/jplogin">
          {t('member.bind')}
        </Link>
      </div>
    );
  }
  const p = profile.data;
  return (
    <>
      <div className="hero">
        <p className="tier">{t(`tier.${p.tier}`)}</p>
        <h2>
          {p.lastName} {p.firstName}
        </h2>
        <p>
          {t('member.cardNo')}
          {t('format.colon')}
          <span data-testid="card-no">{p.cardNo}</span>
        </p>
      </div>
      <div className="list">
        <div className="row">
          {t('member.points')}
          <span className="value">{p.points.toLocaleString('en-US')}</span>
        </div>
        <div className="row">
          {t('member.pointsExpiry')}
          <span className="value">{p.pointsExpiry ? formatDate(p.pointsExpiry) : '-'}</span>
        </div>
        <div className="row">
          {t('member.tierEnd')}
          <span className="value">{p.tierEndDate ? formatDate(p.tierEndDate) : '-'}</span>
        </div>
        <div className="row">
          {t('member.document')}
          <span className="value">{p.idNoMasked ?? '-'}</span>
        </div>
        <div className="row">
          {t('field.mobile')}
          <span className="value">{p.mobile ? `+${p.areaCode} ${p.mobile}` : '-'}</span>
        </div>
        <div className="row">
          {t('field.email')}
          <span className="value">{p.email ?? '-'}</span>
        </div>
      </div>
    </>
  );
}
