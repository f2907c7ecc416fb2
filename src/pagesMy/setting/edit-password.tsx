import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../../services/member';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '../../../services/schemas/member';
import { useErrorText, useFormSubmit } from '../../app/hooks';
import { showToast } from '../../app/toast';
import { validate, type FieldErrors } from '../../app/validate';
import { Field, FormError, Input, NewPasswordFields } from '../../components/fields';

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
      <Field label={t('field.oldPassword')} error={errors.oldPassword}>
        <Input name="oldPassword" type="password" autoComplete="current-password" value={oldPassword} onValue={setOldPassword} />
      </Field>
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
      <button type="submit" className="primary block">
        {form.submitting ? t('notice.submitting') : t('common.save')}
      </button>
    </form>
  );
}
