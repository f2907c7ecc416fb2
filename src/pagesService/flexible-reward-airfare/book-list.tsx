import { useTranslation } from 'react-i18next';
import { formatMoney, formatPoints } from '../../app/format';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { MoreFlights } from '../../pagesBook/MoreFlights';
import { AwardFailure, FlightLines } from './parts';
import { usePointsBooking } from './points-booking-actor';

/** The flights of a leg with each award brand's points and taxes per adult and the seats left. */
export default function AwardFlightsPage() {
  const { t } = useTranslation();
  const flow = usePointsBooking();
  const { state, send } = flow;
  const { legOptions, legPages, legIndex, currency } = state.context;
  const options = legOptions[legIndex] ?? [];
  // A later page's failure shows under the flights, by the button that asked for it.
  const pageFailed = state.matches({ results: 'moreFailed' });
  /** The leg's own flights are on screen, not the next leg's loading or failure. */
  const showingLeg = state.matches('results') && !state.matches({ results: 'failed' });
  return (
    <div className="page">
      <h2>{t(legIndex === 0 ? 'award.outbound' : 'award.return')}</h2>
      {!pageFailed && <AwardFailure flow={flow} />}
      {options.length === 0 && !state.hasTag('busy') && <p>{t('award.noFlights')}</p>}
      {options.map((option) => (
        <Card key={option.flightKey}>
          <FlightLines option={option} />
          <ul className="award-brands">
            {option.brands.map((b) => (
              <li key={b.brand} className="award-brand">
                <span>{t(`award.brands.${b.brand}`)}</span>
                <span>
                  {t('award.points', { points: formatPoints(b.cabinInfoList[0]?.consumMile ?? 0) })} + {formatMoney(b.totalAmount, currency)}
                </span>
                {b.remaining < 10 && <span className="tag warn">{t('award.seatsLeft', { count: b.remaining })}</span>}
              </li>
            ))}
          </ul>
          <Button variant="primary" isDisabled={!state.can({ type: 'flight.select', flightKey: option.flightKey })} onPress={() => send({ type: 'flight.select', flightKey: option.flightKey })}>
            {t('award.chooseFlight')}
          </Button>
        </Card>
      ))}
      {pageFailed && <AwardFailure flow={flow} />}
      {showingLeg && (
        <MoreFlights
          shown={options.length}
          total={legPages[legIndex]?.total ?? 0}
          canLoadMore={state.can({ type: 'flights.more' })}
          loading={state.matches({ results: 'loadingMore' })}
          onMore={() => send({ type: 'flights.more' })}
        />
      )}
    </div>
  );
}
