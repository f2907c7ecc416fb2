import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale } from '../../app/use-session';
import { ExtrasPage, useExtrasStep } from './extras-step';

/** Travel insurance for every passenger, with a guardian named for minors. */
export default function InsurancePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const view = useExtrasStep({ type: 'extras.insurance' });
  if (!view.offers) return null;
  const { extras } = view;
  const guardian = extras.insurance?.guardian;
  const setGuardian = (change: Partial<NonNullable<typeof guardian>>) =>
    view.change({
      ...extras,
      insurance: extras.insurance && {
        ...extras.insurance,
        guardian: { lastName: '', firstName: '', email: '', areaCode: defaultAreaCode(locale), mobile: '', adultConfirmed: true, ...guardian, ...change },
      },
    });
  return (
    <ExtrasPage price={view.price}>
      <fieldset className="card">
        <legend>{t('extras.insurance')}</legend>
        <label className="checkbox">
          <input type="radio" name="insurance" checked={!extras.insurance} onChange={() => view.change({ ...extras, insurance: null })} />
          <span>{t('extras.noInsurance')}</span>
        </label>
        {view.offers.insurance.map((p) => (
          <label key={p.code} className="checkbox">
            <input type="radio" name="insurance" value={p.code} checked={extras.insurance?.code === p.code} onChange={() => view.change({ ...extras, insurance: { code: p.code } })} />
            <span>
              <strong>{p.name}</strong> · {t('extras.perPassenger', { price: view.money(p.pricePerPassenger) })}
              <br />
              <small className="muted">{p.description}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {extras.insurance && (
        <section className="card guardian">
          <p className="muted">{t('extras.guardianHint')}</p>
          <div className="field-row">
            <TextField label={t('book.lastName')} name="guardianLastName" value={guardian?.lastName ?? ''} onChange={(v) => setGuardian({ lastName: v })} />
            <TextField label={t('book.firstName')} name="guardianFirstName" value={guardian?.firstName ?? ''} onChange={(v) => setGuardian({ firstName: v })} />
          </div>
          <TextField label={t('field.email')} name="guardianEmail" type="email" value={guardian?.email ?? ''} onChange={(v) => setGuardian({ email: v })} />
          <TextField label={t('field.mobile')} name="guardianMobile" inputMode="tel" value={guardian?.mobile ?? ''} onChange={(v) => setGuardian({ mobile: v })} />
        </section>
      )}
    </ExtrasPage>
  );
}
