import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/**
 * A date typed as the field shows it: the placeholder names the format (YYYY-MM-DD, 年-月-日) and
 * its format message names the same one.
 */
export function DateField(props: Omit<TextFieldProps, 'placeholder' | 'hint' | 'inputMode'>) {
  const { t } = useTranslation();
  return <TextField {...props} placeholder={t('field.datePlaceholder')} hint={t('field.dateHint')} inputMode="numeric" />;
}
