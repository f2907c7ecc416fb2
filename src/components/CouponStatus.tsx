import { useTranslation } from 'react-i18next';
import type { CouponStatus as Status, PassengerCoupons } from '../../services/schemas/order';
import './CouponStatus.css';
import { StatusPill } from '../ui/StatusPill';
import { couponTone } from './status-tones';

/** A ticket coupon's status as every screen shows it: the same words and colour for the same status. */
export function CouponStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={couponTone[status]} data-testid="coupon-status" data-status={status}>
      {t(`coupon.status.${status}`)}
    </StatusPill>
  );
}

/** Each passenger of a listed order or trip with their coupons' status: one pill when it is the same on every flight, otherwise one per flight; none before ticketing. */
export function PassengerCouponLines({ passengers, flightNos }: { passengers: PassengerCoupons[]; flightNos: string[] }) {
  return (
    <ul className="passenger-coupons">
      {passengers.map((p, i) => {
        const [first, ...rest] = p.statuses;
        const same = rest.every((s) => s === first);
        return (
          <li key={i} data-testid="passenger-coupons" data-passenger={`${p.lastName} ${p.firstName}`} data-statuses={p.statuses.join(' ')}>
            {p.lastName} {p.firstName}{' '}
            {same
              ? first && <CouponStatus status={first} />
              : p.statuses.map(
                  (s, k) =>
                    s && (
                      <span key={k} className="passenger-coupon">
                        {flightNos[k]} <CouponStatus status={s} />
                      </span>
                    ),
                )}
          </li>
        );
      })}
    </ul>
  );
}
