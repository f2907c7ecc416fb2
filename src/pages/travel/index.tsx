import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../app/use-session';
import { FindBookingLink } from '../../components/FindBookingLink';

/** Trip: the traveller's upcoming trips. */
export default function TripPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <div className="empty">
      <p>{signedIn ? t('trip.none') : t('trip.loginHint')}</p>
      {!signedIn && (
        <>
          <Link className="button primary" to="/pages/login/index">
            {t('login.title')}
          </Link>
          <p>
            <FindBookingLink />
          </p>
        </>
      )}
    </div>
  );
}
