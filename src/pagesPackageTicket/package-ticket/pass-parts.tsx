import { useTranslation } from 'react-i18next';
import type { PassOrder, TravelPass, TravelPassPackage } from '../../../services/schemas/travel-pass';
import { formatDate, formatList, formatMoney } from '../../app/format';
import { usePlaceName } from '../../app/place-names';

/** A package as the list shows it: name, flights, price per adult and sale status. */
export function PackageSummary({ pkg }: { pkg: TravelPassPackage }) {
  const { t } = useTranslation();
  return (
    <div className="card travel-pass-summary">
      <h3>{pkg.name}</h3>
      <p className="muted">{pkg.summary}</p>
      <p>
        <span className={`badge sale-${pkg.saleStatus.toLowerCase()}`}>{t(`travelPass.saleStatus.${pkg.saleStatus}`)}</span> {t('travelPass.tickets', { count: pkg.tickets })} ·{' '}
        <b>{t('travelPass.from', { price: formatMoney(pkg.adultPrice, pkg.currency) })}</b>
      </p>
      {pkg.saleStatus === 'ON_SALE' && <p className="muted">{t('travelPass.remaining', { count: pkg.remaining })}</p>}
      {pkg.saleStatus === 'COMING_SOON' && <p className="muted">{t('travelPass.saleOpens', { date: formatDate(pkg.saleStartsAt) })}</p>}
      {pkg.saleStatus === 'ENDED' && <p className="muted">{t('errors.travelPassSaleClosed')}</p>}
    </div>
  );
}

/** A Hong Kong calendar day ('YYYY-MM-DD') of an instant. */
export const hkDay = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

/** The last day a pass may fly: the package's last travel date, or the day its validity ends if that comes first. */
export function lastTravelDay(pkg: Pick<TravelPassPackage, 'travelTo'>, pass: Pick<TravelPass, 'validUntil'>): string {
  const validTo = hkDay(Date.parse(pass.validUntil));
  return validTo < pkg.travelTo ? validTo : pkg.travelTo;
}

/**
 * What a package gives: routes, the days it may fly (to `lastDay` for passes bought, the package's
 * last travel date before) and the blackout days; how long a pass lasts is not shown (spec section 10).
 */
export function PackageFacts({ pkg, lastDay = pkg.travelTo }: { pkg: TravelPassPackage; lastDay?: string }) {
  const { t } = useTranslation();
  const place = usePlaceName();
  return (
    <dl className="travel-pass-facts">
      <div>
        <dt>{t('travelPass.routes')}</dt>
        <dd>{formatList(pkg.routes.map((r) => `${place(r.org)} ⇄ ${place(r.dst)}`))}</dd>
      </div>
      <div>
        <dt>{t('travelPass.travelDates')}</dt>
        <dd data-testid="pass-travel-dates">{`${formatDate(pkg.travelFrom)} – ${formatDate(lastDay)}`}</dd>
      </div>
      <div>
        <dt>{t('travelPass.blackoutDates')}</dt>
        <dd>{pkg.blackoutDates.length ? formatList(pkg.blackoutDates.map((d) => formatDate(d))) : t('travelPass.noBlackout')}</dd>
      </div>
      <div>
        <dt>{t('travelPass.refund')}</dt>
        <dd>{t('travelPass.coolingOff', { days: pkg.coolingOffDays })}</dd>
      </div>
    </dl>
  );
}

export function PassSummary({ pass }: { pass: TravelPass }) {
  const { t } = useTranslation();
  return (
    <div className="travel-pass-pass" data-testid="travel-pass">
      <p>
        <b>{t('travelPass.passNo', { passNo: pass.passNo })}</b> <span className="badge">{t(`travelPass.passStatus.${pass.status}`)}</span>
      </p>
      {pass.passenger && <p>{`${pass.passenger.lastName} ${pass.passenger.firstName}`}</p>}
      <p className="muted">
        {t('travelPass.ticketsLeft', { left: pass.ticketsLeft, total: pass.tickets })}
      </p>
    </div>
  );
}

export function OrderHeading({ order }: { order: PassOrder }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <h3>{order.package.name}</h3>
      <p>
        <span className="badge" data-testid="pass-order-status">
          {t(`travelPass.orderStatus.${order.status}`)}
        </span>{' '}
        {t('travelPass.orderNo')} {order.orderNo}
      </p>
      <p>
        {order.quantity} × {formatMoney(order.package.adultPrice, order.currency)} = <b>{formatMoney(order.totalAmount, order.currency)}</b>
      </p>
    </div>
  );
}
