import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { unbindClub } from '../../../services/member';
import type { ClubProfile } from '../../../services/schemas/member';
import { sessionActor } from '../../app/actors';
import { formatDate, formatPoints } from '../../app/format';
import { showToast } from '../../app/toast';
import { RemoveDialog } from '../../components/RemoveDialog';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { BindForm } from './BindForm';
import { MemberHero } from './MemberHero';
import { ClubWelcome, MembersOnly } from './MembersOnly';
import { CLUB_CARD, CLUB_HOME } from './paths';

const FWC = '/pagesMy/pages/fortuneWingsClub';
const links = [
  ['card', CLUB_CARD],
  ['pointsHistory', `${FWC}/TradingPoints`],
  ['missingPoints', `${FWC}/SupplementPoints`],
  ['beneficiaries', `${FWC}/beneficiary`],
  ['awardBooking', '/pagesService/pages/flexible-reward-airfare/index'],
  ['redeemCards', '/pagesMy/pages/redeemCard/index'],
  ['changePassword', `${FWC}/changePassword`],
  ['redemptionPassword', `${FWC}/consumptionPs`],
] as const;

/** The club home of a member; a user without a membership gets the welcome and the bind form. */
export default function ClubHomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toHome = useCallback(() => navigate(CLUB_HOME, { replace: true }), [navigate]);
  if (params.get('bind') === '1') return <BindForm onBound={toHome} />;
  return (
    <MembersOnly
      welcome={
        <>
          <ClubWelcome />
          <BindForm onBound={toHome} />
        </>
      }
    >
      {(profile, reload) => <ClubHome profile={profile} onUnbound={reload} />}
    </MembersOnly>
  );
}

function ClubHome({ profile: p, onUnbound }: { profile: ClubProfile; onUnbound: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const unbound = useCallback(() => {
    setConfirming(false);
    showToast(t('fwcHome.unbound'));
    sessionActor.send({ type: 'user.refresh' });
    onUnbound();
  }, [onUnbound, t]);
  return (
    <>
      <MemberHero profile={p} />
      <div className="list">
        <div className="row">
          {t('fwcHome.points')}
          <span className="value" data-testid="club-points">
            {formatPoints(p.points)}
          </span>
        </div>
        <p className="row muted">
          {p.expiringPoints > 0 && p.pointsExpiry
            ? t('fwcHome.expiring', { points: formatPoints(p.expiringPoints), date: formatDate(p.pointsExpiry) })
            : t('fwcHome.noExpiring')}
        </p>
      </div>
      <div className="club-links">
        <ListGroup label={t('fwcHome.title')}>
          {links.map(([key, href]) => (
            <ListRow key={key} label={t(`fwcHome.${key}`)} href={href} />
          ))}
          <ListRow label={t('fwcHome.unbind')} description={t('fwcHome.unbindBody')} onPress={() => setConfirming(true)} />
        </ListGroup>
      </div>
      {confirming && (
        <RemoveDialog title={t('fwcHome.unbindTitle')} keepLabel={t('fwcHome.keepBound')} actionLabel={t('fwcHome.unbindConfirm')} remove={(signal) => unbindClub(signal)} onClose={() => setConfirming(false)} onRemoved={unbound} />
      )}
    </>
  );
}
