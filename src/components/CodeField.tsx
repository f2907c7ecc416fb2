import { useTranslation } from 'react-i18next';
import { useErrorText } from '../app/hooks';
import { useVerificationCode } from '../app/use-verification-code';
import { Field, FormError, Input } from './fields';

/** The verification code input with its 'send code' button; a failed send shows its message here. */
export function CodeField(props: {
  value: string;
  onValue: (v: string) => void;
  error?: string;
  canSend: () => boolean;
  send: (signal: AbortSignal) => Promise<{ resendAfterSeconds: number }>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const code = useVerificationCode(props.send);
  return (
    <>
      <Field label={t('field.code')} error={props.error}>
        <div className="field-row code-row">
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={props.value} onValue={props.onValue} />
          <button type="button" className="code-button" disabled={!code.canSend} onClick={() => props.canSend() && code.send()}>
            {code.coolingDown ? t('code.resendIn', { seconds: code.secondsLeft }) : code.sending ? t('code.sending') : t('code.send')}
          </button>
        </div>
      </Field>
      <FormError message={errorText(code.error)} />
    </>
  );
}
