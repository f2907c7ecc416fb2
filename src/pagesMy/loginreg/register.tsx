import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { register } from '../../../services/member';
import { sendSmsCode } from '../../../services/auth';
import { smsCodeRequestSchema } from '../../../services/schemas/auth';
import { registerRequestSchema, type RegisterRequest } from '../../../services/schemas/member';
import { sessionActor } from '../../app/actors';
import { defaultAreaCode } from '../../app/default-area-code';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { useLocale, useReturnAfterLogin } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeField } from '../../components/CodeField';
import { Field, FormError, Input, NewPasswordFields, PhoneInput } from '../../components/fields';

/** Register with a phone number and an SMS code; the new account is logged in at once. */
export default function RegisterPage() {
  const { t } = useTranslation();
  useReturnAfterLogin();
  const errorText = useErrorText();
  const locale = useLocale();
  const [areaCode, setAreaCode] = useState(defaultAreaCode(locale));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [nickName, setNickName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: RegisterRequest, signal) => register(payload, signal));

  const logIn = useEffectEvent(() =>
    sessionActor.send({ type: 'login.submit', credentials: { grant_type: 'password', username: mobile, areaCode, password } }),
  );
  useEffect(() => {
    if (form.succeeded) logIn();
  }, [form.succeeded]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(registerRequestSchema, { areaCode, mobile, code, password, nickName: nickName || undefined });
    const next: FieldErrors = 'errors' in result ? result.errors : {};
    if (confirm !== password) next.confirm = 'validation.passwordInconsistent';
    if (!agreed) next.agreement = 'register.agreementRequired';
    setErrors(next);
    if ('data' in result && Object.keys(next).length === 0) form.submit(result.data);
  };

  const canSendCode = () => {
    const result = validate(smsCodeRequestSchema, { areaCode, mobile, purpose: 'register' });
    setErrors('errors' in result ? result.errors : {});
    return 'data' in result;
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={errorText(form.error)} />
      <Field label={t('field.mobile')} error={errors.mobile}>
        <PhoneInput areaCode={areaCode} mobile={mobile} onAreaCode={setAreaCode} onMobile={setMobile} />
      </Field>
      <CodeField value={code} onValue={setCode} error={errors.code} canSend={canSendCode} send={(signal) => sendSmsCode({ areaCode, mobile, purpose: 'register' }, signal)} />
      <Field label={t('field.nickName')} error={errors.nickName}>
        <Input name="nickName" autoComplete="nickname" value={nickName} onValue={setNickName} />
      </Field>
      <NewPasswordFields label={t('field.password')} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
      <label className="checkbox">
        <input type="checkbox" name="agreement" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>{t('register.agreement')}</span>
      </label>
      {errors.agreement && <div className="field-error">{t(errors.agreement)}</div>}
      <button type="submit" className="primary block">
        {form.submitting ? t('notice.submitting') : t('register.submit')}
      </button>
      <div className="link-row">
        <Link to="/pages/login/index">{t('register.haveAccount')}</Link>
      </div>
    </form>
  );
}
