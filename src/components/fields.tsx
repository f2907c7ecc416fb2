import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {error && <div className="field-error">{t(error)}</div>}
    </label>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { onValue: (value: string) => void };

export function Input({ onValue, ...props }: InputProps) {
  return <input {...props} onChange={(e) => onValue(e.target.value)} />;
}

/** Area codes offered by the phone field; the default follows the language (852 English, 86 Chinese). */
export const areaCodes = ['852', '86', '853', '886', '81', '82', '66', '65', '60', '63', '84', '62', '1'];

export function PhoneInput(props: { areaCode: string; mobile: string; onAreaCode: (v: string) => void; onMobile: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field-row">
      <select aria-label={t('field.areaCode')} value={props.areaCode} onChange={(e) => props.onAreaCode(e.target.value)}>
        {areaCodes.map((c) => (
          <option key={c} value={c}>
            +{c}
          </option>
        ))}
      </select>
      <input
        aria-label={t('field.mobile')}
        inputMode="tel"
        autoComplete="tel-national"
        value={props.mobile}
        onChange={(e) => props.onMobile(e.target.value)}
      />
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <div className="form-error" role="alert">
      {message}
    </div>
  ) : null;
}

/** A new password with its confirmation and the rule shown between them. */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  errors: Record<string, string>;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={props.label ?? t('field.newPassword')} error={props.errors.password}>
        <Input name="password" type="password" autoComplete="new-password" value={props.password} onValue={props.onPassword} />
      </Field>
      <p className="muted">{t('validation.passwordRule')}</p>
      <Field label={t('field.confirmPassword')} error={props.errors.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" value={props.confirm} onValue={props.onConfirm} />
      </Field>
    </>
  );
}

/** Two choices side by side, such as password or SMS login, SMS or e-mail code. */
export function Segmented<T extends string>({ value, options, onChange }: { value: T; options: [T, string][]; onChange: (v: T) => void }) {
  return (
    <div className="segmented" role="group">
      {options.map(([option, label]) => (
        <button key={option} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {label}
        </button>
      ))}
    </div>
  );
}
