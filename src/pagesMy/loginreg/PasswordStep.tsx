import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FlowError } from '../../../machines/error-message';
import { useErrorText } from '../../app/hooks';
import type { FieldErrors } from '../../app/validate';
import { FormError } from '../../components/FormError';
import { NewPasswordFields, newPasswordErrors } from '../../components/NewPasswordFields';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { EmptyState } from '../../ui/EmptyState';
import './loginreg.css';

/**
 * The second page of registration and of a password reset: the new password for what the first
 * page verified. Without it (opened directly, or already used), the way back to the first page.
 */
export function PasswordStep(props: {
  verified: boolean;
  /** The first page, and the locale section naming this step's texts (missing, toVerification). */
  firstPage: string;
  texts: 'settingPwd' | 'resetPwd';
  note?: ReactNode;
  passwordLabel?: string;
  submitLabel: string;
  error: FlowError | null;
  submitting: boolean;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const back = <Link to={props.firstPage}>{t(`${props.texts}.toVerification`)}</Link>;

  if (!props.verified) {
    return (
      <EmptyState
        title={t(`${props.texts}.missing`)}
        action={
          <Link className={buttonClass('primary')} to={props.firstPage}>
            {t(`${props.texts}.toVerification`)}
          </Link>
        }
      />
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = newPasswordErrors(password, confirm);
    setErrors(next);
    if (Object.keys(next).length === 0) props.onSubmit(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      {props.note && <p className="step-note">{props.note}</p>}
      <FormError message={errorText(props.error)} />
      {props.error && <p>{back}</p>}
      <NewPasswordFields label={props.passwordLabel} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
      <Button type="submit" variant="primary" block busy={props.submitting}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
