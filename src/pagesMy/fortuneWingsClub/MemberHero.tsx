import { useTranslation } from 'react-i18next';
import type { ClubProfile } from '../../../services/schemas/member';
import { formatDate } from '../../app/format';

/** The head of a member's pages: tier, name, card number and how long the tier lasts. */
export function MemberHero({ profile: p }: { profile: ClubProfile }) {
  const { t } = useTranslation();
  return (
    <div className="hero">
      <p className="tier" data-testid="club-tier">
        {t(`tier.${p.tier}`)}
      </p>
      <h2>
        {p.lastName} {p.firstName}
      </h2>
      <p>
        {t('member.cardNo')}
        {t('format.colon')}
        <span data-testid="card-no">{p.cardNo}</span>
      </p>
      {p.tierEndDate && <p>{t('fwcHome.tierEnd', { date: formatDate(p.tierEndDate) })}</p>}
    </div>
  );
}
