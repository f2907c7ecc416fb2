import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendEmailCode, sendSmsCode } from '../../../services/auth';
import { emailCodeRequestSchema, smsCodeRequestSchema } from '../../../services/schemas/auth';
import { forgetPasswordVerificationSchema } from '../../../services/schemas/member';
import { defaultAreaCode } from '../../app/default-area-code';
import { useLocale } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeChannelChoice } from '../../components/CodeChannelChoice';
import { CodeField } from '../../components/CodeField';
import { PhoneField } from '../../components/PhoneField';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { keepVerified, RESET_PWD_PATH, RESET_VERIFIED } from './verified';

/** Forgotten password, first page: prove the account with a code by SMS or e-mail; the new password comes next. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [channel, setChannel] = useStoredState<'sms' | 'email'>('resetPassword.channel', () => 'sms');
  const [areaCode] = useStoredState('areaCode.resetPassword', () => defaultAreaCode(locale));
  const [mobile, setMobile] = useStoredState('resetPassword.mobile', () => '');
  const [email, setEmail] = useStoredState('resetPassword.email', () => '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(forgetPasswordVerificationSchema, channel === 'sms' ? { channel, areaCode, mobile, code } : { channel, email, code });
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) {
      keepVerified(RESET_VERIFIED, result.data);
      navigate(RESET_PWD_PATH);
    }
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
      <CodeChannelChoice value={channel} onChange={setChannel} />
      {channel === 'sms' ? (
        <PhoneField areaCode={areaCode} areaCodeStore="areaCode.resetPassword" mobile={mobile} onMobile={setMobile} error={errors.mobile} />
      ) : (
        <TextField label={t('field.email')} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
      )}
      <CodeField key={channel} value={code} onValue={setCode} error={errors.code} canSend={canSendCode} send={send} />
      <Button type="submit" variant="primary" block>
        {t('register.next')}
      </Button>
    </form>
  );
}
