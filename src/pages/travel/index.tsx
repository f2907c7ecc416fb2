import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../app/use-session';
import { VISITOR_PATH } from '../../app/navigation';

/** Trip: the traveller's upcoming trips. */
export default function TripPage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <div className="empty">
      <p>{signedIn ? t('trip.none') : t('trip.loginHint')}</p>
      {!signedIn && (
        <>
          <Link className="button primary" to="/pages/login/index">
            {t('login.title')}
          </Link>
          {/* Its words come with the later texts, not the shell's: shown once they are in, last, so nothing drawn moves. */}
          {i18n.exists('guestOrder.find') && (
            <p>
              <Link to={VISITOR_PATH}>{t('guestOrder.find')}</Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
