import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
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

/** One of a few choices, each a 44 px target (React Aria: arrow keys move and choose, one tab stop). */
export function RadioGroup<T extends string>({ label, options, value, onChange, name, hint, error, look = 'list' }: RadioGroupProps<T>) {
  const { t } = useTranslation();
  return (
    <AriaRadioGroup
      className={`ui-field ui-radio-group ${look}`}
      name={name}
      value={value}
      onChange={(v) => onChange(v as T)}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      orientation={look === 'segmented' ? 'horizontal' : 'vertical'}
    >
      <Label className={look === 'segmented' ? 'ui-visually-hidden' : undefined}>{label}</Label>
      <div className="ui-radio-options">
        {options.map(([option, text, lang]) => (
          <Radio key={option} value={option} className="ui-radio">
            {look === 'list' && <span className="ui-radio-dot" aria-hidden="true" />}
            {lang ? <span lang={lang}>{text}</span> : text}
          </Radio>
        ))}
      </div>
      {hint && !error && <Text slot="description">{hint}</Text>}
      <FieldError className="ui-field-error field-error">{error && t(error)}</FieldError>
    </AriaRadioGroup>
  );
}
