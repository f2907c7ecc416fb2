import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A label around any control, with its one error. New forms use the controls of src/ui (TextField,
 * Select, DateField, PhoneField), which tie label, hint and error to the control themselves.
 */
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

/** A failed call's message above a form, read out at once. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <div className="form-error" role="alert">
      {message}
    </div>
  ) : null;
}

/** Two choices side by side (the search form's trip type); other forms use RadioGroup's segmented look. */
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
