import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../../../services/auth';
import { smsCodeRequestSchema, tokenRequestSchema } from '../../../services/schemas/auth';
import { sessionActor } from '../../app/actors';
import { defaultAreaCode } from '../../app/default-area-code';
import { continueAsGuest } from '../../app/guest';
import { HOME_PATH, VISITOR_PATH } from '../../app/navigation';
import { takeReturnUrl } from '../../app/return-to';
import { useErrorText } from '../../app/hooks';
import { useLocale, useLoginState, useReturnAfterLogin } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import { CaptchaField } from '../../components/CaptchaField';
import { CodeField } from '../../components/CodeField';
import { FormError } from '../../components/FormError';
import { PhoneField } from '../../components/PhoneField';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextField } from '../../ui/TextField';
import type { PageProps } from '../../page-props';

type Mode = 'password' | 'sms_code';

/** Login by password (phone or e-mail) or by SMS code; club members have their own page. */
export default function LoginPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useReturnAfterLogin(query.returnTo);
  const locale = useLocale();
  const errorText = useErrorText();
  const session = useLoginState();
  const [mode, setMode] = useStoredState<Mode>('login.mode', () => 'password');
  const [areaCode] = useStoredState('areaCode.login', () => defaultAreaCode(locale));
  const [mobile, setMobile] = useStoredState('login.mobile', () => '');
  const [username, setUsername] = useStoredState('login.username', () => '');
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
      <RadioGroup
        label={t('login.mode')}
        look="segmented"
        value={mode}
        onChange={setMode}
        options={[
          ['password', t('login.byPassword')],
          ['sms_code', t('login.bySms')],
        ]}
      />
      <FormError message={errorText(session.error)} />
      {mode === 'password' ? (
        <>
          <PhoneField
            label={t('login.account')}
            name="username"
            orEmail
            areaCode={areaCode}
            areaCodeStore="areaCode.login"
            mobile={username}
            onMobile={setUsername}
            error={errors.username}
          />
          <TextField label={t('field.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
          {session.needsCaptcha && <CaptchaField value={captchaCode} onValue={setCaptchaCode} onKey={setCaptchaKey} />}
        </>
      ) : (
        <>
          <PhoneField areaCode={areaCode} areaCodeStore="areaCode.login" mobile={mobile} onMobile={setMobile} error={errors.mobile} />
          <CodeField value={code} onValue={setCode} error={errors.code} canSend={canSendCode} send={(signal) => sendSmsCode({ areaCode, mobile, purpose: 'login' }, signal)} />
        </>
      )}
      <Button type="submit" variant="primary" block busy={session.busy}>
        {t('login.submit')}
      </Button>
      <div className="link-row">
        <Link to="/pagesMy/pages/loginreg/registerPage">{t('login.register')}</Link>
        <Link to="/pagesMy/pages/loginreg/resetPassword">{t('login.forgot')}</Link>
      </div>
      <Link className={buttonClass('secondary', true)} to="/pagesMy/pages/loginreg/jplogin">
        {t('login.club')}
      </Link>
      {/* Sent here on the way to a page a guest may open (the booking's passengers): going on without an account is offered too. */}
      {query.guest === '1' && (
        <div>
          <p className="muted">{t('guestOrder.continueHint')}</p>
          <Button
            block
            onPress={() => {
              continueAsGuest();
              navigate(takeReturnUrl(HOME_PATH), { replace: true });
            }}
          >
            {t('guestOrder.continue')}
          </Button>
        </div>
      )}
      <div className="link-row">
        <Link to={VISITOR_PATH}>{t('guestOrder.find')}</Link>
      </div>
    </form>
  );
}
