import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './utilities.css';
import './field.css';
import './RadioGroup.css';

export interface RadioGroupProps<T extends string> {
  label: string;
  /** Value, text, and the text's language where it is not the page's (a language's own name). */
  options: [T, string, string?][];
  value: T | null;
  onChange: (value: T) => void;
  name?: string;
  hint?: string;
  /** A locale key or a text. */
  error?: string;
  /**
   * 'segmented' draws the choices side by side as one control (password or SMS login); its choices
   * say on screen what it is, so its label is for screen readers only.
   */
  look?: 'list' | 'segmented';
}

/**
 * One of a few choices, each a 44 px target. The browser's own radio buttons, drawn over: they
 * already are one tab stop that arrow keys move through, and they cost the home page no script.
 */
export function RadioGroup<T extends string>({ label, options, value, onChange, name, hint, error, look = 'list' }: RadioGroupProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div
      className={`ui-field ui-radio-group ${look}`}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={note}
      aria-invalid={error ? true : undefined}
    >
      <span id={`${id}-label`} className={look === 'segmented' ? 'ui-visually-hidden' : 'ui-field-label'}>
        {label}
      </span>
      <div className="ui-radio-options">
        {options.map(([option, text, lang]) => (
          <label key={option} className="ui-radio">
            <input type="radio" name={name ?? id} value={option} checked={value === option} onChange={() => onChange(option)} />
            {look === 'list' && <span className="ui-radio-dot" aria-hidden="true" />}
            {lang ? <span lang={lang}>{text}</span> : text}
          </label>
        ))}
      </div>
      {hint && !error && (
        <span id={note} className="ui-field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={note} className="ui-field-error field-error">
          {t(error)}
        </span>
      )}
    </div>
  );
}
