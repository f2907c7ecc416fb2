import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindClub } from '../../../services/member';
import { bindClubRequestSchema, type BindClubRequest } from '../../../services/schemas/club-membership';
import { codes } from '../../../services/schemas/codes';
import { sessionActor } from '../../app/actors';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { validate, type FieldErrors } from '../../app/validate';
import { CaptchaField } from '../../components/CaptchaField';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** Binds a membership to the signed-in account: card number, phone, e-mail or ID, and the club password. */
export function BindForm({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaKey, setCaptchaKey] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: BindClubRequest, signal) => bindClub(payload, signal));

  // Once asked for (after three wrong passwords), the captcha stays: its key is set when it loads.
  const needsCaptcha = captchaKey !== '' || form.error?.code === codes.captchaRequired;
  useEffect(() => {
    if (!form.succeeded) return;
    showToast(t('fwcHome.bound'));
    sessionActor.send({ type: 'user.refresh' });
    onBound();
  }, [form.succeeded, onBound, t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = { username, password, ...(needsCaptcha ? { captchaKey, captchaCode } : {}) };
    const result = validate(bindClubRequestSchema, values);
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) form.submit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="bind-title" data-testid="club-bind">
      <h2 id="bind-title">{t('fwcHome.bindTitle')}</h2>
      <p className="muted">{t('fwcHome.bindIntro')}</p>
      <FormError message={errorText(form.error)} />
      <TextField label={t('clubLogin.account')} name="username" autoComplete="username" placeholder={t('clubLogin.accountHint')} value={username} onChange={setUsername} error={errors.username} />
      <TextField label={t('field.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
      {needsCaptcha && <CaptchaField value={captchaCode} onValue={setCaptchaCode} onKey={setCaptchaKey} />}
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {t('fwcHome.bindSubmit')}
      </Button>
    </form>
  );
}
