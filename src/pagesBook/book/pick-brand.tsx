import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { brandName } from '../../app/local-name';
import { useErrorText } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { BrandInclusions } from '../BrandInclusions';
import { FlashSaleTag } from '../FlashSaleTag';
import { FlightSummary } from '../FlightSummary';
import { brandTotal } from '../running-total';
import { StepFailure } from '../StepFailure';
import { TotalBar } from '../TotalBar';

/** The fare brands of the chosen flight with what each includes; the one picked is priced in the bar and confirmed from it. */
export default function PickBrandPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const view = useBookingFlow((s) => ({
    option: s.context.legOptions[s.context.legIndex]?.find((o) => o.flightKey === s.context.selectedFlightKey),
    currency: s.context.search?.currency ?? 'HKD',
    busy: s.hasTag('busy'),
    priceChanged: s.matches('priceChanged'),
    error: s.context.error,
    context: s.context,
    can: s.can.bind(s),
  }));
  const [picked, setPicked] = useState(view.context.brandChoice);
  if (!view.option) return null;
  const brand = view.option.brands.find((b) => b.brand === picked) ?? view.option.brands[0]!;
  const money = (n: number) => formatMoney(n, view.currency);
  return (
    <>
      <div className="card">
        <FlightSummary option={view.option} />
      </div>
      <StepFailure step="pickBrand" />
      {view.option.brands.map((b) => (
        <section key={b.brand} className={b === brand ? 'card brand-card picked' : 'card brand-card'} data-testid="brand" aria-label={brandName(b.brand)}>
          <label className="brand-pick">
            <input type="radio" name="brand" value={b.brand} checked={b === brand} onChange={() => setPicked(b.brand)} />
            <h3>
              {brandName(b.brand)}
              {b.promo && <span className="tag">{t('results.promo')}</span>}
              <FlashSaleTag onSale={b.flashSale} />
            </h3>
          </label>
          <BrandInclusions brand={b} money={money} />
          <Link to={`/pagesBook/pages/rules/index?brand=${encodeURIComponent(b.brand)}`}>{t('brand.rules')}</Link>
          <div className="price-row">
            {b.remaining < 10 && <span className="tag warn">{t('results.onlyLeft', { count: b.remaining })}</span>}
            <span className="price">
              <strong>{money(b.fare.ADT + b.tax.ADT)}</strong> <span className="muted">{t('brand.perAdult')}</span>
            </span>
          </div>
        </section>
      ))}
      <TotalBar price={brandTotal(view.context, brand)}>
        <button type="button" className="primary" disabled={!view.can({ type: 'brand.confirm', brand: brand.brand })} onClick={() => bookingActor.send({ type: 'brand.confirm', brand: brand.brand })}>
          {view.busy ? t('notice.submitting') : t('book.continue')}
        </button>
      </TotalBar>
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
