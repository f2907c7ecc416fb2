import { useTranslation } from 'react-i18next';
import { serverNow } from '../../services/server-clock';
import { pickedDate } from './picked-date';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A date typed as the field shows it: the placeholder names the format (YYYY-MM-DD, 年-月-日) and
 * its format message names the same one. On leaving the field a date out of the picker's range or a
 * day the month lacks is corrected (src/ui/picked-date.ts), so the traveller sees what will be used.
 */
export function DateField(props: Omit<TextFieldProps, 'placeholder' | 'hint' | 'inputMode'>) {
  const { t } = useTranslation();
  const correct = () => {
    if (props.value === undefined) return;
    const picked = pickedDate(props.value, new Date(serverNow()).getUTCFullYear());
    if (picked !== props.value) props.onChange?.(picked);
  };
  return (
    <TextField
      {...props}
      onBlur={(e) => {
        correct();
        props.onBlur?.(e);
      }}
      placeholder={t('field.datePlaceholder')}
      hint={t('field.dateHint')}
      inputMode="numeric"
    />
  );
}
