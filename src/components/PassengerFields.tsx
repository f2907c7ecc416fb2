import { useTranslation } from 'react-i18next';
import { certTypes, type CertType } from '../../services/schemas/documents';
import { DateField } from '../ui/DateField';
import { Select } from '../ui/Select';
import { TextField } from '../ui/TextField';

/** Who a passenger is, as in their travel document: the same fields when booking and when saving one. */
export interface PassengerIdentity {
  lastName: string;
  firstName: string;
  gender: 'M' | 'F';
  birthday: string;
  certType: CertType;
  certNo: string;
  certExpiry: string;
  nationality: string;
}

const genders = ['M', 'F'] as const;

export function PassengerFields(props: {
  /** Added to each input's name, for several passengers on one page. */
  suffix?: string;
  value: PassengerIdentity;
  onChange: (change: Partial<PassengerIdentity>) => void;
  errorOf: (field: keyof PassengerIdentity) => string | undefined;
}) {
  const { t } = useTranslation();
  const { suffix = '', value: p, onChange, errorOf } = props;
  return (
    <>
      <div className="ui-field-pair">
        <TextField label={t('book.lastName')} name={`lastName${suffix}`} autoCapitalize="characters" value={p.lastName} onChange={(v) => onChange({ lastName: v })} error={errorOf('lastName')} />
        <TextField label={t('book.firstName')} name={`firstName${suffix}`} autoCapitalize="characters" value={p.firstName} onChange={(v) => onChange({ firstName: v })} error={errorOf('firstName')} />
      </div>
      <div className="ui-field-pair">
        <Select
          label={t('field.gender')}
          name={`gender${suffix}`}
          options={genders.map((g) => ({ id: g, label: t(`gender.${g === 'M' ? 'male' : 'female'}`) }))}
          value={p.gender}
          onChange={(v) => onChange({ gender: v as PassengerIdentity['gender'] })}
        />
        <DateField label={t('field.birthday')} name={`birthday${suffix}`} value={p.birthday} onChange={(v) => onChange({ birthday: v })} error={errorOf('birthday')} />
      </div>
      <div className="ui-field-pair">
        <Select
          label={t('book.certType')}
          name={`certType${suffix}`}
          options={certTypes.map((c) => ({ id: c, label: t(`book.cert.${c}`) }))}
          value={p.certType}
          onChange={(v) => onChange({ certType: v as CertType })}
        />
        <TextField label={t('book.certNo')} name={`certNo${suffix}`} value={p.certNo} onChange={(v) => onChange({ certNo: v })} error={errorOf('certNo')} />
      </div>
      <div className="ui-field-pair">
        <TextField
          label={t('book.nationality')}
          name={`nationality${suffix}`}
          maxLength={2}
          autoCapitalize="characters"
          value={p.nationality}
          onChange={(v) => onChange({ nationality: v.toUpperCase() })}
          error={errorOf('nationality')}
        />
        <DateField label={t('book.certExpiry')} name={`certExpiry${suffix}`} value={p.certExpiry} onChange={(v) => onChange({ certExpiry: v })} error={errorOf('certExpiry')} />
      </div>
    </>
  );
}
