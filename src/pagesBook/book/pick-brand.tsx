import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { brandName } from '../../app/local-name';
import { useErrorText } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { FlightSummary } from '../FlightSummary';
import { StepFailure } from '../StepFailure';

/** The fare brands of the chosen flight with what each includes. */
export default function PickBrandPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const view = useBookingFlow((s) => ({
    option: s.context.legOptions[s.context.legIndex]?.find((o) => o.flightKey === s.context.selectedFlightKey),
    currency: s.context.search?.currency ?? 'HKD',
    busy: s.hasTag('busy'),
    priceChanged: s.matches('priceChanged'),
    error: s.context.error,
    can: s.can.bind(s),
  }));
  if (!view.option) return null;
  const money = (n: number) => formatMoney(n, view.currency);
  return (
    <>
      <div className="card">
        <FlightSummary option={view.option} />
      </div>
      <StepFailure step="pickBrand" />
      {view.option.brands.map((b) => (
        <section key={b.brand} className="card brand-card" data-testid="brand" aria-label={brandName(b.brand)}>
          <h3>
            {brandName(b.brand)}
            {b.promo && <span className="tag">{t('results.promo')}</span>}
          </h3>
          <ul className="inclusions">
            <li>{b.baggageKg > 0 ? t('brand.baggage', { kg: b.baggageKg }) : t('brand.noBaggage')}</li>
            <li>{t('brand.carryOn', { kg: b.carryOnKg })}</li>
            <li>{b.changeFee === null ? t('brand.noChange') : b.changeFee === 0 ? t('brand.freeChange') : t('brand.changeFee', { fee: money(b.changeFee) })}</li>
            <li>{b.refundFee === null ? t('brand.noRefund') : b.refundFee === 0 ? t('brand.freeRefund') : t('brand.refundFee', { fee: money(b.refundFee) })}</li>
            <li>{b.freeSeatSelection ? t('brand.freeSeat') : t('brand.paidSeat')}</li>
            <li>{t('brand.miles', { percent: b.milesPercent })}</li>
            {b.student && <li>{t('brand.student')}</li>}
          </ul>
          <Link to={`/pagesBook/pages/rules/index?brand=${encodeURIComponent(b.brand)}`}>{t('brand.rules')}</Link>
          <div className="price-row">
            {b.remaining < 10 && <span className="tag warn">{t('results.onlyLeft', { count: b.remaining })}</span>}
            <span className="price">
              <strong>{money(b.fare.ADT + b.tax.ADT)}</strong> <span className="muted">{t('brand.perAdult')}</span>
            </span>
          </div>
          <button
            type="button"
            className="primary block"
            disabled={!view.can({ type: 'brand.confirm', brand: b.brand })}
            onClick={() => bookingActor.send({ type: 'brand.confirm', brand: b.brand })}
          >
            {view.busy ? t('notice.submitting') : t('brand.choose')}
          </button>
        </section>
      ))}
      {view.priceChanged && (
        <Dialog
          title={t('brand.priceChangedTitle')}
          actions={
            <>
              <button type="button" onClick={() => bookingActor.send({ type: 'price.decline' })}>
                {t('common.cancel')}
              </button>
              <button type="button" className="primary" onClick={() => bookingActor.send({ type: 'price.accept' })}>
                {t('common.confirm')}
              </button>
            </>
          }
        >
          <p>{errorText(view.error)}</p>
        </Dialog>
      )}
    </>
  );
}
