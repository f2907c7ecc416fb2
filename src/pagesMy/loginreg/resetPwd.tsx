import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { forgetPassword } from '../../../services/member';
import type { ForgetPasswordRequest, ForgetPasswordVerification } from '../../../services/schemas/member';
import { useFormSubmit } from '../../app/hooks';
import { LOGIN_PATH } from '../../app/navigation';
import { showToast } from '../../app/toast';
import { PasswordStep } from './PasswordStep';
import { dropVerified, readVerified, RESET_PASSWORD_PATH, RESET_VERIFIED } from './verified';

/** Forgotten password, second page: the new password for the account the first page proved. */
export default function ResetPwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [verified] = useState(() => readVerified<ForgetPasswordVerification>(RESET_VERIFIED));
  const form = useFormSubmit((payload: ForgetPasswordRequest, signal) => forgetPassword(payload, signal));

  useEffect(() => {
    if (!form.succeeded) return;
    dropVerified(RESET_VERIFIED);
    showToast(t('resetPassword.done'));
    navigate(LOGIN_PATH, { replace: true });
  }, [form.succeeded, navigate, t]);

  return (
    <PasswordStep
      verified={Boolean(verified)}
      firstPage={RESET_PASSWORD_PATH}
      texts="resetPwd"
      submitLabel={t('resetPassword.submit')}
      error={form.error}
      submitting={form.submitting}
      onSubmit={(password) => verified && form.submit({ ...verified, password })}
    />
  );
}
