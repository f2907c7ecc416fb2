import { useTranslation } from 'react-i18next';
import { brandName } from '../../app/local-name';
import { usePlaceName } from '../../app/place-names';
import { Loading } from '../../components/Loading';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { FlightCard } from '../FlightCard';
import { FlightSummary } from '../FlightSummary';
import { MoreFlights } from '../MoreFlights';
import { StepFailure } from '../StepFailure';
import { formatDate } from '../../app/format';

/** Flight results of the leg being chosen; the legs already chosen can be chosen again. */
export default function ResultsPage() {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const view = useBookingFlow((s) => ({
    loading: s.matches({ searchingNextLeg: 'loading' }),
    legIndex: s.context.legIndex,
    legs: s.context.legs,
    options: s.context.legOptions[s.context.legIndex] ?? [],
    total: s.context.legPages[s.context.legIndex]?.total ?? 0,
    canLoadMore: s.can({ type: 'flights.more' }),
    /** The leg's own flights are on screen, not the next leg's loading or failure. */
    showingLeg: s.matches('results'),
    loadingMore: s.matches({ results: 'loadingMore' }),
    search: s.context.search,
    can: s.can.bind(s),
  }));
  if (!view.search) return null;
  const segment = view.search.segments[view.legIndex]!;
  const currency = view.search.currency;
  return (
    <>
      {view.legs.map((leg, i) => (
        <div key={i} className="card chosen-leg">
          <span className="muted">{t('results.legChosen', { n: i + 1 })} · {brandName(leg.brand.brand)}</span>
          <FlightSummary option={leg.option} />
          <button type="button" className="link" disabled={!view.can({ type: 'leg.reset', legIndex: i })} onClick={() => bookingActor.send({ type: 'leg.reset', legIndex: i })}>
            {t('results.changeLeg')}
          </button>
        </div>
      ))}
      <h2 className="leg-title">
        {t('results.legTitle', { n: view.legIndex + 1, org: placeName(segment.org), dst: placeName(segment.dst), date: formatDate(segment.date) })}
      </h2>
      <StepFailure step="searchingNextLeg" />
      {view.loading && <Loading />}
      {!view.loading && view.options.length === 0 && <p className="empty">{t('results.none')}</p>}
      {view.options.map((option) => (
        <FlightCard
          key={option.flightKey}
          option={option}
          currency={currency}
          isDisabled={!view.can({ type: 'flight.select', flightKey: option.flightKey })}
          onSelect={() => bookingActor.send({ type: 'flight.select', flightKey: option.flightKey })}
        />
      ))}
      <StepFailure step={{ results: 'moreFailed' }} />
      {view.showingLeg && (
        <MoreFlights
          shown={view.options.length}
          total={view.total}
          canLoadMore={view.canLoadMore}
          loading={view.loadingMore}
          onMore={() => bookingActor.send({ type: 'flights.more' })}
        />
      )}
    </>
  );
}
