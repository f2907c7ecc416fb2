import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendEmailCode, sendSmsCode } from '../../../services/auth';
import { forgetPassword } from '../../../services/member';
import { emailCodeRequestSchema, smsCodeRequestSchema } from '../../../services/schemas/auth';
import { forgetPasswordRequestSchema, type ForgetPasswordRequest } from '../../../services/schemas/member';
import { defaultAreaCode } from '../../app/default-area-code';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { LOGIN_PATH } from '../../app/navigation';
import { showToast } from '../../app/toast';
import { useLocale } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeField } from '../../components/CodeField';
import { Field, FormError, Input, NewPasswordFields, PhoneInput, Segmented } from '../../components/fields';

/** Forgotten password: a code by SMS or e-mail, then a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const locale = useLocale();
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const [areaCode, setAreaCode] = useState(defaultAreaCode(locale));
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: ForgetPasswordRequest, signal) => forgetPassword(payload, signal));

  useEffect(() => {
    if (!form.succeeded) return;
    showToast(t('resetPassword.done'));
    navigate(LOGIN_PATH, { replace: true });
  }, [form.succeeded, navigate, t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = channel === 'sms' ? { channel, areaCode, mobile, code, password } : { channel, email, code, password };
    const result = validate(forgetPasswordRequestSchema, payload);
    const next: FieldErrors = 'errors' in result ? result.errors : {};
    if (confirm !== password) next.confirm = 'validation.passwordInconsistent';
    setErrors(next);
    if ('data' in result && Object.keys(next).length === 0) form.submit(result.data);
  };

  const canSendCode = () => {
    const result =
      channel === 'sms'
        ? validate(smsCodeRequestSchema, { areaCode, mobile, purpose: 'reset' })
        : validate(emailCodeRequestSchema, { email, purpose: 'reset' });
    setErrors('errors' in result ? result.errors : {});
    return 'data' in result;
  };
  const send = (signal: AbortSignal) =>
    channel === 'sms' ? sendSmsCode({ areaCode, mobile, purpose: 'reset' }, signal) : sendEmailCode({ email, purpose: 'reset' }, signal);

  return (
    <form onSubmit={submit} noValidate>
      <Segmented value={channel} onChange={setChannel} options={[['sms', t('resetPassword.bySms')], ['email', t('resetPassword.byEmail')]]} />
      <FormError message={errorText(form.error)} />
      {channel === 'sms' ? (
        <Field label={t('field.mobile')} error={errors.mobile}>
          <PhoneInput areaCode={areaCode} mobile={mobile} onAreaCode={setAreaCode} onMobile={setMobile} />
        </Field>
      ) : (
        <Field label={t('field.email')} error={errors.email}>
          <Input name="email" type="email" autoComplete="email" value={email} onValue={setEmail} />
        </Field>
      )}
      <CodeField key={channel} value={code} onValue={setCode} error={errors.code} canSend={canSendCode} send={send} />
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
      <button type="submit" className="primary block">
        {form.submitting ? t('notice.submitting') : t('resetPassword.submit')}
      </button>
    </form>
  );
}
