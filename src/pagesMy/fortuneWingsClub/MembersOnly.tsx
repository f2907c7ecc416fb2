import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getClubProfile } from '../../../services/member';
import { codes } from '../../../services/schemas/codes';
import type { ClubProfile } from '../../../services/schemas/member';
import { useLoad } from '../../app/hooks';
import { useUser } from '../../app/use-session';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { CLUB_BIND } from './paths';
import './club.css';

const offers = ['points', 'awards', 'fares', 'tiers'] as const;

/** What the club offers, and the ways in, for a signed-in user whose account has no membership. */
export function ClubWelcome() {
  const { t } = useTranslation();
  return (
    <section className="club-welcome" data-testid="club-welcome" aria-labelledby="club-welcome-title">
      <h2 id="club-welcome-title">{t('clubWelcome.title')}</h2>
      <p>{t('clubWelcome.offer')}</p>
      <ul className="club-offers">
        {offers.map((offer) => (
          <li key={offer}>{t(`clubWelcome.${offer}`)}</li>
        ))}
      </ul>
      <Link className="button primary block" to="/pagesExternal/pages/club/step1">
        {t('clubWelcome.join')}
      </Link>
      <Link className="button block" to={CLUB_BIND}>
        {t('clubWelcome.bind')}
      </Link>
    </section>
  );
}

/**
 * A club page's body, drawn from the member's profile. A user whose account has no membership is
 * welcomed instead (`welcome`, by default the club's offer and the ways to join or bind), without
 * asking for a profile the server would refuse them.
 */
export function MembersOnly({ children, welcome = <ClubWelcome /> }: { children: (profile: ClubProfile, reload: () => void) => ReactNode; welcome?: ReactNode }) {
  const user = useUser();
  if (!user) return <Loading />;
  return user.jpClubId ? <MemberProfile welcome={welcome}>{children}</MemberProfile> : welcome;
}

function MemberProfile({ children, welcome }: { children: (profile: ClubProfile, reload: () => void) => ReactNode; welcome: ReactNode }) {
  const profile = useLoad<ClubProfile>((signal) => getClubProfile(signal));
  if (profile.loading) return <Loading />;
  if (profile.data) return children(profile.data, profile.reload);
  // Unbound elsewhere since the account was loaded.
  if (profile.error?.code === codes.notAClubMember) return welcome;
  return <Failed error={profile.error} onRetry={profile.reload} />;
}
