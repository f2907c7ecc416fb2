import { useTranslation } from 'react-i18next';
import { passwordChecks, passwordSchema } from '../../services/schemas/validation';
import { validate, type FieldErrors } from '../app/validate';
import { TextField } from '../ui/TextField';
import '../ui/utilities.css';
import './NewPasswordFields.css';

/** Both fields hold the new password, so a password manager offers one and saves it. */
const newPassword = { type: 'password', autoComplete: 'new-password' } as const;

/** A kind of password: its rules as checks named by locale keys, and the errors that mean "a rule is missed". */
export interface PasswordRules {
  checks: Record<string, (value: string) => boolean>;
  /** The locale group naming each check: `${group}.${check}`. */
  group: string;
  ruleErrors: string[];
  /** A short number typed on a keypad, such as the 6-digit redemption password. */
  numeric?: boolean;
}

/** The app account's password (spec section 5). */
export const appPasswordRules: PasswordRules = { checks: passwordChecks, group: 'password', ruleErrors: ['validation.passwordRule'] };

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
  rules?: PasswordRules;
}) {
  const { t } = useTranslation();
  const rules = props.rules ?? appPasswordRules;
  const passwordError = props.errors.password && rules.ruleErrors.includes(props.errors.password) ? 'validation.passwordChecklist' : props.errors.password;
  const keypad = rules.numeric ? ({ inputMode: 'numeric', maxLength: 6 } as const) : {};
  return (
    <>
      <TextField
        label={props.label ?? t('field.newPassword')}
        name="password"
        {...newPassword}
        {...keypad}
        value={props.password}
        onChange={props.onPassword}
        error={passwordError}
        aria-describedby="password-rules"
      />
      <div className="password-rules" id="password-rules">
        <p>{t('password.rulesTitle')}</p>
        <ul>
          {Object.entries(rules.checks).map(([rule, check]) => {
            const met = check(props.password);
            return (
              <li key={rule} className={met ? 'met' : undefined}>
                <span className="mark" aria-hidden="true">
                  {met ? '✓' : '○'}
                </span>
                {t(`${rules.group}.${rule}`)}
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
        {...keypad}
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
