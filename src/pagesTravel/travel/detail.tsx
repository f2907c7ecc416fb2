import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cancelCheckIn } from '../../../services/check-in';
import { addCompanion, removeCompanion, removeItinerary, tripDetail } from '../../../services/trip';
import type { TripDetail, TripSegment } from '../../../services/schemas/trip';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { useTripLoad } from '../../app/trip-changes';
import type { PageProps } from '../../page-props';
import { CouponStatus } from '../../components/CouponStatus';
import { Failed } from '../../components/Failed';
import { Loading } from '../../components/Loading';
import { RemoveDialog } from '../../components/RemoveDialog';
import { useCalendarUrl } from '../../pagesBook/payment/itinerary';
import { AddOnList } from '../../pagesMy/order/order-parts';
import { buttonClass } from '../../ui/button-class';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormError } from '../../components/FormError';
import { boardingPassPath, CancelCheckInDialog } from '../checkIn/check-in-parts';
import { TicketForm } from './add-by-ticket';
import { checkInTimesOf, estimatedLocal, SegmentStatusTag } from './trip-parts';
import { CheckInCountdown, checkInWindowAt } from '../../components/CheckInCountdown';
import { useServerNow } from '../../app/use-server-now';
import './trip.css';
import { DepartureTime } from '../../components/DepartureTime';
import { formatDateTime } from '../../app/format';

/** Trip detail: each flight with its status and check-in countdown, the passengers, add-ons, fellow passengers and what to do next. */
export default function TripDetailPage({ query }: PageProps) {
  const orderId = Number(query.orderId);
  const trip = useTripLoad((signal) => tripDetail(orderId, signal));
  if (trip.loading) return <Loading />;
  if (!trip.data) return <Failed error={trip.error} onRetry={trip.reload} />;
  return <Trip trip={trip.data} reload={trip.reload} />;
}

function Trip({ trip, reload }: { trip: TripDetail; reload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useServerNow();
  const calendar = useCalendarUrl(trip, t('result.calendarNote', { pnr: trip.pnr }));
  const [removing, setRemoving] = useState(false);
  const passengers: { lastName: string; firstName: string }[] = [];
  trip.passengers.forEach((p) => (passengers[p.psgId] = p));
  return (
    <>
      <p>
        {t('trip.reference')} <strong data-testid="trip-pnr">{trip.pnr}</strong> {trip.added && <span className="tag">{t('trip.added')}</span>}
      </p>
      {trip.segments.map((segment) => (
        <Segment key={segment.segmentIndex} trip={trip} segment={segment} now={now} reload={reload} />
      ))}
      <Card title={t('trip.passengers')}>
        <ul className="list">
          {trip.passengers.map((p) => (
            <li key={p.psgId}>
              <strong>
                {p.lastName} {p.firstName}
              </strong>
              {p.tickets.map((k) => (
                <span key={k.segmentIndex} className="muted order-trip-line">
                  {trip.segments[k.segmentIndex]?.flightNo} · {t('trip.ticket', { ticketNo: k.ticketNo })} <CouponStatus status={k.status} />
                </span>
              ))}
            </li>
          ))}
        </ul>
      </Card>
      {trip.addOns.length > 0 && (
        <Card title={t('orders.addOns')}>
          <AddOnList addOns={trip.addOns} passengers={passengers} segments={trip.segments} />
        </Card>
      )}
      <Companions trip={trip} reload={reload} />
      <div className="trip-actions">
        {/* A flight the airline cancelled is rebooked (above) before anything is added to the trip. */}
        {!trip.added && !trip.segments.some((s) => s.status === 'CANCELLED') && (
          <>
            <Link className={buttonClass('secondary', true)} to={`/pagesTravel/pages/auxiliary/index?orderId=${trip.orderId}`}>
              {t('trip.addServices')}
            </Link>
            <Link className={buttonClass('secondary', true)} to={`/pagesTravel/pages/travel/confirmInsurePsgList?orderId=${trip.orderId}`}>
              {t('trip.buyInsurance')}
            </Link>
          </>
        )}
        <a className={buttonClass('secondary', true)} href={calendar} download={`${trip.pnr}.ics`}>
          {t('trip.addToCalendar')}
        </a>
        {trip.added && (
          <Button block onPress={() => setRemoving(true)}>
            {t('trip.remove')}
          </Button>
        )}
      </div>
      {removing && (
        <RemoveDialog
          title={t('trip.removeConfirm')}
          keepLabel={t('trip.keep')}
          actionLabel={t('trip.remove')}
          remove={(signal) => removeItinerary(trip.orderId, signal)}
          onClose={() => setRemoving(false)}
          onRemoved={() => navigate('/pagesTravel/pages/travel/itineraryManagement', { replace: true })}
        />
      )}
    </>
  );
}

function Segment({ trip, segment, now, reload }: { trip: TripDetail; segment: TripSegment; now: number; reload: () => void }) {
  const { t } = useTranslation();
  const estimated = estimatedLocal(segment);
  const coupons = trip.passengers.flatMap((p) => p.tickets.filter((k) => k.segmentIndex === segment.segmentIndex));
  const allCheckedIn = trip.passengers.every((p) => p.tickets.find((k) => k.segmentIndex === segment.segmentIndex)?.status === 'CHECKED_IN');
  const checkInOpen = checkInWindowAt(checkInTimesOf(segment), now).stage === 'OPEN';
  // The boarding passes are issued while check-in is open, one per passenger checked in.
  const passIds = checkInOpen ? coupons.flatMap((k) => (k.checkInId === null ? [] : [k.checkInId])) : [];
  return (
    <Card
      title={
        <>
          {segment.flightNo} {segment.depAirport} → {segment.arrAirport}
        </>
      }
      action={<SegmentStatusTag segment={segment} />}
    >
      <p>
        <DepartureTime segment={segment} /> → <time dateTime={segment.arrLocal.replace(' ', 'T')}>{formatDateTime(segment.arrLocal)}</time>
      </p>
      {estimated && <p role="status">{t('trip.estimated', { time: formatDateTime(estimated) })}</p>}
      {segment.status !== 'FLOWN' && <CheckInCountdown times={checkInTimesOf(segment)} />}
      <div className="link-row" data-testid="segment-actions">
        <Link className={buttonClass('link')} to={`/pagesTravel/pages/travel/detailItinerary?orderId=${trip.orderId}&segmentIndex=${segment.segmentIndex}`}>
          {t('trip.flightDetails')}
        </Link>
        {segment.status === 'CANCELLED' && !trip.added && (
          <Link className={buttonClass('primary')} to={`/pagesTravel/pages/scheduleChange/index?orderId=${trip.orderId}`}>
            {t('scheduleChange.chooseFlight')}
          </Link>
        )}
        {checkInOpen && !allCheckedIn && (
          <Link className={buttonClass('primary')} to={`/pagesTravel/pages/checkIn/select-itinerary?orderId=${trip.orderId}&segmentIndex=${segment.segmentIndex}`}>
            {t('trip.checkIn')}
          </Link>
        )}
        {passIds.length > 0 && (
          <Link className={buttonClass(allCheckedIn ? 'primary' : 'secondary')} to={boardingPassPath(passIds[0]!, passIds)}>
            {t('checkIn.boardingPass')}
          </Link>
        )}
      </div>
      {passIds.length > 0 && allCheckedIn && <CancelCheckIns ids={passIds} onCancelled={reload} />}
    </Card>
  );
}

/** Cancels every check-in of a flight, once the traveller confirms. */
function CancelCheckIns({ ids, onCancelled }: { ids: number[]; onCancelled: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const cancelling = useFormSubmit(async (_: null, signal: AbortSignal) => {
    for (const id of ids) await cancelCheckIn(id, signal);
  });
  useEffect(() => {
    if (cancelling.succeeded) onCancelled();
  }, [cancelling.succeeded, onCancelled]);
  return (
    <>
      <Button variant="link" onPress={() => setAsking(true)}>
        {t('checkIn.cancel')}
      </Button>
      {asking && (
        <CancelCheckInDialog busy={cancelling.submitting} onKeep={() => setAsking(false)} onCancel={() => cancelling.submit(null)}>
          <FormError message={errorText(cancelling.error)} />
        </CancelCheckInDialog>
      )}
    </>
  );
}

/** The fellow passengers the user added to this trip: listed, removed, or one more added by ticket number and name. */
function Companions({ trip, reload }: { trip: TripDetail; reload: () => void }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<number | null>(null);
  const adding = useFormSubmit(async (request: Parameters<typeof addCompanion>[0], signal: AbortSignal) => {
    await addCompanion(request, signal);
    reload();
  });
  return (
    <Card title={t('trip.companions')}>
      {trip.companions.length === 0 ? (
        <p className="muted">{t('trip.noCompanions')}</p>
      ) : (
        <ul className="list">
          {trip.companions.map((c) => (
            <li key={c.companionId}>
              <span>
                {c.lastName} {c.firstName} <span className="muted">· {c.pnr}</span>
              </span>
              <Button variant="link" onPress={() => setRemoving(c.companionId)} aria-label={t('trip.removeCompanionOf', { name: `${c.lastName} ${c.firstName}` })}>
                {t('common.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>{t('trip.addCompanion')}</summary>
        <TicketForm
          submitLabel={t('trip.addCompanion')}
          submitting={adding.submitting}
          error={adding.error}
          onSubmit={(request) => adding.submit({ ...request, orderId: trip.orderId })}
        />
      </details>
      {removing !== null && (
        <RemoveDialog
          key={removing}
          title={t('trip.removeCompanion')}
          keepLabel={t('trip.keepCompanion')}
          actionLabel={t('trip.removeCompanionAction')}
          remove={(signal) => removeCompanion(trip.orderId, removing, signal)}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            reload();
          }}
        />
      )}
    </Card>
  );
}
