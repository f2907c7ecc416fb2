import { useTranslation } from 'react-i18next';
import { passwordChecks, passwordSchema } from '../../services/schemas/validation';
import { validate, type FieldErrors } from '../app/validate';
import { TextField } from '../ui/TextField';
import '../ui/utilities.css';
import './NewPasswordFields.css';

/** Both fields hold the new password, so a password manager offers one and saves it. */
const newPassword = { type: 'password', autoComplete: 'new-password' } as const;

/**
 * A new password with its rules as a checklist that ticks while it is typed, and its confirmation.
 * The checklist is the hint, so the error of a password that misses a rule points to it instead
 * of repeating the rules.
 */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
  errors: Record<string, string>;
  label?: string;
}) {
  const { t } = useTranslation();
  const passwordError = props.errors.password === 'validation.passwordRule' ? 'validation.passwordChecklist' : props.errors.password;
  return (
    <>
      <TextField
        label={props.label ?? t('field.newPassword')}
        name="password"
        {...newPassword}
        value={props.password}
        onChange={props.onPassword}
        error={passwordError}
        aria-describedby="password-rules"
      />
      <div className="password-rules" id="password-rules">
        <p>{t('password.rulesTitle')}</p>
        <ul>
          {Object.entries(passwordChecks).map(([rule, check]) => {
            const met = check(props.password);
            return (
              <li key={rule} className={met ? 'met' : undefined}>
                <span className="mark" aria-hidden="true">
                  {met ? '✓' : '○'}
                </span>
                {t(`password.${rule}`)}
                <span className="ui-visually-hidden">{met ? t('password.met') : t('password.unmet')}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <TextField
        label={t('field.confirmPassword')}
        name="confirm"
        {...newPassword}
        value={props.confirm}
        onChange={props.onConfirm}
        error={props.errors.confirm}
      />
    </>
  );
}

/** The errors of a new password and its confirmation; none when both are right. */
export function newPasswordErrors(password: string, confirm: string): FieldErrors {
  const result = validate(passwordSchema, password);
  const errors: FieldErrors = 'errors' in result ? { password: result.errors.form! } : {};
  if (confirm !== password) errors.confirm = 'validation.passwordInconsistent';
  return errors;
}
