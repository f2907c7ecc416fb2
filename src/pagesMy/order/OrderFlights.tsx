import { useTranslation } from 'react-i18next';
import type { OrderDetail, RouteLine } from '../../../services/schemas/order';
import { formatDate } from '../../app/format';
import { brandName } from '../../app/local-name';
import { usePlaceName } from '../../app/place-names';
import { CouponStatus } from '../../components/CouponStatus';
import { DepartureTime } from '../../components/DepartureTime';
import { Card } from '../../ui/Card';
import '../../ui/utilities.css';
import './order.css';

type Segment = OrderDetail['segments'][number];

/** Days between two local 'YYYY-MM-DD HH:mm' times' dates: 1 for a flight landing the next day, −1 across the date line. */
export const dayShift = (depLocal: string, arrLocal: string) => Math.round((Date.parse(arrLocal.slice(0, 10)) - Date.parse(depLocal.slice(0, 10))) / 86_400_000);

type Ends = Pick<Segment, 'depLocal' | 'arrLocal' | 'depAirport' | 'arrAirport'> & Partial<Pick<Segment, 'depTerminal' | 'arrTerminal' | 'durationMin'>>;

/** A flight's two ends, departure then arrival: the local time (the arrival's marked +1 when it lands a day later) and place, with the terminals and the duration between them when known. */
function FlightEnds({ segment }: { segment: Ends }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const shift = dayShift(segment.depLocal, segment.arrLocal);
  const terminal = (name: string | null | undefined) => name && <span className="order-flight-terminal">{`${t('flightInfo.terminal')} ${name}`}</span>;
  const duration = segment.durationMin;
  return (
    <span className="order-flight-ends">
      <span className="order-flight-end">
        <strong data-testid="flight-dep-time">{segment.depLocal.slice(11)}</strong>
        <span>{placeName(segment.depAirport)}</span>
        {terminal(segment.depTerminal)}
      </span>
      {duration === undefined ? (
        <span className="order-flight-arrow" aria-hidden="true">
          →
        </span>
      ) : (
        <span className="muted order-flight-duration" data-testid="flight-duration">
          {t('format.duration', { h: Math.floor(duration / 60), m: String(duration % 60).padStart(2, '0') })}
        </span>
      )}
      <span className="order-flight-end arrival">
        <strong data-testid="flight-arr-time">
          {segment.arrLocal.slice(11)}
          {shift !== 0 && (
            <sup data-testid="flight-day-shift">
              <span aria-hidden="true">{shift > 0 ? `+${shift}` : `−${-shift}`}</span>
              <span className="ui-visually-hidden">{` ${t('orders.flight.arrivesOn', { date: formatDate(segment.arrLocal.slice(0, 10)) })}`}</span>
            </sup>
          )}
        </strong>
        <span>{placeName(segment.arrAirport)}</span>
        {terminal(segment.arrTerminal)}
      </span>
    </span>
  );
}

/** Each flight of a listed order as a compact card, read at a glance: its number and date, then both ends as the order's own page shows them. */
export function CompactFlights({ segments }: { segments: RouteLine[] }) {
  return segments.map((segment, index) => (
    <span key={index} className="order-flight-compact" data-testid="order-flight" data-flight-no={segment.flightNo}>
      <span className="order-flight-compact-head">
        <strong>{segment.flightNo}</strong>
        <span className="muted">
          <DepartureTime segment={segment} />
        </span>
        {segment.cancelled && <CouponStatus status="SUSPENDED" />}
      </span>
      <FlightEnds segment={segment} />
    </span>
  ));
}

/** Each flight of an order as a card: both ends with their times and terminals, the duration, cabin, brand and free baggage, and each passenger's seat and ticket. */
export function OrderFlights({ order }: { order: OrderDetail }) {
  return order.segments.map((segment, index) => <FlightOfOrder key={index} order={order} segment={segment} index={index} />);
}

function FlightOfOrder({ order, segment, index }: { order: OrderDetail; segment: Segment; index: number }) {
  const { t } = useTranslation();
  return (
    <Card title={segment.flightNo} action={<span className="muted">{`${t(`orders.flight.cabin.${segment.cabin}`, { defaultValue: segment.cabin })} · ${brandName(segment.brand)}`}</span>}>
      <div data-testid="order-flight" data-flight-no={segment.flightNo}>
        <p className="muted order-flight-date">
          <DepartureTime segment={segment} />
        </p>
        <FlightEnds segment={segment} />
        <p data-testid="flight-baggage">{segment.baggageKg > 0 ? t('brand.baggage', { kg: segment.baggageKg }) : t('brand.noBaggage')}</p>
        <ul className="order-addon-list">
          {order.passengers.map((p, passengerIndex) => {
            const seat = order.seats.find((s) => s.segmentIndex === index && s.passengerIndex === passengerIndex);
            const ticket = p.tickets.find((k) => k.segmentIndex === index);
            return (
              <li key={passengerIndex} data-testid="flight-passenger">
                <span>
                  <strong>
                    {p.lastName} {p.firstName}
                  </strong>{' '}
                  <span className="muted" data-testid="flight-seat">
                    {seat ? t('orders.flight.seat', { seatNo: seat.seatNo }) : t('orders.flight.noSeat')}
                  </span>
                </span>
                {ticket && <CouponStatus status={ticket.status} />}
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
