import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addPassenger, listPassengers, savePassenger } from '../../../services/passenger';
import { addPassengerRequestSchema, savePassengerRequestSchema, type Passenger } from '../../../services/schemas/passenger';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { validate, type FieldErrors } from '../../app/validate';
import type { PageProps } from '../../routes';
import { Field, FormError, Input } from '../../components/fields';
import { Loading } from '../../components/Loading';
import { PassengerFields, type PassengerIdentity } from '../../components/PassengerFields';

type Form = PassengerIdentity & { ffpNo: string; personally: boolean };

const blank: Form = { lastName: '', firstName: '', gender: 'M', birthday: '', certType: 'PASSPORT', certNo: '', certExpiry: '', nationality: 'HK', ffpNo: '', personally: false };

/** The saved passenger as the form shows it: the document number stays masked unless it is retyped. */
const formOf = (p: Passenger): Form => ({ ...p, certNo: p.certNoMasked, certExpiry: p.certExpiry ?? '', ffpNo: p.ffpNo ?? '' });

function PassengerForm({ saved }: { saved: Passenger | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [form, setForm] = useState<Form>(() => (saved ? formOf(saved) : blank));
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmit((body: Form, signal) => (saved ? savePassenger({ ...body, id: saved.id }, signal) : addPassenger(body, signal)));

  useEffect(() => {
    if (!submission.succeeded) return;
    showToast(t('passengers.saved'));
    navigate(-1);
  }, [submission.succeeded, navigate, t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = saved ? validate(savePassengerRequestSchema, { ...form, id: saved.id }) : validate(addPassengerRequestSchema, form);
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) submission.submit(form);
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={errorText(submission.error)} />
      <fieldset className="card">
        <PassengerFields value={form} onChange={(change) => setForm({ ...form, ...change })} errorOf={(field) => errors[field]} />
        <Field label={t('passengers.ffpNo')} error={errors.ffpNo}>
          <Input name="ffpNo" inputMode="numeric" value={form.ffpNo} onValue={(v) => setForm({ ...form, ffpNo: v })} />
        </Field>
        <label className="checkbox">
          <input type="checkbox" name="personally" checked={form.personally} onChange={(e) => setForm({ ...form, personally: e.target.checked })} />
          <span>{t('passengers.personally')}</span>
        </label>
      </fieldset>
      <button type="submit" className="primary block">
        {submission.submitting ? t('notice.submitting') : t('common.save')}
      </button>
    </form>
  );
}

/** Adds a frequent passenger, or with ?id= changes one. */
export default function PassengerAddPage({ query }: PageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = Number(query.id);
  const list = useLoad((signal) => (query.id ? listPassengers(1, 1000, signal) : Promise.resolve(null)));
  if (list.loading) return <Loading />;
  if (!query.id) return <PassengerForm saved={null} />;
  const saved = list.data?.records.find((p) => p.id === id);
  if (!saved) return <FormError message={list.error ? errorText(list.error) : t('passengers.notFound')} />;
  return <PassengerForm saved={saved} />;
}
