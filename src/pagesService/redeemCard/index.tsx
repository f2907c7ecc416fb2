import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextLink } from '../../ui/TextLink';
import { ActivationFlow } from '../../pagesMy/redeemCard/ActivationFlow';

/** Redeem a card: its code, then the card and its activation (behind the login guard, spec section 2). */
export default function RedeemCardServicePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <ActivationFlow cardId={null} onActivated={() => navigate('/pagesMy/pages/redeemCard/index')} />
      <p>
        <TextLink to="/pagesMy/pages/redeemCard/index">{t('redeemCard.myCards')}</TextLink>
      </p>
    </>
  );
}
