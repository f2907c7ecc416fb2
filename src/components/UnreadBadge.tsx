import { useTranslation } from 'react-i18next';
import { getUnreadCount } from '../../services/system';
import { useLoad } from '../app/hooks';
import { useSignedIn } from '../app/use-session';
import '../ui/utilities.css';

function UnreadCount() {
  const { t } = useTranslation();
  const unread = useLoad(getUnreadCount);
  const count = unread.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="badge" data-testid="unread-badge">
      <span aria-hidden="true">{count}</span>
      {/* Heard after the entry's name, as its own words. */}
      <span className="ui-visually-hidden"> {t('entries.unread', { count })}</span>
    </span>
  );
}

/** Beside the message centre's entry: how many of the signed-in user's messages are unread, when any are. */
export function UnreadBadge() {
  // Mounted once signed in, so a session restored after the page opened is counted too.
  return useSignedIn() ? <UnreadCount /> : null;
}
