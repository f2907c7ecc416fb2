import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPassenger, listPassengers, savePassenger } from '../../../services/passenger';
import { addPassengerRequestSchema, savePassengerRequestSchema, type Passenger } from '../../../services/schemas/passenger';
import type { PageProps } from '../../page-props';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { PassengerFields, type PassengerIdentity } from '../../components/PassengerFields';
import { SavedItem, SaveFormFrame, useSaveForm } from '../saved-item';

type Form = PassengerIdentity & { ffpNo: string; personally: boolean };

const blank: Form = { lastName: '', firstName: '', gender: 'M', birthday: '', certType: 'PASSPORT', certNo: '', certExpiry: '', nationality: 'HK', ffpNo: '', personally: false };

/** The saved passenger as the form shows it: the document number stays masked unless it is retyped. */
const formOf = (p: Passenger): Form => ({ ...p, certNo: p.certNoMasked, certExpiry: p.certExpiry ?? '', ffpNo: p.ffpNo ?? '' });

function PassengerForm({ saved }: { saved: Passenger | null }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => (saved ? formOf(saved) : blank));
  const state = useSaveForm<Form>({ saved, addSchema: addPassengerRequestSchema, saveSchema: savePassengerRequestSchema, add: addPassenger, save: savePassenger });

  return (
    <SaveFormFrame state={state} value={form}>
      <PassengerFields value={form} onChange={(change) => setForm({ ...form, ...change })} errorOf={(field) => state.errors[field]} />
      <TextField label={t('passengers.ffpNo')} name="ffpNo" inputMode="numeric" value={form.ffpNo} onChange={(v) => setForm({ ...form, ffpNo: v })} error={state.errors.ffpNo} />
      <Checkbox name="personally" isSelected={form.personally} onChange={(v) => setForm({ ...form, personally: v })}>
        {t('passengers.personally')}
      </Checkbox>
    </SaveFormFrame>
  );
}

/** Adds a frequent passenger, or with ?id= changes one. */
export default function PassengerAddPage({ query }: PageProps) {
  return (
    <SavedItem id={query.id} list={(signal) => listPassengers(1, 1000, signal)} notFoundKey="passengers.notFound">
      {(saved) => <PassengerForm saved={saved} />}
    </SavedItem>
  );
}
