import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from '../../../services/member';
import type { RegisterRequest, RegisterVerification } from '../../../services/schemas/member';
import { sessionActor } from '../../app/actors';
import { useFormSubmit } from '../../app/hooks';
import { useReturnAfterLogin } from '../../app/use-session';
import { PasswordStep } from './PasswordStep';
import { dropVerified, readVerified, REGISTER_PATH, REGISTER_VERIFIED } from './verified';

/** Registration, second page: the password, which completes the account and logs it in. */
export default function SettingPasswordPage() {
  const { t } = useTranslation();
  useReturnAfterLogin();
  const [verified] = useState(() => readVerified<RegisterVerification>(REGISTER_VERIFIED));
  const form = useFormSubmit((payload: RegisterRequest, signal) => register(payload, signal));

  // The password just registered, to log the new account in with.
  const [submitted, setSubmitted] = useState('');
  const logIn = useEffectEvent(() => {
    if (!verified) return;
    dropVerified(REGISTER_VERIFIED);
    sessionActor.send({ type: 'login.submit', credentials: { grant_type: 'password', username: verified.mobile, areaCode: verified.areaCode, password: submitted } });
  });
  useEffect(() => {
    if (form.succeeded) logIn();
  }, [form.succeeded]);

  return (
    <PasswordStep
      verified={Boolean(verified)}
      firstPage={REGISTER_PATH}
      texts="settingPwd"
      note={verified && t('settingPwd.for', { mobile: `+${verified.areaCode} ${verified.mobile}` })}
      passwordLabel={t('field.password')}
      submitLabel={t('settingPwd.submit')}
      error={form.error}
      submitting={form.submitting}
      onSubmit={(password) => {
        setSubmitted(password);
        if (verified) form.submit({ ...verified, password });
      }}
    />
  );
}
