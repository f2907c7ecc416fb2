import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sendSmsCode } from '../../../services/auth';
import { smsCodeRequestSchema } from '../../../services/schemas/auth';
import { registerVerificationSchema } from '../../../services/schemas/member';
import { defaultAreaCode } from '../../app/default-area-code';
import { LOGIN_PATH } from '../../app/navigation';
import { useLocale } from '../../app/use-session';
import { useStoredState } from '../../app/use-stored-state';
import { validate, type FieldErrors } from '../../app/validate';
import { CodeField } from '../../components/CodeField';
import { PhoneField } from '../../components/PhoneField';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { keepVerified, REGISTER_VERIFIED, SETTING_PWD_PATH } from './verified';
import './loginreg.css';
import { PrivacyLink } from '../../components/PrivacyLink';

/** Registration, first page: the mobile number, its SMS code and a nickname; the password comes next. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [areaCode] = useStoredState('areaCode.register', () => defaultAreaCode(locale));
  const [mobile, setMobile] = useStoredState('register.mobile', () => '');
  const [nickName, setNickName] = useStoredState('register.nickName', () => '');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(registerVerificationSchema, { areaCode, mobile, code, nickName: nickName || undefined });
    const next: FieldErrors = 'errors' in result ? result.errors : {};
    if (!agreed) next.agreement = 'register.agreementRequired';
    setErrors(next);
    if ('data' in result && Object.keys(next).length === 0) {
      keepVerified(REGISTER_VERIFIED, result.data);
      navigate(SETTING_PWD_PATH);
    }
  };

  const canSendCode = () => {
    const result = validate(smsCodeRequestSchema, { areaCode, mobile, purpose: 'register' });
    setErrors('errors' in result ? result.errors : {});
    return 'data' in result;
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="step-note">{t('register.step')}</p>
      <PhoneField areaCode={areaCode} areaCodeStore="areaCode.register" mobile={mobile} onMobile={setMobile} error={errors.mobile} />
      <CodeField value={code} onValue={setCode} error={errors.code} canSend={canSendCode} send={(signal) => sendSmsCode({ areaCode, mobile, purpose: 'register' }, signal)} />
      <TextField label={t('field.nickName')} name="nickName" autoComplete="nickname" value={nickName} onChange={setNickName} error={errors.nickName} />
      <Checkbox name="agreement" isSelected={agreed} onChange={setAgreed} isInvalid={Boolean(errors.agreement)}>
        {t('register.agreement')}
      </Checkbox>
      {errors.agreement && <div className="ui-field-error field-error">{t(errors.agreement)}</div>}
      <PrivacyLink />
      <Button type="submit" variant="primary" block>
        {t('register.next')}
      </Button>
      <div className="link-row">
        <Link to={LOGIN_PATH}>{t('register.haveAccount')}</Link>
      </div>
    </form>
  );
}
