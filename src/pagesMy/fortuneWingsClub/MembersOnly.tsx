import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getClubProfile } from '../../../services/member';
import { codes } from '../../../services/schemas/codes';
import type { ClubProfile } from '../../../services/schemas/member';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';

/** What the club offers, and the ways in, for a signed-in user whose account has no membership. */
export function ClubWelcome() {
  const { t } = useTranslation();
  return (
    <section className="club-welcome" data-testid="club-welcome">
      <h2>{t('clubWelcome.title')}</h2>
      <p>{t('clubWelcome.offer')}</p>
      <Link className="button primary" to="/pagesExternal/pages/club/step1">
        {t('clubWelcome.join')}
      </Link>
      <Link className="button" to="/pagesMy/pages/fortuneWingsClub/index?bind=1">
        {t('clubWelcome.bind')}
      </Link>
    </section>
  );
}

/** A club page's body, drawn from the member's profile; a user without a membership is welcomed instead. */
export function MembersOnly({ children }: { children: (profile: ClubProfile, reload: () => void) => ReactNode }) {
  const profile = useLoad<ClubProfile>((signal) => getClubProfile(signal));
  if (profile.loading) return <Loading />;
  if (profile.data) return children(profile.data, profile.reload);
  if (profile.error?.code === codes.notAClubMember) return <ClubWelcome />;
  return <Failed error={profile.error} onRetry={profile.reload} />;
}
