import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addClaim } from '../../../services/points';
import { addClaimRequestSchema, type AddClaimRequest } from '../../../services/schemas/points';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { validate, type FieldErrors } from '../../app/validate';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { MembersOnly } from './MembersOnly';
import { claimDetailPath } from './points-parts';

type Form = Omit<AddClaimRequest, 'cabin'> & { cabin: string };
const textFields = ['flightNo', 'flightDate', 'ticketNo', 'origin', 'destination', 'lastName', 'firstName'] as const;

/** The missing-points claim: the flight, the e-ticket and the names flown under; each field's error beside it. */
export default function SupplementPointsAddPage() {
  return <MembersOnly>{(profile) => <ClaimForm lastName={profile.lastName} firstName={profile.firstName} />}</MembersOnly>;
}

function ClaimForm({ lastName, firstName }: { lastName: string; firstName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [form, setForm] = useState<Form>({ flightNo: '', flightDate: '', ticketNo: '', cabin: 'Y', origin: '', destination: '', lastName, firstName });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useFormSubmit((body: AddClaimRequest, signal) => addClaim(body, signal));
  useEffect(() => {
    if (submission.result) navigate(claimDetailPath(submission.result.id), { replace: true });
  }, [submission.result, navigate]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(addClaimRequestSchema, form);
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) submission.submit(form as AddClaimRequest);
  };
  const field = (name: (typeof textFields)[number]) =>
    name === 'flightDate' ? (
      <DateField key={name} label={t('claims.flightDate')} name={name} value={form.flightDate} onChange={(v) => setForm({ ...form, flightDate: v })} error={errors.flightDate} />
    ) : (
      <TextField key={name} label={t(`claims.${name}`)} name={name} value={form[name]} onChange={(v) => setForm({ ...form, [name]: v })} error={errors[name]} />
    );
  return (
    <form onSubmit={submit} noValidate>
      <p className="muted">{t('claims.window')}</p>
      <FormError message={errorText(submission.error)} />
      {textFields.slice(0, 3).map(field)}
      <Select
        label={t('claims.cabin')}
        name="cabin"
        options={(['Y', 'C'] as const).map((cabin) => ({ id: cabin, label: t(`claims.cabins.${cabin}`) }))}
        value={form.cabin}
        onChange={(cabin) => setForm({ ...form, cabin })}
        error={errors.cabin}
      />
      {textFields.slice(3).map(field)}
      <Button type="submit" variant="primary" block isDisabled={submission.submitting}>
        {t('claims.submit')}
      </Button>
    </form>
  );
}
