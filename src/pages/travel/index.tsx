import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { useSignedIn } from '../../app/use-session';
import { VISITOR_PATH } from '../../app/navigation';
import { loginPathFrom } from '../../app/return-to';
import { useErrorText, useLoad } from '../../app/hooks';
import { usePlaceName } from '../../app/place-names';
import { useTripLoad } from '../../app/trip-changes';
import { tripDetail, upcomingTrips } from '../../../services/trip';
import type { Trip } from '../../../services/schemas/order';
import { routeText, TripLines } from '../../pagesMy/order/order-parts';
import { DepartureCountdown, SegmentStatusTag, tripDetailPath } from '../../pagesTravel/travel/trip-parts';
import { CheckInCountdown } from '../../components/CheckInCountdown';
import { checkInWindowOf } from '../../../services/schemas/check-in-window';
import { ScheduleChangeNotices, useScheduleChanges } from '../../pagesTravel/scheduleChange/notice';
import { CouponStatus, PassengerCouponLines } from '../../components/CouponStatus';
import { DepartureTime } from '../../components/DepartureTime';
import '../../pagesTravel/travel/trip.css';

const detailPath = (trip: Trip) => tripDetailPath(trip.orderId);
const MANAGE_PATH = '/pagesTravel/pages/travel/itineraryManagement';
const ADD_PATH = '/pagesTravel/pages/travel/emptyItiner';

/** A trip with a flight the airline cancelled says so where it is listed. */
const CancelledMark = ({ trip }: { trip: Trip }) => (trip.segments.some((s) => s.cancelled) ? <CouponStatus status="SUSPENDED" /> : null);

/** The next trip, in full: where, when (local time at departure) and how long until then, its status, which flight, the booking reference and who flies. */
function NextTrip({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  // The flight's status as the trip's page tells it (delayed, checked in...): the list does not carry it.
  const detail = useLoad((signal) => tripDetail(trip.orderId, signal));
  const first = trip.segments[0]!;
  const status = detail.data?.segments[0];
  const window = checkInWindowOf(first.depAt);
  return (
    <section className="card" aria-labelledby="next-trip">
      <div className="next-trip-head">
        <h2 id="next-trip">{t('trip.next')}</h2>
        {status && <SegmentStatusTag segment={status} />}
      </div>
      <p>
        <strong>{routeText(trip.segments)}</strong>
      </p>
      <p data-testid="next-departure">
        <Trans i18nKey="trip.departsFrom" values={{ place: placeName(first.depAirport) }} components={{ time: <DepartureTime segment={first} /> }} />
      </p>
      <DepartureCountdown depAt={first.depAt} />
      <div>
        <TripLines segments={trip.segments} />
      </div>
      <CheckInCountdown times={{ checkInOpensAt: window.opensAt, checkInClosesAt: window.closesAt, depAt: first.depAt, cancelled: first.cancelled }} />
      <p>
        {t('trip.reference')} <strong>{trip.pnr}</strong>
      </p>
      <PassengerCouponLines passengers={trip.passengers} flightNos={trip.segments.map((s) => s.flightNo)} />
      <Link className="button primary" to={detailPath(trip)}>
        {t('trip.details')}
      </Link>
    </section>
  );
}

function Trips() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const trips = useTripLoad(upcomingTrips);
  const notices = useScheduleChanges();
  if (trips.failed) return <p role="alert">{errorText(trips.error)}</p>;
  if (!trips.data || !notices.settled) return null;
  const [next, ...later] = trips.data.records;
  if (!next)
    return (
      <div className="empty">
        <p>{t('trip.none')}</p>
        <Link className="button primary" to="/">
          {t('trip.book')}
        </Link>
        <p>
          <Link to={ADD_PATH}>{t('trip.add')}</Link>
        </p>
      </div>
    );
  return (
    <>
      <ScheduleChangeNotices changes={notices.changes} />
      <NextTrip trip={next} />
      {later.length > 0 && (
        <div className="list">
          {later.map((trip) => (
            <Link key={trip.orderId} to={detailPath(trip)}>
              <span>{routeText(trip.segments)}</span>
              <span className="value">
                <DepartureTime segment={trip.segments[0]!} /> · {trip.pnr}
                <CancelledMark trip={trip} />
              </span>
            </Link>
          ))}
        </div>
      )}
      <p className="link-row">
        <Link to={MANAGE_PATH}>{t('trip.manageTitle')}</Link>
        <Link to={ADD_PATH}>{t('trip.add')}</Link>
      </p>
    </>
  );
}

/** Trip: the traveller's upcoming trips. */
export default function TripPage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  if (signedIn) return <Trips />;
  return (
    <div className="empty">
      <p>{t('trip.loginHint')}</p>
      <Link className="button primary" to={loginPathFrom('/pages/travel/index')}>
        {t('login.title')}
      </Link>
      {/* Its words come with the later texts, not the shell's: shown once they are in, last, so nothing drawn moves. */}
      {i18n.exists('guestOrder.find') && (
        <p>
          <Link to={VISITOR_PATH}>{t('guestOrder.find')}</Link>
        </p>
      )}
    </div>
  );
}
