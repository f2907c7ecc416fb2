import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { TripLines } from '../../pagesMy/order/order-parts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

import { useScheduleChange } from './schedule-change-actor';
import '../../pagesMy/order/order.css';
import { StepFailure } from '../../components/flow-steps';
import { formatDateTime } from '../../app/format';

/** Flight query and choose: the route's other flights with seats for every passenger; an unavailable one has left the list. */
export default function ScheduleChangeFlightsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useScheduleChange();
  const { state, send } = change;
  const { flights, error } = state.context;
  if (!flights) return <Loading />;
  return (
    <div className="order-detail">
      {state.matches({ flights: 'unavailable' }) && (
        <p className="form-error" role="alert" data-testid="flight-unavailable">
          {errorText(error)}
        </p>
      )}
      <StepFailure flow={change} />
      {flights.itineraryList.length === 0 && <p className="empty">{t('scheduleChange.noFlights')}</p>}
      {flights.itineraryList.map(({ flight, seatsLeft }) => (
        <Card key={flight.flightId}>
          <div data-testid="schedule-change-flight">
            <TripLines segments={[flight]} />
            <p className="muted">{t('scheduleChange.seatsLeft', { count: seatsLeft })}</p>
            <Button
              variant="primary"
              busy={state.matches('choosingFlight') && state.context.flightId === flight.flightId}
              isDisabled={!state.can({ type: 'flight.choose', flightId: flight.flightId })}
              onPress={() => send({ type: 'flight.choose', flightId: flight.flightId })}
              aria-label={`${t('scheduleChange.select')} ${flight.flightNo} ${formatDateTime(flight.depLocal)}`}
            >
              {t('scheduleChange.select')}
            </Button>
          </div>
        </Card>
      ))}
    </div>
  );
}
