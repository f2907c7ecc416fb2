import { useTranslation } from 'react-i18next';
import { Field } from '../../components/fields';
import { choose, ExtrasPage, passengerName, useExtrasStep } from './extras-step';

/** A special meal per segment and passenger instead of the standard one. */
export default function FoodPage() {
  const { t } = useTranslation();
  const view = useExtrasStep({ type: 'extras.food' });
  if (!view.offers) return null;
  const { extras } = view;
  const setMeal = (segmentIndex: number, passengerIndex: number, code: string) =>
    view.change({ ...extras, meals: choose(extras.meals, { segmentIndex, passengerIndex, code }, code !== '') });
  return (
    <ExtrasPage price={view.price}>
      {view.offers.meals.map((segment) => (
        <section key={segment.segmentIndex} className="card">
          <h3>{view.segments[segment.segmentIndex]?.flightNo}</h3>
          {view.passengers.map((p, i) => (
            <Field key={i} label={passengerName(p)}>
              <select
                name={`meal-${segment.segmentIndex}-${i}`}
                value={extras.meals.find((m) => m.segmentIndex === segment.segmentIndex && m.passengerIndex === i)?.code ?? ''}
                onChange={(e) => setMeal(segment.segmentIndex, i, e.target.value)}
              >
                <option value="">{t('extras.standardMeal')}</option>
                {segment.options.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.name} · {view.money(o.price)}
                  </option>
                ))}
              </select>
            </Field>
          ))}
        </section>
      ))}
    </ExtrasPage>
  );
}
