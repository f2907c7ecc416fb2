import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './field.css';
import './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'isInvalid' | 'validationBehavior'> {
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  /** The field's one error: a locale key (validation.*) or a text. */
  error?: string;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  /** How a phone's keyboard starts words: names and codes in capitals. */
  autoCapitalize?: React.HTMLAttributes<HTMLInputElement>['autoCapitalize'];
  /** Drawn before the input inside the same box, such as the area code of a phone number. */
  prefix?: ReactNode;
  /** Drawn after the input, such as a 'send code' button. */
  suffix?: ReactNode;
  className?: string;
}

/**
 * A text input with its label, a hint and exactly one error message. While the field is in error
 * the error takes the hint's place, so the two are never both read.
 */
export function TextField({ label, hint, error, placeholder, inputMode, autoCapitalize, prefix, suffix, className, ...props }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <AriaTextField {...props} className={['ui-field ui-text-field', className].filter(Boolean).join(' ')} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label>{label}</Label>
      <div className="ui-text-field-box">
        {prefix}
        <Input className="ui-field-control" placeholder={placeholder} inputMode={inputMode} autoCapitalize={autoCapitalize} />
        {suffix}
      </div>
      {hint && !error && <Text slot="description">{hint}</Text>}
      <FieldError className="ui-field-error field-error">{error && t(error)}</FieldError>
    </AriaTextField>
  );
}
