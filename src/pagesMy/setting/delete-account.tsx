import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendEmailCode, sendSmsCode } from '../../../services/auth';
import { deleteAccount } from '../../../services/member';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '../../../services/schemas/member';
import { sessionActor } from '../../app/actors';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { HOME_PATH } from '../../app/navigation';
import { showToast } from '../../app/toast';
import { useUser } from '../../app/use-session';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeChannelChoice } from '../../components/CodeChannelChoice';
import { CodeField } from '../../components/CodeField';
import { FormError } from '../../components/FormError';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';

/** Deleting the account, confirmed with a code sent to the account's own phone or e-mail. */
export default function DeleteAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const user = useUser();
  const [channel, setChannel] = useState<'sms' | 'email'>(user?.mobile ? 'sms' : 'email');
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: DeleteAccountRequest, signal) => deleteAccount(payload, signal));

  useEffect(() => {
    if (!form.succeeded) return;
    sessionActor.send({ type: 'session.expired' });
    showToast(t('deleteAccount.done'));
    navigate(HOME_PATH, { replace: true });
  }, [form.succeeded, navigate, t]);

  if (!user) return null;
  const target = channel === 'sms' ? `+${user.areaCode} ${user.mobile}` : user.email;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(deleteAccountRequestSchema, { channel, code });
    const next: FieldErrors = 'errors' in result ? result.errors : {};
    if (!understood) next.understood = 'deleteAccount.confirmRequired';
    setErrors(next);
    if ('data' in result && Object.keys(next).length === 0) form.submit(result.data);
  };
  const send = (signal: AbortSignal) =>
    channel === 'sms'
      ? sendSmsCode({ areaCode: user.areaCode!, mobile: user.mobile!, purpose: 'delete' }, signal)
      : sendEmailCode({ email: user.email!, purpose: 'delete' }, signal);

  return (
    <form onSubmit={submit} noValidate>
      {user.mobile && user.email && (
        <CodeChannelChoice value={channel} onChange={setChannel} />
      )}
      <FormError message={errorText(form.error)} />
      <p>{t('deleteAccount.codeTo', { target })}</p>
      <CodeField key={channel} value={code} onValue={setCode} error={errors.code} canSend={() => true} send={send} />
      <Checkbox name="understood" isSelected={understood} onChange={setUnderstood} isInvalid={Boolean(errors.understood)}>
        {t('deleteAccount.understand')}
      </Checkbox>
      {errors.understood && <div className="ui-field-error field-error">{t(errors.understood)}</div>}
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {t('deleteAccount.submit')}
      </Button>
    </form>
  );
}
