import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pendingScheduleChanges } from '../../../services/schedule-change';
import { useLoad } from '../../app/hooks';

/** The trip's notice of a flight the airline changed, with the way into the schedule change; all bookings, or one. */
export function ScheduleChangeNotices({ orderId }: { orderId?: number }) {
  const { t } = useTranslation();
  const changes = useLoad(pendingScheduleChanges);
  const shown = (changes.data ?? []).filter((c) => orderId === undefined || c.orderId === orderId);
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
