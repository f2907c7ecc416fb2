import { useTranslation } from 'react-i18next';
import { queryFlightsByNo, queryFlightsByRoute } from '../../../services/flight-status';
import type { FlightInfo } from '../../../services/schemas/flight-status';
import { useLoad } from '../../app/hooks';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { ListGroup, ListRow } from '../../ui/ListRow';
import type { PageProps } from '../../page-props';
import { detailPath } from './paths';

/** The flights a search found: by route (depAirport, arrAirport, date) or by number (flightNo, date). */
export default function FlightSearchListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const date = query.date ?? '';
  const flights = useLoad<FlightInfo[]>((signal) =>
    query.flightNo !== undefined
      ? queryFlightsByNo({ flightNo: query.flightNo, date }, signal)
      : queryFlightsByRoute({ depAirport: query.depAirport ?? '', arrAirport: query.arrAirport ?? '', date }, signal),
  );
  if (flights.loading) return <Loading />;
  if (!flights.data) return <Failed error={flights.error} onRetry={flights.reload} />;
  if (flights.data.length === 0) return <p className="empty">{t('flightInfo.noFlights')}</p>;
  return (
    <ListGroup label={t('flightInfo.resultsTitle')}>
      {flights.data.map((f) => (
        <ListRow
          key={f.flightId}
          label={`${f.flightNo} ${f.depAirport} - ${f.arrAirport}`}
          description={`${(f.estDepLocal ?? f.schedDepLocal).slice(11)} - ${(f.estArrLocal ?? f.schedArrLocal).slice(11)}`}
          value={t(`flightInfo.statuses.${f.status}`)}
          href={detailPath(f.flightNo, f.depDate)}
        />
      ))}
    </ListGroup>
  );
}
