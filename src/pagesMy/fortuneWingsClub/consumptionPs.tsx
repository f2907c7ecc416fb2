import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPayPasswordStatus, resetPayPassword, sendPayPasswordCode, updatePayPassword } from '../../../services/club-settings';
import { resetPayPasswordRequestSchema, updatePayPasswordRequestSchema, type PayPasswordStatus } from '../../../services/schemas/club-passwords';
import { useErrorText, useFormSubmit, useLoad } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeField } from '../../components/CodeField';
import { Failed } from '../../components/Failed';
import { FormError } from '../../components/FormError';
import { Loading } from '../../components/Loading';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { redemptionPasswordRules } from './club-password-rules';
import { MembersOnly } from './MembersOnly';

type Mode = 'set' | 'change' | 'reset';
interface Fields {
  oldPassword: string;
  code: string;
  password: string;
  confirm: string;
}

/** One form for the three ways to a new redemption password: set the first, change with the old one, reset with an SMS code. */
function PayPasswordForm({ mode, status, onDone }: { mode: Mode; status: PayPasswordStatus; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [fields, setFields] = useState<Fields>({ oldPassword: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: Fields, signal) => {
    const { oldPassword, code, password, confirm } = payload;
    if (mode === 'reset') return resetPayPassword({ code, password, confirm }, signal);
    return updatePayPassword(mode === 'change' ? { oldPassword, password, confirm } : { password, confirm }, signal);
  });

  useEffect(() => {
    if (!form.succeeded) return;
    showToast(t('clubPassword.payDone'));
    onDone();
  }, [form.succeeded, onDone, t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { oldPassword, code, password, confirm } = fields;
    const result =
      mode === 'reset'
        ? validate(resetPayPasswordRequestSchema, { code, password, confirm })
        : validate(updatePayPasswordRequestSchema, { oldPassword: mode === 'change' ? oldPassword : undefined, password, confirm });
    const next: FieldErrors = 'errors' in result ? result.errors : {};
    if (mode === 'change' && !oldPassword) next.oldPassword = 'validation.required';
    setErrors(next);
    if (Object.keys(next).length === 0) form.submit(fields);
  };
  const set = (change: Partial<Fields>) => setFields({ ...fields, ...change });

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={errorText(form.error)} />
      {mode === 'change' && (
        <TextField
          label={t('clubPassword.payCurrent')}
          name="oldPassword"
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={(oldPassword) => set({ oldPassword })}
          error={errors.oldPassword}
        />
      )}
      {mode === 'reset' && (
        <>
          <p>{t('clubPassword.sendCode', { mobile: status.mobileMasked ?? '' })}</p>
          <CodeField value={fields.code} onValue={(code) => set({ code })} error={errors.code} canSend={() => true} send={(signal) => sendPayPasswordCode(signal)} />
        </>
      )}
      <NewPasswordFields
        label={t('clubPassword.payNew')}
        rules={redemptionPasswordRules}
        password={fields.password}
        confirm={fields.confirm}
        onPassword={(password) => set({ password })}
        onConfirm={(confirm) => set({ confirm })}
        errors={errors}
      />
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {t(mode === 'set' ? 'clubPassword.setPay' : mode === 'change' ? 'clubPassword.changePay' : 'clubPassword.resetPay')}
      </Button>
    </form>
  );
}

/** The redemption password points are spent with: set it, change it, or reset it by SMS code. */
function PayPassword() {
  const { t } = useTranslation();
  const status = useLoad((signal) => getPayPasswordStatus(signal));
  const [resetting, setResetting] = useState(false);
  const [done, setDone] = useState(0);
  if (status.loading) return <Loading />;
  if (!status.data) return <Failed error={status.error} onRetry={status.reload} />;
  const mode: Mode = resetting ? 'reset' : status.data.set ? 'change' : 'set';
  return (
    <>
      <p>{t('clubPassword.payIntro')}</p>
      {!status.data.set && <p className="muted">{t('clubPassword.payNotSet')}</p>}
      {mode === 'reset' && <h2>{t('clubPassword.resetTitle')}</h2>}
      <PayPasswordForm
        key={`${mode}-${done}`}
        mode={mode}
        status={status.data}
        onDone={() => {
          setResetting(false);
          setDone(done + 1);
          status.reload();
        }}
      />
      {mode === 'change' && (
        <Button block onPress={() => setResetting(true)}>
          {t('clubPassword.forgot')}
        </Button>
      )}
    </>
  );
}

export default function ConsumptionPasswordPage() {
  return <MembersOnly>{() => <PayPassword />}</MembersOnly>;
}
