import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/Select';
import { choose, ExtrasPage, passengerName, useExtrasStep } from './extras-step';

/** Prepaid baggage per segment and passenger, up to 60 kg with the free allowance. */
export default function LuggagePage() {
  const { t } = useTranslation();
  const view = useExtrasStep({ type: 'extras.luggage' });
  if (!view.offers) return null;
  const { extras } = view;
  const setLuggage = (segmentIndex: number, passengerIndex: number, kg: number) =>
    view.change({ ...extras, luggage: choose(extras.luggage, { segmentIndex, passengerIndex, kg }, kg > 0) });
  return (
    <ExtrasPage price={view.price}>
      {view.offers.luggage.map((segment) => (
        <section key={segment.segmentIndex} className="card">
          <h3>{view.segments[segment.segmentIndex]?.flightNo}</h3>
          {segment.options.length === 0 && <p className="muted">{t('extras.luggageClosed')}</p>}
          {segment.options.length > 0 &&
            view.passengers.map((p, i) => (
              <Select
                key={i}
                label={`${passengerName(p)} · ${t('extras.free', { kg: segment.freeKg[i] })}`}
                name={`luggage-${segment.segmentIndex}-${i}`}
                options={[
                  { id: '0', label: t('extras.none') },
                  ...segment.options
                    .filter((o) => (segment.freeKg[i] ?? 0) + o.kg <= 60)
                    .map((o) => ({ id: String(o.kg), label: `+${t('format.kg', { kg: o.kg })} · ${view.money(o.price)}` })),
                ]}
                value={String(extras.luggage.find((l) => l.segmentIndex === segment.segmentIndex && l.passengerIndex === i)?.kg ?? 0)}
                onChange={(kg) => setLuggage(segment.segmentIndex, i, Number(kg))}
              />
            ))}
        </section>
      ))}
    </ExtrasPage>
  );
}
