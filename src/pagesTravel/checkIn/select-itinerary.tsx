import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CouponStatus, PassengerCouponLines } from '../../components/CouponStatus';
import { Loading } from '../../components/Loading';
import { buttonClass } from '../../ui/button-class';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/TextField';
import { useCheckIn } from './check-in-actor';
import { SegmentLine } from './check-in-parts';
import { CheckInCountdown } from '../../components/CheckInCountdown';
import './check-in.css';
import { StepFailure } from '../../components/flow-steps';
import { codes } from '../../../services/schemas/codes';
import { useTripChanges } from '../../app/trip-changes';

/** Select itinerary: the segments to check in for with their windows, or a booking found by ticket number and name. */
export default function SelectItineraryPage() {
  const { t } = useTranslation();
  const flow = useCheckIn();
  const { state, send } = flow;
  useTripChanges(() => send({ type: 'trips.changed' }));
  const [ticket, setTicket] = useState({ ticketNo: '', lastName: '', firstName: '' });
  const ended = (title: string, action = <Link to="/pages/travel/index">{t('checkIn.toTrips')}</Link>) => (
    <EmptyState title={title} role="alertdialog" action={action}>
      {state.context.error && <span data-testid="checkin-ended">{state.context.error.msg ?? t(`http.${state.context.error.code}`)}</span>}
    </EmptyState>
  );
  const restart = <Button onPress={() => send({ type: 'restart' })}>{t('checkIn.restart')}</Button>;
  if (state.matches('counter')) return ended(t('checkIn.counter'));
  if (state.matches('cancelled')) return ended(t('checkIn.cancelled'), restart);
  if (state.matches('expired')) return ended(t('checkIn.expired'), restart);
  if (state.matches('start') || state.matches('loadingTrips')) return <Loading />;
  const finding = state.matches({ itinerary: 'find' }) || state.matches({ itinerary: 'findingTicket' }) || state.matches({ itinerary: 'findFailed' });
  const trips = state.context.trips ?? [];
  // The flight was cancelled after the list was read (a list left open): the way on is another flight.
  const cancelledChoice = state.matches({ itinerary: 'failed' }) && state.context.error?.code === codes.flightUnavailable ? state.context.choice : null;
  return (
    <div className="checkin">
      <StepFailure flow={flow} />
      {cancelledChoice && (
        <p data-testid="checkin-flight-cancelled">
          <Link className={buttonClass('primary')} to={`/pagesTravel/pages/scheduleChange/index?orderId=${cancelledChoice.orderId}`}>
            {t('scheduleChange.chooseFlight')}
          </Link>
        </p>
      )}
      {finding ? (
        <Card title={t('checkIn.findTitle')}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'ticket.find', request: ticket });
            }}
          >
            <TextField label={t('checkIn.ticketNo')} inputMode="numeric" value={ticket.ticketNo} onChange={(ticketNo) => setTicket({ ...ticket, ticketNo })} />
            <TextField label={t('book.lastName')} autoCapitalize="characters" value={ticket.lastName} onChange={(lastName) => setTicket({ ...ticket, lastName })} />
            <TextField label={t('book.firstName')} autoCapitalize="characters" value={ticket.firstName} onChange={(firstName) => setTicket({ ...ticket, firstName })} />
            <Button type="submit" variant="primary" block busy={state.hasTag('busy')}>
              {t('checkIn.find')}
            </Button>
          </form>
        </Card>
      ) : (
        <>
          {trips.length === 0 && state.matches('itinerary') && <EmptyState title={t('checkIn.noTrips')} />}
          {trips.map((s) => (
            <Card key={`${s.orderId}-${s.segmentIndex}`} title={s.pnr} level={2}>
              <div data-testid="checkin-trip" data-pnr={s.pnr} data-dep-at={s.depAt}>
                <SegmentLine segment={s} />
                <PassengerCouponLines passengers={s.coupons.map(({ status, ...name }) => ({ ...name, statuses: [status] }))} flightNos={[s.flightNo]} />
                <CheckInCountdown times={{ checkInOpensAt: s.opensAt, checkInClosesAt: s.closesAt, depAt: s.depAt, cancelled: s.cancelled }} />
                {s.cancelled ? (
                  <>
                    <p>
                      <CouponStatus status="SUSPENDED" /> {t('checkIn.flightCancelled')}
                    </p>
                    <Link className={buttonClass('primary')} to={`/pagesTravel/pages/scheduleChange/index?orderId=${s.orderId}`}>
                      {t('scheduleChange.chooseFlight')}
                    </Link>
                  </>
                ) : (
                  <>
                    <p className="muted">{t('checkIn.checkedInCount', { checkedIn: s.checkedIn, passengers: s.passengers })}</p>
                    <Button
                  variant="primary"
                  busy={state.matches('confirmingFlight') && state.context.choice?.orderId === s.orderId && state.context.choice.segmentIndex === s.segmentIndex}
                  isDisabled={!state.can({ type: 'segment.select', orderId: s.orderId, segmentIndex: s.segmentIndex })}
                  onPress={() => send({ type: 'segment.select', orderId: s.orderId, segmentIndex: s.segmentIndex })}
                >
                      {t('checkIn.checkIn')}
                    </Button>
                  </>
                )}
              </div>
            </Card>
          ))}
          {state.can({ type: 'ticket.open' }) && <Button onPress={() => send({ type: 'ticket.open' })}>{t('checkIn.findByTicket')}</Button>}
        </>
      )}
    </div>
  );
}
