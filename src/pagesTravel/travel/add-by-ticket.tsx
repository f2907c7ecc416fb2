import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detrTicketRequestSchema, type DetrTicketRequest } from '../../../services/schemas/check-in';
import { useErrorText } from '../../app/hooks';
import { validate, type FieldErrors } from '../../app/validate';
import type { FlowError } from '../../../machines/error-message';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** A ticket number and that passenger's name, checked here before it is sent: to add a trip or a fellow passenger. */
export function TicketForm(props: { submitLabel: string; submitting: boolean; error: FlowError | null; onSubmit: (request: DetrTicketRequest) => void }) {
  const { submitLabel, submitting, error, onSubmit } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [ticketNo, setTicketNo] = useState('');
  const [lastName, setLastName] = useState('');
  const [firstName, setFirstName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(detrTicketRequestSchema, { ticketNo, lastName, firstName });
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) onSubmit(result.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField label={t('trip.ticketNo')} name="ticketNo" inputMode="numeric" autoComplete="off" value={ticketNo} onChange={setTicketNo} error={errors.ticketNo} />
      <TextField label={t('trip.lastName')} name="lastName" autoComplete="off" autoCapitalize="characters" value={lastName} onChange={setLastName} error={errors.lastName} />
      <TextField label={t('trip.firstName')} name="firstName" autoComplete="off" autoCapitalize="characters" value={firstName} onChange={setFirstName} error={errors.firstName} />
      <FormError message={errorText(error)} />
      <Button type="submit" variant="primary" block busy={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
