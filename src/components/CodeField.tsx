import { useTranslation } from 'react-i18next';
import { CodeButton } from './CodeButton';
import { Field, Input } from './fields';

/** The verification code input with its 'send code' button. */
export function CodeField(props: {
  value: string;
  onValue: (v: string) => void;
  error?: string;
  canSend: () => boolean;
  send: (signal: AbortSignal) => Promise<{ resendAfterSeconds: number }>;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('field.code')} error={props.error}>
      <div className="field-row code-row">
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={props.value} onValue={props.onValue} />
        <CodeButton canSend={props.canSend} send={props.send} />
      </div>
    </Field>
  );
}
