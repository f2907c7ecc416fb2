import { Button, ComboBox as AriaComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Option, SelectProps } from './Select';
import './utilities.css';
import './field.css';
import './Select.css';

export type ComboBoxProps = Omit<SelectProps, 'isDisabled'>;

/** A choice from a long list, narrowed by typing (React Aria: filters by contains, arrow keys, announced matches). */
export function ComboBox({ label, options, value, onChange, name, hint, error, placeholder }: ComboBoxProps) {
  const { t } = useTranslation();
  return (
    <AriaComboBox
      className="ui-field ui-combo-box"
      name={name}
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      menuTrigger="focus"
    >
      <Label>{label}</Label>
      <div className="ui-field-control ui-combo-box-box">
        <Input placeholder={placeholder} />
        <Button>
          <span className="ui-chevron down" aria-hidden="true" />
        </Button>
      </div>
      {hint && !error && <Text slot="description">{hint}</Text>}
      <FieldError className="ui-field-error field-error">{error && t(error)}</FieldError>
      <Popover className="ui-popover">
        <ListBox className="ui-list-box">{(option: Option) => <ListBoxItem className="ui-option">{option.label}</ListBoxItem>}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
