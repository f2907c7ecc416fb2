import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { tokenRequestSchema } from '../../../services/schemas/auth';
import { sessionActor } from '../../app/actors';
import { useErrorText } from '../../app/hooks';
import { useLoginState, useReturnAfterLogin } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { CaptchaField } from '../../components/CaptchaField';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { PageProps } from '../../page-props';

/** Fortune Wings Club login: card number, phone, e-mail or ID number with the club password (grant_type jp_club). */
export default function ClubLoginPage({ query }: PageProps) {
  const { t } = useTranslation();
  useReturnAfterLogin(query.returnTo);
  const errorText = useErrorText();
  const session = useLoginState();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = { grant_type: 'jp_club' as const, username, password, ...(session.needsCaptcha ? { captchaKey, captchaCode } : {}) };
    const result = validate(tokenRequestSchema, form);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    sessionActor.send({ type: 'login.submit', credentials: form });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="hero">
        <h2>{t('member.title')}</h2>
        <p>{t('clubLogin.intro')}</p>
      </div>
      <FormError message={errorText(session.error)} />
      <TextField label={t('clubLogin.account')} name="username" autoComplete="username" placeholder={t('clubLogin.accountHint')} value={username} onChange={setUsername} error={errors.username} />
      <TextField label={t('field.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      {session.needsCaptcha && <CaptchaField value={captchaCode} onValue={setCaptchaCode} onKey={setCaptchaKey} />}
      <Button type="submit" variant="primary" block busy={session.busy}>
        {t('login.submit')}
      </Button>
      <div className="link-row">
        <Link to="/pages/login/index">{t('clubLogin.appLogin')}</Link>
      </div>
    </form>
  );
}
