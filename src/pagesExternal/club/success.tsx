import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { useSignedIn } from '../../app/use-session';
import { CLUB_HOME, CLUB_BIND } from '../../pagesMy/fortuneWingsClub/paths';
import { readResult } from './draft';
import { RestartNote } from './RestartNote';

/** The club sign-up's end: the card number and tier, and the way to the club home, to bind, or to log in. */
export default function ClubSuccessPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const result = readResult();
  if (!result) return <RestartNote />;
  return (
    <>
      <div className="hero">
        <h2>{t('clubSignUp.successTitle')}</h2>
        <p className="tier">{t(`tier.${result.tier}`)}</p>
      </div>
      <div className="list">
        <div className="row">
          {t('clubSignUp.cardNo')}
          <span className="value" data-testid="new-card-no">
            {result.cardNo}
          </span>
        </div>
        <div className="row">
          {t('clubSignUp.tier')}
          <span className="value">{t(`tier.${result.tier}`)}</span>
        </div>
        <div className="row">
          {t('clubSignUp.tierEnd')}
          <span className="value">{formatDate(result.tierEndDate)}</span>
        </div>
      </div>
      <p>{result.bound ? t('clubSignUp.bound') : t('clubSignUp.notBound')}</p>
      {result.bound ? (
        <Link className="button primary block" to={CLUB_HOME}>
          {t('clubSignUp.toClub')}
        </Link>
      ) : (
        <>
          {signedIn && (
            <Link className="button primary block" to={CLUB_BIND}>
              {t('clubSignUp.toBind')}
            </Link>
          )}
          <Link className={signedIn ? 'button block' : 'button primary block'} to="/pagesMy/pages/loginreg/jplogin">
            {t('clubSignUp.toClubLogin')}
          </Link>
        </>
      )}
    </>
  );
}
