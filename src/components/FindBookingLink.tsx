import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VISITOR_PATH } from '../app/navigation';

/**
 * The way to a booking made as a guest. Its words arrive with the pages' later texts (not the
 * shell's), so on a tab page it appears once they are in; placed last, it moves nothing drawn before.
 */
export function FindBookingLink({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  if (!i18n.exists('guestOrder.find')) return null;
  return (
    <Link className={className} to={VISITOR_PATH}>
      {t('guestOrder.find')}
    </Link>
  );
}
