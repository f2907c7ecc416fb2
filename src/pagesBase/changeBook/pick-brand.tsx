import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { brandName } from '../../app/local-name';
import { Loading } from '../../components/Loading';
import type { BrandOffer } from '../../../services/schemas/offer';
import { BrandInclusions } from '../../pagesBook/BrandInclusions';
import { FlightSummary } from '../../pagesBook/FlightSummary';
import { BottomBar } from '../../ui/BottomBar';
import { Button } from '../../ui/Button';
import { useChange } from '../change-parts';
import { QuoteLines } from '../../components/OrderPrice';
import '../../pagesBook/booking.css';
import { StepFailure } from '../../components/flow-steps';

/** What the new ticket on `offer` may no longer do (a locale key's last part), or null when it may still be changed and refunded. */
function lostRights(offer: Pick<BrandOffer, 'changeFee' | 'refundFee'>): 'both' | 'change' | 'refund' | null {
  if (offer.changeFee === null) return offer.refundFee === null ? 'both' : 'change';
  return offer.refundFee === null ? 'refund' : null;
}

/** The brands the flight may be changed to, each with what moving from the old brand costs; the one picked is confirmed. */
export default function ChangePickBrandPage() {
  const { t } = useTranslation();
  const change = useChange();
  const { state, send } = change;
  const { brands } = state.context;
  const [picked, setPicked] = useState(state.context.brand);
  if (!brands) return <Loading />;
  const pair = brands.pairs.find((p) => p.toBrand === picked) ?? brands.pairs[0];
  const currency = pair?.quote.currency ?? 'HKD';
  const money = (n: number) => formatMoney(n, currency);
  const pickedOffer = pair && brands.option.brands.find((b) => b.brand === pair.toBrand);
  const lost = pickedOffer ? lostRights(pickedOffer) : null;
  return (
    <>
      <div className="card">
        <FlightSummary option={brands.option} />
      </div>
      <StepFailure flow={change} />
      {brands.pairs.map((p) => {
        const offer = brands.option.brands.find((b) => b.brand === p.toBrand);
        return (
          <section key={p.toBrand} className={p === pair ? 'card brand-card picked' : 'card brand-card'} data-testid="brand" aria-label={brandName(p.toBrand)}>
            <label className="brand-pick">
              <input type="radio" name="brand" value={p.toBrand} checked={p === pair} onChange={() => setPicked(p.toBrand)} />
              <h3>{t('changeDate.pair', { from: brandName(p.fromBrand), to: brandName(p.toBrand) })}</h3>
            </label>
            {offer && <BrandInclusions brand={offer} money={money} />}
            <QuoteLines quote={p.quote} />
          </section>
        );
      })}
      <BottomBar
        label={t('changeDate.quote.total')}
        total={pair ? money(pair.quote.total) : ''}
        detail={
          lost && (
            <p id="change-lost-rights" className="change-lost-rights" role="status" data-testid="change-lost-rights">
              {t(`changeDate.stricter.${lost}`, { brand: brandName(pair!.toBrand) })}
            </p>
          )
        }
      >
        <Button
          variant="primary"
          busy={state.hasTag('busy')}
          isDisabled={!pair || (!state.can({ type: 'brand.confirm', brand: pair.toBrand }) && !state.hasTag('busy'))}
          aria-describedby={lost ? 'change-lost-rights' : undefined}
          onPress={() => pair && send({ type: 'brand.confirm', brand: pair.toBrand })}
        >
          {t('book.continue')}
        </Button>
      </BottomBar>
    </>
  );
}
