import { useTranslation } from 'react-i18next';
import { certTypes, type CertType } from '../../services/schemas/documents';
import { DateField } from '../ui/DateField';
import { Field, Input } from './fields';

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
      <div className="field-row">
        <Field label={t('book.lastName')} error={errorOf('lastName')}>
          <Input name={`lastName${suffix}`} autoCapitalize="characters" value={p.lastName} onValue={(v) => onChange({ lastName: v })} />
        </Field>
        <Field label={t('book.firstName')} error={errorOf('firstName')}>
          <Input name={`firstName${suffix}`} autoCapitalize="characters" value={p.firstName} onValue={(v) => onChange({ firstName: v })} />
        </Field>
      </div>
      <div className="field-row">
        <Field label={t('field.gender')}>
          <select name={`gender${suffix}`} value={p.gender} onChange={(e) => onChange({ gender: e.target.value as 'M' | 'F' })}>
            <option value="M">{t('gender.male')}</option>
            <option value="F">{t('gender.female')}</option>
          </select>
        </Field>
        <DateField label={t('field.birthday')} name={`birthday${suffix}`} value={p.birthday} onChange={(v) => onChange({ birthday: v })} error={errorOf('birthday')} />
      </div>
      <div className="field-row">
        <Field label={t('book.certType')}>
          <select name={`certType${suffix}`} value={p.certType} onChange={(e) => onChange({ certType: e.target.value as CertType })}>
            {certTypes.map((c) => (
              <option key={c} value={c}>
                {t(`book.cert.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('book.certNo')} error={errorOf('certNo')}>
          <Input name={`certNo${suffix}`} value={p.certNo} onValue={(v) => onChange({ certNo: v })} />
        </Field>
      </div>
      <div className="field-row">
        <Field label={t('book.nationality')} error={errorOf('nationality')}>
          <Input name={`nationality${suffix}`} maxLength={2} autoCapitalize="characters" value={p.nationality} onValue={(v) => onChange({ nationality: v.toUpperCase() })} />
        </Field>
        <DateField label={t('book.certExpiry')} name={`certExpiry${suffix}`} value={p.certExpiry} onChange={(v) => onChange({ certExpiry: v })} error={errorOf('certExpiry')} />
      </div>
    </>
  );
}
