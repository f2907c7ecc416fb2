import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../../services/member';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '../../../services/schemas/member';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { validate, type FieldErrors } from '../../app/validate';
import { FormError } from '../../components/FormError';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

export default function EditPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormSubmit((payload: ResetPasswordRequest, signal) => resetPassword(payload, signal));

  useEffect(() => {
    if (!form.succeeded) return;
    showToast(t('editPassword.done'));
    navigate(-1);
  }, [form.succeeded, navigate, t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(resetPasswordRequestSchema, { oldPassword, password });
    const next: FieldErrors = 'errors' in result ? result.errors : {};
    if (confirm !== password) next.confirm = 'validation.passwordInconsistent';
    setErrors(next);
    if ('data' in result && Object.keys(next).length === 0) form.submit(result.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={errorText(form.error)} />
      <TextField label={t('field.oldPassword')} name="oldPassword" type="password" autoComplete="current-password" value={oldPassword} onChange={setOldPassword} error={errors.oldPassword} />
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
      <Button type="submit" variant="primary" block busy={form.submitting}>
        {t('common.save')}
      </Button>
    </form>
  );
}
