import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListGroup, ListRow } from '../../ui/ListRow';
import type { AddOn, OrderDetail, OrderSummary, RouteLine } from '../../../services/schemas/order';
import { CouponStatus } from '../../components/CouponStatus';
import { orderTone } from '../../components/status-tones';
import { StatusPill } from '../../ui/StatusPill';
import './order.css';
import { DepartureTime } from '../../components/DepartureTime';

type Route = RouteLine[];

/** 'HKG → NRT → HKG', the airports of the trip in order. */
export const routeText = (segments: Route) => (segments.length === 0 ? '' : [segments[0]!.depAirport, ...segments.map((s) => s.arrAirport)].join(' → '));

/** An order's status as a tag. */
export function StatusTag({ status }: { status: OrderSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={orderTone[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </StatusPill>
  );
}

/** A passenger of an order: the name, the passenger type and the masked document number. */
export function PassengerLine({ passenger }: { passenger: Pick<OrderDetail['passengers'][number], 'lastName' | 'firstName' | 'type' | 'certNoMasked'> }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>
        {passenger.lastName} {passenger.firstName}
      </strong>{' '}
      <span className="muted">
        {t(`book.type.${passenger.type}`)} · {passenger.certNoMasked}
      </span>
    </>
  );
}

/** The flights of a trip on one line each: number, route and local departure. */
export function TripLines({ segments }: { segments: Route }) {
  return (
    <>
      {segments.map((s, i) => (
        <span key={i} className="order-trip-line">
          {s.flightNo} {s.depAirport} → {s.arrAirport} · <DepartureTime segment={s} />
          {s.cancelled && (
            <>
              {' '}
              <CouponStatus status="SUSPENDED" />
            </>
          )}
        </span>
      ))}
    </>
  );
}

/** What an add-on is, in words: the weight, the meal, the seat or the insurance product. */
export function addOnItem(t: TFunction, addOn: Pick<AddOn, 'kind' | 'item'>): string {
  if (addOn.kind === 'LUGGAGE') return t('orders.addOn.kg', { kg: addOn.item });
  if (addOn.kind === 'MEAL') return t(`meals.${addOn.item}`);
  if (addOn.kind === 'INSURANCE') return t(`insurance.${addOn.item}.name`);
  return addOn.item;
}

/** Add-ons with whom and which flight they are for, and their status (WAIT: not paid yet). */
export function AddOnList({ addOns, passengers, segments }: { addOns: AddOn[]; passengers: { lastName: string; firstName: string }[]; segments: Route }) {
  const { t } = useTranslation();
  return (
    <ul className="order-addon-list">
      {addOns.map((a, i) => {
        const who = a.passengerIndex === null ? t('orders.addOn.everyone') : `${passengers[a.passengerIndex]?.lastName} ${passengers[a.passengerIndex]?.firstName}`;
        const flight = a.segmentIndex === null ? t('orders.addOn.wholeTrip') : segments[a.segmentIndex]?.flightNo;
        return (
          <li key={i} data-testid="order-addon">
            <span>
              <strong>{t(`orders.addOn.kind.${a.kind}`)}</strong> {addOnItem(t, a)}
              <span className="muted order-trip-line">
                {who} · {flight}
              </span>
            </span>
            <span className="tag" data-testid="addon-status">
              {t(`orders.addOn.status.${a.status}`)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

interface OrderRowItem {
  orderId: number;
  orderNo: string;
  status: OrderSummary['status'];
  segments: Route;
}

/** One page of a list of orders: each row its `title` (the route unless given) and status, `details` under them, and `value` on the right. */
export function OrderRows<O extends OrderRowItem>(props: {
  orders: O[];
  pageNum: number;
  href: (o: O) => string;
  title?: (o: O) => string;
  details: (o: O) => ReactNode;
  value?: (o: O) => ReactNode;
}) {
  const { orders, pageNum, href, title = (o) => routeText(o.segments), details, value } = props;
  const { t } = useTranslation();
  return (
    <ListGroup label={t('orders.pageLabel', { page: pageNum })}>
      {orders.map((o) => (
        <ListRow
          key={o.orderId}
          href={href(o)}
          label={
            <>
              <strong data-testid="order-route">{title(o)}</strong> <StatusTag status={o.status} />
            </>
          }
          description={
            <>
              {details(o)}
              <span data-testid="order-no">{t('orders.orderNo', { orderNo: o.orderNo })}</span>
            </>
          }
          value={value?.(o)}
        />
      ))}
    </ListGroup>
  );
}
