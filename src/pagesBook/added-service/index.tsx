import { useTranslation } from 'react-i18next';
import type { Extras } from '../../../machines/booking.machine';
import { formatMoney } from '../../app/format';
import { useStoredState } from '../../app/use-stored-state';
import { Field, Input } from '../../components/fields';
import { bookingActor, useBookingFlow } from '../booking-actor';
import { StepFailure } from '../StepFailure';

/** Prepaid baggage (60 kg with the free allowance), meals and travel insurance with a guardian for minors. */
export default function AddedServicePage() {
  const { t } = useTranslation();
  const view = useBookingFlow((s) => ({
    offers: s.context.auxiliaryOffers,
    passengers: s.context.passengers,
    legs: s.context.legs,
    currency: s.context.search?.currency ?? 'HKD',
    busy: s.hasTag('busy'),
    key: s.context.processKeyPsg ?? '',
    warnings: s.context.warnings,
  }));
  const [extras, setExtras] = useStoredState<Extras>(`extrasDraft:${view.key}`, () => ({ luggage: [], meals: [], insurance: null }));
  if (!view.offers) return null;
  const money = (n: number) => formatMoney(n, view.currency);
  const segments = view.legs.flatMap((l) => l.option.segments);
  const passengerName = (i: number) => `${view.passengers[i]?.lastName} ${view.passengers[i]?.firstName}`;

  /** One passenger's choice on one segment replaces their earlier one; nothing chosen removes it. */
  const choose = <T extends { segmentIndex: number; passengerIndex: number }>(items: T[], item: T, chosen: boolean) => [
    ...items.filter((i) => !(i.segmentIndex === item.segmentIndex && i.passengerIndex === item.passengerIndex)),
    ...(chosen ? [item] : []),
  ];
  const setLuggage = (segmentIndex: number, passengerIndex: number, kg: number) =>
    setExtras({ ...extras, luggage: choose(extras.luggage, { segmentIndex, passengerIndex, kg }, kg > 0) });
  const setMeal = (segmentIndex: number, passengerIndex: number, code: string) =>
    setExtras({ ...extras, meals: choose(extras.meals, { segmentIndex, passengerIndex, code }, code !== '') });
  const guardian = extras.insurance?.guardian;
  const setGuardian = (change: Partial<NonNullable<typeof guardian>>) =>
    setExtras({
      ...extras,
      insurance: extras.insurance && {
        ...extras.insurance,
        guardian: { lastName: '', firstName: '', email: '', areaCode: '852', mobile: '', adultConfirmed: true, ...guardian, ...change },
      },
    });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        bookingActor.send({ type: 'extras.submit', extras });
      }}
    >
      {view.warnings.map((w) => (
        <p key={w.passengerIndex} className="form-error">
          {passengerName(w.passengerIndex)}
          {t('format.colon')}
          {t(w.key)}
        </p>
      ))}
      <StepFailure step="extras" />
      <section className="card">
        <h3>{t('extras.luggage')}</h3>
        {view.offers.luggage.map((segment) => (
          <div key={segment.segmentIndex}>
            <p className="muted">{segments[segment.segmentIndex]?.flightNo}</p>
            {segment.options.length === 0 && <p className="muted">{t('extras.luggageClosed')}</p>}
            {segment.options.length > 0 &&
              view.passengers.map((p, i) => (
                <Field key={i} label={`${passengerName(i)} · ${t('extras.free', { kg: segment.freeKg[i] })}`}>
                  <select
                    name={`luggage-${segment.segmentIndex}-${i}`}
                    value={extras.luggage.find((l) => l.segmentIndex === segment.segmentIndex && l.passengerIndex === i)?.kg ?? 0}
                    onChange={(e) => setLuggage(segment.segmentIndex, i, Number(e.target.value))}
                  >
                    <option value={0}>{t('extras.none')}</option>
                    {segment.options
                      .filter((o) => (segment.freeKg[i] ?? 0) + o.kg <= 60)
                      .map((o) => (
                        <option key={o.kg} value={o.kg}>
                          +{t('format.kg', { kg: o.kg })} · {money(o.price)}
                        </option>
                      ))}
                  </select>
                </Field>
              ))}
          </div>
        ))}
      </section>
      <section className="card">
        <h3>{t('extras.meals')}</h3>
        {view.offers.meals.map((segment) => (
          <div key={segment.segmentIndex}>
            <p className="muted">{segments[segment.segmentIndex]?.flightNo}</p>
            {view.passengers.map((_, i) => (
              <Field key={i} label={passengerName(i)}>
                <select
                  name={`meal-${segment.segmentIndex}-${i}`}
                  value={extras.meals.find((m) => m.segmentIndex === segment.segmentIndex && m.passengerIndex === i)?.code ?? ''}
                  onChange={(e) => setMeal(segment.segmentIndex, i, e.target.value)}
                >
                  <option value="">{t('extras.standardMeal')}</option>
                  {segment.options.map((o) => (
                    <option key={o.code} value={o.code}>
                      {o.name} · {money(o.price)}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </div>
        ))}
      </section>
      <section className="card">
        <h3>{t('extras.insurance')}</h3>
        <label className="checkbox">
          <input type="radio" name="insurance" checked={!extras.insurance} onChange={() => setExtras({ ...extras, insurance: null })} />
          <span>{t('extras.noInsurance')}</span>
        </label>
        {view.offers.insurance.map((p) => (
          <label key={p.code} className="checkbox">
            <input type="radio" name="insurance" value={p.code} checked={extras.insurance?.code === p.code} onChange={() => setExtras({ ...extras, insurance: { code: p.code } })} />
            <span>
              <strong>{p.name}</strong> · {t('extras.perPassenger', { price: money(p.pricePerPassenger) })}
              <br />
              <small className="muted">{p.description}</small>
            </span>
          </label>
        ))}
        {extras.insurance && (
          <div className="guardian">
            <p className="muted">{t('extras.guardianHint')}</p>
            <div className="field-row">
              <Field label={t('book.lastName')}>
                <Input name="guardianLastName" value={guardian?.lastName ?? ''} onValue={(v) => setGuardian({ lastName: v })} />
              </Field>
              <Field label={t('book.firstName')}>
                <Input name="guardianFirstName" value={guardian?.firstName ?? ''} onValue={(v) => setGuardian({ firstName: v })} />
              </Field>
            </div>
            <Field label={t('field.email')}>
              <Input name="guardianEmail" type="email" value={guardian?.email ?? ''} onValue={(v) => setGuardian({ email: v })} />
            </Field>
            <Field label={t('field.mobile')}>
              <Input name="guardianMobile" inputMode="tel" value={guardian?.mobile ?? ''} onValue={(v) => setGuardian({ mobile: v })} />
            </Field>
          </div>
        )}
      </section>
      <button type="submit" className="primary block">
        {view.busy ? t('notice.submitting') : t('book.continue')}
      </button>
    </form>
  );
}
