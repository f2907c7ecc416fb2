import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { updateClubPassword } from '../../../services/club-settings';
import { updateLoginPasswordRequestSchema, type UpdateLoginPasswordRequest } from '../../../services/schemas/club-passwords';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { validate, type FieldErrors } from '../../app/validate';
import { FormError } from '../../components/FormError';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { clubPasswordRules } from './club-password-rules';
import { MembersOnly } from './MembersOnly';

/** The club login password, changed with the current one; the member's other devices are signed out. */
function ChangeClubPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [body, setBody] = useState<UpdateLoginPasswordRequest>({ oldPassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: UpdateLoginPasswordRequest, signal) => updateClubPassword(payload, signal));

  useEffect(() => {
    if (!form.succeeded) return;
    showToast(t('clubPassword.done'));
    navigate(-1);
  }, [form.succeeded, navigate, t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(updateLoginPasswordRequestSchema, body);
    setErrors('errors' in result ? result.errors : {});
    if ('data' in result) form.submit(result.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={errorText(form.error)} />
      <TextField
        label={t('clubPassword.current')}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        value={body.oldPassword}
        onChange={(oldPassword) => setBody({ ...body, oldPassword })}
        error={errors.oldPassword}
      />
      <NewPasswordFields
        label={t('clubPassword.newPassword')}
        rules={clubPasswordRules}
        password={body.password}
        confirm={body.confirm}
        onPassword={(password) => setBody({ ...body, password })}
        onConfirm={(confirm) => setBody({ ...body, confirm })}
        errors={errors}
      />
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {t('common.save')}
      </Button>
    </form>
  );
}

export default function ChangeClubPasswordPage() {
  return <MembersOnly>{() => <ChangeClubPasswordForm />}</MembersOnly>;
}
