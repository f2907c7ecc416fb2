import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addContact, listContacts, saveContact } from '../../../services/passenger';
import { addContactRequestSchema, saveContactRequestSchema, type Contact } from '../../../services/schemas/passenger';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale } from '../../app/use-session';
import type { PageProps } from '../../page-props';
import { Field, Input, PhoneInput } from '../../components/fields';
import { SavedItem, SaveFormFrame, useSaveForm } from '../saved-item';

type Form = Omit<Contact, 'id'>;

function ContactForm({ saved }: { saved: Contact | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, setForm] = useState<Form>(() => saved ?? { name: '', areaCode: defaultAreaCode(locale), phone: '', email: '', isDefault: false });
  const state = useSaveForm<Form>({ saved, addSchema: addContactRequestSchema, saveSchema: saveContactRequestSchema, add: addContact, save: saveContact });

  return (
    <SaveFormFrame state={state} value={form}>
      <Field label={t('book.contactName')} error={state.errors.name}>
        <Input name="name" value={form.name} onValue={(v) => setForm({ ...form, name: v })} />
      </Field>
      <Field label={t('field.mobile')} error={state.errors.phone}>
        <PhoneInput areaCode={form.areaCode} mobile={form.phone} onAreaCode={(v) => setForm({ ...form, areaCode: v })} onMobile={(v) => setForm({ ...form, phone: v })} />
      </Field>
      <Field label={t('field.email')} error={state.errors.email}>
        <Input name="email" type="email" value={form.email} onValue={(v) => setForm({ ...form, email: v })} />
      </Field>
      <label className="checkbox">
        <input type="checkbox" name="isDefault" checked={form.isDefault} onChange={(e) => setForm({ ...form, isDefault: e.target.checked })} />
        <span>{t('contacts.makeDefault')}</span>
      </label>
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
