import { useTranslation } from 'react-i18next';
import { bookingActor } from '../booking-actor';
import { StepFailure } from '../StepFailure';
import { TotalBar } from '../TotalBar';
import { useExtrasStep } from './extras-step';

/** The add-ons: a row for baggage, meals and insurance with what is chosen, each opening its page. */
export default function AddedServicePage() {
  const { t } = useTranslation();
  const view = useExtrasStep();
  if (!view.offers) return null;
  const { luggage, meals, insurance } = view.extras;
  const product = view.offers.insurance.find((p) => p.code === insurance?.code);
  const rows = [
    { event: 'extras.luggage', label: t('extras.luggage'), chosen: luggage.length ? t('extras.chosen', { count: luggage.length }) : t('extras.none') },
    { event: 'extras.food', label: t('extras.meals'), chosen: meals.length ? t('extras.chosen', { count: meals.length }) : t('extras.standardMeal') },
    { event: 'extras.insurance', label: t('extras.insurance'), chosen: product?.name ?? t('extras.noInsurance') },
  ] as const;
  return (
    <>
      <StepFailure step="extras" />
      <div className="rows">
        {rows.map((row) => (
          <button key={row.event} type="button" className="chevron" onClick={() => bookingActor.send({ type: row.event })}>
            <span>{row.label}</span>
            <span className="value">{row.chosen}</span>
          </button>
        ))}
      </div>
      <TotalBar price={view.price}>
        <button type="button" className="primary" onClick={() => bookingActor.send({ type: 'extras.submit' })}>
          {view.busy ? t('notice.submitting') : t('book.continue')}
        </button>
      </TotalBar>
    </>
  );
}
