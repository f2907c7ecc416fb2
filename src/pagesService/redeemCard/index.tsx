import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSignedIn } from '../../app/use-session';
import { LOGIN_PATH } from '../../app/navigation';
import { EmptyState } from '../../ui/EmptyState';
import { ActivationFlow } from '../../pagesMy/redeemCard/ActivationFlow';

/** Redeem a card: its code, then the card and its activation; a signed-out user is asked to log in. */
export default function RedeemCardServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  if (!signedIn)
    return (
      <EmptyState
        title={t('redeemCard.loginHint')}
        action={
          <Link className="button primary" to={LOGIN_PATH}>
            {t('login.title')}
          </Link>
        }
      />
    );
  return (
    <>
      <ActivationFlow cardId={null} onActivated={() => navigate('/pagesMy/pages/redeemCard/index')} />
      <p>
        <Link to="/pagesMy/pages/redeemCard/index">{t('redeemCard.myCards')}</Link>
      </p>
    </>
  );
}
