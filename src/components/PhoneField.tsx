import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAreaPath } from '../app/area-code-choice';
import { TextField } from '../ui/TextField';
import './PhoneField.css';

/**
 * A mobile number with its area code. The code is a link to the area-code picker, which writes the
 * choice into the stored state named `areaCodeStore` and comes back; the form keeps what was typed
 * in stored state too, so nothing is lost on the way.
 */
export function PhoneField(props: {
  label?: string;
  areaCode: string;
  areaCodeStore: string;
  mobile: string;
  onMobile: (v: string) => void;
  error?: string;
  name?: string;
  /** The number may also be an e-mail address (the login's account field). */
  orEmail?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={props.label ?? t('field.mobile')}
      name={props.name ?? 'mobile'}
      value={props.mobile}
      onChange={props.onMobile}
      error={props.error}
      type={props.orEmail ? 'text' : 'tel'}
      inputMode={props.orEmail ? 'email' : 'tel'}
      autoComplete={props.orEmail ? 'username' : 'tel-national'}
      prefix={
        <Link className="area-code-button" to={selectAreaPath(props.areaCodeStore)} aria-label={t('field.areaCodeChange', { code: props.areaCode })}>
          +{props.areaCode}
          <span className="ui-chevron down" aria-hidden="true" />
        </Link>
      }
    />
  );
}
