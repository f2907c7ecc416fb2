import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../../../services/auth';
import { smsCodeRequestSchema, tokenRequestSchema } from '../../../services/schemas/auth';
import { sessionActor } from '../../app/actors';
import { defaultAreaCode } from '../../app/default-area-code';
import { useErrorText } from '../../app/hooks';
import { useLocale, useLoginState, useReturnAfterLogin } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { CaptchaField } from '../../components/CaptchaField';
import { CodeField } from '../../components/CodeField';
import { areaCodes, Field, FormError, Input, PhoneInput, Segmented } from '../../components/fields';

type Mode = 'password' | 'sms_code';

/** Login by password (phone or e-mail) or by SMS code; club members have their own page. */
export default function LoginPage() {
  const { t } = useTranslation();
  useReturnAfterLogin();
  const locale = useLocale();
  const errorText = useErrorText();
  const session = useLoginState();
  const [mode, setMode] = useState<Mode>('password');
  const [areaCode, setAreaCode] = useState(defaultAreaCode(locale));
  const [mobile, setMobile] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form =
      mode === 'password'
        ? { grant_type: mode, username, areaCode, password, ...(session.needsCaptcha ? { captchaKey, captchaCode } : {}) }
        : { grant_type: mode, areaCode, mobile, code };
    const result = validate(tokenRequestSchema, form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    sessionActor.send({ type: 'login.submit', credentials: form });
  };

  const canSendCode = () => {
    const result = validate(smsCodeRequestSchema, { areaCode, mobile, purpose: 'login' });
    setErrors('errors' in result ? result.errors : {});
    return 'data' in result;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Segmented value={mode} onChange={setMode} options={[['password', t('login.byPassword')], ['sms_code', t('login.bySms')]]} />
      <FormError message={errorText(session.error)} />
      {mode === 'password' ? (
        <>
          <Field label={t('login.account')} error={errors.username}>
            <div className="field-row">
              <select aria-label={t('field.areaCode')} value={areaCode} onChange={(e) => setAreaCode(e.target.value)}>
                {areaCodes.map((c) => (
                  <option key={c} value={c}>
                    +{c}
                  </option>
                ))}
              </select>
              <Input name="username" aria-label={t('login.account')} autoComplete="username" placeholder={t('login.accountHint')} value={username} onValue={setUsername} />
            </div>
          </Field>
          <Field label={t('field.password')} error={errors.password}>
            <Input name="password" type="password" autoComplete="current-password" value={password} onValue={setPassword} />
          </Field>
          {session.needsCaptcha && <CaptchaField value={captchaCode} onValue={setCaptchaCode} onKey={setCaptchaKey} />}
        </>
      ) : (
        <>
          <Field label={t('field.mobile')} error={errors.mobile}>
            <PhoneInput areaCode={areaCode} mobile={mobile} onAreaCode={setAreaCode} onMobile={setMobile} />
          </Field>
          <CodeField value={code} onValue={setCode} error={errors.code} canSend={canSendCode} send={(signal) => sendSmsCode({ areaCode, mobile, purpose: 'login' }, signal)} />
        </>
      )}
      <button type="submit" className="primary block">
        {session.busy ? t('notice.submitting') : t('login.submit')}
      </button>
      <div className="link-row">
        <Link to="/pagesMy/pages/loginreg/register">{t('login.register')}</Link>
        <Link to="/pagesMy/pages/loginreg/resetPassword">{t('login.forgot')}</Link>
      </div>
      <Link className="button block" to="/pagesMy/pages/loginreg/jplogin">
        {t('login.club')}
      </Link>
    </form>
  );
}
