import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, Text, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './utilities.css';
import './field.css';
import './Select.css';

export interface Option {
  id: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: Option[];
  value: string | null;
  onChange: (value: string) => void;
  name?: string;
  hint?: string;
  /** A locale key or a text. */
  error?: string;
  /** Shown until an option is chosen: 'Please choose' in the reader's language by default (React Aria's own is not in the app's languages). */
  placeholder?: string;
  isDisabled?: boolean;
}

/** A choice from a short list, in a popover list box (React Aria: typeahead, arrow keys, screen reader names). */
export function Select({ label, options, value, onChange, name, hint, error, placeholder, isDisabled }: SelectProps) {
  const { t } = useTranslation();
  return (
    <AriaSelect
      className="ui-field ui-select"
      name={name}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      placeholder={placeholder ?? t('common.choose')}
      validationBehavior="aria"
    >
      <Label className="ui-select-label">{label}</Label>
      <Button className="ui-field-control ui-select-button">
        <SelectValue />
        <span className="ui-chevron down" aria-hidden="true" />
      </Button>
      {hint && !error && <Text slot="description">{hint}</Text>}
      <FieldError className="ui-field-error field-error">{error && t(error)}</FieldError>
      <Popover className="ui-popover">
        <ListBox className="ui-list-box" items={options}>
          {(option) => <ListBoxItem className="ui-option">{option.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
