import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tripPage } from '../../../services/trip';
import { tripScopes, type TripScope } from '../../../services/schemas/trip';
import type { PageProps } from '../../page-props';
import { PagedList } from '../../components/PagedList';
import { routeText, TripLines } from '../../pagesMy/order/order-parts';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import { ListGroup, ListRow } from '../../ui/ListRow';
import { Tabs } from '../../ui/Tabs';
import { tripDetailPath } from './trip-parts';
import { PassengerCouponLines } from '../../components/CouponStatus';

const PAGE_SIZE = 10;
export const ADD_TRIP_PATH = '/pagesTravel/pages/travel/emptyItiner';

/** Itinerary management: the user's trips, upcoming and past (the choice kept in the address), and a way to add one. */
export default function ItineraryManagementPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = tripScopes.find((id) => id === query.scope) ?? 'UPCOMING';
  return (
    <>
      <Tabs
        label={t('trip.scopesLabel')}
        selected={scope}
        onSelect={(id) => navigate(`/pagesTravel/pages/travel/itineraryManagement?scope=${id}`, { replace: true })}
        tabs={tripScopes.map((id) => ({ id, title: t(`trip.scope.${id}`), content: <TripList key={id} scope={id} /> }))}
      />
      <Link className={buttonClass('secondary', true)} to={ADD_TRIP_PATH}>
        {t('trip.add')}
      </Link>
    </>
  );
}

function TripList({ scope }: { scope: TripScope }) {
  const { t } = useTranslation();
  return (
    <PagedList
      followTrips
      pageSize={PAGE_SIZE}
      load={(pageNum, signal) => tripPage({ scope, pageNum, pageSize: PAGE_SIZE }, signal)}
      empty={
        <EmptyState
          title={t(`trip.empty.${scope}`)}
          action={
            <Link className={buttonClass('primary')} to="/pages/home/index">
              {t('trip.book')}
            </Link>
          }
        >
          <p>{t('trip.emptyHint')}</p>
        </EmptyState>
      }
    >
      {(records, pageNum) => (
        <ListGroup label={t('trip.pageLabel', { page: pageNum })}>
          {records.map((trip) => (
            <ListRow
              key={trip.orderId}
              href={tripDetailPath(trip.orderId)}
              label={
                <>
                  <strong>{routeText(trip.segments)}</strong> {trip.added && <span className="tag">{t('trip.added')}</span>}
                </>
              }
              description={
                <>
                  <TripLines segments={trip.segments} />
                  <PassengerCouponLines passengers={trip.passengers} flightNos={trip.segments.map((s) => s.flightNo)} />
                  <span>
                    {t('trip.reference')} {trip.pnr}
                  </span>
                </>
              }
            />
          ))}
        </ListGroup>
      )}
    </PagedList>
  );
}
