import { useTranslation } from 'react-i18next';
import { useErrorText } from '../app/hooks';
import { useVerificationCode } from '../app/use-verification-code';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { FormError } from './FormError';

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
      <TextField
        label={t('field.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={props.value}
        onChange={props.onValue}
        error={props.error}
        suffix={
          <Button className="code-button" isDisabled={!code.canSend} onPress={() => props.canSend() && code.send()}>
            {code.coolingDown ? t('code.resendIn', { seconds: code.secondsLeft }) : code.sending ? t('code.sending') : t('code.send')}
          </Button>
        }
      />
      <FormError message={errorText(code.error)} />
    </>
  );
}
