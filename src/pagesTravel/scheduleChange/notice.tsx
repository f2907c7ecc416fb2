import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pendingScheduleChanges } from '../../../services/schedule-change';
import type { PendingScheduleChange } from '../../../services/schemas/schedule-change';
import { useLoad } from '../../app/hooks';
import { useSignedIn } from '../../app/use-session';

/**
 * The traveller's pending schedule changes, loaded beside what a page shows: the page draws once
 * both are in (or this failed), so a notice never pushes what is drawn down.
 */
export function useScheduleChanges() {
  // A guest has none to be told of (and may not ask).
  const signedIn = useSignedIn();
  const changes = useLoad((signal) => (signedIn ? pendingScheduleChanges(signal) : Promise.resolve([])));
  return { settled: !changes.loading, changes: changes.data ?? [] };
}

/** The trip's notice of a flight the airline changed, with the way into the schedule change; all bookings, or one. */
export function ScheduleChangeNotices({ changes, orderId }: { changes: PendingScheduleChange[]; orderId?: number }) {
  const { t } = useTranslation();
  const shown = changes.filter((c) => orderId === undefined || c.orderId === orderId);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((c) => (
        <section key={c.scheduleChangeId} className="card notice" role="status" data-testid="schedule-change-notice">
          <p>
            <strong>{t(`scheduleChange.notice.${c.kind}`, { flightNo: c.flightNo })}</strong> {c.pnr}
          </p>
          <Link className="button primary" to={`/pagesTravel/pages/scheduleChange/index?orderId=${c.orderId}`}>
            {t('scheduleChange.notice.action')}
          </Link>
        </section>
      ))}
    </>
  );
}
