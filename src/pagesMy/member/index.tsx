import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ClubProfile } from '../../../services/schemas/member';
import { formatDate, formatPoints } from '../../app/format';
import { MemberHero } from '../fortuneWingsClub/MemberHero';
import { MembersOnly } from '../fortuneWingsClub/MembersOnly';
import { CLUB_CARD, CLUB_HOME } from '../fortuneWingsClub/paths';

/** The Fortune Wings Club profile of the logged-in member; a user without a membership is welcomed to the club. */
export default function MemberPage() {
  return <MembersOnly>{(profile) => <MemberProfile profile={profile} />}</MembersOnly>;
}

function MemberProfile({ profile: p }: { profile: ClubProfile }) {
  const { t } = useTranslation();
  return (
    <>
      <MemberHero profile={p} />
      <div className="list">
        <div className="row">
          {t('member.points')}
          <span className="value">{formatPoints(p.points)}</span>
        </div>
        <div className="row">
          {t('member.pointsExpiry')}
          <span className="value">{p.pointsExpiry ? formatDate(p.pointsExpiry) : '-'}</span>
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
      <Link className="button primary block" to={CLUB_HOME}>
        {t('fwcHome.title')}
      </Link>
      <Link className="button block" to={CLUB_CARD}>
        {t('fwcHome.card')}
      </Link>
    </>
  );
}
