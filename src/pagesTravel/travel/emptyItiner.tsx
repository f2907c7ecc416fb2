import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addItinerary } from '../../../services/trip';
import { useFormSubmit } from '../../app/hooks';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import { TicketForm } from './add-by-ticket';
import { tripDetailPath } from './trip-parts';

/** No trip yet, or one more: book a flight, or add a booking someone else made by its ticket number and the passenger's name. */
export default function EmptyItineraryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adding = useFormSubmit(addItinerary);
  const addedId = adding.succeeded ? adding.result!.orderId : null;
  useEffect(() => {
    if (addedId !== null) navigate(tripDetailPath(addedId), { replace: true });
  }, [addedId, navigate]);
  return (
    <>
      <EmptyState
        title={t('trip.addTitle')}
        action={
          <Link className={buttonClass('secondary')} to="/pages/home/index">
            {t('trip.book')}
          </Link>
        }
      >
        <p>{t('trip.addHint')}</p>
      </EmptyState>
      <TicketForm submitLabel={t('trip.add')} submitting={adding.submitting} error={adding.error} onSubmit={adding.submit} />
    </>
  );
}
