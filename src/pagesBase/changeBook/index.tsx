import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { FlightCard } from '../../pagesBook/FlightCard';
import { useChange } from '../change-parts';
import '../../pagesBook/booking.css';
import { StepFailure } from '../../components/flow-steps';
import { formatDate } from '../../app/format';

/** The flights of the leg being changed on its new date (the outbound, then the return); a sold-out one has left the list. */
export default function ChangeResultsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const change = useChange();
  const { state, send } = change;
  const { flights, legIndex, date, error } = state.context;
  if (!flights) return <Loading />;
  return (
    <>
      <h2 className="leg-title">{t('changeDate.flightsTitle', { n: (legIndex ?? 0) + 1, date: date && formatDate(date) })}</h2>
      {state.matches({ flights: 'soldOut' }) && (
        <p className="form-error" role="alert" data-testid="sold-out">
          {errorText(error)}
        </p>
      )}
      <StepFailure flow={change} />
      {state.matches('brandQuery') && <Loading />}
      {flights.options.length === 0 && <p className="empty">{t('results.none')}</p>}
      {flights.options.map((option) => (
        <FlightCard
          key={option.flightKey}
          option={option}
          currency={flights.currency}
          // While a flight's brands load, no flight is taken.
          isDisabled={state.hasTag('busy') || !state.can({ type: 'flight.select', flightKey: option.flightKey })}
          onSelect={() => send({ type: 'flight.select', flightKey: option.flightKey })}
        />
      ))}
    </>
  );
}
