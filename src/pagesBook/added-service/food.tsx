import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/Select';
import { choose, ExtrasPage, passengerName, useExtrasStep } from './extras-step';

/** The standard meal's choice: no special meal (special meals have four-letter codes). */
const STANDARD = 'standard';

/** A special meal per segment and passenger instead of the standard one. */
export default function FoodPage() {
  const { t } = useTranslation();
  const view = useExtrasStep({ type: 'extras.food' });
  if (!view.offers) return null;
  const { extras } = view;
  const setMeal = (segmentIndex: number, passengerIndex: number, code: string) =>
    view.change({ ...extras, meals: choose(extras.meals, { segmentIndex, passengerIndex, code }, code !== STANDARD) });
  return (
    <ExtrasPage price={view.price}>
      {view.offers.meals.map((segment) => (
        <section key={segment.segmentIndex} className="card">
          <h3>{view.segments[segment.segmentIndex]?.flightNo}</h3>
          {view.passengers.map((p, i) => (
            <Select
              key={i}
              label={passengerName(p)}
              name={`meal-${segment.segmentIndex}-${i}`}
              options={[{ id: STANDARD, label: t('extras.standardMeal') }, ...segment.options.map((o) => ({ id: o.code, label: `${o.name} · ${view.money(o.price)}` }))]}
              value={extras.meals.find((m) => m.segmentIndex === segment.segmentIndex && m.passengerIndex === i)?.code ?? STANDARD}
              onChange={(code) => setMeal(segment.segmentIndex, i, code)}
            />
          ))}
        </section>
      ))}
    </ExtrasPage>
  );
}
