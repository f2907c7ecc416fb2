import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../app/use-session';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';

/** The add-on page for a visitor: add-ons belong to a booking, so they are found after logging in. */
export default function AddOnVisitorPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <EmptyState
      title={t('addOnOrders.visitorTitle')}
      action={
        signedIn ? (
          <Link className={buttonClass('primary')} to="/pagesMy/pages/addOnService/index">
            {t('addOnOrders.title')}
          </Link>
        ) : (
          <Link className={buttonClass('primary')} to="/pages/login/index">
            {t('login.title')}
          </Link>
        )
      }
    >
      <p>{t('addOnOrders.visitorHint')}</p>
    </EmptyState>
  );
}
