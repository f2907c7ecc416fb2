import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listBeneficiaries, saveBeneficiary } from '../../../services/club-settings';
import { saveBeneficiaryRequestSchema, type Beneficiary, type SaveBeneficiaryRequest } from '../../../services/schemas/beneficiary';
import { relationships, type Relationship } from '../../../services/schemas/documents';
import { PassengerFields, type PassengerIdentity } from '../../components/PassengerFields';
import type { PageProps } from '../../page-props';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { SavedItem, SaveFormFrame, useSaveForm } from '../saved-item';
import { MembersOnly } from './MembersOnly';

type Form = PassengerIdentity & { chineseLastName: string; chineseFirstName: string; relationship: Relationship };

const blank: Form = {
  lastName: '',
  firstName: '',
  chineseLastName: '',
  chineseFirstName: '',
  relationship: 'SPOUSE',
  gender: 'M',
  birthday: '',
  certType: 'PASSPORT',
  certNo: '',
  certExpiry: '',
  nationality: 'HK',
};

/** The saved beneficiary as the form shows it: the document number stays masked unless it is retyped. */
const formOf = (b: Beneficiary): Form => ({
  lastName: b.lastName,
  firstName: b.firstName,
  relationship: b.relationship,
  gender: b.gender,
  birthday: b.birthday,
  nationality: b.nationality,
  chineseLastName: b.chineseLastName ?? '',
  chineseFirstName: b.chineseFirstName ?? '',
  certType: b.idType,
  certNo: b.idNoMasked,
  certExpiry: b.idExpiry ?? '',
});

/** The request's names for the document fields the shared passenger fields call cert*. */
const requestOf = ({ certType, certNo, certExpiry, ...rest }: Form): SaveBeneficiaryRequest => ({ ...rest, idType: certType, idNo: certNo, idExpiry: certExpiry });
const requestField: Partial<Record<keyof PassengerIdentity, string>> = { certType: 'idType', certNo: 'idNo', certExpiry: 'idExpiry' };

function BeneficiaryForm({ saved }: { saved: Beneficiary | null }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(() => (saved ? formOf(saved) : blank));
  const state = useSaveForm<SaveBeneficiaryRequest>({
    saved,
    addSchema: saveBeneficiaryRequestSchema,
    saveSchema: saveBeneficiaryRequestSchema,
    add: saveBeneficiary,
    save: saveBeneficiary,
  });
  const change = (next: Partial<Form>) => setForm({ ...form, ...next });

  return (
    <>
      <p className="muted">{t('beneficiary.waitNotice')}</p>
      <SaveFormFrame state={state} value={requestOf(form)}>
        <Select
          label={t('beneficiary.relationship')}
          name="relationship"
          options={relationships.map((r) => ({ id: r, label: t(`options.relationship.${r}`) }))}
          value={form.relationship}
          onChange={(v) => change({ relationship: v as Relationship })}
        />
        <PassengerFields value={form} onChange={change} errorOf={(field) => state.errors[requestField[field] ?? field]} />
        <div className="field-row">
          <TextField
            label={t('beneficiary.chineseLastName')}
            name="chineseLastName"
            value={form.chineseLastName}
            onChange={(v) => change({ chineseLastName: v })}
            error={state.errors.chineseLastName}
          />
          <TextField
            label={t('beneficiary.chineseFirstName')}
            name="chineseFirstName"
            value={form.chineseFirstName}
            onChange={(v) => change({ chineseFirstName: v })}
            error={state.errors.chineseFirstName}
          />
        </div>
      </SaveFormFrame>
    </>
  );
}

/** Adds a beneficiary, or with ?id= changes one. */
export default function AddBeneficiaryPage({ query }: PageProps) {
  return (
    <MembersOnly>
      {() => (
        <SavedItem id={query.id} list={(signal) => listBeneficiaries(signal)} notFoundKey="beneficiary.notFound">
          {(saved) => <BeneficiaryForm saved={saved} />}
        </SavedItem>
      )}
    </MembersOnly>
  );
}
