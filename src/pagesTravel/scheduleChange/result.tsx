import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { TripLines } from '../../pagesMy/order/order-parts';
import { EmptyState } from '../../ui/EmptyState';
import { useScheduleChange } from './schedule-change-actor';

/** The booking as it now stands: the flight kept or the new one. */
export default function ScheduleChangeResultPage() {
  const { t } = useTranslation();
  const { state } = useScheduleChange();
  const { result } = state.context;
  if (!result) return <Loading />;
  return (
    <EmptyState
      title={t('scheduleChange.doneTitle')}
      action={
        <Link className="button primary" to={`/pagesMy/pages/order/detail?orderId=${result.orderId}`}>
          {t('scheduleChange.viewTrip')}
        </Link>
      }
    >
      {t(result.status === 'ACCEPTED' ? 'scheduleChange.doneAccepted' : 'scheduleChange.doneRebooked')}
      <span data-testid="schedule-change-itinerary">
        <TripLines segments={result.itineraryList} />
      </span>
    </EmptyState>
  );
}
