import { useTranslation } from 'react-i18next';
import { addContact, listContacts, saveContact } from '../../../services/passenger';
import { addContactRequestSchema, saveContactRequestSchema, type Contact } from '../../../services/schemas/passenger';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale, useUser } from '../../app/use-session';
import type { PageProps } from '../../page-props';
import { PhoneField } from '../../components/PhoneField';
import { useStoredState } from '../../app/use-stored-state';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { SavedItem, SaveFormFrame, useSaveForm } from '../saved-item';

type Form = Omit<Contact, 'id'>;

function ContactForm({ saved }: { saved: Contact | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useUser();
  const store = `contact.${saved?.id ?? 'new'}`;
  const [fields, setForm] = useStoredState<Omit<Form, 'areaCode'>>(store, () => saved ?? { name: '', phone: '', email: '', isDefault: false });
  const [areaCode] = useStoredState(`areaCode.${store}`, () => saved?.areaCode ?? defaultAreaCode(locale, user));
  const form = { ...fields, areaCode };
  const state = useSaveForm<Form>({ saved, addSchema: addContactRequestSchema, saveSchema: saveContactRequestSchema, add: addContact, save: saveContact });

  return (
    <SaveFormFrame state={state} value={form}>
      <TextField label={t('book.contactName')} name="name" value={form.name} onChange={(v) => setForm({ ...fields, name: v })} error={state.errors.name} />
      <PhoneField name="phone" areaCode={areaCode} areaCodeStore={`areaCode.${store}`} mobile={form.phone} onMobile={(v) => setForm({ ...fields, phone: v })} error={state.errors.phone} />
      <TextField label={t('field.email')} name="email" type="email" value={form.email} onChange={(v) => setForm({ ...fields, email: v })} error={state.errors.email} />
      <Checkbox name="isDefault" isSelected={form.isDefault} onChange={(v) => setForm({ ...fields, isDefault: v })}>
        {t('contacts.makeDefault')}
      </Checkbox>
    </SaveFormFrame>
  );
}

/** Adds a frequent contact, or with ?id= changes one. */
export default function ContactAddPage({ query }: PageProps) {
  return (
    <SavedItem id={query.id} list={(signal) => listContacts(1, 1000, signal)} notFoundKey="contacts.notFound">
      {(saved) => <ContactForm saved={saved} />}
    </SavedItem>
  );
}
